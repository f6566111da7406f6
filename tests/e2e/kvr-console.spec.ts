import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./fixtures/admin";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * The developer console's main paths (docs/product/rating-engine.md#developer-console) in Chromium against the embedded
 * engine.
 */
test.slow();

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

test("authenticate, get companies, calculate, download, hide a tariff and see the website view", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/kvr-test");
  await expect(page.getByRole("heading", { level: 1, name: "KVR Service Test" })).toBeVisible();
  await expect(page.getByTestId("session-status")).toHaveText("Keine");

  // Auth
  await page.getByRole("button", { name: "Test Authentication" }).click();
  await expect(page.getByTestId("session-status")).toHaveText("Vollständig");
  await expect(page.getByText("Aktive Session")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ergebnis (JSON)" })).toContainText('"success": true');

  // Companies: read-only credentials (password masked), XML with its download
  await tab(page, "Companies").click();
  await expect(
    page.getByText("Zugangsdaten sind hardcodiert und können nicht geändert werden."),
  ).toBeVisible();
  await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue("••••••••");
  await page.getByRole("button", { name: "Get Companies" }).click();
  const rawXml = page.getByRole("region", { name: "Rohes XML" });
  await expect(rawXml).toContainText("GetCompaniesResult");
  const companies = await downloaded(page, () => rawXml.getByRole("button", { name: /Download/ }).click());
  expect(companies.name).toBe("companies_response.xml");
  expect(companies.text).toContain("GetCompaniesResult");

  // Calculate with the full example
  await tab(page, "Calculate").click();
  await page.getByRole("button", { name: "Full Example" }).click();
  await expect(page.getByLabel("SOAP-Anfrage (Calculate)")).toHaveValue(/<tns:Calculate>/);
  const send = page.getByRole("button", { name: "Send Calculate Request" });
  await send.click();
  // A full calculation answers with megabytes of XML: wait (generously) until the request has ended.
  await expect(send).toBeEnabled({ timeout: 120_000 });
  const answer = page.getByRole("region", { name: "Antwort" });
  await expect(answer).toContainText("CalculateResult");
  const calculation = await downloaded(page, () => answer.getByRole("button", { name: /Download/ }).click());
  expect(calculation.name).toBe("calculate_response.xml");
  expect(calculation.text).toContain("CalculateResult");

  // Tariff analysis: pick a tariff (not of the provider the website view's rule hides)
  await tab(page, "Tarife").click();
  await expect(page.getByText("PKV-Tarife", { exact: true })).toBeVisible();
  const tariff = page.getByTestId("console-tariff").filter({ hasNotText: "Hanse" }).first();
  const tariffName = (await tariff.locator("p.font-semibold").textContent()) ?? "";
  expect(tariffName).not.toBe("");

  // Website view: the top 3; filtered by that tariff's name, count the matches
  const websiteMatches = async () => {
    await tab(page, "Website").click();
    await expect(page.getByTestId("website-preview")).toBeVisible();
    await page.getByLabel("Versicherer oder Tarif filtern").fill(tariffName);
    await expect(page.getByLabel("Versicherer oder Tarif filtern")).toHaveValue(tariffName);
    return (await page.getByTestId("website-top").count()) + (await page.getByTestId("website-more").count());
  };
  await tab(page, "Website").click();
  await expect(page.getByTestId("website-top")).toHaveCount(3);
  const before = await websiteMatches();
  expect(before).toBeGreaterThan(0);

  // Hide it (persisted in local storage); details open and close
  await tab(page, "Tarife").click();
  await tariff.getByRole("button", { name: /ausblenden$/ }).click();
  await expect(tariff.getByRole("button", { name: /einblenden$/ })).toHaveText("Einblenden");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("kvr_tariff_configuration") ?? ""))
    .toContain("hiddenTariffs");
  await tariff.getByRole("button", { name: "Alle Leistungen anzeigen" }).click();
  await expect(tariff.getByRole("heading", { name: "ProductPool" })).toBeVisible();
  await expect(tariff.getByRole("button", { name: "Weniger anzeigen" })).toBeVisible();

  // Website view: the hidden tariff is left out
  await expect.poll(websiteMatches).toBe(before - 1);
  await page.getByRole("button", { name: "Mobile" }).click();
  await expect(page.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");

  // Clear session
  await tab(page, "Auth").click();
  await page.getByRole("button", { name: "Clear Session" }).click();
  await expect(page.getByTestId("session-status")).toHaveText("Keine");
});

test("a custom SOAP request is sent as typed and an engine fault is reported", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/kvr-test");
  // A custom request uses the console's session (it does not sign in by itself).
  await page.getByRole("button", { name: "Test Authentication" }).click();
  await expect(page.getByTestId("session-status")).toHaveText("Vollständig");
  await tab(page, "Custom").click();
  await page.getByRole("button", { name: "GetCompanies Example" }).click();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("region", { name: "Antwort" })).toContainText("GetCompaniesResult");

  await page.getByLabel("SOAP-Anfrage (wird unverändert gesendet)").fill("<tns:Calculate></tns:Calculate>");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Custom Request fehlgeschlagen").first()).toBeVisible();
});
