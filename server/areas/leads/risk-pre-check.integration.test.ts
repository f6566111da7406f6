import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_CONDITION_LABELS } from "../../../domain/comparison/health-conditions";
import { consentRecords } from "../../../domain/leads/consent";
import { CONTACT_MESSAGES, HEALTH_DATA_CONSENT } from "../../../domain/leads/contact-request";
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
/** The partner's answers; the weight is found nowhere else, so every table holding it can be named. */
const ANSWERS = { ...RISKY_HEALTH_ANSWERS, weightKg: 93.7 };
const household = {
  coverageType: "comfort",
  persons: [
    HOUSEHOLD_PERSONS.self,
    { ...HOUSEHOLD_PERSONS.partner, health: ANSWERS },
    HOUSEHOLD_PERSONS.firstChild,
  ],
};
/** The partner's answers as stored after the comparison's schema (defaults filled in). */
const STORED_ANSWERS = { ...ANSWERS, chronicConditions: ["ASTHMA"] };

/**
 * 'Anonyme Risikovoranfrage beauftragen' (docs/product/leads.md#risk-pre-check-request): the health answers of a
 * comparison become part of a lead only with the explicit Art. 9 consent, stored with it; brokers see the answers
 * only after the purchase; export, deletion and withdrawal follow them.
 */
