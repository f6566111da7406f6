import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../domain/leads/contact-request";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  contactRequestBody,
  createPrivateUser,
  deliverQueuedMessages,
  HOUSEHOLD_PERSONS,
  latestOutboxMessage,
} from "../../../tests/setup/factories";
import { browserFormBody } from "../../../tests/setup/form-body";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import {
  createTestApp,
  STRANGER_BROWSER_KEY,
  type TestApp,
  type TestCallInit,
} from "../../../tests/setup/test-app";
import { comparisons, leads } from "../../adapters/db/schema";

/** The birth date of the person with the health answers, as the pages and the PDF would print it. */
const BIRTH_DATE = "01.07.1990";
/** What the creator's results page says of the health answers (BMI 36,7, asthma, psychotherapy). */
const HEALTH_WORDS = [/BMI/, /Asthma/, /Psychotherapie/, /Ablehnung/];

/**
 * A comparison and its health data stay with the browser that made it
 * (docs/security.md#a-comparison-belongs-to-the-browser-that-made-it): the attacks of the third security round
 * replayed — a stranger holding the plain link, keeping it, mailing it, and filing a risk pre-check on it.
 */
describe.each(testDatabaseKinds)("a comparison belongs to the browser that made it, on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  /** The anonymous comparison of the partner with the health answers (made in the test's browser). */
  let partnerId: string;
  let ipCounter = kind === "pglite" ? 1 : 101;
  const nextIp = () => `10.71.${ipCounter}.${(ipCounter++ % 200) + 1}`;
  const stranger: TestCallInit = { browser: STRANGER_BROWSER_KEY };

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
    const response = await t.call("/api/comparisons", {
      body: { coverageType: "comfort", persons: [HOUSEHOLD_PERSONS.self, HOUSEHOLD_PERSONS.partner] },
      ip: nextIp(),
    });
    expect(response.status).toBe(201);
    const { persons } = (await response.json()) as { persons: Array<{ role: string; id: string }> };
    partnerId = persons.find((person) => person.role === "partner")!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const page = async (path: string, init: TestCallInit = {}) => {
    const response = await t.call(path, { ...init, ip: nextIp() });
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: await response.text(),
    };
  };
  const postForm = (path: string, fields: Record<string, unknown>, init: TestCallInit = {}) =>
    t.call(path, {
      ...init,
      method: "POST",
      body: browserFormBody(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });

  it("shows the creator the inputs and health verdicts, and a stranger with the plain link only the share view", async () => {
    const own = await page(`/ihre-pkv-tarife?c=${partnerId}`);
    expect(own.status).toBe(200);
    for (const word of HEALTH_WORDS) expect(own.html).toMatch(word);

    const plain = await page(`/ihre-pkv-tarife?c=${partnerId}`, stranger);
    expect(plain.status).toBe(302);
    expect(plain.location).toMatch(new RegExp(`^/geteilt/${partnerId}\\.[A-Za-z0-9_-]+$`));
    const shared = await page(plain.location!, stranger);
    expect(shared.status).toBe(200);
    expect(shared.html).toContain("Geteilter PKV-Vergleich");
    for (const word of HEALTH_WORDS) expect(shared.html).not.toMatch(word);
    expect(shared.html).not.toContain(BIRTH_DATE);
    expect(shared.html).not.toContain("1990-07-01");

    // Everything else that holds the inputs is the German 404 for the stranger, as for an unknown id.
    const api = await t.call(`/api/comparisons/${partnerId}`, stranger);
    expect(api.status).toBe(404);
    const apiText = await api.text();
    expect(apiText).not.toContain("1990-07-01");
    expect(apiText).not.toContain("self-employed");
    const offer = (
      (await (await t.call(`/api/comparisons/${partnerId}`)).json()) as { offers: Array<{ id: string }> }
    ).offers[0]!.id;
    for (const path of [
      `/ihre-pkv-tarife/pdf?c=${partnerId}`,
      `/ihre-pkv-tarife/tarif/${encodeURIComponent(offer)}?c=${partnerId}`,
      `/ihre-pkv-tarife/tarif/${encodeURIComponent(offer)}/beschreibung.pdf?c=${partnerId}`,
      `/ihre-pkv-tarife/vergleich?c=${partnerId}&t=${encodeURIComponent(offer)}`,
      `/ihre-pkv-tarife/senden?c=${partnerId}`,
      `/comparison?c=${partnerId}`,
      `/kontaktanfrage?anliegen=antrag&c=${partnerId}&tarif=${encodeURIComponent(offer)}`,
    ]) {
      const answer = await page(path, stranger);
      expect(
        answer.status === 404 || (answer.status === 200 && !answer.html.includes(BIRTH_DATE)),
        path,
      ).toBe(true);
      expect(answer.html, path).not.toContain(BIRTH_DATE);
      for (const word of HEALTH_WORDS.slice(1)) expect(answer.html, path).not.toMatch(word);
    }
    // A client without any browser key is a stranger too.
    expect((await page(`/ihre-pkv-tarife?c=${partnerId}`, { browser: null })).status).toBe(302);
  });

  it("mails the share link, never the plain one, and only from the creating browser", async () => {
    const email = `vergleich-${kind}@example.de`;
    const refused = await postForm(`/ihre-pkv-tarife/senden?c=${partnerId}`, { email }, stranger);
    expect(refused.status).toBe(404);
    const sent = await postForm(`/ihre-pkv-tarife/senden?c=${partnerId}`, { email });
    expect(sent.status).toBe(200);
    await deliverQueuedMessages(t.database.db);
    const mail = await latestOutboxMessage(t.database.db, email);
    expect(mail?.body).toMatch(new RegExp(`/geteilt/${partnerId}\\.[A-Za-z0-9_-]+`));
    expect(mail?.body).not.toContain("?c=");
    expect(mail?.body).not.toContain(BIRTH_DATE);
  });

  it("refuses a stranger's keep, tells them so, and leaves the creator's comparison and health data alone", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, nextIp());
    const keep = await postForm("/ihre-pkv-tarife/speichern", { c: partnerId }, { ...stranger, cookie });
    expect(keep.status).toBe(404);
    expect(await keep.text()).toContain("Vergleich nicht gefunden");
    const [row] = await t.database.db
      .select({ userId: comparisons.userId })
      .from(comparisons)
      .where(eq(comparisons.id, partnerId));
    expect(row?.userId).toBeNull();
    // The stranger's export holds nothing of it; the creator still sees it.
    const exported = await t.call("/api/accounts/export", { cookie, ...stranger });
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain(partnerId);
    expect((await page(`/ihre-pkv-tarife?c=${partnerId}`)).status).toBe(200);
  });

  it("refuses a stranger's risk pre-check on the comparison and stores no lead with its answers", async () => {
    const email = `fremde-risikovoranfrage-${kind}@example.de`;
    const body = contactRequestBody({
      topic: "risk-pre-check",
      email,
      comparisonId: partnerId,
      consentHealthData: true,
    });
    const refused = await t.call("/api/leads", { body, ip: nextIp(), ...stranger });
    const problem = await refused.json();
    expect(refused.status, JSON.stringify(problem)).toBe(400);
    expect(problem).toMatchObject({ code: "validation-failed" });
    expect(JSON.stringify(problem)).toContain(CONTACT_MESSAGES.noHealthAnswers);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
    // The creating browser may ask for it.
    const own = await t.call("/api/leads", { body, ip: nextIp() });
    expect(own.status).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(lead?.healthAnswers).toHaveLength(1);
  });
});
