import { expect, test } from "@playwright/test";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import { E2E_PORT } from "./fixtures/constants";
import { reactHydrated as hydrated, startReact } from "./fixtures/gate";

/**
 * Pages read first start React on the visitor's first sign of intent (docs/decisions/025-react-starts-on-intent.md).
 * The suite's server runs with the access gate on, where every page starts React while it loads; these tests run
 * their own production server without the gate, as a public site runs.
 */
const PORT = E2E_PORT + 7;
let server: ReturnType<typeof startBuiltServer>;

// One server for the file: its tests run in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = startBuiltServer({ port: PORT, sitePassword: "", name: "pkv-e2e-intent" });
  await server.ready;
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.describe("React on intent (no access gate)", () => {
  test("the landing page loads without running its modules; a movement of the mouse starts React", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // No module is fetched or run: the preloads wait (data-rel), no route module, no React.
    const waiting = await page.locator('head link[data-rel="modulepreload"]').count();
    expect(waiting).toBeGreaterThan(0);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-react", "hydrated");
    // The hero video plays without React: muted from the server's HTML, started by the boot script.
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>("video[poster]")?.muted))
      .toBe(true);
    await startReact(page);
    // React's start turned every waiting link into a preload.
    await expect(page.locator('link[data-rel="modulepreload"]:not([rel="modulepreload"])')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a click on a button that only JavaScript serves, made before React runs, is handed to React", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Unsere Versicherungen" }).click();
    await expect(page.getByRole("heading", { name: "Gesundheit" })).toBeVisible();
  });

  test("text typed before React runs reaches React's state", async ({ page }) => {
    await page.goto("/");
    const search = page.getByPlaceholder("Was möchten Sie vergleichen?");
    await search.fill("pkv"); // the focus starts React; the text is in the field before React has hydrated it
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    // The search's submit handler reads React's state: a client-side navigation to the PKV page.
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/private-krankenversicherung-vergleich$/);
    await expect(search).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("the results page shows its offers before React and works once it runs", async ({ page }) => {
    // Made in the page's browser (its pkv_browser cookie), which alone sees the comparison in full.
    const created = await page.request.post("/api/comparisons", {
      data: { birthDate: "1988-06-01", gender: "male", jobStatus: "employed", coverageType: "comfort" },
      headers: { origin: `http://127.0.0.1:${PORT}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-react", "hydrated");
    await page.keyboard.press("Tab");
    await hydrated(page);
    await page.locator('[data-hydrated="true"]').first().waitFor();
  });
});
