import type { Page } from "@playwright/test";
import {
  account,
  mailLink,
  newEmail,
  newPhone,
  registerViaApi,
  setNewPasswordFromMail,
  smsCode,
} from "./fixtures/accounts";
import { expect, grantAccess, test } from "./fixtures/gate";

/** The account forms are route actions: every one works as a plain HTML form post (docs/product/accounts.md#sign-in-and-registration). */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Signs in with the plain form post; the server redirects (generously: scrypt on a busy machine). */
async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

test.describe("account forms without JavaScript", () => {
  // Several scrypt hashes per test: allow for a busy machine (triples the 30 s timeout).
  test.slow();

  test("login: a wrong password shows the German error, the right one lands in the role's area", async ({
    page,
  }) => {
    await logIn(page, account("Privat").email, "Falsch-123");
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.", {
      timeout: 30_000,
    });
    await expect(page.getByLabel("E-Mail")).toHaveValue(account("Privat").email);
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue("");

    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("Bitte füllen Sie alle Pflichtfelder aus.")).toBeVisible();
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Passwort", { exact: true }).fill(account("Privat").password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/mein-bereich$/, { timeout: 30_000 });

    await page.context().clearCookies();
    await grantAccess(page.context());
    await logIn(page, account("Makler").email, account("Makler").password);
    await expect(page).toHaveURL(/\/broker-dashboard$/, { timeout: 30_000 });
  });

  test("admin login: a non-admin is refused, the admin reaches /svadmin", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByLabel("E-Mail").fill(account("Privat").email);
    await page.getByLabel("Passwort").fill(account("Privat").password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toHaveText("Kein Administratorzugriff", { timeout: 30_000 });
    await page.goto("/svadmin");
    await expect(page).toHaveURL(/\/admin-login$/);

    await page.getByLabel("E-Mail").fill(account("Admin").email);
    await page.getByLabel("Passwort").fill(account("Admin").password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/svadmin$/, { timeout: 30_000 });
  });

  test("registration: send the code, confirm it and register with plain submits", async ({ page }) => {
    const email = newEmail("ohne-js");
    const phone = newPhone();
    await page.goto("/login");
    await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
    await expect(page).toHaveURL(/\/login\?ansicht=registrieren$/);
    await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();

    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("Sicher123");
    await page.getByLabel("Passwort bestätigen").fill("Sicher123");
    await page.getByLabel("Telefonnummer").fill("12345");
    await page.getByRole("button", { name: "Code senden" }).click();
    await expect(page.getByText("Bitte geben Sie eine gültige deutsche Telefonnummer ein")).toBeVisible();
    await expect(page.getByLabel("Telefonnummer")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Telefonnummer").fill(phone.input);
    await page.getByRole("button", { name: "Code senden" }).click();
    const codeField = page.getByLabel("Verifizierungs-Code");
    await expect(codeField).toBeVisible();
    // The entered values stay, passwords are never sent back.
    await expect(page.getByLabel("E-Mail")).toHaveValue(email);
    await expect(page.getByLabel("Telefonnummer")).toHaveValue(phone.input);
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue("");

    await codeField.fill("000000");
    await page.getByRole("button", { name: "Code bestätigen" }).click();
    await expect(page.getByText("Ungültiger Code. Bitte versuchen Sie es erneut.")).toBeVisible();
    await page.getByLabel("Verifizierungs-Code").fill(await smsCode(page.request, phone.normalized));
    await page.getByRole("button", { name: "Code bestätigen" }).click();
    await expect(page.getByText("Telefonnummer verifiziert")).toBeVisible();
    await expect(page.getByLabel("Telefonnummer")).toHaveAttribute("readonly", "");

    await page.getByLabel("Passwort", { exact: true }).fill("Sicher123");
    await page.getByLabel("Passwort bestätigen").fill("Sicher124");
    await page.getByLabel("Ich akzeptiere die").check();
    await page.getByRole("button", { name: "Registrieren", exact: true }).click();
    await expect(page.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
    await expect(page.getByText("Telefonnummer verifiziert")).toBeVisible();

    await page.getByLabel("Passwort", { exact: true }).fill("Sicher123");
    await page.getByLabel("Passwort bestätigen").fill("Sicher123");
    await page.getByRole("button", { name: "Registrieren", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Registrierung erfolgreich" })).toContainText(
      "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      { timeout: 30_000 },
    );
    expect(await mailLink(page.request, email)).toContain("/api/auth/verify-email");
  });

  test("profile: a wrong postal code is shown, the corrected data are saved", async ({ page }) => {
    const email = newEmail("profil-ohne-js");
    await registerViaApi(page.request, email);
    await logIn(page, email, "Sicher123");
    await expect(page).toHaveURL(/\/mein-bereich$/, { timeout: 30_000 });
    await page.goto("/update-profile");
    await page.getByLabel("Anrede").selectOption("Herr");
    await page.getByLabel("Beruf").selectOption("Angestellt");
    await page.getByLabel("Vorname").fill("Otto");
    await page.getByLabel("Nachname").fill("Ohnejs");
    await page.getByLabel("Geburtsdatum").fill("1980-01-02");
    await page.getByLabel("Straße").fill("Hauptstraße");
    await page.getByLabel("Hausnummer").fill("1");
    await page.getByLabel("Stadt").fill("Berlin");
    await page.getByLabel("Postleitzahl").fill("123");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Postleitzahl" })).toHaveText(
      "Die Postleitzahl muss aus genau 5 Ziffern bestehen.",
    );
    await expect(page.getByLabel("Nachname")).toHaveValue("Ohnejs");

    await page.getByLabel("Postleitzahl").fill("12345");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("status")).toContainText("Ihre Daten wurden erfolgreich aktualisiert");
    await page.goto("/mein-bereich");
    await expect(page.getByRole("heading", { name: "Willkommen, Herr Ohnejs!" })).toBeVisible();
  });

  test("password reset: request, open the mailed link, set a new password, sign in with it", async ({
    page,
  }) => {
    const email = newEmail("reset-ohne-js");
    await registerViaApi(page.request, email);
    await page.goto("/login");
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.",
    );
    await page.getByLabel("E-Mail").fill(email);
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(page.getByText("haben wir Ihnen einen Link zum Zurücksetzen")).toBeVisible();

    await setNewPasswordFromMail(page, email, "Neu-Sicher-456");
    await expect(page.getByRole("status").filter({ hasText: "Passwort geändert" })).toBeVisible();

    await logIn(page, email, "Neu-Sicher-456");
    await expect(page).toHaveURL(/\/mein-bereich$/, { timeout: 30_000 });
  });
});
