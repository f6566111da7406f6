import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/setup/database";
import { contactRequestBody, createAdmin, createBroker, createLicense } from "../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

/**
 * The lead marketplace (docs/product/leads.md#api) through HTTP: the admin's API (leads, sales, CSV, licences,
 * audit) and the broker's purchase.
 */
describe.each(testDatabaseKinds)("lead marketplace API on %s", (kind) => {
  let t: TestApp;
  let ip = 1;
  const nextIp = () => `10.13.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.UTC(2026, 10, 23, 9, 0, 0) });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(create: typeof createAdmin, options = {}) {
    const user = await create(t.database.db, options);
    return { ...user, cookie: await t.signIn(user.email, user.password, nextIp()) };
  }

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
    const before = await (await t.call("/api/leads/market", { cookie: broker.cookie })).json();
    expect(before.leads.map((lead: { id: string }) => lead.id)).not.toContain(id);
    const validated = await t.call(`/api/admin/leads/${id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { action: "validate" },
    });
    expect(await validated.json()).toEqual({ id, status: "listed" });

    const market = await (await t.call("/api/leads/market", { cookie: broker.cookie })).json();
    const offered = market.leads.find((lead: { id: string }) => lead.id === id);
    expect(offered).toMatchObject({ quality: "rueckruf", priceCents: 4000 });
    expect(JSON.stringify(offered)).not.toContain("Mustermann");

    const bought = await t.call(`/api/leads/${id}/purchase`, { cookie: broker.cookie, body: {} });
    expect(bought.status).toBe(201);
    const purchase = await bought.json();
    expect(purchase).toMatchObject({ amountCents: 4000, paymentStatus: "pending" });
    const refused = await t.call(`/api/leads/${id}/purchase`, { cookie: rival.cookie, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(await refused.json()).toMatchObject({
      code: "lead-sold-out",
      detail: "Dieser Lead ist bereits verkauft.",
    });

    const overview = await (await t.call("/api/admin/leads", { cookie: admin.cookie })).json();
    expect(overview.leads.find((lead: { id: string }) => lead.id === id)).toMatchObject({
      status: "sold",
      salesCount: 1,
    });
    expect(JSON.stringify(overview.leads)).not.toContain("Mustermann");
    expect(overview.revenue).toEqual([{ month: "2026-11", sales: 1, totalCents: 4000, paidCents: 0 }]);

    const invalid = await t.call(`/api/admin/lead-purchases/${purchase.purchaseId}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { invoiceNumber: "" },
    });
    expect(invalid.status).toBe(400);
    const paid = await t.call(`/api/admin/lead-purchases/${purchase.purchaseId}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { invoiceNumber: "RE-2026-001" },
    });
    expect(await paid.json()).toMatchObject({ paymentStatus: "paid", invoiceNumber: "RE-2026-001" });
    const again = await t.call(`/api/admin/lead-purchases/${purchase.purchaseId}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { invoiceNumber: "RE-2026-002" },
    });
    expect(again.status).toBe(409);

    const csv = await t.call("/api/admin/leads/export.csv", { cookie: admin.cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(
      `${id};2026-11-23T09:00:00.000Z;${broker.email};${licenseNumber};40,00;bezahlt;rechnung;RE-2026-001`,
    );

    // The broker's dashboard reveals the contact data: audited.
    const dashboard = await (await t.call("/api/broker/dashboard", { cookie: broker.cookie })).json();
    expect(dashboard.purchases[0]).toMatchObject({ lastName: "Mustermann", email: "erika.markt@example.de" });
    const contact = await (await t.call(`/api/admin/leads/${id}/contact`, { cookie: admin.cookie })).json();
    expect(contact).toMatchObject({ email: "erika.markt@example.de", phone: "+4915123456789" });

    // Licences: create, deactivate, expiry — each audited; a deactivated licence cannot buy.
    const license = await t.call("/api/admin/licenses", {
      cookie: admin.cookie,
      body: { userType: "insurance", expiresAt: "2026-12-31" },
    });
    expect(license.status).toBe(201);
    expect(await license.json()).toMatchObject({
      userType: "insurance",
      expiresAt: "2026-12-31T22:59:59.000Z",
    });
    const duplicate = await t.call("/api/admin/licenses", {
      cookie: admin.cookie,
      body: { userType: "broker", licenseNumber },
    });
    expect(duplicate.status).toBe(409);
    const off = await t.call(`/api/admin/licenses/${licenseNumber}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { isActive: false, expiresAt: "" },
    });
    expect(await off.json()).toMatchObject({ isActive: false, expiresAt: null });
    const blocked = await t.call(`/api/leads/${id}/purchase`, { cookie: broker.cookie, body: {} });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).code).toBe("license-required");
    const noData = await (await t.call("/api/broker/dashboard", { cookie: broker.cookie })).json();
    expect(noData).toMatchObject({ purchases: [], withheldPurchases: 1, licenseStatus: "inactive" });

    const audit = await (await t.call("/api/admin/audit?limit=100", { cookie: admin.cookie })).json();
    const actions = audit.entries.map((entry: { action: string }) => entry.action);
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
    const reveals = audit.entries.filter((entry: { action: string }) => entry.action === "lead.reveal");
    expect(reveals.map((entry: { actorEmail: string }) => entry.actorEmail).sort()).toEqual(
      [admin.email, broker.email].sort(),
    );
    expect(audit.entries.find((entry: { action: string }) => entry.action === "lead.validate")).toMatchObject(
      {
        actorEmail: admin.email,
        subjectType: "lead",
        subjectId: id,
      },
    );
  });
});
