import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ELIGIBILITY_TITLE } from "../../../domain/comparison/eligibility-answer";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { employedApplicantFields, formPost } from "../../../tests/setup/form-body";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons } from "../../adapters/db/schema";

const applicant = employedApplicantFields({ gender: "female", insuranceStart: undefined });

/** Both forms without JavaScript (docs/product/comparison.md#eligibility): the answer in place of a list. */
describe.each(testDatabaseKinds)("eligibility in the forms' actions on %s", (kind) => {
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
  const post = (path: string, fields: Array<[string, string]>) =>
    t.call(path, { ...formPost(fields), ip: `10.73.${kind === "pglite" ? 1 : 2}.${ip++}` });
  const countComparisons = async () => (await t.database.db.select().from(comparisons)).length;

  it("shows the long form's answer for 60.000 € and keeps the form with the income", async () => {
    const before = await countComparisons();
    const response = await post("/comparison", [...applicant, ["annualIncome", "60.000"]]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="eligibility-answer"');
    expect(html).toContain(ELIGIBILITY_TITLE);
    expect(html).toContain("Die Versicherungspflichtgrenze 2026 liegt bei 77.400\u00a0€ brutto im Jahr.");
    expect(html).toMatch(/<input[^>]*name="annualIncome"[^>]*value="60.000"/);
    expect(html).not.toContain('id="ergebnisse"');
    expect(await countComparisons()).toBe(before);
  });

  it("prices 90.000 € as before and names a wrong amount at the field", async () => {
    const priced = await post("/comparison", [...applicant, ["annualIncome", "90.000"]]);
    expect(priced.status).toBe(302);
    expect(priced.headers.get("location")).toMatch(/^\/comparison\?c=/);
    const wrong = await (await post("/comparison", [...applicant, ["annualIncome", "viel"]])).text();
    expect(wrong).toContain(
      "Bitte geben Sie Ihr Bruttojahreseinkommen als Betrag in Euro ein, z. B. 60.000.",
    );
  });

  it("answers the short form's plain post with the answer page, and redirects 90.000 € to the results", async () => {
    const fields: Array<[string, string]> = [
      ["birthDate", "14.03.1988"],
      ["jobStatus", "employed"],
    ];
    const refused = await post("/ihre-pkv-tarife", [...fields, ["annualIncome", "60000"]]);
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ELIGIBILITY_TITLE}</h1>`));
    expect(html).toContain("Zusatzversicherungen bieten wir hier nicht an.");
    const priced = await post("/ihre-pkv-tarife", [...fields, ["annualIncome", "90000"]]);
    expect(priced.status).toBe(302);
    // A self-employed person's income is not tested.
    const selfEmployed = await post("/ihre-pkv-tarife", [
      ["birthDate", "14.03.1988"],
      ["jobStatus", "self-employed"],
      ["annualIncome", "20000"],
    ]);
    expect(selfEmployed.status).toBe(302);
  });

  it("gives a self-employed person's results the sick-pay hint, whose form prices again with sick pay", async () => {
    const created = await post("/comparison", [
      ...applicant.filter(([name]) => name !== "jobStatus" && name !== "deductible"),
      ["jobStatus", "self-employed"],
      ["after", "results"],
    ]);
    expect(created.status).toBe(302);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/ihre-pkv-tarife\?c=/);
    const html = await (await t.call(location)).text();
    expect(html).toContain('data-hint="no-sick-pay"');
    const form = html.match(/<form[^>]*action="\/comparison"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? "";
    const fields = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      (match) => [match[1]!, match[2]!.replaceAll("&amp;", "&")] as [string, string],
    );
    expect(fields).toContainEqual(["persons.0.sickPay.startDay", "43"]);
    const again = await post("/comparison", fields);
    expect(again.status).toBe(302);
    const rerun = await (await t.call(again.headers.get("location")!)).text();
    expect(rerun).not.toContain('data-hint="no-sick-pay"');
  });
});
