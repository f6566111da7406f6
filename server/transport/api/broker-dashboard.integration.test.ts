import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  createBroker,
  createInsurer,
  createLead,
  createLeadPurchase,
  createLicense,
  createPrivateUser,
} from "../../../tests/setup/factories";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

const DAY = 24 * 60 * 60 * 1000;

/**
 * No lead's personal data for a broker or insurer without an active, unexpired license
 * (docs/decisions/016-route-matrix-and-no-store.md): the /broker-dashboard page as its loader renders it.
 */
describe.each(testDatabaseKinds)("broker dashboard and the license on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = kind === "pglite" ? 1 : 101;

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

  /** A broker (or insurer) with one purchased lead and the given license; signed in. */
  async function brokerWith(license: { isActive?: boolean; expiresAt?: Date | null }, insurer = false) {
    const userType = insurer ? "insurance" : "broker";
    const { licenseNumber } = await createLicense(t.database.db, { userType, ...license });
    const create = insurer ? createInsurer : createBroker;
    const user = await create(t.database.db, { licenseNumber });
    const lead = await createLead(t.database.db, {
      firstName: "Vertraulich",
      lastName: `Zeugenschutz${ip}`,
      email: `geheim-${ip}@example.de`,
    });
    await createLeadPurchase(t.database.db, {
      userId: user.id,
      leadId: lead.id,
      purchaseDate: new Date(t.clock.now - DAY),
    });
    const cookie = await t.signIn(user.email, user.password, `10.77.0.${ip++}`);
    return { cookie, lead, licenseNumber };
  }

  const dashboard = (cookie: string) => t.call("/broker-dashboard", { cookie });

  it("shows an active license's leads with names, e-mails and phones", async () => {
    const { cookie, lead } = await brokerWith({ expiresAt: new Date(t.clock.now + 30 * DAY) });
    const response = await dashboard(cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(elementsByTestId(html, "license-notice")).toEqual([]);
    const purchases = elementsByTestId(html, "purchased-lead");
    expect(purchases.map((purchase) => purchase.attributes["data-lead-id"])).toEqual([lead.id]);
    for (const shown of [lead.email, "Vertraulich", "+4915123456789"]) {
      expect(purchases[0]?.text).toContain(shown);
    }
    // With a valid licence the market is on the page.
    expect(html).toContain("Lead-Marktplatz");
  });

  it.each([
    ["inactive", { isActive: false }, "Ihre Lizenz ist inaktiv", false],
    ["expired", { expiresAt: new Date(Date.UTC(2026, 10, 23, 8, 59)) }, "abgelaufen", false],
    ["inactive (insurer)", { isActive: false }, "Ihre Lizenz ist inaktiv", true],
  ] as const)(
    "withholds every lead's personal data with an %s license and says why and how to renew",
    async (_name, license, title, insurer) => {
      const { cookie, lead, licenseNumber } = await brokerWith(license, insurer);
      const response = await dashboard(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      for (const secret of [lead.email, "Vertraulich", "Zeugenschutz", "+4915123456789"]) {
        expect(html).not.toContain(secret);
      }
      expect(elementsByTestId(html, "purchased-lead")).toEqual([]);
      expect(elementsByTestId(html, "market-lead")).toEqual([]);
      const notice = elementsByTestId(html, "license-notice")[0]?.text ?? "";
      // One purchase withheld.
      expect(notice).toContain("Ihr gekaufter Lead wird deshalb ausgeblendet.");
      expect(notice).toContain(title);
      if (_name.startsWith("inactive")) expect(notice).not.toContain("abgelaufen");
      expect(notice).toContain("keine Namen, E-Mail-Adressen oder Telefonnummern");
      expect(notice).toContain(`Ihre Lizenznummer ${licenseNumber}`);
    },
  );

  it("withholds the leads the moment the license expires (server clock)", async () => {
    const { cookie, lead } = await brokerWith({ expiresAt: new Date(t.clock.now + DAY) });
    expect(await (await dashboard(cookie)).text()).toContain(lead.email);
    const saved = t.clock.now;
    t.clock.now += DAY;
    try {
      const html = await (await dashboard(cookie)).text();
      expect(html).not.toContain(lead.email);
      expect(elementsByTestId(html, "purchased-lead")).toEqual([]);
      const notice = elementsByTestId(html, "license-notice")[0]?.text ?? "";
      expect(notice).toContain("abgelaufen");
      expect(notice).toContain("Ihr gekaufter Lead wird deshalb ausgeblendet.");
    } finally {
      t.clock.now = saved;
    }
  });

  it("sends Cache-Control: no-store on every account API and the dashboard, signed in or not", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, `10.77.1.${ip++}`);
    for (const path of [
      "/api/accounts/me",
      "/api/accounts/profile",
      "/api/accounts/comparisons",
      "/api/accounts/export",
      "/broker-dashboard",
      "/api/admin/overview",
      "/api/auth/get-session",
      "/api/dev/outbox",
    ]) {
      for (const withSession of [cookie, undefined]) {
        const response = await t.call(path, { cookie: withSession });
        expect(`${path} ${response.headers.get("cache-control")}`).toBe(`${path} no-store`);
      }
    }
  });
});
