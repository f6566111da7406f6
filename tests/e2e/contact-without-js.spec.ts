import type { Page } from "@playwright/test";
import { account, newEmail, registerViaApi } from "./fixtures/accounts";
import { E2E_SITE_PASSWORD } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * The forms that used to call the API from the browser are route actions now: each works as a plain HTML form
 * post (docs/product/leads.md#contact-request, docs/product/accounts.md#personal-area, docs/product/gate.md).
 */
test.use({ javaScriptEnabled: false });

/** Signs in with the plain form post; the server redirects (generously: scrypt on a busy machine). */
async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

test.describe("without JavaScript, past the gate", () => {
  test.beforeEach(async ({ context }) => {
    await grantAccess(context);
  });

  test("contact request from the results page: a field error, then the request is sent", async ({ page }) => {
    // A comparison through the short landing form, posted to the results route.
    await page.goto("/");
    const shortForm = page.locator('[data-slot="short-comparison-form"]');
    await shortForm.getByLabel("Geburtsdatum").fill("14.03.1991");
    await shortForm.getByRole("button", { name: "Tarife berechnen" }).click();
    await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).searchParams.get("c") ?? "";

    // The advice box's button opens the form's own page (a GET form).
    await page.getByRole("button", { name: "Lassen Sie sich anrufen" }).click();
    await expect(page).toHaveURL(new RegExp(`/kontaktanfrage\\?c=${id}&anliegen=rueckruf$`));
    await expect(page.getByRole("heading", { level: 1, name: "Lassen Sie sich anrufen" })).toBeVisible();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Anfrage senden" }) });
    await expect(form.getByTestId("dialog-broker-status")).toContainText("Auswahl des Marktes");

    const email = newEmail("kontakt-ohne-js");
    await form.getByLabel("Vorname", { exact: true }).fill("Olga");
    await form.getByLabel("Nachname", { exact: true }).fill("Ohnejs");
    await form.getByLabel("Telefonnummer", { exact: true }).fill("+43 660 1234567");
    await form.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await form.getByLabel("Wann dürfen wir Sie anrufen?").selectOption("afternoon");
    await form.getByRole("checkbox").nth(0).check();
    await form.getByRole("button", { name: "Anfrage senden" }).click();

    // The server's answer on the same page: the field errors, the entries kept.
    await expect(
      page.getByText(
        "Bitte geben Sie eine gültige deutsche Telefonnummer ein (Format: +49XXXXXXXXX oder 0XXXXXXXXX).",
      ),
    ).toBeVisible();
    await expect(
      page.getByText("Bitte willigen Sie in die Weitergabe Ihrer Daten an den Makler ein."),
    ).toBeVisible();
    // A refused entry is never shown as a failure of the server.
    await expect(
      page.getByRole("alert").filter({ hasText: "Bitte prüfen Sie die markierten Angaben." }),
    ).toBeVisible();
    await expect(page.getByText("Ihre Anfrage konnte nicht gesendet werden.")).toHaveCount(0);
    await expect(form.getByLabel("Nachname", { exact: true })).toHaveValue("Ohnejs");
    await expect(form.getByLabel("Telefonnummer", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
    await form.getByRole("checkbox").nth(0).check();
    await form.getByRole("checkbox").nth(1).check();
    await form.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank für Ihre Anfrage!" })).toContainText(
      "Ihre Kontaktanfrage ist bei uns eingegangen.",
    );

    const leads = await (
      await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)
    ).json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      firstName: "Olga",
      lastName: "Ohnejs",
      phone: "+4915123456789",
      status: "new",
      comparisonId: id,
      preferredTime: "afternoon",
    });
    expect(leads[0].consent.map((entry: { channel: string }) => entry.channel)).toEqual([
      "website-kontaktformular",
      "website-kontaktformular",
    ]);

    await page.getByRole("link", { name: "Zurück zu Ihren Tarifen" }).click();
    await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife\\?c=${id}$`));
  });

  test("personal area: 'Konto löschen' asks on its own page, then deletes the account", async ({ page }) => {
    test.slow(); // scrypt on registration and sign-in
    const email = newEmail("loeschen-ohne-js");
    await registerViaApi(page.request, email);
    await logIn(page, email, "Sicher123");
    await expect(page).toHaveURL(/\/mein-bereich$/, { timeout: 30_000 });

    await page.getByRole("button", { name: "Konto löschen" }).click();
    await expect(page).toHaveURL(/\/mein-bereich\?ansicht=konto-loeschen$/);
    await expect(page.getByRole("heading", { name: "Konto endgültig löschen?" })).toBeVisible();
    await expect(page.getByText("Das kann nicht rückgängig gemacht werden.")).toBeVisible();
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, email, "Sicher123");
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.", {
      timeout: 30_000,
    });
  });

  test("sign-out: 'Abmelden' ends the session and goes to the start page", async ({ page }) => {
    test.slow(); // scrypt on sign-in
    await logIn(page, account("Privat").email, account("Privat").password);
    await expect(page).toHaveURL(/\/mein-bereich$/, { timeout: 30_000 });
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain("pkv.session_token");
    await page.goto("/mein-bereich");
    await expect(page).toHaveURL(/\/login\?grund=anmelden$/);
  });
});

test.describe("without JavaScript, at the gate", () => {
  test("the gate password: a wrong one shows the message, the right one opens the page", async ({ page }) => {
    const response = await page.goto("/impressum");
    expect(response?.status()).toBe(401);
    const field = page.getByPlaceholder("Passwort eingeben...");
    await field.fill("falsch");
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("alert")).toHaveText("Falsches Passwort");
    await expect(field).toHaveValue("");
    expect(new URL(page.url()).pathname).toBe("/impressum");

    await field.fill(E2E_SITE_PASSWORD);
    await page.getByRole("button", { name: "Zugang anfragen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/impressum");
    const gate = (await page.context().cookies()).find((cookie) => cookie.name === "pkv_gate");
    expect(gate?.httpOnly).toBe(true);
  });
});
