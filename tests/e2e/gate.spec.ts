import type { Page } from "@playwright/test";
import { E2E_SITE_PASSWORD } from "./fixtures/constants";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * The gate screen is its own chunk: until React has hydrated it, the form is a plain post (its own test below),
 * without the waiting step and the in-page messages checked here.
 */
async function hydratedGate(page: Page) {
  await startReact(page);
  await page.locator('form[data-hydrated="true"]').waitFor();
}

test.describe("access gate", () => {
  test("locks every page and shows the spec's texts", async ({ page }) => {
    const response = await page.goto("/private-krankenversicherung-vergleich");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
    await expect(page.getByText("Bitte geben Sie das Passwort ein")).toBeVisible();
    await expect(page.getByPlaceholder("Passwort eingeben...")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Zugang anfragen" })).toBeVisible();
    await expect(page.getByText("Automatische Sperre nach 60 Minuten")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("a wrong password shows 'Falsches Passwort' and clears the field", async ({ page }) => {
    await page.goto("/");
    await hydratedGate(page);
    const field = page.getByPlaceholder("Passwort eingeben...");
    await field.fill("falsch");
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("alert")).toHaveText("Falsches Passwort");
    await expect(field).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
  });

  test("the right password grants access after the waiting step and survives a reload", async ({ page }) => {
    // The waiting step is a timer: the test holds the page's clock, so a slow machine cannot
    // skip past it before it is checked.
    await page.clock.install();
    await page.goto("/impressum");
    await hydratedGate(page);
    await page.getByPlaceholder("Passwort eingeben...").fill(E2E_SITE_PASSWORD);
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("heading", { name: "Zugang wird gewährt..." })).toBeVisible();
    await expect(page.getByText("Bitte warten Sie einen Moment")).toBeVisible();
    await expect(page.getByRole("button", { name: "Wird geprüft..." })).toBeDisabled();
    await page.clock.runFor(5_000); // well past the waiting step (GATE_GRANT_DELAY_MS in the gate screen)
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/impressum");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    const cookies = await page.context().cookies();
    const gate = cookies.find((cookie) => cookie.name === "pkv_gate");
    expect(gate?.httpOnly).toBe(true);
    expect(gate?.value).not.toContain(E2E_SITE_PASSWORD);
  });

  test("an expired grant shows the gate again", async ({ page, context }) => {
    await grantAccess(context, Date.now() - 61 * 60 * 1000);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
  });

  test("an open page locks itself when the 60 minutes run out", async ({ page, context }) => {
    // The page's clock is driven by the test: it jumps over the 60 minutes instead of waiting in real time.
    await grantAccess(context);
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    // The relock is a script of its own: it runs while React waits for the visitor's intent
    // (docs/decisions/025-react-starts-on-intent.md#the-gates-relock).
    await page.waitForLoadState("load");
    await expect(page.locator("html")).not.toHaveAttribute("data-react", "hydrated");
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.clock.fastForward("59:00");
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // What the server sees when the page reloads after 60 minutes: the grant has expired.
    await grantAccess(context, Date.now() - 61 * 60 * 1000);
    await page.clock.fastForward("01:01");
    await expect(page.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
  });

  test("a tampered cookie is refused", async ({ page, context }) => {
    await context.addCookies([
      { name: "pkv_gate", value: `${Date.now()}.${"A".repeat(43)}`, domain: "127.0.0.1", path: "/" },
    ]);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
  });

  test("the API answers 401 without a grant, except the health check", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", db: "ok" });
    const locked = await request.get("/api/irgendwas");
    expect(locked.status()).toBe(401);
    expect(locked.headers()["content-type"]).toContain("application/problem+json");
    const wrong = await request.post("/api/gate", { data: { password: "nein" } });
    expect(wrong.status()).toBe(401);
    expect((await wrong.json()).error).toBe("Falsches Passwort");
  });
});

test.describe("access gate without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("works as a plain form post, wrong and right", async ({ page }) => {
    await page.goto("/datenschutz");
    await page.getByPlaceholder("Passwort eingeben...").fill("falsch");
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("alert")).toHaveText("Falsches Passwort");
    await expect(page.getByPlaceholder("Passwort eingeben...")).toHaveValue("");
    await page.getByPlaceholder("Passwort eingeben...").fill(E2E_SITE_PASSWORD);
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/datenschutz");
  });
});
