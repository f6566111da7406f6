import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstInformationVersion } from "../../../domain/settings/first-information";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody, latestOutboxMessage } from "../../../tests/setup/factories";
import { browserFormBody, employedApplicantFields, formPost } from "../../../tests/setup/form-body";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons, leads } from "../../adapters/db/schema";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const VERSION = firstInformationVersion(defaultSiteSettings);
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/**
 * The Erstinformation is recorded where it was shown (docs/product/broker-duties.md#first-information): on the
 * comparison its form made, and on every lead — the comparison's first one, else the request form's.
 */
describe.each(testDatabaseKinds)("the Erstinformation of comparisons and leads on %s", (kind) => {
  let t: TestApp;
  let ip = 1;
  const nextIp = () => `10.74.${kind === "pglite" ? 1 : 2}.${ip++}`;
  const leadOf = async (email: string) =>
    (await t.database.db.select().from(leads).where(eq(leads.email, email)))[0];

  beforeAll(async () => {
    const pages = await createTestPageHandler();
    t = await createTestApp({ kind, now: NOW, app: { pageHandler: pages.pageHandler } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores the version and the moment on the comparison and copies them to its lead and mail", async () => {
    const posted = await t.call("/comparison", { ...formPost(employedApplicantFields()), ip: nextIp() });
    expect(posted.status).toBe(302);
    const id = new URL(posted.headers.get("Location")!, "http://portal.test").searchParams.get("c")!;
    const [row] = await t.database.db.select().from(comparisons).where(eq(comparisons.id, id));
    const shown = { version: VERSION, shownAt: new Date(NOW).toISOString() };
    expect(row?.firstInformation).toEqual(shown);

    const email = "erstinfo.vergleich@example.de";
    const requested = await t.call("/kontaktanfrage?anliegen=rueckruf", {
      method: "POST",
      // a request form sent without the version (an old page): the comparison's record stands
      body: new URLSearchParams(
        Object.entries(contactRequestBody({ email, comparisonId: id })).map(([name, value]) => [
          name,
          value === true ? "on" : String(value),
        ]),
      ).toString(),
      headers: FORM,
      ip: nextIp(),
    });
    expect(requested.status).toBe(201);
    expect((await leadOf(email))?.firstInformation).toEqual(shown);
    const mail = await latestOutboxMessage(t.database.db, email);
    expect(mail?.body).toContain(`Erstinformation nach § 15 VersVermV (Version ${VERSION})`);
    expect(mail?.body).toContain("Ombudsmann Private Kranken- und Pflegeversicherung");
  });

  it("records the request form's version on a lead without a comparison, and none from a hand-made post", async () => {
    const email = "erstinfo.formular@example.de";
    const requested = await t.call("/kontaktanfrage?anliegen=rueckruf", {
      method: "POST",
      body: browserFormBody(contactRequestBody({ email })),
      headers: FORM,
      ip: nextIp(),
    });
    expect(requested.status).toBe(201);
    expect((await leadOf(email))?.firstInformation).toEqual({
      version: VERSION,
      shownAt: new Date(NOW).toISOString(),
    });
  });

  it("calculates nothing for a form post without the version in force", async () => {
    const before = (await t.database.db.select({ id: comparisons.id }).from(comparisons)).length;
    for (const version of ["", "EI-00000000"]) {
      const fields = [...employedApplicantFields(), ["firstInformationVersion", version]] as Array<
        [string, string]
      >;
      const answer = await t.call("/comparison", {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: FORM,
        ip: nextIp(),
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Bitte lesen Sie zuerst unsere Erstinformation");
    }
    expect((await t.database.db.select({ id: comparisons.id }).from(comparisons)).length).toBe(before);
  });
});
