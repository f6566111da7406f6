import { randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { account, mailLink, newEmail, newPhone, smsCode } from "./fixtures/accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * The lead marketplace end to end (docs/product/leads.md#lifecycle): a visitor's contact request becomes a listed lead
 * (the admin validates it); the demo broker buys it and sees the contact data; a second broker gets 'bereits verkauft';
 * the admin sees the sale, marks it paid and exports the CSV; a revoked licence loses access.
 */
const headers = { Origin: E2E_BASE_URL };
const ip = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** The contexts a test opened beside its own: closed after it, or their pages would run on for the whole worker. */
const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "X-Forwarded-For": ip() },
  });
  openContexts.push(context);
  await grantAccess(context);
  return context;
}

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await newContext(browser);
  const response = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers,
  });
  expect(response.status()).toBe(200);
  return context.newPage();
}

/** A broker account registered with `licenseKey` through the API (SMS code and e-mail confirmation). */
async function registerBroker(page: Page, email: string, licenseKey: string) {
  const phone = newPhone();
  const request = page.request;
  expect(
    (await request.post("/api/functions/send-verification", { data: { phone: phone.input }, headers })).ok(),
  ).toBe(true);
  const code = await smsCode(request, phone.normalized);
  expect(
    (await request.post("/api/functions/verify-code", { data: { phone: phone.input, code }, headers })).ok(),
  ).toBe(true);
  const registered = await request.post("/api/accounts/register", {
    data: {
      email,
      password: "Sicher123",
      confirmPassword: "Sicher123",
      phone: phone.input,
      termsAccepted: true,
      accountType: "broker",
      licenseKey,
    },
    headers,
  });
  expect(registered.ok()).toBe(true);
  expect((await request.get(await mailLink(request, email))).ok()).toBe(true);
}

