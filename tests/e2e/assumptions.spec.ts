import type { Page } from "@playwright/test";
import { expect, grantAccess, test } from "./fixtures/gate";
import {
  fillPartnerWithHealth,
  hydrated,
  openDisclosure,
  openLongFormAsEmployee,
} from "./fixtures/household-form";

/**
 * What was priced, said out loud (docs/product/comparison.md#assumptions): every card states the deductible, the
 * sick pay or 'ohne Krankentagegeld', the start and, for employees, the own share after the employer's; the long
 * form's 0 € survives health answers and a co-insured partner; the details list what a person needs to choose.
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const nb = "\u00a0";
const START = String.raw`Versicherungsbeginn \d{2}\.\d{2}\.\d{4}\.`;

/** The top cards' assumption lines. */
const topLines = (page: Page) =>
  page
    .getByTestId("top-offer")
    .getByTestId("offer-assumptions")
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").replace(/\s+/g, " ")));

/** The long form for one person, sent; the results of one person open below the form. */
async function sendLongForm(
  page: Page,
  person: { birthDate: string; jobStatus: string; coverage: "Basis" | "Komfort"; deductible: string },
) {
  await page.goto("/comparison?insuranceType=adult");
  await hydrated(page);
  await page.getByLabel("Geburtsdatum", { exact: true }).fill(person.birthDate);
  await page.getByLabel("Männlich", { exact: true }).check();
  await page.getByLabel("Berufsstand", { exact: true }).selectOption(person.jobStatus);
  await page.locator(`[data-coverage="${person.coverage === "Basis" ? "basic" : "comfort"}"]`).click();
  await page.getByLabel("Selbstbeteiligung pro Jahr").selectOption(person.deductible);
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/comparison\?c=[\w-]+#ergebnisse$/, { timeout: 60_000 });
  await expect(page.getByTestId("top-offer").first()).toBeVisible();
}

test("the long form keeps a 0 € deductible with health answers and a co-insured partner", async ({
  page,
}) => {
  test.slow();
  await openLongFormAsEmployee(page);
  const applicant = page.locator("fieldset").filter({ hasText: "Sie selbst" }).first();
  const health = await openDisclosure(applicant, "Gesundheitsfragen, anonym");
  await health.getByLabel("Größe (cm) (Sie)", { exact: true }).fill("180");
  await health.getByLabel("Gewicht (kg) (Sie)", { exact: true }).fill("80");
  await fillPartnerWithHealth(page);
  const deductible = page.getByLabel("Selbstbeteiligung pro Jahr");
  await deductible.selectOption("1000€");
  await deductible.selectOption("0€");
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 60_000 });
  await hydrated(page);
  const cards = page.getByTestId("top-offer");
  await expect(cards.first()).toBeVisible();
  const texts = await cards.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain(`Selbstbeteiligung: 0${nb}€ pro Jahr`);
  for (const line of await topLines(page))
    expect(line).toContain("Berechnet mit Selbstbeteiligung 0 € im Jahr");
});

test("an employee's card states the deductible, the sick pay, the start and the own share", async ({
  page,
}) => {
  await sendLongForm(page, {
    birthDate: "1991-06-01",
    jobStatus: "employed",
    coverage: "Komfort",
    deductible: "0€",
  });
  const lines = await topLines(page);
  console.log(`Angestellter, Komfort:\n${lines.join("\n")}`);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatch(
      new RegExp(
        `Berechnet mit Selbstbeteiligung 0 € im Jahr, Krankentagegeld 100 € pro Tag ab dem 43\\. Tag, ${START}`,
      ),
    );
    expect(line).toMatch(
      /Ihr Anteil nach Arbeitgeberanteil: [\d.,]+ € im Monat \(Arbeitgeber [\d.,]+ €; der Arbeitgeber zahlt höchstens die Hälfte, \d{4} bis [\d.,]+ € Kranken- und [\d.,]+ € Pflegeversicherung im Monat\)\./,
    );
  }
});

test("a self-employed person without sick pay reads 'ohne Krankentagegeld'; the details list the choosing facts", async ({
  page,
}) => {
  await sendLongForm(page, {
    birthDate: "1981-06-01",
    jobStatus: "self-employed",
    coverage: "Basis",
    deductible: "1000€",
  });
  const lines = await topLines(page);
  console.log(`Selbstständiger, Basis:\n${lines.join("\n")}`);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatch(
      new RegExp(`Berechnet mit Selbstbeteiligung [\\d.]+ € im Jahr, ohne Krankentagegeld, ${START}`),
    );
    expect(line).not.toContain("Arbeitgeber");
  }
  await page
    .getByTestId("top-offer")
    .first()
    .getByRole("link", { name: /^Details/ })
    .click();
  const facts = page.getByTestId("tariff-facts");
  await expect(facts).toBeVisible();
  await expect(facts.locator('[data-fact="waiting"]')).toContainText("keine Angabe");
  await expect(facts.locator('[data-fact="goae"]')).toContainText(/fachen Satz|Höchstsatz/);
  await expect(facts.locator('[data-fact="sickPay"]')).toContainText("ohne Krankentagegeld");
  await expect(page.getByTestId("financial-strength-note")).toHaveText(
    "Zur Finanzstärke der Versicherer haben wir keine geprüfte Quelle; wir zeigen daher keine Bewertung.",
  );
  await expect(page.getByTestId("offer-assumptions")).toContainText("ohne Krankentagegeld");
});
