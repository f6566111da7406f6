import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, consentTexts, PHONE_MESSAGES } from "../../../domain/leads/contact-request";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  contactRequestBody,
  createComparison,
  createPrivateUser,
  STATED_NEEDS,
} from "../../../tests/setup/factories";
import { browserFormBody } from "../../../tests/setup/form-body";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { leads } from "../../adapters/db/schema";

/**
 * The contact form's route action /kontaktanfrage (docs/product/leads.md#contact-request): the dialog's fetcher and
 * the page without JavaScript post here; the same schema, limit and lead as POST /api/leads.
 */
describe.each(testDatabaseKinds)("the contact request action on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.71.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      brokerName: "Muster Makler GmbH",
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const post = (path: string, fields: Record<string, unknown>, init: { ip?: string; cookie?: string } = {}) =>
    t.call(path, {
      method: "POST",
      body: browserFormBody(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: init.ip ?? nextIp(),
      cookie: init.cookie,
    });

  it("shows the form as a page for the advice box's links, per topic", async () => {
    const comparison = await createComparison(t.database.db);
    const callback = await t.call(`/kontaktanfrage?anliegen=rueckruf&c=${comparison.id}`);
    expect(callback.status).toBe(200);
    const callbackPage = await callback.text();
    expect(callbackPage).toContain("Lassen Sie sich anrufen");
    expect(callbackPage).toContain("Wann dürfen wir Sie anrufen?");
    expect(callbackPage).toContain(`name="comparisonId" value="${comparison.id}"`);
    expect(callbackPage).toContain('name="topic" value="callback"');
    const consultation = await (await t.call(`/kontaktanfrage?anliegen=beratung&c=${comparison.id}`)).text();
    expect(consultation).toContain("Tag des Beratungsgesprächs");
    expect(consultation).toContain('name="topic" value="consultation"');
  });

  it("turns a posted form into a lead with the consent texts, time and channel", async () => {
    const comparison = await createComparison(t.database.db);
    const response = await post(`/kontaktanfrage?anliegen=beratung&c=${comparison.id}`, {
      topic: "consultation",
      ...STATED_NEEDS,
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "Erika.Formular@Example.de",
      appointmentDay: "2026-11-25",
      appointmentWindow: "12-16",
      consentCall: true,
      consentBroker: true,
      comparisonId: comparison.id,
    });
    expect(response.status).toBe(201);
    const page = await response.text();
    expect(page).toContain(CONTACT_MESSAGES.confirmationTitle);
    expect(page).toContain(CONTACT_MESSAGES.confirmation);
    expect(page).toContain(`href="/ihre-pkv-tarife?c=${comparison.id}"`);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, "erika.formular@example.de"));
    const texts = consentTexts("Muster Makler GmbH");
    expect(lead).toMatchObject({
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "+4915123456789",
      age: 36,
      status: "new",
      isValidated: false,
      source: "contact-request",
      leadQuality: "beratungsgespraech",
      comparisonId: comparison.id,
      preferredTime: null,
      appointmentDay: "2026-11-25",
      appointmentWindow: "12-16",
      userId: null,
      consent: [
        {
          purpose: "call",
          text: texts.call,
          grantedAt: "2026-11-23T10:00:00.000Z",
          channel: "website-kontaktformular",
        },
        {
          purpose: "broker-transfer",
          text: texts.broker,
          grantedAt: "2026-11-23T10:00:00.000Z",
          channel: "website-kontaktformular",
        },
      ],
    });
  });

  it("shows the field errors and keeps the entries when a consent is missing or the phone is foreign", async () => {
    const response = await post("/kontaktanfrage?anliegen=rueckruf", {
      topic: "callback",
      firstName: "Anna",
      lastName: "Ausland",
      phone: "+43 660 1234567",
      email: "anna@example.de",
      preferredTime: "morning",
      consentCall: true,
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(PHONE_MESSAGES.invalid);
    expect(page).toContain(CONTACT_MESSAGES.consentBroker);
    expect(page).not.toContain(CONTACT_MESSAGES.consentCall);
    // Refused entries point to their fields; 'not sent' is for failures of the server only.
    expect(page).toContain(CONTACT_MESSAGES.checkFields);
    expect(page).not.toContain(CONTACT_MESSAGES.failed);
    expect(page).toContain('value="Ausland"');
    expect(page).not.toContain(CONTACT_MESSAGES.confirmationTitle);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, "anna@example.de"))).toEqual([]);
  });

  it("refuses a consultation without a bookable day and time window", async () => {
    const request = {
      topic: "consultation",
      ...STATED_NEEDS,
      firstName: "Max",
      lastName: "Termin",
      phone: "0151 234 56780",
      email: "termin-formular@example.de",
      consentCall: true,
      consentBroker: true,
    };
    const missing = await (await post("/kontaktanfrage?anliegen=beratung", request)).text();
    expect(missing).toContain(CONTACT_MESSAGES.appointmentDay);
    expect(missing).toContain(CONTACT_MESSAGES.appointmentWindow);
    const weekend = await post("/kontaktanfrage?anliegen=beratung", {
      ...request,
      appointmentDay: "2026-11-28",
      appointmentWindow: "08-12",
    });
    expect(weekend.status).toBe(400);
    const weekendPage = await weekend.text();
    expect(weekendPage).toContain(CONTACT_MESSAGES.appointmentDay);
    expect(weekendPage).not.toContain(CONTACT_MESSAGES.appointmentWindow);
  });

  it("counts against the same limit per address as POST /api/leads: 5 per hour", async () => {
    const address = nextIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await t.call("/api/leads", { body: {}, ip: address })).status).toBe(400);
    }
    expect((await post("/kontaktanfrage", {}, { ip: address })).status).toBe(400);
    expect((await post("/kontaktanfrage", {}, { ip: address })).status).toBe(400);
    const limited = await post("/kontaktanfrage", contactRequestBody({ email: "zu-viel@example.de" }), {
      ip: address,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain(CONTACT_MESSAGES.rateLimited);
    const api = await t.call("/api/leads", { body: contactRequestBody(), ip: address });
    expect(await api.json()).toMatchObject({ code: "rate-limited", detail: CONTACT_MESSAGES.rateLimited });
    expect((await post("/kontaktanfrage", {}, { ip: nextIp() })).status).toBe(400);
  });

  it("links the request to the signed-in requester", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, nextIp());
    const response = await post(
      "/kontaktanfrage",
      contactRequestBody({ email: "angemeldet-formular@example.de", firstName: "Paula" }),
      { cookie },
    );
    expect(response.status).toBe(201);
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(eq(leads.email, "angemeldet-formular@example.de"));
    expect(lead).toMatchObject({ userId: user.id, firstName: "Paula", preferredTime: "morning" });
  });
});
