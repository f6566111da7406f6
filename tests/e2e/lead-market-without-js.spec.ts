import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { account, newEmail } from "./fixtures/accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * The lead marketplace without JavaScript (docs/product/leads.md#api): every read is the page's loader, every change a
 * plain form post to its action, filters are GET forms in the URL. The demo admin filters, reveals a contact,
 * validates a lead and creates a licence on /lead-marketplace; the demo broker filters and buys the lead on
 * /broker-dashboard.
 */
test.use({ javaScriptEnabled: false });

const headers = { Origin: E2E_BASE_URL };

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Signs in through the API; the page shares the context's cookies. */
async function signIn(page: Page, role: "Admin" | "Makler") {
  const { email, password } = account(role);
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers });
  expect(response.status()).toBe(200);
}

const leadRow = (page: Page, id: string) => page.locator(`[data-testid="admin-lead"][data-lead-id="${id}"]`);
const marketRow = (page: Page, id: string) =>
  page.locator(`[data-testid="market-lead"][data-lead-id="${id}"]`);

test.describe("lead marketplace without JavaScript", () => {
  // Sign-ins (scrypt) and several full page loads per step on a busy machine.
  test.slow();

  test("the admin filters, reveals, validates and creates a licence; the broker buys the lead", async ({
    page,
    context,
  }) => {
    // A visitor's callback request: new, waiting for validation.
    const person = {
      firstName: "Nora",
      lastName: `OhneSkript${randomInt(1000, 9999)}`,
      email: newEmail("nora"),
    };
    const created = await page.request.post("/api/leads", {
      data: {
        topic: "callback",
        ...person,
        phone: "0151 777 24680",
        preferredTime: "morning",
        consentCall: true,
        consentBroker: true,
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The admin filters the leads (a GET form: the filter is in the URL).
    await signIn(page, "Admin");
    await page.goto("/lead-marketplace");
    await expect(page.getByRole("heading", { name: "Lead-Marktplatz", level: 1 })).toBeVisible();
    const filter = page.getByRole("form", { name: "Leads filtern" });
    await filter.getByLabel("Status").selectOption("new");
    await filter.getByLabel("Suche (Lead-ID)").fill(id.slice(0, 8));
    await filter.getByRole("button", { name: "Filtern" }).click();
    await expect(page).toHaveURL(new RegExp(`status=new&q=${id.slice(0, 8)}`));
    await expect(page.getByTestId("admin-lead")).toHaveCount(1);
    await expect(leadRow(page, id).getByTestId("lead-status")).toHaveText("Neu");

    // Reveal the contact (audited): it appears in the row.
    await leadRow(page, id).getByRole("button", { name: "Kontaktdaten anzeigen" }).click();
    await expect(page.getByTestId("admin-message")).toHaveText("Kontaktdaten angezeigt (protokolliert).");
    await expect(leadRow(page, id).getByTestId("lead-contact")).toContainText(person.email);
    await expect(leadRow(page, id).getByTestId("lead-contact")).toContainText(person.lastName);

    // Validate it: listed, so the filter 'Neu' no longer shows it; 'Im Marktplatz' does.
    await leadRow(page, id).getByRole("button", { name: "Validieren" }).click();
    await expect(page.getByTestId("admin-message")).toHaveText("Lead validiert.");
    await expect(leadRow(page, id)).toHaveCount(0);
    await page.goto(`/lead-marketplace?status=listed&q=${id}`);
    await expect(page.getByRole("form", { name: "Leads filtern" }).getByLabel("Status")).toHaveValue(
      "listed",
    );
    await expect(leadRow(page, id).getByTestId("lead-status")).toHaveText("Im Marktplatz");

    // Create a licence, then switch it off.
    const licenseNumber = `E2E-NOJS-${Date.now()}`;
    const licenseForm = page.getByRole("form", { name: "Neue Lizenz anlegen" });
    await licenseForm.getByLabel("Lizenznummer (leer: automatisch)").fill(licenseNumber);
    await licenseForm.getByLabel("Kontotyp").selectOption("insurance");
    await licenseForm.getByLabel("Ablaufdatum (leer: kein Ablaufdatum)").fill("2030-12-31");
    await licenseForm.getByRole("button", { name: "Lizenz anlegen" }).click();
    await expect(page.getByTestId("admin-message")).toHaveText("Lizenz angelegt.");
    const licenseRow = page.locator(`[data-testid="admin-license"][data-license="${licenseNumber}"]`);
    await expect(licenseRow.getByTestId("license-status")).toHaveText("Aktiv");
    await expect(licenseRow).toContainText("Versicherung");
    await expect(licenseRow).toContainText("31.12.2030");
    await licenseRow.getByRole("button", { name: "Deaktivieren" }).click();
    await expect(page.getByTestId("admin-message")).toHaveText("Lizenz deaktiviert.");
    await expect(licenseRow.getByTestId("license-status")).toHaveText("Inaktiv");

    // The demo broker: filter and sort are a GET form too.
    await context.clearCookies();
    await grantAccess(context);
    await signIn(page, "Makler");
    await page.goto("/broker-dashboard");
    await expect(page.getByRole("heading", { name: "Makler-Dashboard", level: 1 })).toBeVisible();
    const market = page.getByRole("form", { name: "Filter und Sortierung" });
    await market.getByLabel("Sortierung").selectOption("price-desc");
    await market.getByRole("button", { name: "Anwenden" }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(market.getByLabel("Sortierung")).toHaveValue("price-desc");

    // Newest first again: the new lead is on the first page, anonymised.
    await page.goto("/broker-dashboard");
    await expect(marketRow(page, id)).toBeVisible();
    await expect(marketRow(page, id)).not.toContainText(person.lastName);
    // 'Kaufen' shows the confirmation on the page (price and consent basis), 'Verbindlich kaufen' buys.
    await marketRow(page, id).getByRole("button", { name: "Kaufen" }).click();
    await expect(page).toHaveURL(new RegExp(`buy=${id}`));
    const confirm = page.getByRole("dialog", { name: "Lead kaufen?" });
    await expect(confirm.getByTestId("purchase-price")).toHaveText(/^\d+,\d{2} €$/);
    await expect(confirm.getByTestId("purchase-consent")).toContainText("Partnerliste");
    await confirm.getByRole("button", { name: "Verbindlich kaufen" }).click();
    await expect(page.getByTestId("market-message")).toContainText("Lead gekauft");
    const purchases = page.getByRole("region", { name: "Tabelle der gekauften Leads" });
    const bought = purchases.getByRole("row", { name: new RegExp(person.lastName) });
    await expect(bought).toContainText(person.email);
    await expect(bought).toContainText("+4915177724680");
    await expect(marketRow(page, id)).toHaveCount(0);
  });
});
