import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVICE_WAIVER } from "../../../domain/leads/advice";
import type { AdviceRecord } from "../../../domain/leads/advice-reasons";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  contactRequestBody,
  createBroker,
  createPrivateUser,
  HOUSEHOLD_PERSONS,
  latestOutboxMessage,
} from "../../../tests/setup/factories";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { pdfStructure } from "../../../tests/setup/pdf-structure";
import { pdfText } from "../../../tests/setup/pdf-text";
import { createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { deliveryQueue, leads } from "../../adapters/db/schema";
import { createAccountContacts } from "../accounts/account-contacts";
import type { MailPayload } from "../delivery/delivery-queue";
import { createLeadAdmin } from "./admin";
import { createLeadMarket } from "./lead-market";

const asTestBrowser = { browserKey: TEST_BROWSER_KEY };
const ADMIN = { id: "admin-1", email: "admin@example.de" };
const NOW = Date.parse("2026-11-23T10:00:00Z");
const household = { coverageType: "comfort", persons: [HOUSEHOLD_PERSONS.self, HOUSEHOLD_PERSONS.partner] };

/**
 * Needs and advice documentation (docs/product/broker-duties.md#advice-documentation): every request with advice
 * stores its needs, the tariffs with their reasons and the sent PDF's hash, mails the PDF with the lead, or records
 * the separate waiver; the PDF downloads by its secret; the export holds it and the deletion removes it.
 */
describe.each(testDatabaseKinds)("the advice documentation on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let self: string;
  let partner: string;
  let offerId: string;
  let ip = 1;
  const nextIp = () => `10.74.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: NOW,
      brokerName: "Muster Makler GmbH",
      app: { pageHandler: pages.pageHandler },
    });
    const response = await t.call("/api/comparisons", { body: household, ip: nextIp(), origin: null });
    expect(response.status).toBe(201);
    const persons = (
      (await response.json()) as { persons: Array<{ id: string; offers: Array<{ id: string }> }> }
    ).persons;
    self = persons[0]!.id;
    partner = persons[1]!.id;
    offerId = persons[0]!.offers[1]!.id;
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const leadOf = async (id: string) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const adviceMailOf = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(deliveryQueue)
        .where(eq(deliveryQueue.idempotencyKey, `advice-documentation.${id}`))
    )[0];

  const requests = {
    consultation: (email: string) =>
      contactRequestBody({
        topic: "consultation",
        email,
        comparisonId: self,
        preferredTime: undefined,
        appointmentDay: "2026-11-25",
        appointmentWindow: "08-12",
      }),
    "risk-pre-check": (email: string) =>
      contactRequestBody({ topic: "risk-pre-check", email, comparisonId: partner, consentHealthData: true }),
    application: (email: string) =>
      contactRequestBody({ topic: "application", email, comparisonId: self, offerId }),
  };

  it.each(Object.keys(requests) as Array<keyof typeof requests>)(
    "stores the needs, the tariffs with reasons and the sent PDF for a %s, mailed with the lead",
    async (topic) => {
      const email = `beratung.${topic}@example.de`;
      const { id, advice } = await t.leads.createFromContactRequest(requests[topic](email), asTestBrowser);
      const lead = await leadOf(id);
      const record = lead.adviceRecord as AdviceRecord;
      expect(advice).toEqual(record);
      expect(record).toMatchObject({
        kind: "documentation",
        createdAt: new Date(NOW).toISOString(),
        needs: { priorities: ["price", "dental"], currentCover: "gkv", plannedChanges: [] },
        document: { filename: "beratungsdokumentation.pdf", sentAt: new Date(NOW).toISOString() },
      });
      if (record.kind !== "documentation") throw new Error("documentation expected");
      expect(record.marketBasis).toMatch(/^Wir vergleichen \d+ Tarife von \d+ Versicherern\./);
      expect(record.recommendation.length).toBeGreaterThan(0);
      if (topic === "application") {
        expect(record.recommendation).toHaveLength(1);
        expect(record.recommendation[0]).toMatchObject({ offerId });
        expect(record.recommendation[0]!.reasons[0]).toBe("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
      } else {
        expect(record.recommendation[0]).toMatchObject({ topPick: 1 });
        expect(record.recommendation[0]!.reasons[0]).toMatch(
          /^Top-Empfehlung 1 von \d nach „Preis-Leistung“/,
        );
      }
      for (const tariff of record.recommendation) {
        expect(tariff.needReasons[0]).toMatch(/^Ihnen ist ein niedriger Beitrag wichtig: /);
        expect(tariff.needReasons[1]).toMatch(/^Ihnen sind gute Zahnleistungen wichtig: Zahnersatz \d+ %/);
      }
      // Queued in the lead's transaction (before any broker can buy it), the PDF as its attachment.
      const queued = await adviceMailOf(id);
      const payload = queued!.payload as MailPayload;
      expect(payload.subject).toBe("Ihre Beratungsdokumentation");
      const attachment = payload.attachments![0]!;
      expect(attachment).toMatchObject({
        filename: "beratungsdokumentation.pdf",
        contentType: "application/pdf",
      });
      const bytes = Buffer.from(attachment.contentBase64, "base64");
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(record.document.sha256);
      const text = (await pdfText(bytes)).text;
      expect(text).toContain("Beratungsdokumentation");
      expect(text).toContain("Gute Zahnleistungen");
      expect(text).toContain(record.recommendation[0]!.tariffName);
      // Delivered: the outbox names the attachment; the queue forgets the file.
      const outbox = await latestOutboxMessage(t.database.db, email);
      expect(outbox).toBeDefined();
      const delivered = (await adviceMailOf(id))!.payload as MailPayload;
      expect(delivered.attachments).toBeUndefined();
    },
  );

  it("records the separate waiver as declared instead of the documentation, and sends no PDF", async () => {
    const body = {
      ...requests.application("verzicht@example.de"),
      advicePriorities: [],
      currentCover: undefined,
    };
    const { id } = await t.leads.createFromContactRequest({ ...body, adviceWaiver: true }, asTestBrowser);
    expect((await leadOf(id)).adviceRecord).toEqual({
      kind: "waiver",
      version: ADVICE_WAIVER.version,
      heading: ADVICE_WAIVER.heading,
      warning: ADVICE_WAIVER.warning,
      text: ADVICE_WAIVER.text,
      declaredAt: new Date(NOW).toISOString(),
    });
    expect(await adviceMailOf(id)).toBeUndefined();
    // Without the waiver and without needs: refused, nothing stored.
    await expect(t.leads.createFromContactRequest(body, asTestBrowser)).rejects.toMatchObject({
      code: "validation-failed",
    });
  });

  it("shows the recommendation with its reasons above the needs, and no needs for a callback", async () => {
    const form = await (
      await t.call(`/kontaktanfrage?anliegen=antrag&c=${self}&tarif=${encodeURIComponent(offerId)}`)
    ).text();
    const [recommendation] = elementsByTestId(form, "advice-recommendation");
    expect(recommendation?.text).toContain("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
    expect(elementsByTestId(form, "advice-needs")).toHaveLength(1);
    expect(form).toContain('name="adviceWaiver"');
    expect(form.match(/<input[^>]*name="adviceWaiver"[^>]*>/)?.[0]).not.toContain("checked");
    const consultation = await (await t.call(`/kontaktanfrage?anliegen=beratung&c=${self}`)).text();
    expect(elementsByTestId(consultation, "advice-tariff").length).toBeGreaterThan(0);
    const callback = await (await t.call(`/kontaktanfrage?anliegen=rueckruf&c=${self}`)).text();
    expect(elementsByTestId(callback, "advice-needs")).toHaveLength(0);
    expect(elementsByTestId(callback, "advice-recommendation")).toHaveLength(0);
  });

  it("asks no needs of a plain callback", async () => {
    const { id } = await t.leads.createFromContactRequest(
      contactRequestBody({ email: "rueckruf.beratung@example.de", comparisonId: self }),
      asTestBrowser,
    );
    expect((await leadOf(id)).adviceRecord).toBeNull();
  });

  it("downloads the documentation by its secret as a tagged PDF with the needs, tariffs and reasons", async () => {
    const { advice } = await t.leads.createFromContactRequest(
      requests.consultation("download.beratung@example.de"),
      asTestBrowser,
    );
    if (advice?.kind !== "documentation") throw new Error("documentation expected");
    const response = await t.call(`/beratungsdokumentation/${advice.token}`, { cookie: t.gateCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text, title } = await pdfText(bytes);
    expect(title).toBe("Beratungsdokumentation");
    expect(text).toContain("Ihre Wünsche und Bedürfnisse");
    expect(text).toContain("Ein niedriger Beitrag, Gute Zahnleistungen");
    expect(text).toContain("Gesetzlich versichert (GKV), selbst Mitglied");
    for (const tariff of advice.recommendation)
      expect(text).toContain(`${tariff.insurer} – ${tariff.tariffName}`);
    expect(text).toContain("Kein anderer Tarif Ihrer Anfrage kostet höchstens so viel");
    expect(text).toContain("Wir vergleichen");
    const structure = await pdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: "de-DE", displayDocTitle: true });
    expect(structure.pageRoles[0]!.slice(0, 2)).toEqual(["Document", "H1"]);
    expect(structure.pageRoles.flat()).toContain("H2");
    expect(structure.untaggedText.every((entry) => entry === "")).toBe(true);
    const unknown = await t.call("/beratungsdokumentation/unbekannt-unbekannt-unbekannt", {
      cookie: t.gateCookie(),
    });
    expect(unknown.status).toBe(404);
  });

  it("is part of the person's export, shown to the buyer after the purchase, and removed with the account", async () => {
    const person = await createPrivateUser(t.database.db, { email: "beratung.konto@example.de" });
    const viewer = { ...asTestBrowser, userId: person.id };
    const { id } = await t.leads.createFromContactRequest(requests.application(person.email), viewer);
    const exported = await t.accounts.services.exportData(person.id);
    expect(exported?.leads.find((lead) => lead.id === id)?.adviceRecord).toMatchObject({
      kind: "documentation",
    });

    expect(await t.accounts.services.deleteAccount(person.id)).toBe(true);
    expect((await leadOf(id)).adviceRecord).toBeNull();
  });

  it("shows brokers that a documentation exists before buying, and its content only to the buyer", async () => {
    const buyer = await createBroker(t.database.db);
    const { id } = await t.leads.createFromContactRequest(
      requests.application("kauf.beratung@example.de"),
      asTestBrowser,
    );
    const admin = createLeadAdmin({
      db: t.database.db,
      accounts: createAccountContacts(t.database.db),
      now: () => new Date(t.clock.now),
    });
    await admin.updateLead(ADMIN, id, { action: "validate" });
    const market = createLeadMarket({ db: t.database.db, now: () => new Date(t.clock.now) });
    const before = (await market.listMarket(buyer.id, { sort: "newest" })).leads.find(
      (lead) => lead.id === id,
    );
    expect(before?.advice).toBe("Beratungsdokumentation liegt vor");
    expect(JSON.stringify(before)).not.toContain("Zahnleistungen");
    await market.purchase({ id: buyer.id, email: buyer.email }, id);
    const bought = (await market.purchasedAdvice(buyer.id))[id];
    expect(bought?.kind).toBe("documentation");
    expect((await market.purchasedAdvice("another-broker"))[id]).toBeUndefined();
    // 'Gekaufte Leads' shows it below the contact.
    const cookie = await t.signIn(buyer.email, buyer.password, nextIp());
    const page = await (await t.call("/broker-dashboard", { cookie })).text();
    const row = elementsByTestId(page, "purchased-advice").find(
      (entry) => entry.attributes["data-lead-id"] === id,
    );
    expect(row?.text).toContain("Gute Zahnleistungen");
    expect(row?.text).toContain("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
  });
});
