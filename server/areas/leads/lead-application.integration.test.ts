import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedApplication } from "../../../domain/leads/application";
import { consentRecords } from "../../../domain/leads/consent";
import { APPLICATION_HEALTH_DATA_CONSENT, CONTACT_MESSAGES } from "../../../domain/leads/contact-request";
import { formatEuro } from "../../../lib/format/number-format";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  contactRequestBody,
  createBroker,
  createPrivateUser,
  HOUSEHOLD_PERSONS,
  latestOutboxMessage,
  RISKY_HEALTH_ANSWERS,
} from "../../../tests/setup/factories";
import { browserFormBody } from "../../../tests/setup/form-body";
import { elementsByTestId, htmlText } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { leads } from "../../adapters/db/schema";
import { createAccountContacts } from "../accounts/account-contacts";
import { ANONYMOUS_COMPARISON_TTL_MS } from "../comparisons";
import { createLeadAdmin } from "./admin";
import { createLeadMarket } from "./lead-market";

/** Who asks in the service calls below: the test's browser, which made the anonymous comparisons. */
const asTestBrowser = { browserKey: TEST_BROWSER_KEY };

const DAY = 24 * 60 * 60 * 1000;
const ADMIN = { id: "admin-1", email: "admin@example.de" };
/** The partner's answers; the weight is found nowhere else. */
const ANSWERS = { ...RISKY_HEALTH_ANSWERS, weightKg: 94.3 };
const household = {
  coverageType: "comfort",
  persons: [HOUSEHOLD_PERSONS.self, { ...HOUSEHOLD_PERSONS.partner, health: ANSWERS }],
};

interface Offered {
  id: string;
  provider: string;
  name: string;
  monthlyPrice: number;
}

/**
 * 'Antrag anfragen' (docs/product/leads.md#application-request): a tariff's application request becomes a lead of
 * the kind 'application' with the tariff as offered and the comparison's inputs; the health answers only with the
 * optional, explicit Art. 9 consent. Brokers see the tariff before buying, the inputs after.
 */