/** The contact dialog on the results page ('Lassen Sie sich anrufen'), as a visitor fills it in. */
async function sendContactRequest(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
) {
  const created = await page.request.post("/api/comparisons", {
    data: { birthDate: "1988-06-01", gender: "male", jobStatus: "self-employed", coverageType: "premium" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await startReact(page);
  await page.locator('[data-hydrated="true"]').first().waitFor();
  await page.getByRole("button", { name: "Lassen Sie sich anrufen" }).click();
  const dialog = page.getByRole("dialog", { name: "Lassen Sie sich anrufen" });
  await dialog.getByLabel("Vorname", { exact: true }).fill(person.firstName);
  await dialog.getByLabel("Nachname", { exact: true }).fill(person.lastName);
  await dialog.getByLabel("Telefonnummer", { exact: true }).fill("0151 777 12345");
  await dialog.getByLabel("E-Mail-Adresse", { exact: true }).fill(person.email);
  await dialog.getByLabel("Wann dürfen wir Sie anrufen?").selectOption("afternoon");
  await dialog.getByRole("checkbox").nth(0).check();
  await dialog.getByRole("checkbox").nth(1).check();
  await expect(dialog.getByText("Partnerliste")).toBeVisible();
  await dialog.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(dialog.getByText("Vielen Dank für Ihre Anfrage!")).toBeVisible();
  const leads = await (
    await page.request.get(`/api/leads/__test?email=${encodeURIComponent(person.email)}`)
  ).json();
  expect(leads).toHaveLength(1);
  return leads[0] as { id: string; status: string };
}

/** The same request through POST /api/leads (the dialog's endpoint), without the results page. */
async function sendContactRequestViaApi(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
) {
  const response = await page.request.post("/api/leads", {
    data: {
      topic: "callback",
      ...person,
      phone: "0151 777 54321",
      preferredTime: "morning",
      consentCall: true,
      consentBroker: true,
    },
    headers,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

const leadRow = (page: Page, id: string) => page.locator(`[data-testid="admin-lead"][data-lead-id="${id}"]`);
const marketRow = (page: Page, id: string) =>
  page.locator(`[data-testid="market-lead"][data-lead-id="${id}"]`);

test.describe("lead marketplace", () => {
  // A budget, not an assertion: several accounts, four browser contexts, comparisons and password hashing on
  // a busy machine (the steps themselves wait only for what they assert).
  test.describe.configure({ timeout: 600_000 });

  test("contact request → listed lead → sold once → paid and exported; a revoked licence loses access", async ({
    browser,
  }) => {
    // The admin lands on /lead-marketplace via the logo and creates a licence for a second broker.
    const admin = await signedIn(browser, account("Admin").email, account("Admin").password);
    await admin.goto("/");
    await admin
      .getByRole("link", { name: /zu Ihrem Bereich/ })
      .first()
      .click();
    await expect(admin).toHaveURL(/\/lead-marketplace$/);
    await expect(admin.getByRole("heading", { name: "Lead-Marktplatz", level: 1 })).toBeVisible();
    const licenseNumber = `E2E-${Date.now()}`;
    const licenseForm = admin.getByRole("form", { name: "Neue Lizenz anlegen" });
    await licenseForm.getByLabel("Lizenznummer (leer: automatisch)").fill(licenseNumber);
    await licenseForm.getByRole("button", { name: "Lizenz anlegen" }).click();
    const licenseRow = admin.locator(`[data-testid="admin-license"][data-license="${licenseNumber}"]`);
    await expect(licenseRow.getByTestId("license-status")).toHaveText("Aktiv");

    // The second broker registers with it (before the visitor's consent, so the partner list covers him).
    const secondEmail = newEmail("zweitmakler");
    const second = await (await newContext(browser)).newPage();
    await registerBroker(second, secondEmail, licenseNumber);
    expect(
      (
        await second.request.post("/api/auth/sign-in/email", {
          data: { email: secondEmail, password: "Sicher123" },
          headers,
        })
      ).status(),
    ).toBe(200);

    // Two visitors ask to be called back; their leads wait for validation.
    const visitor = await (await newContext(browser)).newPage();
    const person = {
      firstName: "Greta",
      lastName: `Lindqvist${randomInt(1000, 9999)}`,
      email: newEmail("greta"),
    };
    const lead = await sendContactRequest(visitor, person);
    expect(lead.status).toBe("new");
    const other = {
      firstName: "Henrik",
      lastName: `Ostrowski${randomInt(1000, 9999)}`,
      email: newEmail("henrik"),
    };
    const otherLead = await sendContactRequestViaApi(visitor, other);
    // The confirmation e-mail carries the withdrawal link.
    expect(await mailLink(visitor.request, person.email)).toContain("/einwilligung-widerrufen/");

    // The admin validates both: they are listed.
    await admin.reload();
    for (const id of [lead.id, otherLead.id]) {
      await expect(leadRow(admin, id).getByTestId("lead-status")).toHaveText("Neu");
      await leadRow(admin, id).getByRole("button", { name: "Validieren" }).click();
      await expect(leadRow(admin, id).getByTestId("lead-status")).toHaveText("Im Marktplatz");
    }

    // The second broker has the market open with the visitor's lead, anonymised.
    await second.goto("/broker-dashboard");
    await expect(second.getByRole("heading", { name: "Makler-Dashboard" })).toBeVisible();
    await expect(marketRow(second, lead.id)).toBeVisible();
    await expect(marketRow(second, lead.id)).not.toContainText(person.lastName);

    // The demo broker buys it (confirmation dialog with price and consent basis) and sees the contact data.
    const broker = await signedIn(browser, account("Makler").email, account("Makler").password);
    await broker.goto("/broker-dashboard");
    await marketRow(broker, lead.id).getByRole("button", { name: "Kaufen" }).click();
    const confirm = broker.getByRole("dialog", { name: "Lead kaufen?" });
    await expect(confirm.getByTestId("purchase-price")).toHaveText(/^\d+,\d{2} €$/);
    await expect(confirm.getByTestId("purchase-consent")).toContainText("Partnerliste");
    await confirm.getByRole("button", { name: "Verbindlich kaufen" }).click();
    await expect(broker.getByTestId("market-message")).toContainText("Lead gekauft");
    const purchases = broker.getByRole("region", { name: "Tabelle der gekauften Leads" });
    const bought = purchases.getByRole("row", { name: new RegExp(person.lastName) });
    await expect(bought).toContainText(person.email);
    await expect(bought).toContainText("+4915177712345");
    await expect(marketRow(broker, lead.id)).toHaveCount(0);

    // The second broker's stale row: 'bereits verkauft' (409).
    await marketRow(second, lead.id).getByRole("button", { name: "Kaufen" }).click();
    await second
      .getByRole("dialog", { name: "Lead kaufen?" })
      .getByRole("button", { name: "Verbindlich kaufen" })
      .click();
    await expect(second.getByTestId("market-message")).toHaveText("Dieser Lead ist bereits verkauft.");
    // The same purchase as a plain form post to the page's action (what a browser without JavaScript sends).
    const refused = await second.request.post("/broker-dashboard", {
      form: { intent: "purchase", leadId: lead.id },
      headers,
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('data-code="lead-sold-out"');
    // He buys the other lead and sees its contact data.
    await marketRow(second, otherLead.id).getByRole("button", { name: "Kaufen" }).click();
    await second
      .getByRole("dialog", { name: "Lead kaufen?" })
      .getByRole("button", { name: "Verbindlich kaufen" })
      .click();
    const secondPurchases = second.getByRole("region", { name: "Tabelle der gekauften Leads" });
    await expect(secondPurchases.getByRole("row", { name: new RegExp(other.lastName) })).toContainText(
      other.email,
    );

    // The admin sees the sale, marks it paid with the invoice number and exports the CSV.
    await admin.reload();
    await expect(leadRow(admin, lead.id).getByTestId("lead-status")).toHaveText("Verkauft");
    await expect(leadRow(admin, lead.id).getByTestId("lead-sales")).toHaveText("1/1");
    const sale = admin.locator(`[data-testid="admin-sale"][data-lead-id="${lead.id}"]`);
    await expect(sale).toContainText(account("Makler").email);
    await expect(sale.getByTestId("sale-status")).toHaveText("Offen");
    const invoice = `RE-${Date.now()}`;
    await sale.getByLabel("Rechnungsnummer").fill(invoice);
    await sale.getByRole("button", { name: "Als bezahlt markieren" }).click();
    await expect(sale.getByTestId("sale-status")).toHaveText("Bezahlt");
    await expect(sale).toContainText(invoice);
    const downloading = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "CSV exportieren" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("lead-verkaeufe.csv");
    const csv = await (await import("node:fs/promises")).readFile((await download.path()) as string, "utf8");
    expect(csv).toContain("Rechnungsnummer");
    expect(csv).toMatch(new RegExp(`${lead.id};[^\\n]*;bezahlt;rechnung;${invoice}`));
    // Every admin action and every reveal is in the audit log.
    await admin.reload();
    const audit = admin.getByRole("region", { name: "Tabelle des Audit-Logs" });
    for (const action of [
      "lead.validate",
      "lead.purchase",
      "lead.reveal",
      "purchase.mark-paid",
      "license.create",
    ]) {
      await expect(audit.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
    }

    // The admin revokes the second broker's licence: no buying, no contact data of his purchase.
    await licenseRow.getByRole("button", { name: "Deaktivieren" }).click();
    await expect(licenseRow.getByTestId("license-status")).toHaveText("Inaktiv");
    await second.reload();
    await expect(second.getByTestId("license-notice")).toContainText("Ihre Lizenz ist inaktiv");
    await expect(second.getByTestId("license-notice")).toContainText(`Ihre Lizenznummer ${licenseNumber}`);
    await expect(second.getByText(other.email)).toHaveCount(0);
    await expect(second.getByRole("heading", { name: "Lead-Marktplatz" })).toHaveCount(0);
    const blocked = await second.request.post("/broker-dashboard", {
      form: { intent: "purchase", leadId: lead.id },
      headers,
    });
    expect(blocked.status()).toBe(403);
    expect(await blocked.text()).toContain("license-required");
  });

  test("the withdrawal link unlists a lead at once", async ({ browser }) => {
    const visitor = await (await newContext(browser)).newPage();
    const person = { firstName: "Ida", lastName: `Widerruf${randomInt(1000, 9999)}`, email: newEmail("ida") };
    const lead = await sendContactRequest(visitor, person);
    const admin = await signedIn(browser, account("Admin").email, account("Admin").password);
    await admin.goto("/lead-marketplace");
    await leadRow(admin, lead.id).getByRole("button", { name: "Validieren" }).click();
    await expect(leadRow(admin, lead.id).getByTestId("lead-status")).toHaveText("Im Marktplatz");

    const link = await mailLink(visitor.request, person.email);
    await visitor.goto(link);
    await visitor.getByRole("button", { name: "Einwilligung widerrufen" }).click();
    await expect(visitor.getByText("Ihre Einwilligung ist widerrufen.")).toBeVisible();

    const broker = await signedIn(browser, account("Makler").email, account("Makler").password);
    const market = await (await broker.request.get("/broker-dashboard")).text();
    expect(market).not.toContain(`data-lead-id="${lead.id}"`);
    await admin.reload();
    await expect(leadRow(admin, lead.id).getByTestId("lead-status")).toHaveText("Zurückgezogen");
  });

  test("the insurer's dashboard is titled for insurers", async ({ browser }) => {
    const insurer = await signedIn(browser, account("Versicherung").email, account("Versicherung").password);
    await insurer.goto("/broker-dashboard");
    await expect(insurer.getByRole("heading", { name: "Versicherer-Dashboard", level: 1 })).toBeVisible();
    await expect(insurer.getByRole("heading", { name: "Lead-Marktplatz" })).toBeVisible();
  });

  test("the marketplace pages fit a 375 px phone and have no serious axe violations", async ({ browser }) => {
    const serious = async (page: Page) =>
      (
        await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
      ).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    const fits = async (page: Page) => {
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(375);
      expect(widths.body).toBeLessThanOrEqual(375);
    };
    const admin = await signedIn(browser, account("Admin").email, account("Admin").password);
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto("/lead-marketplace");
    await expect(admin.getByTestId("admin-lead").first()).toBeVisible();
    await fits(admin);
    expect(await serious(admin)).toEqual([]);

    const broker = await signedIn(browser, account("Makler").email, account("Makler").password);
    await broker.setViewportSize({ width: 375, height: 800 });
    await broker.goto("/broker-dashboard");
    await expect(broker.getByRole("heading", { name: "Lead-Marktplatz" })).toBeVisible();
    await expect(broker.getByRole("region", { name: "Tabelle der gekauften Leads" })).toBeVisible();
    await fits(broker);
    expect(await serious(broker)).toEqual([]);
    const offered = broker.getByTestId("market-lead");
    if ((await offered.count()) > 0) {
      await offered.first().getByRole("button", { name: "Kaufen" }).click();
      await expect(broker.getByRole("dialog", { name: "Lead kaufen?" })).toBeVisible();
      expect(await serious(broker)).toEqual([]);
    }

    await broker.goto("/partner");
    await expect(broker.getByRole("heading", { name: "Partnerliste" })).toBeVisible();
    await expect(broker.getByText("DEMO-MAKLER-2026")).toBeVisible();
    await fits(broker);
    expect(await serious(broker)).toEqual([]);
  });
});
