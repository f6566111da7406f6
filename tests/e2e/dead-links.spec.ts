import { DEMO_LICENSES } from "../../server/seeds/seed-demo-accounts";
import { account } from "./fixtures/accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * Dead links (docs/product/errors.md#general): a comparison, tariff or compare link whose comparison is unknown or
 * deleted after 30 days is a German 404 page with status 404 and the way to a new comparison; and 'Mein Account'
 * leads each role to its own area (docs/product/site.md#header).
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Every page that takes a comparison id, with an id that does not exist. */
const DEAD_LINKS = [
  "/ihre-pkv-tarife/tarif/xyz?c=abc",
  "/ihre-pkv-tarife/vergleich?c=ungueltig&t=a",
  "/ihre-pkv-tarife?c=ungueltig",
  "/comparison?c=AAAAAAAAAAAAAAAAAAAAAAAA",
];

test.describe("dead comparison links", () => {
  for (const path of DEAD_LINKS) {
    test(`${path} answers 404 with the German page and 'Neuen Vergleich starten'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Vergleich nicht gefunden");
      await expect(page.getByRole("heading", { level: 1, name: "Vergleich nicht gefunden" })).toBeVisible();
      await expect(page.getByText("Vergleiche ohne Anmeldung speichern wir 30 Tage lang")).toBeVisible();
      await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
      await expect(page.getByText("Internal Server Error")).toHaveCount(0);
      // The site's header and footer stay around the page.
      await expect(page.getByRole("link", { name: "Mein Account" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Neuen Vergleich starten" })).toHaveAttribute(
        "href",
        "/comparison?insuranceType=adult",
      );
    });
  }

  test("'Neuen Vergleich starten' opens the comparison form", async ({ page }) => {
    await page.goto("/ihre-pkv-tarife/tarif/xyz?c=abc");
    await page.getByRole("link", { name: "Neuen Vergleich starten" }).click();
    await expect(page).toHaveURL(/\/comparison\?insuranceType=adult$/);
    await expect(page.getByRole("button", { name: "Jetzt Tarife vergleichen" })).toBeVisible();
  });

  test("a tariff the comparison does not hold answers 404 and leads back to its results", async ({
    page,
  }) => {
    const created = await page.request.post("/api/comparisons", {
      data: { birthDate: "1991-03-14", gender: "male", jobStatus: "employed", coverageType: "comfort" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const response = await page.goto(`/ihre-pkv-tarife/tarif/gibt-es-nicht?c=${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Tarif nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Neuen Vergleich starten" })).toBeVisible();
    await page.getByRole("link", { name: "Zurück zu Ihren Tarifen" }).click();
    await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife\\?c=${id}$`));
  });

  test("an unknown address keeps the German 'Seite nicht gefunden'", async ({ page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  });
});

test.describe("'Mein Account'", () => {
  test("leads the broker to the broker dashboard, never to 'Zugriff verweigert'", async ({ page }) => {
    const signedIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: account("Makler").email, password: account("Makler").password },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto("/");
    const link = page.getByRole("link", { name: "Mein Account" });
    await expect(link).toHaveAttribute("href", "/broker-dashboard");
    await link.click();
    await expect(page).toHaveURL(/\/broker-dashboard$/);
    await expect(page.getByText(DEMO_LICENSES.broker)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toHaveCount(0);
  });
});
