import { account } from "./fixtures/accounts";
import { signInAsAdmin } from "./fixtures/admin";
import { expect, grantAccess, test } from "./fixtures/gate";

/** Issue 14: every /svadmin page opens for an admin; nobody else reaches them (server-side checks). */

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
