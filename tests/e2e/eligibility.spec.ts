import type { Page } from "@playwright/test";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * Eligibility before prices (docs/product/comparison.md#eligibility): an employee with 60.000 € gets the answer and
 * no tariff list, in the long form and through the API; with 90.000 € the comparison runs.
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const TITLE = "Eine private Vollversicherung ist für Sie derzeit nicht möglich";

async function fillEmployee(page: Page, income: string) {
  await page.getByLabel("Geburtsdatum", { exact: true }).fill("1991-03-14");
  await page.getByLabel("Berufsstand", { exact: true }).selectOption("employed");
  await page.getByLabel("Bruttojahreseinkommen (optional)", { exact: true }).fill(income);
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
}

test("the long form answers 60.000 € with the eligibility answer and no list, 90.000 € with results", async ({
  page,
}) => {
  test.slow(); // two comparisons through the form on a busy machine
  await page.goto("/comparison");
  await startReact(page);
  await page.locator('[data-hydrated="true"]').first().waitFor();
  await fillEmployee(page, "60.000");
  const answer = page.getByRole("region", { name: TITLE });
  await expect(answer).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toBeFocused();
  await expect(answer).toContainText("Sie haben 60.000\u00a0€ angegeben.");
  await expect(answer.getByRole("heading", { name: "Was bleibt?" })).toBeVisible();
  await expect(page.locator("#ergebnisse")).toHaveCount(0);
  await expect(page).toHaveURL(/\/comparison$/);

  await page.getByLabel("Bruttojahreseinkommen (optional)", { exact: true }).fill("90.000");
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/comparison\?c=/);
  await expect(page.locator("#ergebnisse-heading")).toHaveText(/\d+ passende Tarife gefunden/);
  await expect(page.getByTestId("eligibility-answer")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the long form's plain post shows the answer instead of results", async ({ page }) => {
    await page.goto("/comparison");
    await fillEmployee(page, "60000");
    await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(page.locator("#ergebnisse")).toHaveCount(0);
  });
});

test("the API answers 60.000 € with 422 not-eligible in German and 90.000 € with a comparison", async ({
  page,
}) => {
  const body = { birthDate: "1991-03-14", gender: "female", jobStatus: "employed", coverageType: "comfort" };
  const refused = await page.request.post("/api/comparisons", { data: { ...body, annualIncome: 60_000 } });
  expect(refused.status()).toBe(422);
  expect(refused.headers()["content-type"]).toContain("application/problem+json");
  const problem = await refused.json();
  expect(problem).toMatchObject({
    code: "not-eligible",
    status: 422,
    eligibility: { reason: "income-below-limit" },
  });
  expect(problem.detail).toContain("Versicherungspflichtgrenze");
  expect(problem.detail).toContain("Zusatzversicherungen bieten wir hier nicht an.");

  const priced = await page.request.post("/api/comparisons", { data: { ...body, annualIncome: 90_000 } });
  expect(priced.status()).toBe(201);
  expect((await priced.json()).count).toBeGreaterThan(0);
});
