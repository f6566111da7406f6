import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_MESSAGE } from "../../../domain/leads/market";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody, createAdmin, createBroker, createLicense } from "../../../tests/setup/factories";
import { elementsByTestId, htmlText } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { leadPurchases, leads, licenseKeys } from "../../adapters/db/schema";
import { createAccountContacts } from "../../areas/accounts/account-contacts";
import { createLeadAdmin } from "../../areas/leads/admin";
import { listAudit } from "../../areas/site/audit-log";

/**
 * The lead marketplace (docs/product/leads.md#api) as a browser without JavaScript uses it: the admin's page
 * /lead-marketplace (route loader and action: leads, sales, licences, audit), the broker's purchase on
 * /broker-dashboard, and the sales CSV.
 */
describe.each(testDatabaseKinds)("lead marketplace pages on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.13.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.UTC(2026, 10, 23, 9, 0, 0),
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  async function signedIn(create: typeof createAdmin, options = {}) {
    const user = await create(t.database.db, options);
    return { ...user, cookie: await t.signIn(user.email, user.password, nextIp()) };
  }

  /** A page as the browser gets it. */
  async function page(path: string, cookie: string) {
    const response = await t.call(path, { cookie });
    return { status: response.status, html: await response.text() };
  }
  /** A plain form post (application/x-www-form-urlencoded, `intent` of the submit button). */
  async function post(path: string, cookie: string, form: Record<string, string>) {
    const response = await t.call(path, {
      method: "POST",
      cookie,
      body: new URLSearchParams(form).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    return { status: response.status, html: await response.text() };
  }
  const message = (html: string, testId: string) => elementsByTestId(html, testId)[0];
  const row = (html: string, testId: string, attribute: string, value: string) =>
    elementsByTestId(html, testId).find((element) => element.attributes[attribute] === value);

  it("lists, sells once, marks paid, exports and audits; a deactivated licence cannot buy", async () => {
    const admin = await signedIn(createAdmin);
    const { licenseNumber } = await createLicense(t.database.db);
    const broker = await signedIn(createBroker, { licenseNumber });
    const rival = await signedIn(createBroker);

    const created = await t.call("/api/leads", {
      ip: nextIp(),
      body: contactRequestBody({ email: "erika.markt@example.de" }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();

    // Not listed before the admin validates it.
    const before = await page("/broker-dashboard", broker.cookie);
    expect(before.status).toBe(200);
    expect(row(before.html, "market-lead", "data-lead-id", id)).toBeUndefined();
    const validated = await post("/lead-marketplace", admin.cookie, { intent: "validate", leadId: id });
    expect(validated.status).toBe(200);
    expect(message(validated.html, "admin-message")?.text).toBe("Lead validiert.");
    expect(row(validated.html, "admin-lead", "data-lead-id", id)?.text).toContain("Im Marktplatz");
    const [listed] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(listed?.status).toBe("listed");

    const market = await page("/broker-dashboard", broker.cookie);
    const offered = row(market.html, "market-lead", "data-lead-id", id);
    expect(offered?.text).toContain("Rückruf");
    expect(offered?.text).toContain("40,00 €");
    expect(offered?.html).not.toContain("Mustermann");

    const bought = await post("/broker-dashboard", broker.cookie, { intent: "purchase", leadId: id });
    expect(bought.status).toBe(200);
    expect(message(bought.html, "market-message")?.text).toBe(
      "Lead gekauft für 40,00 €. Die Kontaktdaten stehen unter 'Gekaufte Leads'.",
    );
    const [purchase] = await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, id));
    expect(purchase).toMatchObject({ amount: "40.00", paymentStatus: "pending" });
    const refused = await post("/broker-dashboard", rival.cookie, { intent: "purchase", leadId: id });
    expect(refused.status).toBe(409);
    expect(message(refused.html, "market-message")).toMatchObject({
      attributes: expect.objectContaining({ "data-code": "lead-sold-out" }),
      text: "Dieser Lead ist bereits verkauft.",
    });

    const overview = await page("/lead-marketplace", admin.cookie);
    const soldRow = row(overview.html, "admin-lead", "data-lead-id", id);
    expect(soldRow?.text).toContain("Verkauft");
    expect(elementsByTestId(soldRow?.html ?? "", "lead-sales")[0]?.text).toBe("1/1");
    expect(
      elementsByTestId(overview.html, "admin-lead")
        .map((lead) => lead.html)
        .join(""),
    ).not.toContain("Mustermann");
    expect(elementsByTestId(overview.html, "revenue-month").map((month) => month.text)).toEqual([
      "11.2026 1 40,00 € 0,00 €",
    ]);

    const purchaseId = purchase?.id ?? "";
    const invalid = await post("/lead-marketplace", admin.cookie, {
      intent: "mark-paid",
      purchaseId,
      invoiceNumber: "",
    });
    expect(invalid.status).toBe(400);
    expect(message(invalid.html, "admin-message")?.text).toBe(INVOICE_MESSAGE);
    const paid = await post("/lead-marketplace", admin.cookie, {
      intent: "mark-paid",
      purchaseId,
      invoiceNumber: "RE-2026-001",
    });
    expect(paid.status).toBe(200);
    const paidSale = row(paid.html, "admin-sale", "data-lead-id", id);
    expect(elementsByTestId(paidSale?.html ?? "", "sale-status")[0]?.text).toBe("Bezahlt");
    expect(paidSale?.text).toContain("RE-2026-001");
    const again = await post("/lead-marketplace", admin.cookie, {
      intent: "mark-paid",
      purchaseId,
      invoiceNumber: "RE-2026-002",
    });
    expect(again.status).toBe(409);

    const csv = await t.call("/api/admin/leads/export.csv", { cookie: admin.cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(
      `${id};2026-11-23T09:00:00.000Z;${broker.email};${licenseNumber};40,00;bezahlt;rechnung;RE-2026-001`,
    );

    // The broker's dashboard shows the contact data (audited on every page that carries them).
    const dashboard = await page("/broker-dashboard", broker.cookie);
    const boughtRow = row(dashboard.html, "purchased-lead", "data-lead-id", id);
    expect(boughtRow?.text).toContain("Mustermann");
    expect(boughtRow?.text).toContain("erika.markt@example.de");
    // The admin's reveal: the contact appears in the lead's row.
    const revealed = await post("/lead-marketplace", admin.cookie, { intent: "reveal", leadId: id });
    expect(message(revealed.html, "admin-message")?.text).toBe("Kontaktdaten angezeigt (protokolliert).");
    const contact = elementsByTestId(
      row(revealed.html, "admin-lead", "data-lead-id", id)?.html ?? "",
      "lead-contact",
    );
    expect(contact[0]?.text).toContain("erika.markt@example.de");
    expect(contact[0]?.text).toContain("+4915123456789");

    // Licences: create, deactivate, expiry — each audited; a deactivated licence cannot buy.
    const license = await post("/lead-marketplace", admin.cookie, {
      intent: "create-license",
      licenseNumber: "",
      userType: "insurance",
      expiresAt: "2026-12-31",
    });
    expect(license.status).toBe(200);
    expect(message(license.html, "admin-message")?.text).toBe("Lizenz angelegt.");
    const [insurance] = await t.database.db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.userType, "insurance"));
    expect(insurance).toMatchObject({ isActive: true });
    expect(insurance?.expiresAt?.toISOString()).toBe("2026-12-31T22:59:59.000Z");
    expect(
      row(license.html, "admin-license", "data-license", insurance?.licenseNumber ?? "")?.text,
    ).toContain("31.12.2026");
    const duplicate = await post("/lead-marketplace", admin.cookie, {
      intent: "create-license",
      licenseNumber,
      userType: "broker",
    });
    expect(duplicate.status).toBe(409);
    const off = await post("/lead-marketplace", admin.cookie, {
      intent: "set-license-active",
      licenseNumber,
      isActive: "false",
    });
    expect(message(off.html, "admin-message")?.text).toBe("Lizenz deaktiviert.");
    const noExpiry = await post("/lead-marketplace", admin.cookie, {
      intent: "set-license-expiry",
      licenseNumber,
      expiresAt: "",
    });
    expect(message(noExpiry.html, "admin-message")?.text).toBe("Ablaufdatum gespeichert.");
    const [offRow] = await t.database.db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.licenseNumber, licenseNumber));
    expect(offRow).toMatchObject({ isActive: false, expiresAt: null });
    const offLicense = row(noExpiry.html, "admin-license", "data-license", licenseNumber);
    expect(elementsByTestId(offLicense?.html ?? "", "license-status")[0]?.text).toBe("Inaktiv");
    const blocked = await post("/broker-dashboard", broker.cookie, { intent: "purchase", leadId: id });
    expect(blocked.status).toBe(403);
    // The action's answer carries the refusal's code; the page shows the licence notice instead of the market.
    expect(blocked.html).toContain("license-required");
    expect(message(blocked.html, "market-message")).toBeUndefined();
    const noData = await page("/broker-dashboard", broker.cookie);
    expect(noData.status).toBe(200);
    expect(elementsByTestId(noData.html, "purchased-lead")).toEqual([]);
    expect(elementsByTestId(noData.html, "license-notice")[0]?.text).toContain(
      "Ihre Lizenz ist inaktiv Ohne gültige Lizenz dürfen wir keine Namen, E-Mail-Adressen oder Telefonnummern von Interessenten anzeigen. Ihr gekaufter Lead wird deshalb ausgeblendet.",
    );
    expect(noData.html).not.toContain("erika.markt@example.de");

    const entries = await listAudit(t.database.db, { limit: 100 });
    const actions = entries.map((entry) => entry.action);
    for (const action of [
      "lead.validate",
      "lead.purchase",
      "purchase.mark-paid",
      "lead.export",
      "lead.reveal",
      "license.create",
      "license.deactivate",
    ]) {
      expect(actions).toContain(action);
    }
    // One reveal by the admin; one per broker page that carried the contact data (the page after the purchase,
    // and the dashboard read above); none after the licence was switched off.
    const reveals = entries.filter((entry) => entry.action === "lead.reveal");
    expect(reveals.map((entry) => entry.actorEmail).sort()).toEqual(
      [admin.email, broker.email, broker.email].sort(),
    );
    expect(reveals.every((entry) => entry.subjectId === id)).toBe(true);
    expect(entries.find((entry) => entry.action === "lead.validate")).toMatchObject({
      actorEmail: admin.email,
      subjectType: "lead",
      subjectId: id,
    });
    // The page's audit list shows the same entries.
    const audit = await page("/lead-marketplace", admin.cookie);
    const shown = elementsByTestId(audit.html, "audit-entry").map((entry) => entry.text);
    for (const action of [
      "lead.validate",
      "lead.purchase",
      "lead.reveal",
      "purchase.mark-paid",
      "license.create",
    ]) {
      expect(shown.some((entry) => entry.includes(` ${action} `))).toBe(true);
    }
  });

  it("filters the leads by status and id through the URL", async () => {
    const admin = await signedIn(createAdmin);
    const ids: string[] = [];
    for (const email of ["filter.eins@example.de", "filter.zwei@example.de"]) {
      const created = await t.call("/api/leads", { ip: nextIp(), body: contactRequestBody({ email }) });
      ids.push((await created.json()).id);
    }
    const [first = "", second = ""] = ids;
    await post("/lead-marketplace", admin.cookie, { intent: "validate", leadId: first });
    const leadIds = async (query: string) =>
      elementsByTestId((await page(`/lead-marketplace${query}`, admin.cookie)).html, "admin-lead").map(
        (lead) => lead.attributes["data-lead-id"],
      );
    const listed = await leadIds("?status=listed");
    expect(listed).toContain(first);
    expect(listed).not.toContain(second);
    const fresh = await leadIds("?status=new");
    expect(fresh).toContain(second);
    expect(fresh).not.toContain(first);
    expect(await leadIds(`?q=${second.slice(0, 8).toUpperCase()}`)).toEqual([second]);
    const none = await page("/lead-marketplace?status=withdrawn&q=ffffffff", admin.cookie);
    expect(elementsByTestId(none.html, "admin-lead")).toEqual([]);
    expect(htmlText(none.html)).toContain("Keine passenden Leads");
    // An unknown status means 'Alle'.
    expect(await leadIds("?status=kaputt")).toEqual(expect.arrayContaining([first, second]));
  });

  it("pages the broker's market (20 per page) and keeps filter, sort and page in the URL", async () => {
    const broker = await signedIn(createBroker);
    const admin = { id: "00000000-0000-4000-8000-0000000000aa", email: "admin@example.de" };
    const leadAdmin = createLeadAdmin({
      db: t.database.db,
      accounts: createAccountContacts(t.database.db),
      now: () => new Date(t.clock.now),
    });
    const ids: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const created = await t.call("/api/leads", {
        ip: nextIp(),
        body: contactRequestBody({ email: `seite-${index}@example.de` }),
      });
      const { id } = await created.json();
      await leadAdmin.updateLead(admin, id, { action: "validate" });
      ids.push(id);
    }
    const marketOf = async (query: string) => {
      const { html } = await page(`/broker-dashboard${query}`, broker.cookie);
      return {
        html,
        ids: elementsByTestId(html, "market-lead").map((lead) => lead.attributes["data-lead-id"]),
      };
    };
    const first = await marketOf("");
    expect(first.ids).toHaveLength(20);
    expect(htmlText(first.html)).toContain("Seite 1 von 2");
    expect(first.html).toContain('href="/broker-dashboard?page=2"');
    const second = await marketOf("?page=2");
    expect(second.ids).toHaveLength(1);
    expect([...first.ids, ...second.ids].sort()).toEqual([...ids].sort());
    expect(htmlText(second.html)).toContain("Seite 2 von 2");
    // A page past the end shows the last one; a filter nothing matches shows the empty market.
    expect((await marketOf("?page=9")).ids).toEqual(second.ids);
    const none = await marketOf("?quality=qualifizierte_anfrage");
    expect(none.ids).toEqual([]);
    expect(htmlText(none.html)).toContain("Zurzeit sind keine passenden Leads im Marktplatz.");
    // 'Kaufen' without JavaScript: the confirmation on the page, filters and page kept in the links.
    const sorted = await marketOf(`?sort=price-asc&page=2&buy=${second.ids[0]}`);
    expect(htmlText(sorted.html)).toContain("Lead kaufen?");
    expect(sorted.html).toContain('href="/broker-dashboard?sort=price-asc&amp;page=2"');
    expect(sorted.html).toContain(`name="leadId" value="${second.ids[0]}"`);
  });

  it("refuses the admin's actions to every other role, with the page of today", async () => {
    const broker = await signedIn(createBroker);
    const created = await t.call("/api/leads", {
      ip: nextIp(),
      body: contactRequestBody({ email: "fremd.admin@example.de" }),
    });
    const { id } = await created.json();
    const refused = await post("/lead-marketplace", broker.cookie, { intent: "reveal", leadId: id });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Kein Administratorzugriff");
    expect(refused.html).not.toContain("fremd.admin@example.de");
    const entries = await listAudit(t.database.db, { limit: 100, subjectId: id });
    expect(entries).toEqual([]);
    const anonymous = await t.call("/lead-marketplace", {
      method: "POST",
      body: new URLSearchParams({ intent: "reveal", leadId: id }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
  });
});
