import AxeBuilder from "@axe-core/playwright";
import { account } from "./fixtures/accounts";
import { signInAsAdmin } from "./fixtures/admin";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * Every /svadmin page (docs/product/site.md#admin-area) opens for an admin; nobody else reaches them (server-side
 * checks).
 */

// Several sign-ins (scrypt) and many page loads: allow for a busy machine.
test.slow();

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const PAGES = [
  { path: "/svadmin/kvr", heading: "KVR-Engine" },
  { path: "/svadmin/appearance", heading: "Erscheinungsbild" },
  { path: "/svadmin/seo", heading: "SEO" },
  { path: "/svadmin/maintenance", heading: "Wartung" },
  { path: "/svadmin/ai", heading: "KI-Assistent (Lucy)" },
  { path: "/svadmin/rechengroessen", heading: "Rechengrößen" },
  { path: "/svadmin/zustellungen", heading: "Zustellungen" },
  { path: "/svadmin/tarifbedingungen", heading: "Tarifbedingungen" },
  { path: "/svadmin/pruefzeichen", heading: "Prüfzeichen" },
];

test("an admin opens every admin page from the navigation and the console pages", async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
  for (const entry of PAGES) {
    await nav.locator(`a[href="${entry.path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: entry.heading, exact: true })).toBeVisible();
  }
  await page.goto("/kvr-test");
  await expect(page.getByRole("heading", { level: 1, name: "KVR Service Test" })).toBeVisible();
  await page.goto("/kvr-live");
  await expect(page.getByRole("heading", { level: 1, name: "KVR Live-Status" })).toBeVisible();
  await expect(page.getByTestId("probe-result")).toContainText("erfolgreich in");
});

test("a visitor is sent to the admin login and a private user gets 403 on every admin page", async ({
  page,
}) => {
  for (const path of [...PAGES.map((entry) => entry.path), "/kvr-test", "/kvr-live"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-login$/);
  }
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(account("Privat").email);
  await page.getByLabel("Passwort", { exact: true }).fill(account("Privat").password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/mein-bereich/, { timeout: 30_000 });
  for (const path of [...PAGES.map((entry) => entry.path), "/kvr-test", "/kvr-live"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Kein Administratorzugriff" })).toBeVisible();
  }
  const api = await page.request.post("/api/functions/kvr-service", {
    data: { action: "authenticate" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(api.status()).toBe(403);
});

// The e2e server's database is shared by all specs, which expect no stored 2027: this test stores 2028 (the form
// accepts last year up to two years ahead of the server's date).
test("an admin stores the figures of a new year and sees them in force", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/svadmin/rechengroessen");
  await expect(page.getByRole("heading", { level: 1, name: "Rechengrößen" })).toBeVisible();
  const table = page.getByRole("table");
  const yearRow = (year: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: year, exact: true }) });
  await expect(yearRow("2026")).toContainText("mitgeliefert");
  await expect(yearRow("2026")).toContainText("77.400 €");
  await expect(yearRow("2026")).toContainText("508,59 €");
  // Prefilled with the newest year's values.
  const generalRate = page.getByLabel("Allgemeiner Beitragssatz in %");
  await expect(generalRate).toHaveValue("14,6");

  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
  };
  const figures2028 = {
    Jahr: "2028",
    "Versicherungspflichtgrenze (JAEG) pro Jahr in €": "79.650",
    "Beitragsbemessungsgrenze KV pro Jahr in €": "71.100",
    "Allgemeiner Beitragssatz in %": "14,6",
    "Durchschnittlicher Zusatzbeitrag in %": "2,9",
    "Beitragssatz Pflegeversicherung in %": "3,6",
    "Kinderlosenzuschlag in %": "0,6",
  };
  const save = page.getByRole("button", { name: "Speichern", exact: true });

  // An implausible rate: the German message beside the field, the typed value kept, nothing stored.
  await fill({ ...figures2028, "Allgemeiner Beitragssatz in %": "45" });
  await save.click();
  await expect(generalRate).toHaveAccessibleDescription("Der Satz muss zwischen 10 % und 20 % liegen.");
  await expect(generalRate).toHaveValue("45");
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toHaveCount(0);
  await expect(table).not.toContainText("45 %");

  await fill(figures2028);
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
  const derived = page.getByTestId("derived-figures");
  await expect(derived).toContainText("Gespeicherte abgeleitete Werte für 2028");
  for (const amount of ["5.925,00 €", "518,44 €", "106,65 €", "213,30 €"]) {
    await expect(derived).toContainText(amount);
  }
  await expect(yearRow("2028")).toContainText(`gespeichert am`);
  await expect(yearRow("2028")).toContainText(`von ${account("Admin").email}`);
  await expect(yearRow("2028")).toContainText("79.650 €");
  await expect(yearRow("2028")).toContainText("518,44 €");
  await expect(yearRow("2026")).toContainText("mitgeliefert");
  await expect(page.getByRole("region", { name: "Letzte Änderungen" })).toContainText(
    "2028 · Versicherungspflichtgrenze (JAEG) pro Jahr",
  );
});

test.describe("the yearly figures on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("scroll only inside the table, no serious axe findings", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/svadmin/rechengroessen");
    await expect(page.getByRole("region", { name: "Tabelle der Rechengrößen" })).toBeVisible();
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    expect(widths.document).toBeLessThanOrEqual(375);
    expect(widths.body).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
