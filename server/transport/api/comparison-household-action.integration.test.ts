import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILY_INPUT_MESSAGES, HEALTH_RANGES } from "../../../domain/comparison/family-input";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { employedApplicantFields, formPost } from "../../../tests/setup/form-body";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons } from "../../adapters/db/schema";

const applicant = employedApplicantFields();

/**
 * The long form's household (docs/product/comparison.md#family-and-health) through the route action of
 * /comparison: flat fields → one comparison per person, the redirect to the first person's.
 */
describe.each(testDatabaseKinds)("the long form's household action on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const post = (fields: Array<[string, string]>) =>
    t.call("/comparison", {
      ...formPost(fields),
      ip: `10.72.${kind === "pglite" ? 1 : 2}.${ip++}`,
    });
  const countComparisons = async () => (await t.database.db.select().from(comparisons)).length;

  it("prices a family of four with health answers and redirects to the first person's results", async () => {
    const before = await countComparisons();
    const response = await post([
      ...applicant,
      ["persons.0.health.heightCm", "182"],
      ["persons.0.health.weightKg", "84"],
      ["persons.0.health.chronicConditions", "ALLERGIE"],
      ["persons.0.sickPay.dailyAmount", "120"],
      ["persons.0.premiumRelief.monthlyAmount", "200"],
      ["persons.1.birthDate", "1990-07-01"],
      ["persons.1.gender", "female"],
      ["persons.1.jobStatus", "self-employed"],
      ["persons.1.sickPay.startDay", "15"],
      ["persons.1.sickPay.dailyAmount", "80"],
      ["persons.1.health.heightCm", "168"],
      ["persons.1.health.weightKg", "62"],
      ["persons.1.health.psychotherapy10y", "nein"],
      ["persons.2.birthDate", "2018-02-02"],
      ["persons.2.gender", "female"],
      ["persons.2.beihilfeStufe", "TYPE_C_80_80R"],
      ["persons.2.health.heightCm", "120"],
      ["persons.2.health.weightKg", "22"],
      ["persons.3.birthDate", "2021-05-05"],
      ["persons.3.gender", "male"],
      ["persons.3.beihilfeStufe", "TYPE_C_80_80R"],
      ["persons.4.birthDate", ""],
      ["persons.4.beihilfeStufe", "TYPE_C_80_80R"],
    ]);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/ihre-pkv-tarife\?c=[\w-]+$/);
    expect(await countComparisons()).toBe(before + 4);
    const id = new URL(location, "http://portal.test").searchParams.get("c")!;
    const [first] = await t.database.db
      .select()
      .from(comparisons)
      .where(inArray(comparisons.id, [id]));
    expect(first?.input).toMatchObject({ birthDate: "1988-03-14", jobStatus: "employed" });
    const page = await (await t.call(location)).text();
    expect(page).toContain("Ihre Familie im Vergleich");
  });

  it("shows 'height 20 cm' under that field with the posted values and computes nothing", async () => {
    const before = await countComparisons();
    const response = await post([
      ...applicant,
      ["persons.0.health.heightCm", "20"],
      ["persons.0.health.weightKg", "80"],
      ["persons.2.birthDate", "2019-01-01"],
      ["persons.2.gender", "female"],
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    const message = FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm);
    expect(message).toBe("Bitte geben Sie die Größe in cm ein (zwischen 100 und 230 cm).");
    const field = html.match(/<input[^>]*name="persons\.0\.health\.heightCm"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('value="20"');
    expect(field).toContain('aria-invalid="true"');
    const describedBy = field.match(/aria-describedby="([^"]+)"/)?.[1] ?? "";
    expect(html).toContain(
      `<p id="${describedBy}" role="alert" class="mt-1 text-sm font-medium text-red-700">${message}</p>`,
    );
    // The child stays entered; its disclosure is open.
    expect(html).toMatch(/<input[^>]*name="persons\.2\.birthDate"[^>]*value="2019-01-01"/);
    expect(await countComparisons()).toBe(before);
  });
});
