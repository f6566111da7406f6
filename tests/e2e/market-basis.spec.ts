import { seriousViolations } from "./fixtures/axe";
import { expect, grantAccess, test } from "./fixtures/gate";

// The market basis and the ranking's criteria on the results (docs/product/broker-duties.md#market-basis,
// docs/product/broker-duties.md#ranking-parameters), in a real browser.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("the results say what they compare, list it one click away and state the sort criteria", async ({
  page,
}) => {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1986-04-12", gender: "female", jobStatus: "employed", coverageType: "comfort" },
  });
  const { id, count } = (await response.json()) as { id: string; count: number };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);

  const basis = page.getByTestId("market-basis");
  await expect(basis.locator("strong").first()).toHaveText(
    new RegExp(`^Wir vergleichen ${count} Tarife von \\d+ Versicherern\\.$`),
  );
  await expect(basis).toContainText("im Leistungspaket „Komfort“ oder höher");
  await expect(page.getByTestId("market-basis-not-included")).toContainText("darunter");
  // beside the model notice
  await expect(page.getByTestId("model-price-note")).toBeVisible();
  const list = page.getByTestId("market-basis-list");
  await expect(list).toBeHidden();
  await basis.getByText(/^Alle \d+ Versicherer und ihre Tarife anzeigen$/).click();
  await expect(list).toBeVisible();
  await expect(list.locator("li").first()).toHaveText(/^\S.* \(\d+\): .+/);

  // at the sort control: the chosen order's criteria, and they follow the order chosen
  const parameters = page.getByTestId("sort-parameters");
  const summary = parameters.locator("summary");
  await expect(summary).toHaveAttribute("title", "Kriterien und Gewichtung der Sortierung");
  await summary.click();
  await expect(parameters.getByText("„Preis-Leistung“ ordnet so:")).toBeVisible();
  await expect(parameters).toContainText("Leistung und Beitrag wiegen dabei gleich viel");
  await expect(parameters).toContainText("Ambulante Leistungen 30 %");
  await page.getByLabel("Sortieren nach").selectOption({ label: "Preis" });
  await expect(parameters).toContainText("„Preis“ ordnet so:");
  await expect(parameters).toContainText("2. Niedrigerer Monatsbeitrag zuerst.");
  expect(await seriousViolations(page)).toEqual([]);
});
