import { randomInt } from "node:crypto";
import { mailLink, newEmail, registerViaApi } from "./fixtures/accounts";
import { E2E_SITE_PASSWORD } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/** The HTTP edge as a browser sees it (docs/decisions/013-http-edge-hardening.md). */

test("a confirmation link opened in a fresh browser shows the gate, which then leads on to the confirmation", async ({
  browser,
  context,
  page,
}) => {
  await grantAccess(context);
  const email = newEmail("edge-link");
  await registerViaApi(page.request, email);
  const link = await mailLink(page.request, email);
  expect(link).toContain("/api/auth/verify-email");

  // Another browser: no gate cookie, no session.
  const fresh = await browser.newContext({
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`,
    },
  });
  const visitor = await fresh.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Sicherer Bereich" })).toBeVisible();
  await expect(visitor.getByText("Zugang gesperrt")).toHaveCount(0);
  await visitor.getByPlaceholder("Passwort eingeben...").fill(E2E_SITE_PASSWORD);
  await visitor.getByRole("button", { name: "Zugang anfragen" }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await expect(visitor.getByText("E-Mail-Adresse bestätigt").first()).toBeVisible();
  await fresh.close();
});

test("build assets carry nosniff; TRACE and unknown methods get 405", async ({ context, page, request }) => {
  await grantAccess(context);
  const response = await page.goto("/");
  expect(response?.ok()).toBe(true);
  const script = await page.locator('script[type="module"][src^="/assets/"], link[href^="/assets/"]').first();
  const asset = (await script.getAttribute("src")) ?? (await script.getAttribute("href")) ?? "";
  expect(asset).toMatch(/^\/assets\//);
  const assetResponse = await request.get(asset);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["x-content-type-options"]).toBe("nosniff");
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");

  for (const method of ["TRACE", "PROPFIND"]) {
    const refused = await request.fetch("/", { method });
    expect(refused.status()).toBe(405);
    expect(refused.headers().allow).toContain("GET");
  }
});
