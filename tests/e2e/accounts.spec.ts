import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { type DEMO_ACCOUNTS, DEMO_LICENSES } from "../../server/seeds/seed-demo-accounts";
import {
  account,
  mailLink,
  newEmail,
  newPhone,
  registerViaApi,
  setNewPasswordFromMail,
  smsCode,
} from "./fixtures/accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/** Radix renders a toast's text twice (the toast and its screen-reader announcement). */
const toastText = (page: Page, text: string) => page.getByText(text).first();

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Signs in through the form; with `landing`, waits (generously: scrypt on a busy machine) for that page. */
async function logIn(page: Page, email: string, password: string, landing?: RegExp) {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  if (landing) await expect(page).toHaveURL(landing, { timeout: 30_000 });
}

test.describe("accounts", () => {
  // Whole journeys with several scrypt hashes each: allow for a busy machine (triples the 30 s timeout).
  test.slow();
  test("register with the SMS code, confirm the e-mail, log in, complete the profile, export and delete", async ({
    page,
  }) => {
    const email = newEmail("neu");
    const phone = newPhone();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Willkommen bei PKV-Lotse" })).toBeVisible();
    await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
    await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();

    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill("sicher123");
    await page.getByLabel("Passwort bestätigen").fill("sicher123");
    await page.getByLabel("Telefonnummer").fill(phone.input);
    const submit = page.getByRole("button", { name: "Registrieren", exact: true });
    await expect(submit).toBeDisabled();

    await page.getByRole("button", { name: "Code senden" }).click();
    await expect(toastText(page, "Code gesendet")).toBeVisible();
    const warning = page.getByText(
      "Sie haben die Telefonnummer geändert. Bitte fordern Sie einen neuen Code an.",
    );
    await page.getByLabel("Telefonnummer").fill("0171 9999999");
    await expect(warning).toBeVisible();
    await expect(page.getByLabel("Verifizierungs-Code")).toBeHidden();
    await page.getByLabel("Telefonnummer").fill(phone.input);
    await expect(warning).toBeHidden();
    const code = await smsCode(page.request, phone.normalized);
    await page.getByLabel("Verifizierungs-Code").fill(code);
    await expect(page.getByText("Telefonnummer verifiziert")).toBeVisible();
    await expect(page.getByLabel("Telefonnummer")).toHaveAttribute("readonly", "");

    await page.getByLabel("Ich akzeptiere die").check();
    await submit.click();
    await expect(page.getByRole("alert").filter({ hasText: "Großbuchstaben" })).toHaveText(
      "Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben und eine Zahl enthalten.",
    );
    await page.getByLabel("Passwort", { exact: true }).fill("Sicher123");
    await page.getByLabel("Passwort bestätigen").fill("Sicher124");
    await submit.click();
    await expect(page.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
    await page.getByLabel("Passwort bestätigen").fill("Sicher123");
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastText(page, "Registrierung erfolgreich")).toBeVisible();

    const link = await mailLink(page.request, email);
    expect(link).toContain("/api/auth/verify-email");
    await page.goto(link);
    await expect(page).toHaveURL(/\/login/);
    await expect(toastText(page, "E-Mail-Adresse bestätigt")).toBeVisible();

    await logIn(page, email, "Sicher123", /\/mein-bereich$/);
    const important = page.getByRole("dialog", { name: "Wichtige Information" });
    await expect(important).toBeVisible();
    await important.getByRole("button", { name: "Profil jetzt vervollständigen" }).click();

    await expect(page).toHaveURL(/\/update-profile$/);
    await expect(page.getByLabel("E-Mail")).toHaveValue(email);
    await page.getByLabel("Anrede").selectOption("Frau");
    await page.getByLabel("Beruf").selectOption("Angestellt");
    await page.getByLabel("Vorname").fill("Nora");
    await page.getByLabel("Nachname").fill("Neumann");
    await page.getByLabel("Geburtsdatum").fill("1988-03-09");
    await page.getByLabel("Straße").fill("Lindenallee");
    await page.getByLabel("Hausnummer").fill("7");
    await page.getByLabel("Postleitzahl").fill("8033");
    await page.getByLabel("Stadt").fill("München");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Postleitzahl" })).toBeVisible();
    await page.getByLabel("Postleitzahl").fill("80331");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(toastText(page, "Ihre Daten wurden erfolgreich aktualisiert")).toBeVisible();
    await expect(page).toHaveURL(/\/mein-bereich$/);
    await expect(page.getByRole("heading", { name: "Willkommen, Frau Neumann!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Persönliche Daten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Neuer Detailvergleich" })).toBeVisible();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Meine Daten herunterladen" }).click();
    const download = await downloadPromise;
    const exported = JSON.parse(
      await (await download.createReadStream())
        .toArray()
        .then((chunks) => Buffer.concat(chunks).toString("utf8")),
    );
    expect(exported.user.email).toBe(email);
    expect(exported.profile).toMatchObject({
      firstName: "Nora",
      lastName: "Neumann",
      phoneNumber: phone.normalized,
    });
    // A profile save creates no lead: there is no recorded consent
    // (docs/decisions/014-accounts-and-production-mode.md).
    expect(exported.leads).toEqual([]);

    await page.getByRole("button", { name: "Konto löschen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, email, "Sicher123");
    await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.", {
      timeout: 30_000,
    });
    await expect(toastText(page, "Fehler bei der Anmeldung")).toBeVisible();
  });

  test("the personal area shows the e-mail and reminder dialogs and refuses visitors without a session", async ({
    page,
  }) => {
    await page.goto("/mein-bereich");
    await expect(page).toHaveURL(/\/login\?grund=anmelden$/);
    await expect(
      toastText(page, "Bitte melden Sie sich an, um auf Ihren Bereich zuzugreifen."),
    ).toBeVisible();

    const email = newEmail("offen");
    await registerViaApi(page.request, email);
    await logIn(page, email, "Sicher123", /\/mein-bereich$/);
    const confirm = page.getByRole("dialog", { name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" });
    await expect(confirm).toContainText("Spam");
    await confirm.getByRole("button", { name: "Verstanden" }).click();
    const important = page.getByRole("dialog", { name: "Wichtige Information" });
    await expect(important).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(important).toBeHidden();
    await expect(page.getByText("Ihre E-Mail-Adresse ist noch nicht bestätigt.")).toBeVisible();
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect(toastText(page, "E-Mail gesendet")).toBeVisible();
    await page.context().clearCookies();

    await grantAccess(page.context());
    await logIn(page, account("Privat").email, account("Privat").password, /\/mein-bereich$/);
    const reminder = page.getByRole("dialog", { name: "Datenaktualität für optimale Ergebnisse" });
    await reminder.getByRole("button", { name: "Später erinnern" }).click();
    await expect(reminder).toBeHidden();
    await expect(page.getByRole("heading", { name: "Willkommen, Frau Privat!" })).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "Jetzt aktualisieren" }).click();
    await expect(page).toHaveURL(/\/update-profile$/);
    await expect(page.getByRole("link", { name: "Mein Account" })).toHaveAttribute("href", "/mein-bereich");
    await expect(page.getByRole("link", { name: /zu Ihrem Bereich/ })).toHaveAttribute(
      "href",
      "/mein-bereich",
    );
    await page.goto("/login");
    await expect(page).toHaveURL(/\/mein-bereich$/);
  });

  test("the broker sees the license and the purchased leads; the private area denies him", async ({
    page,
  }) => {
    await logIn(page, account("Makler").email, account("Makler").password, /\/broker-dashboard$/);
    await expect(page.getByText(DEMO_LICENSES.broker)).toBeVisible();
    await expect(page.getByText("Aktiv", { exact: true })).toBeVisible();
    // The purchases table only (the lead marketplace's table is on the page too; the lead marketplace e2e test
    // may add a purchase of the demo broker at any time).
    const purchases = page.getByRole("region", { name: "Tabelle der gekauften Leads" });
    const becker = purchases.getByRole("row", { name: /Becker/ });
    const hoffmann = purchases.getByRole("row", { name: /Hoffmann/ });
    const yilmaz = purchases.getByRole("row", { name: /Yilmaz/ });
    await expect(becker).toBeVisible();
    await expect(hoffmann).toBeVisible();
    // Every demo lead comes with a comparison: the age is filled, never '-'.
    await expect(yilmaz.getByRole("cell").nth(4)).toHaveText("52");
    await expect(becker.getByRole("cell").nth(5)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(page.getByRole("link", { name: /zu Ihrem Bereich/ })).toHaveAttribute(
      "href",
      "/broker-dashboard",
    );
    await page.goto("/mein-bereich");
    await expect(page.getByRole("heading", { name: "Zugriff verweigert" })).toBeVisible();
    await expect(page.getByText("ausschließlich für private Nutzer")).toBeVisible();
  });

  test("admin login refuses non-admins and wrong passwords and admits the admin", async ({ page }) => {
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { name: "Admin-Bereich" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Website" })).toHaveAttribute("href", "/");
    await page.getByLabel("E-Mail").fill(account("Privat").email);
    await page.getByLabel("Passwort").fill(account("Privat").password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toHaveText("Kein Administratorzugriff", { timeout: 30_000 });
    await page.goto("/svadmin");
    await expect(page).toHaveURL(/\/admin-login$/);

    await page.getByLabel("E-Mail").fill(account("Admin").email);
    await page.getByLabel("Passwort").fill("Falsch-123");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toHaveText("Bitte überprüfen Sie Ihre Anmeldedaten.", {
      timeout: 30_000,
    });
    await expect(toastText(page, "Anmeldung fehlgeschlagen")).toBeVisible();

    await page.getByLabel("Passwort").fill(account("Admin").password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/svadmin$/, { timeout: 30_000 });
    const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
    for (const section of ["kvr", "appearance", "seo", "maintenance", "ai"]) {
      await expect(nav.locator(`a[href="/svadmin/${section}"]`)).toBeVisible();
    }
  });

  test("password reset by e-mail sets a new password", async ({ page }) => {
    const email = newEmail("reset");
    await registerViaApi(page.request, email);
    await page.goto("/login");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(page.getByText("haben wir Ihnen einen Link zum Zurücksetzen")).toBeVisible();
    await setNewPasswordFromMail(page, email, "Neu-Sicher-456");
    await logIn(page, email, "Neu-Sicher-456", /\/mein-bereich$/);
  });

  test("role × route matrix: the server allows each page and API only to its roles", async ({
    browser,
    clientIp,
  }) => {
    const roles = ["anonymous", "Privat", "Makler", "Versicherung", "Admin"] as const;
    const contextFor = async (browserInstance: Browser, role: (typeof roles)[number], index: number) => {
      const context = await browserInstance.newContext({
        baseURL: E2E_BASE_URL,
        extraHTTPHeaders: { "X-Forwarded-For": `${clientIp.split(".").slice(0, 3).join(".")}.${index + 1}` },
      });
      await grantAccess(context);
      if (role !== "anonymous") {
        const response = await context.request.post("/api/auth/sign-in/email", {
          data: { email: account(role).email, password: account(role).password },
          headers: { Origin: E2E_BASE_URL },
        });
        expect(response.status()).toBe(200);
      }
      return context;
    };
    // status, or a redirect target
    const expected: Record<string, Record<(typeof roles)[number], number | string>> = {
      "/mein-bereich": {
        anonymous: "/login?grund=anmelden",
        Privat: 200,
        Makler: 403,
        Versicherung: 403,
        Admin: 200,
      },
      "/update-profile": {
        anonymous: "/login?grund=profil",
        Privat: 200,
        Makler: 403,
        Versicherung: 403,
        Admin: 200,
      },
      "/broker-dashboard": {
        anonymous: "/login?grund=anmelden",
        Privat: 403,
        Makler: 200,
        Versicherung: 200,
        Admin: 403,
      },
      "/svadmin": { anonymous: "/admin-login", Privat: 403, Makler: 403, Versicherung: 403, Admin: 200 },
      "/login": {
        anonymous: 200,
        Privat: "/mein-bereich",
        Makler: "/broker-dashboard",
        Versicherung: "/broker-dashboard",
        Admin: "/svadmin",
      },
      "/admin-login": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: "/svadmin" },
      "/": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/private-krankenversicherung-vergleich": {
        anonymous: 200,
        Privat: 200,
        Makler: 200,
        Versicherung: 200,
        Admin: 200,
      },
      "/dev/outbox": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/comparison": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/ihre-pkv-tarife": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/ihre-pkv-tarife?c=unbekannt": {
        anonymous: 404,
        Privat: 404,
        Makler: 404,
        Versicherung: 404,
        Admin: 404,
      },
      "/api/comparisons/unbekannt": {
        anonymous: 404,
        Privat: 404,
        Makler: 404,
        Versicherung: 404,
        Admin: 404,
      },
      "/soap/kvr?wsdl": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/api/accounts/profile": { anonymous: 401, Privat: 200, Makler: 403, Versicherung: 403, Admin: 200 },
      "/api/accounts/comparisons": {
        anonymous: 401,
        Privat: 200,
        Makler: 403,
        Versicherung: 403,
        Admin: 200,
      },
      "/api/accounts/export": { anonymous: 401, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/api/admin/overview": { anonymous: 401, Privat: 403, Makler: 403, Versicherung: 403, Admin: 200 },
      "/api/accounts/me": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
      "/api/health": { anonymous: 200, Privat: 200, Makler: 200, Versicherung: 200, Admin: 200 },
    };
    for (const [index, role] of roles.entries()) {
      const context = await contextFor(browser, role, index);
      for (const [path, outcomes] of Object.entries(expected)) {
        const response = await context.request.get(path, { maxRedirects: 0 });
        const outcome = outcomes[role];
        const actual =
          response.status() >= 300 && response.status() < 400
            ? new URL(response.headers().location ?? "", E2E_BASE_URL).pathname +
              new URL(response.headers().location ?? "", E2E_BASE_URL).search
            : response.status();
        expect(`${role} ${path} → ${actual}`).toBe(`${role} ${path} → ${outcome}`);
      }
      await context.close();
    }
  });
});

test.describe("accounts on a 375 px phone: no horizontal scrolling, no console errors, no serious axe findings", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const pages: Array<[string, (typeof DEMO_ACCOUNTS)[number]["role"] | undefined]> = [
    ["/login", undefined],
    ["/admin-login", undefined],
    ["/passwort-zuruecksetzen?token=x", undefined],
    ["/dev/outbox", undefined],
    ["/mein-bereich", "Privat"],
    ["/update-profile", "Privat"],
    ["/broker-dashboard", "Makler"],
    ["/svadmin", "Admin"],
  ];
  for (const [path, role] of pages) {
    test(`${path}${role ? ` (${role})` : ""}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      if (role) {
        const response = await page.request.post("/api/auth/sign-in/email", {
          data: { email: account(role).email, password: account(role).password },
          headers: { Origin: E2E_BASE_URL },
        });
        expect(response.status()).toBe(200);
      }
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (path === "/mein-bereich") {
        await page.getByRole("button", { name: "Später erinnern" }).click();
      }
      if (path === "/broker-dashboard") {
        await expect(page.getByRole("region", { name: "Tabelle der gekauften Leads" })).toBeVisible();
      }
      if (path === "/login") {
        await page.getByRole("tab", { name: "Registrieren" }).click();
        await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();
      }
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
      expect(errors).toEqual([]);
    });
  }
});
