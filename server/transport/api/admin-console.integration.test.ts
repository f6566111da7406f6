import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAINTENANCE_MESSAGE } from "../../../domain/settings/site-settings";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { saveSiteSettings } from "../../areas/site/site-settings";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../seeds/seed-demo-accounts";

const byRole = (role: string) =>
  DEMO_ACCOUNTS.find((entry) => entry.role === role) as (typeof DEMO_ACCOUNTS)[number];

describe.each(testDatabaseKinds)("developer console API and maintenance on %s", (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    await seedDemoAccounts(t.database.db, t.clock.now);
    adminCookie = await t.signIn(byRole("Admin").email, byRole("Admin").password, "10.1.0.1");
    userCookie = await t.signIn(byRole("Privat").email, byRole("Privat").password, "10.1.0.2");
  });
  afterAll(async () => {
    await t?.close();
  });

  const kvr = (body: unknown, cookie = adminCookie) => t.call("/api/functions/kvr-service", { body, cookie });

  it("answers the four actions with {success, data, sessionData, error} for admins only", async () => {
    expect((await kvr({ action: "authenticate" }, userCookie)).status).toBe(403);
    expect((await kvr({ action: "authenticate" }, "")).status).toBe(401);

    const auth = await (await kvr({ action: "authenticate" })).json();
    expect(auth).toMatchObject({ success: true, data: { sessionId: expect.any(String) } });
    const sessionData = auth.sessionData;

    const companies = await (await kvr({ action: "getCompaniesWithUrlAuth", sessionData })).json();
    expect(companies.success).toBe(true);
    expect(companies.data).toContain("GetCompaniesResult");
    expect(Array.isArray(companies.companies)).toBe(true);

    const custom = await (
      await kvr({ action: "customRequest", soapBody: "<tns:GetCompanies/>", sessionData })
    ).json();
    expect(custom.success).toBe(true);

    const invalid = await kvr({
      action: "calculate",
      soapBody: "<tns:Calculate></tns:Calculate>",
      sessionData,
    });
    expect(invalid.status).toBe(200);
    expect((await invalid.json()).success).toBe(false);

    expect((await kvr({ action: "gibt-es-nicht" })).status).toBe(400);
  });

  it("uses updated credentials at once and never returns the password", async () => {
    const update = (body: unknown, cookie = adminCookie) =>
      t.call("/api/functions/update-kvr-credentials", { body, cookie });
    expect((await update({ mandantId: "10000", username: "demo", password: "x" }, userCookie)).status).toBe(
      403,
    );
    expect((await update({ mandantId: "abc", username: "", password: "" })).status).toBe(400);

    const wrong = await update({ mandantId: "10000", username: "demo", password: "falsches-passwort" });
    expect(wrong.status).toBe(200);
    const wrongBody = await wrong.text();
    expect(wrongBody).toContain("Zugangsdaten aktualisiert");
    expect(wrongBody).not.toContain("falsches-passwort");
    // The embedded engine refuses these credentials: the server uses them from now on, without a restart.
    expect((await (await kvr({ action: "authenticate" })).json()).success).toBe(false);

    const right = await update({ mandantId: "10000", username: "demo", password: "kvr-demo-2026" });
    expect(right.status).toBe(200);
    expect((await (await kvr({ action: "authenticate" })).json()).success).toBe(true);
  });

  it("maintenance mode: visitors get 503 with the message, the admin and the sign-in pass", async () => {
    const message = "Wartung bis 14 Uhr.";
    await saveSiteSettings(
      t.database.db,
      (current) => ({ ...current, maintenance: { enabled: true, message, startsAt: null, endsAt: null } }),
      null,
      "maintenance",
    );
    try {
      const page = await t.call("/", { headers: { Accept: "text/html" } });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(message);
      const api = await t.call("/api/comparisons", { body: {} });
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ code: "maintenance", detail: message });
      expect((await t.call("/api/health")).status).toBe(200);
      expect((await t.call("/admin-login")).status).not.toBe(503);
      // The admin passes (no page handler in this app: 404 instead of the page).
      expect((await t.call("/", { cookie: adminCookie })).status).toBe(404);
      expect((await t.call("/", { cookie: userCookie })).status).toBe(503);
    } finally {
      await saveSiteSettings(
        t.database.db,
        (current) => ({
          ...current,
          maintenance: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE, startsAt: null, endsAt: null },
        }),
        null,
        "maintenance",
      );
    }
    expect((await t.call("/")).status).toBe(404);
  });
});