describe.each(testDatabaseKinds)("the risk pre-check request on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let persons: Array<{ role: string; id: string }>;
  let buyer: Awaited<ReturnType<typeof createBroker>>;
  let other: Awaited<ReturnType<typeof createBroker>>;
  let market: ReturnType<typeof createLeadMarket>;
  let admin: ReturnType<typeof createLeadAdmin>;
  let ip = 1;
  const nextIp = () => `10.72.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      brokerName: "Muster Makler GmbH",
      app: { pageHandler: pages.pageHandler },
    });
    // Licensed before the requests: on the partner list their consent names.
    buyer = await createBroker(t.database.db);
    other = await createBroker(t.database.db);
    const response = await t.call("/api/comparisons", { body: household, ip: nextIp(), origin: null });
    expect(response.status).toBe(201);
    persons = ((await response.json()) as { persons: Array<{ role: string; id: string }> }).persons;
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

  const self = () => persons[0]!.id;
  const post = (path: string, fields: Record<string, unknown>) =>
    t.call(path, {
      method: "POST",
      body: browserFormBody(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
  const request = (email: string, overrides: Record<string, unknown> = {}) =>
    contactRequestBody({
      topic: "risk-pre-check",
      email,
      comparisonId: self(),
      consentHealthData: true,
      ...overrides,
    });
  const leadOf = async (email: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.email, email)))[0];
  const listed = async (email: string, userId?: string) => {
    const { id } = await t.leads.createFromContactRequest(request(email), { ...asTestBrowser, userId });
    await admin.updateLead(ADMIN, id, { action: "validate" });
    return id;
  };
  const dashboard = async (broker: { email: string; password: string }) => {
    const cookie = await t.signIn(broker.email, broker.password, nextIp());
    const response = await t.call("/broker-dashboard", { cookie });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** The tables whose rows hold a text (the unique weight of the answers). */
  const tablesHolding = async (needle: string) => {
    const tables = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const holding: string[] = [];
    for (const { table_name: table } of (tables as unknown as { rows: Array<{ table_name: string }> }).rows ??
      tables) {
      const found = await t.database.db.execute(
        sql`select 1 from ${sql.identifier(table)} as r where r::text like ${`%${needle}%`} limit 1`,
      );
      const rows = (found as unknown as { rows?: unknown[] }).rows ?? (found as unknown as unknown[]);
      if (rows.length > 0) holding.push(table);
    }
    return holding;
  };

  it("offers it on the results pages of a household with health answers, and only there", async () => {
    for (const person of persons) {
      const html = await (await t.call(`/ihre-pkv-tarife?c=${person.id}`)).text();
      const [section] = elementsByTestId(html, "risk-pre-check");
      expect(section?.text).toContain("Anonyme Risikovoranfrage beauftragen");
      expect(section?.text).toContain("anonym bei Versicherern");
      // Without JavaScript the button opens the form as a page.
      const button = section?.html.match(/<button[^>]*>/)?.[0];
      expect(button).toContain('name="anliegen"');
      expect(button).toContain('value="risikovoranfrage"');
    }
    const single = await t.call("/api/comparisons", {
      body: { birthDate: "1990-05-02", gender: "female", jobStatus: "employed" },
      ip: nextIp(),
      origin: null,
    });
    const { id } = (await single.json()) as { id: string };
    const html = await (await t.call(`/ihre-pkv-tarife?c=${id}`)).text();
    expect(elementsByTestId(html, "risk-pre-check")).toEqual([]);

    const form = await (await t.call(`/kontaktanfrage?anliegen=risikovoranfrage&c=${self()}`)).text();
    expect(form).toContain('name="topic" value="risk-pre-check"');
    expect(htmlText(form)).toContain(HEALTH_DATA_CONSENT.text);
    // The Art. 9 consent is a checkbox of its own, not ticked.
    const checkbox = form.match(/<input[^>]*name="consentHealthData"[^>]*>/)?.[0];
    expect(checkbox).toContain('type="checkbox"');
    expect(checkbox).not.toContain("checked");
  });

  it("refuses it without the Art. 9 consent, or without health answers, and stores nothing", async () => {
    const email = "ohne.einwilligung@example.de";
    const response = await post(`/kontaktanfrage?anliegen=risikovoranfrage&c=${self()}`, {
      ...request(email),
      consentHealthData: false,
    });
    expect(response.status).toBe(400);
    expect(htmlText(await response.text())).toContain(CONTACT_MESSAGES.consentHealthData);
    await expect(
      t.leads.createFromContactRequest(request(email, { consentHealthData: undefined }), asTestBrowser),
    ).rejects.toMatchObject({
      code: "validation-failed",
      fieldErrors: { consentHealthData: [CONTACT_MESSAGES.consentHealthData] },
    });
    const single = await t.call("/api/comparisons", {
      body: { birthDate: "1985-01-01", gender: "male", jobStatus: "employed" },
      ip: nextIp(),
      origin: null,
    });
    const { id } = (await single.json()) as { id: string };
    for (const comparisonId of [id, "unbekannt-0123456789abcdef"]) {
      await expect(
        t.leads.createFromContactRequest(request(email, { comparisonId }), asTestBrowser),
      ).rejects.toMatchObject({
        code: "validation-failed",
        fieldErrors: { comparisonId: [CONTACT_MESSAGES.noHealthAnswers] },
      });
    }
    expect(await leadOf(email)).toBeUndefined();
  });

  it("copies the household's answers into the lead with the consent's text, time and channel", async () => {
    const email = "risiko.formular@example.de";
    const response = await post(`/kontaktanfrage?anliegen=risikovoranfrage&c=${persons[2]!.id}`, {
      ...request(email),
      // Asked from the child's page: the household's answers all the same.
      comparisonId: persons[2]!.id,
    });
    expect(response.status).toBe(201);
    expect(htmlText(await response.text())).toContain(CONTACT_MESSAGES.riskPreCheckConfirmation);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({
      kind: "risk-pre-check",
      source: "contact-request",
      leadQuality: "rueckruf",
      status: "new",
      comparisonId: persons[2]!.id,
      healthAnswers: [{ role: "partner", answers: STORED_ANSWERS }],
    });
    const granted = new Date(t.clock.now).toISOString();
    expect(consentRecords(lead!.consent).map((record) => record.purpose)).toEqual([
      "call",
      "broker-transfer",
      "health-data",
    ]);
    expect(consentRecords(lead!.consent)[2]).toEqual({
      purpose: "health-data",
      text: HEALTH_DATA_CONSENT.text,
      version: HEALTH_DATA_CONSENT.version,
      grantedAt: granted,
      channel: "web",
    });
    // The confirmation e-mail names the consent, never the answers.
    const mail = await latestOutboxMessage(t.database.db, email);
    expect(mail?.body).toContain(HEALTH_DATA_CONSENT.text);
    expect(mail?.body).not.toContain("93.7");
    expect(mail?.body).not.toContain("ASTHMA");
    expect(await tablesHolding("93.7")).toEqual(["comparisons", "leads"]);
  });

  it("shows brokers that it is a risk pre-check, and its answers only to the buyer after the purchase", async () => {
    const email = "risiko.markt@example.de";
    const leadId = await listed(email);
    const offered = (await market.listMarket(buyer.id, { sort: "newest" })).leads.find(
      (lead) => lead.id === leadId,
    );
    expect(offered?.riskPreCheck).toEqual({ persons: 1 });
    expect(JSON.stringify(offered)).not.toMatch(/93\.7|ASTHMA|heightCm|answers/);
    const before = await dashboard(buyer);
    const [row] = elementsByTestId(before, "market-risk-pre-check");
    expect(row?.text).toBe("Risikovoranfrage · 1 Person");
    expect(before).not.toContain(HEALTH_CONDITION_LABELS.ASTHMA);
    expect(before).not.toContain("93,7");
    expect(await market.purchasedRiskPreChecks(buyer.id)).toEqual({});

    await market.purchase({ id: buyer.id, email: buyer.email }, leadId);
    expect((await market.purchasedRiskPreChecks(buyer.id))[leadId]).toEqual([
      { role: "partner", answers: STORED_ANSWERS },
    ]);
    const after = await dashboard(buyer);
    const answers = elementsByTestId(after, "purchased-risk-pre-check").find(
      (element) => element.attributes["data-lead-id"] === leadId,
    );
    expect(answers?.text).toContain("Partner/in");
    expect(answers?.text).toContain("Gewicht (kg) 93,7");
    expect(answers?.text).toContain("Psychotherapie in den letzten 10 Jahren Ja");
    expect(answers?.text).toContain(`Chronische Erkrankungen ${HEALTH_CONDITION_LABELS.ASTHMA}`);

    // Another broker, who did not buy it, sees none of it.
    expect(await market.purchasedRiskPreChecks(other.id)).toEqual({});
    const others = await dashboard(other);
    expect(elementsByTestId(others, "purchased-risk-pre-check")).toEqual([]);
    expect(others).not.toContain("93,7");

    // The admin: the number of persons in the list, the answers with the audited reveal.
    const adminRow = (await admin.listLeads()).find((lead) => lead.id === leadId);
    expect(adminRow?.riskPreCheck).toEqual({ persons: 1 });
    expect(JSON.stringify(adminRow)).not.toMatch(/93\.7|ASTHMA/);
    const revealed = await admin.revealLead(ADMIN, leadId);
    expect(revealed.healthAnswers).toEqual([{ role: "partner", answers: STORED_ANSWERS }]);
  });

  it("erases the answers and the Art. 9 consent with the withdrawal, also for the buyer", async () => {
    const email = "risiko.widerruf@example.de";
    const leadId = await listed(email);
    await market.purchase({ id: buyer.id, email: buyer.email }, leadId);
    const { withdrawalToken } = (await leadOf(email))!;
    expect(await t.leads.withdrawByToken(withdrawalToken!)).toEqual({ alreadyWithdrawn: false });
    const lead = await leadOf(email);
    expect(lead?.healthAnswers).toBeNull();
    expect(consentRecords(lead!.consent).map((record) => record.purpose)).toEqual([
      "call",
      "broker-transfer",
    ]);
    expect((await market.purchasedRiskPreChecks(buyer.id))[leadId]).toBeUndefined();
    expect((await admin.revealLead(ADMIN, leadId)).healthAnswers).toBeNull();
  });

  it("exports the answers and the consent with the person's data and erases both with the account", async () => {
    const person = await createPrivateUser(t.database.db, { email: "risiko.konto@example.de" });
    const sold = await listed(person.email, person.id);
    await market.purchase({ id: buyer.id, email: buyer.email }, sold);
    // A second request, never bought: anonymised with the account.
    await t.leads.createFromContactRequest(request(person.email), { ...asTestBrowser, userId: person.id });

    const exported = await t.accounts.services.exportData(person.id);
    expect(exported?.leads).toHaveLength(2);
    for (const lead of exported!.leads) {
      expect(lead.healthAnswers).toEqual([{ role: "partner", answers: STORED_ANSWERS }]);
      expect(consentRecords(lead.consent).find((record) => record.purpose === "health-data")).toMatchObject({
        text: HEALTH_DATA_CONSENT.text,
        channel: "web",
      });
    }

    expect(await t.accounts.services.deleteAccount(person.id)).toBe(true);
    const remaining = await t.database.db.select().from(leads).where(eq(leads.kind, "risk-pre-check"));
    const ofPerson = remaining.filter(
      (lead) => lead.id === sold || lead.email.endsWith("@anonymisiert.invalid"),
    );
    expect(ofPerson).toHaveLength(2);
    for (const lead of ofPerson) {
      expect(lead.healthAnswers).toBeNull();
      expect(consentRecords(lead.consent).some((record) => record.purpose === "health-data")).toBe(false);
    }
    // The bought lead keeps what accounting needs (the contact), not the health data.
    expect(ofPerson.find((lead) => lead.id === sold)).toMatchObject({ email: person.email, userId: null });
  });

  it("never copies the answers of another account's comparison", async () => {
    const owner = await createPrivateUser(t.database.db);
    const { comparison } = await t.comparisons.create(household, { userId: owner.id });
    const email = "fremder.vergleich@example.de";
    await expect(
      t.leads.createFromContactRequest(request(email, { comparisonId: comparison.id }), asTestBrowser),
    ).rejects.toMatchObject({ fieldErrors: { comparisonId: [CONTACT_MESSAGES.noHealthAnswers] } });
    const stranger = await createPrivateUser(t.database.db);
    await expect(
      t.leads.createFromContactRequest(request(email, { comparisonId: comparison.id }), {
        ...asTestBrowser,
        userId: stranger.id,
      }),
    ).rejects.toMatchObject({ code: "validation-failed" });
    const { id } = await t.leads.createFromContactRequest(request(email, { comparisonId: comparison.id }), {
      ...asTestBrowser,
      userId: owner.id,
    });
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead?.healthAnswers).toEqual([{ role: "partner", answers: STORED_ANSWERS }]);
  });

  it("keeps the copied answers after the anonymous comparison's purge", async () => {
    t.clock.now += ANONYMOUS_COMPARISON_TTL_MS + 2 * DAY;
    expect(await t.comparisons.deleteExpiredAnonymous()).toBeGreaterThan(0);
    expect(await t.comparisons.get(self())).toBeUndefined();
    const lead = await leadOf("risiko.formular@example.de");
    expect(lead?.healthAnswers).toEqual([{ role: "partner", answers: STORED_ANSWERS }]);
    // The answers of the anonymous comparison are gone; what is left is in the leads (and the owned comparison).
    expect(await tablesHolding("93.7")).toEqual(["comparisons", "leads"]);
  });
});
