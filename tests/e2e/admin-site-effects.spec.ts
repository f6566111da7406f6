import type { Browser, Page } from "@playwright/test";
import { signInAsAdmin } from "./fixtures/admin";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * Admin changes take effect at once (docs/decisions/018-admin-area.md): changing the banner text, the SEO title and
 * maintenance mode in /svadmin changes what a visitor sees, at once (no restart). Site-wide changes: this file runs in
 * its own project after the others (playwright.config.ts) and restores the defaults.
 */
test.describe.configure({ mode: "serial" });
test.slow();

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await grantAccess(context);
  return context.newPage();
}

/** Saves the form and waits for this save's answer: the notice of an earlier save may still be on the page. */
async function save(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Speichern" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("the banner text set under Erscheinungsbild is what a visitor sees", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/svadmin/appearance");
  const banner = `Neu: Beratung auch samstags ${Date.now()}`;
  const storedBanner = await page.getByLabel("Bannertext").inputValue();
  await page.getByLabel("Bannertext").fill(banner);
  await save(page);
  // The change is in the audit trail (who, when, old → new).
  await expect(page.getByText("appearance.bannerText").first()).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto("/");
  await expect(guest.getByRole("region", { name: "Aktuelle Hinweise" })).toContainText(banner);

  // The primary colour comes from the accessible palette and recolours the site.
  await page.getByLabel("Petrol").check();
  await save(page);
  await guest.reload();
  await expect(guest.locator("html")).toHaveAttribute("style", /--color-primary-700:\s*#0f766e/);

  await page.getByLabel("Bannertext").fill(storedBanner);
  await page.getByLabel("Blau (Standard)").check();
  await save(page);
  await guest.reload();
  await expect(guest.getByRole("region", { name: "Aktuelle Hinweise" })).toContainText(storedBanner);
  await guest.context().close();
});

test("the start page's SEO title set under SEO is the visitor's page title", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/svadmin/seo");
  const title = `PKV-Tarife vergleichen – Test ${Date.now()}`;
  const startPage = page.getByRole("group", { name: "Startseite (/)" });
  const storedTitle = await startPage.getByLabel("Titel").inputValue();
  await startPage.getByLabel("Titel").fill(title);
  await save(page);

  const guest = await visitor(browser);
  await guest.goto("/");
  await expect(guest).toHaveTitle(`${title} | PKV-Lotse`);

  // The sitemap switch is reflected in /sitemap.xml.
  await page.getByLabel("Sitemap veröffentlichen (/sitemap.xml)").uncheck();
  await save(page);
  expect((await guest.request.get("/sitemap.xml")).status()).toBe(404);

  await startPage.getByLabel("Titel").fill(storedTitle);
  await page.getByLabel("Sitemap veröffentlichen (/sitemap.xml)").check();
  await save(page);
  expect((await guest.request.get("/sitemap.xml")).status()).toBe(200);
  await guest.reload();
  await expect(guest).toHaveTitle(`${storedTitle} | PKV-Lotse`);
  await guest.context().close();
});

test("maintenance mode: visitors get the 503 page with the message, admins pass and can still sign in", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto("/svadmin/maintenance");
  const message = `Wir aktualisieren das Portal bis 14 Uhr (${Date.now()}).`;
  await page.getByLabel("Wartungsmodus einschalten").check();
  await page.getByLabel("Hinweis für Besucher").fill(message);
  try {
    await save(page);
    await expect(page.getByText("Der Wartungsmodus ist aktiv")).toBeVisible();

    const guest = await visitor(browser);
    const response = await guest.goto("/");
    expect(response?.status()).toBe(503);
    await expect(guest.getByRole("heading", { name: "Wartungsarbeiten" })).toBeVisible();
    await expect(guest.getByText(message)).toBeVisible();
    expect((await guest.goto("/private-krankenversicherung-vergleich"))?.status()).toBe(503);

    // The admin keeps using the site; another admin can still sign in.
    expect((await page.goto("/"))?.status()).toBe(200);
    const secondAdmin = await visitor(browser);
    await signInAsAdmin(secondAdmin);
    await secondAdmin.context().close();

    await page.goto("/svadmin/maintenance");
    await page.getByLabel("Wartungsmodus einschalten").uncheck();
    await save(page);
    expect((await guest.goto("/"))?.status()).toBe(200);
    await guest.context().close();
  } finally {
    await page.goto("/svadmin/maintenance");
    if (await page.getByLabel("Wartungsmodus einschalten").isChecked()) {
      await page.getByLabel("Wartungsmodus einschalten").uncheck();
      await save(page);
    }
  }
});

test("'TÜV-geprüfte Sicherheit' appears only with a valid certificate entered under Prüfzeichen", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const guest = await visitor(browser);
  const trust = guest.getByRole("list", { name: "Ihre Sicherheit" });
  const enter = async (issuer: string, number: string, validUntil: string) => {
    await page.goto("/svadmin/pruefzeichen");
    await page.getByLabel("Prüfstelle").fill(issuer);
    await page.getByLabel("Zertifikatsnummer").fill(number);
    await page.getByLabel("Gültig bis").fill(validUntil);
    await save(page);
  };
  try {
    await guest.goto("/comparison");
    await expect(trust).toContainText("Weitergabe nur mit Ihrer Einwilligung");
    await expect(trust).not.toContainText("TÜV");

    // A missing number is named, nothing is saved.
    await page.goto("/svadmin/pruefzeichen");
    await page.getByLabel("Prüfstelle").fill("TÜV Saarland");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByLabel("Zertifikatsnummer")).toHaveAccessibleDescription(
      /Bitte geben Sie die Nummer des Zertifikats ein\./,
    );

    await enter("TÜV Saarland", "S-4711", "2099-12-31");
    for (const path of ["/comparison", "/private-krankenversicherung-vergleich"]) {
      await guest.goto(path);
      await expect(trust).toContainText("TÜV-geprüfte Sicherheit");
      await expect(trust.getByTestId("claim-basis")).toHaveText(
        "TÜV Saarland, Zertifikat S-4711, gültig bis 31.12.2099",
      );
    }

    // An expired certificate backs no claim.
    await enter("TÜV Saarland", "S-4711", "2001-12-31");
    await guest.goto("/comparison");
    await expect(trust).not.toContainText("TÜV");
  } finally {
    await enter("", "", "");
    await guest.context().close();
  }
});