describe.each(testDatabaseKinds)("the application request on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let self: string;
  let offer: Offered;
  let single: { id: string; offer: Offered };
  let buyer: Awaited<ReturnType<typeof createBroker>>;
  let market: ReturnType<typeof createLeadMarket>;
  let admin: ReturnType<typeof createLeadAdmin>;
  let ip = 1;
  const nextIp = () => `10.73.${kind === "pglite" ? 1 : 2}.${ip++}`;

  const compare = async (body: unknown) => {
    const response = await t.call("/api/comparisons", { body, ip: nextIp(), origin: null });
    expect(response.status).toBe(201);
    return response.json() as Promise<{
      id: string;
      offers?: Offered[];
      persons?: Array<{ id: string; offers: Offered[] }>;
    }>;
  };

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      brokerName: "Muster Makler GmbH",
      app: { pageHandler: pages.pageHandler },
    });
    buyer = await createBroker(t.database.db);
    const family = await compare(household);
    self = family.persons![0]!.id;
    offer = family.persons![0]!.offers[0]!;
    const alone = await compare({ birthDate: "1990-05-02", gender: "female", jobStatus: "employed" });
    single = { id: alone.id, offer: alone.offers![0]! };
    const clock = () => new Date(t.clock.now);
    market = createLeadMarket({ db: t.database.db, now: clock });
    admin = createLeadAdmin({
      db: t.database.db,
      accounts: createAccountContacts(t.database.db),
      now: clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const requestPath = (comparisonId: string, offerId: string) =>
    `/kontaktanfrage?anliegen=antrag&c=${encodeURIComponent(comparisonId)}&tarif=${encodeURIComponent(offerId)}`;
  const request = (email: string, overrides: Record<string, unknown> = {}) =>
    contactRequestBody({ topic: "application", email, comparisonId: self, offerId: offer.id, ...overrides });
  const leadOf = async (email: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.email, email)))[0];
  const dashboard = async (broker: { email: string; password: string }) => {
    const cookie = await t.signIn(broker.email, broker.password, nextIp());
    const response = await t.call("/broker-dashboard", { cookie });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("is offered on every tariff's details and opens the form with the tariff, without JavaScript", async () => {
    const details = await (
      await t.call(`/ihre-pkv-tarife/tarif/${encodeURIComponent(offer.id)}?c=${self}`)
    ).text();
    const link = details.match(/<a[^>]*>Antrag anfragen<\/a>/)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain(`href="${requestPath(self, offer.id).replaceAll("&", "&amp;")}"`);
    expect(details).not.toContain("antrag.example");

    const form = await (await t.call(requestPath(self, offer.id))).text();
    expect(htmlText(form)).toContain("Antrag anfragen");
    const [tariff] = elementsByTestId(form, "application-tariff");
    expect(tariff?.text).toContain(`${offer.provider} – ${offer.name}`);
    expect(tariff?.text).toContain(formatEuro(offer.monthlyPrice));
    expect(form).toContain('name="topic" value="application"');
    expect(form).toContain(`name="offerId" value="${offer.id}"`);
    // The household holds health answers: the Art. 9 consent is offered, unticked and optional.
    expect(htmlText(form)).toContain(APPLICATION_HEALTH_DATA_CONSENT.text);
    expect(form.match(/<input[^>]*name="consentHealthData"[^>]*>/)?.[0]).not.toContain("checked");
    // A comparison without health answers: no such consent at all.
    const plain = await (await t.call(requestPath(single.id, single.offer.id))).text();
    expect(plain).not.toContain('name="consentHealthData"');
    // A tariff the comparison does not hold: the German 404.
    expect((await t.call(requestPath(self, "unbekannt|tarif"))).status).toBe(404);
  });

  it("makes a lead with the tariff as offered and the inputs, without health answers unless consented", async () => {
    const email = "antrag.ohne@example.de";
    const response = await t.call(requestPath(self, offer.id), {
      method: "POST",
      body: browserFormBody(request(email)),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
    expect(response.status).toBe(201);
    expect(htmlText(await response.text())).toContain(CONTACT_MESSAGES.applicationConfirmation);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({
      kind: "application",
      leadQuality: "beratungsgespraech",
      comparisonId: self,
      healthAnswers: null,
      jobStatus: "employed",
      coverageWish: "comfort",
    });
    expect(storedApplication(lead!.application)).toMatchObject({
      offerId: offer.id,
      insurer: offer.provider,
      tariffName: offer.name,
      monthlyPrice: offer.monthlyPrice,
      figuresYear: 2026,
      inputs: { jobStatus: "employed", gender: "male", coverageType: "comfort", persons: 2 },
    });
    expect(JSON.stringify(lead!.application)).not.toContain("1988-03-14");
    expect(consentRecords(lead!.consent).map((record) => record.purpose)).toEqual([
      "call",
      "broker-transfer",
    ]);
    const mail = await latestOutboxMessage(t.database.db, email);
    expect(mail?.body).toContain(
      `Ihr gewählter Tarif: ${offer.provider} ${offer.name}, ${formatEuro(offer.monthlyPrice)}`,
    );
    expect(mail?.body).not.toContain(APPLICATION_HEALTH_DATA_CONSENT.text);
  });

  it("copies the household's health answers with the explicit consent, stored with its text", async () => {
    const email = "antrag.mit@example.de";
    await t.leads.createFromContactRequest(request(email, { consentHealthData: true }), asTestBrowser);
    const lead = await leadOf(email);
    expect(lead?.healthAnswers).toEqual([
      { role: "partner", answers: { ...ANSWERS, chronicConditions: ["ASTHMA"] } },
    ]);
    expect(consentRecords(lead!.consent)[2]).toMatchObject({
      purpose: "health-data",
      text: APPLICATION_HEALTH_DATA_CONSENT.text,
      version: APPLICATION_HEALTH_DATA_CONSENT.version,
      channel: "web",
    });
    // Consent ticked, but nobody gave answers: nothing to pass on, and no consent record.
    const plain = "antrag.einzeln@example.de";
    await t.leads.createFromContactRequest(
      request(plain, { comparisonId: single.id, offerId: single.offer.id, consentHealthData: true }),
      asTestBrowser,
    );
    const alone = await leadOf(plain);
    expect(alone?.healthAnswers).toBeNull();
    expect(consentRecords(alone!.consent).some((record) => record.purpose === "health-data")).toBe(false);
  });

  it("shows an empty call time at its field, never as a failure of the server", async () => {
    const email = "antrag.ohne-zeit@example.de";
    const response = await t.call(requestPath(self, offer.id), {
      method: "POST",
      body: browserFormBody(request(email, { preferredTime: "" })),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
    expect(response.status).toBe(400);
    const page = htmlText(await response.text());
    expect(page).toContain(CONTACT_MESSAGES.preferredTime);
    expect(page).toContain(CONTACT_MESSAGES.checkFields);
    expect(page).not.toContain(CONTACT_MESSAGES.failed);
    expect(await leadOf(email)).toBeUndefined();
  });

  it("refuses a tariff the comparison does not hold, or another account's comparison, and stores nothing", async () => {
    const email = "antrag.falsch@example.de";
    const owner = await createPrivateUser(t.database.db);
    const { comparison } = await t.comparisons.create(household, { userId: owner.id });
    for (const overrides of [
      { offerId: "unbekannt|tarif" },
      { comparisonId: "unbekannt-0123456789abcdef" },
      { comparisonId: comparison.id, offerId: comparison.offers[0]!.id },
    ]) {
      await expect(
        t.leads.createFromContactRequest(request(email, overrides), asTestBrowser),
      ).rejects.toMatchObject({
        code: "validation-failed",
        fieldErrors: { offerId: [CONTACT_MESSAGES.offerMissing] },
      });
    }
    expect(await leadOf(email)).toBeUndefined();
    const { id } = await t.leads.createFromContactRequest(
      request(email, { comparisonId: comparison.id, offerId: comparison.offers[0]!.id }),
      { ...asTestBrowser, userId: owner.id },
    );
    expect((await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]?.kind).toBe("application");
  });

  it("shows brokers the tariff before buying, and the inputs and consented answers only to the buyer", async () => {
    const email = "antrag.markt@example.de";
    const { id: leadId } = await t.leads.createFromContactRequest(
      request(email, { consentHealthData: true }),
      asTestBrowser,
    );
    await admin.updateLead(ADMIN, leadId, { action: "validate" });
    const listed = (await market.listMarket(buyer.id, { sort: "newest" })).leads.find(
      (lead) => lead.id === leadId,
    );
    expect(listed?.application).toEqual({
      insurer: offer.provider,
      tariffName: offer.name,
      monthlyPrice: offer.monthlyPrice,
    });
    expect(JSON.stringify(listed)).not.toMatch(/94\.3|inputs|existingInsurance/);
    const before = await dashboard(buyer);
    const label = elementsByTestId(before, "market-application").map((element) => element.text);
    expect(label).toContain(
      `Antrag · ${offer.provider} ${offer.name} · ${formatEuro(offer.monthlyPrice)}/Monat`,
    );

    await market.purchase({ id: buyer.id, email: buyer.email }, leadId);
    const after = await dashboard(buyer);
    const details = elementsByTestId(after, "purchased-application").find(
      (element) => element.attributes["data-lead-id"] === leadId,
    );
    expect(details?.text).toContain(`Tarif ${offer.provider} – ${offer.name}`);
    expect(details?.text).toContain("Berufsstatus Angestellter");
    expect(details?.text).toContain("Bisher Gesetzlich versichert");
    expect(details?.text).toContain("Rechengrößen 2026");
    const answers = elementsByTestId(after, "purchased-risk-pre-check").find(
      (element) => element.attributes["data-lead-id"] === leadId,
    );
    expect(answers?.text).toContain("Antragsanfrage: Gesundheitsangaben");
    expect(answers?.text).toContain("Gewicht (kg) 94,3");

    // The admin sees the tariff with the audited reveal.
    expect((await admin.revealLead(ADMIN, leadId)).application?.tariffName).toBe(offer.name);
    // A withdrawal erases the answers; the tariff stays for the buyer's records.
    const { withdrawalToken } = (await leadOf(email))!;
    await t.leads.withdrawByToken(withdrawalToken!);
    const withdrawn = await leadOf(email);
    expect(withdrawn?.healthAnswers).toBeNull();
    expect(storedApplication(withdrawn!.application)?.offerId).toBe(offer.id);
  });

  it("keeps the tariff after the anonymous comparison's purge", async () => {
    t.clock.now += ANONYMOUS_COMPARISON_TTL_MS + 2 * DAY;
    expect(await t.comparisons.deleteExpiredAnonymous()).toBeGreaterThan(0);
    expect(await t.comparisons.get(self)).toBeUndefined();
    const lead = await leadOf("antrag.ohne@example.de");
    expect(storedApplication(lead!.application)?.tariffName).toBe(offer.name);
  });
});
