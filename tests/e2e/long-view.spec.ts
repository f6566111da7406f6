import type { Page } from "@playwright/test";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

// The long view on the tariff details (docs/product/lifetime-cost.md): net cost, the projection to 85 with its
// assumptions panel (a GET form), the chart and table, the modelled premium history.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

async function detailsOfFirstOffer(page: Page, input: Record<string, string> = {}): Promise<string> {
  const response = await page.request.post("/api/comparisons", {
    data: {
      birthDate: "1991-03-14",
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
      ...input,
    },
  });
  expect(response.status()).toBe(201);
  const { id, offers } = (await response.json()) as { id: string; offers: Array<{ id: string }> };
  return `/ihre-pkv-tarife/tarif/${offers[0]!.id}?c=${id}`;
}

const chart = (page: Page) => page.locator('[data-slot="lifetime-chart"]');
const pkvLine = (page: Page) => chart(page).locator("polyline").last();

test("shows net cost, the projection with its break-even and the premium history", async ({ page }) => {
  await page.goto(await detailsOfFirstOffer(page));
  const section = page.getByRole("region", { name: "Was kostet dieser Tarif langfristig?" });
  await expect(section).toBeVisible();
  const net = section.locator('[data-slot="net-cost"]');
  await expect(net.getByText("Ihr Anteil nach Arbeitgeberzuschuss")).toBeVisible();
  await expect(net.getByText("nach Steuerersparnis (geschätzt)")).toBeVisible();
  await expect(net.locator("dd").first()).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  await expect(section.getByText(/^Projektion, keine Zusage/)).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await expect(
    chart(page).getByText("Monatlicher Eigenanteil PKV und GKV nach Alter (Projektion)"),
  ).toHaveCount(1);
  // Born 1991: from the start year's age to 85, one row each.
  const rows = section.locator('[data-slot="lifetime-table"] tbody tr');
  const startYear = Number(/\((\d{4})\)/.exec((await rows.first().textContent()) ?? "")?.[1]);
  await expect(rows).toHaveCount(85 - (startYear - 1991) + 1);
  await expect(rows.last()).toContainText(`85 (${1991 + 85})`);
  const history = section.locator('[data-slot="premium-history"] tbody tr');
  await expect(history).toHaveCount(10);
  await expect(section.getByRole("heading", { name: "Beitragsentwicklung (Modelldaten)" })).toBeVisible();
});

test("moves the chart and the break-even when an assumption changes, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await grantAccess(context);
  const page = await context.newPage();
  await page.goto(await detailsOfFirstOffer(page));
  const before = await pkvLine(page).getAttribute("points");
  const breakEvenBefore = await chart(page).getAttribute("data-break-even");
  const textBefore = await page.locator('[data-slot="break-even"]').textContent();
  const panel = page.getByRole("form", { name: "Annahmen der Projektion" });
  await panel.getByLabel("Beitragssteigerung PKV pro Jahr").fill("9,5");
  await panel.getByRole("button", { name: "Neu berechnen" }).click();
  await expect(page).toHaveURL(/premiumGrowth=9%2C5/);
  await expect(panel.getByLabel("Beitragssteigerung PKV pro Jahr")).toHaveValue("9,5");
  expect(await pkvLine(page).getAttribute("points")).not.toBe(before);
  const breakEvenAfter = await chart(page).getAttribute("data-break-even");
  // With 9,5 % a year the PKV's total overtakes the GKV's, earlier than with the default growth (if at all).
  expect(breakEvenAfter).toMatch(/^\d+$/);
  if (breakEvenBefore) expect(Number(breakEvenAfter)).toBeLessThan(Number(breakEvenBefore));
  const textAfter = await page.locator('[data-slot="break-even"]').textContent();
  expect(textAfter).not.toBe(textBefore);
  expect(textAfter).toContain(`Wendepunkt mit ${breakEvenAfter} Jahren`);
  await context.close();
});

test("names an assumption out of range in German and keeps what was typed", async ({ page }) => {
  await page.goto(await detailsOfFirstOffer(page));
  await startReact(page);
  const panel = page.getByRole("form", { name: "Annahmen der Projektion" });
  await panel.getByLabel("Rentenbeginn mit").fill("75");
  await panel.getByRole("button", { name: "Neu berechnen" }).click();
  await expect(
    panel.getByText("Bitte geben Sie ein Rentenalter zwischen 60 und 70 Jahren ein."),
  ).toBeVisible();
  await expect(panel.getByLabel("Rentenbeginn mit")).toHaveValue("75");
  await expect(panel.getByLabel("Rentenbeginn mit")).toHaveAttribute("aria-invalid", "true");
  // The projection stays, with the default retirement age.
  await expect(chart(page)).toBeVisible();
});

test("explains why there is no projection for a student", async ({ page }) => {
  await page.goto(await detailsOfFirstOffer(page, { birthDate: "2003-05-05", jobStatus: "student" }));
  await expect(page.locator('[data-slot="lifetime-unavailable"]')).toBeVisible();
  await expect(page.locator('[data-slot="net-cost"]')).toBeVisible();
  await expect(page.locator('[data-slot="premium-history"] tbody tr')).toHaveCount(10);
});
