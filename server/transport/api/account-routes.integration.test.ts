import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { latestOutboxMessage } from "../../../tests/setup/factories";
import { cookieOf, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import type { DatabaseHandle } from "../../adapters/db/client";
import {
  comparisons,
  leadPurchases,
  leads,
  phoneVerifications,
  profiles,
  sessions,
  users,
} from "../../adapters/db/schema";
import { PHONE_CODE_LIMITS } from "../../areas/accounts/phone-verification";
import { DEMO_ACCOUNTS, DEMO_LICENSES, seedDemoAccounts } from "../../seeds/seed-demo-accounts";
import { seedDemoLeads } from "../../seeds/seed-demo-leads";

const ORIGIN = "http://portal.test";

describe.each(testDatabaseKinds)("accounts API on %s", (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  let app: TestApp["app"];
  // Better Auth keeps its memory rate-limit counters per process: each database run uses its own addresses.
  let ipCounter = kind === "pglite" ? 1 : 5001;

  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    ({ database, app } = t);
    await seedDemoAccounts(database.db, t.clock.now);
    // The demo broker's purchases, made through the lead services (docs/product/leads.md#lifecycle).
    await seedDemoLeads({
      database,
      brokerName: async () => "Muster Makler GmbH",
      calculator: t.tariffs.calculator,
      engine: "embedded",
      now: t.clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const call: TestApp["call"] = (path, init = {}) => t.call(path, { method: "GET", ...init });
  const signIn = async (email: string, password: string, ip = freshIp()) => {
    const response = await call("/api/auth/sign-in/email", { method: "POST", body: { email, password }, ip });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };
  const latestMessage = async (channel: "mail" | "sms", recipient: string) => {
    const row = await latestOutboxMessage(database.db, recipient);
    expect(row?.channel).toBe(channel);
    return row?.body ?? "";
  };
  const userIdOf = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return user?.id ?? "";
  };
  const codeFor = async (phone: string) =>
    (await latestMessage("sms", phone)).match(/\b(\d{6})\b/)?.[1] ?? "";

  it("sends a hashed 6-digit code, refuses a resend within 60 s and verifies it", async () => {
    const ip = freshIp();
    const sent = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 2000001" },
      ip,
    });
    expect(sent.status).toBe(200);
    const code = await codeFor("+491702000001");
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, "+491702000001"));
    expect(row?.codeHash).not.toContain(code);
    const again = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 2000001" },
      ip,
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    const tooEarly = await again.json();
    expect(tooEarly).toMatchObject({
      type: "/probleme/verification-resend-too-early",
      code: "verification-resend-too-early",
      status: 429,
    });
    expect(tooEarly.error).toContain("Sekunden");
    expect(tooEarly.detail).toBe(tooEarly.error);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000001", code: wrongCode },
      ip,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      type: "/probleme/verification-code-invalid",
      code: "verification-code-invalid",
      status: 400,
      verified: false,
      detail: m.invalidCode,
      error: m.invalidCode,
    });
    const right = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "+49 170 2000001", code },
      ip,
    });
    expect(await right.json()).toEqual({ verified: true, error: null });
  });

  it("validates the inputs with the spec's messages", async () => {
    const noPhone = await call("/api/functions/send-verification", { method: "POST", body: { phone: "" } });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.json()).toMatchObject({
      code: "validation-failed",
      error: m.phoneRequired,
      errors: { phone: [m.phoneRequired] },
    });
    const badPhone = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "12345" },
    });
    expect(await badPhone.json()).toMatchObject({
      code: "validation-failed",
      errors: { phone: [m.phoneInvalid] },
    });
    const noCode = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000009", code: "" },
    });
    expect(await noCode.json()).toMatchObject({
      code: "validation-failed",
      verified: false,
      error: m.codeRequired,
      errors: { code: [m.codeRequired, m.invalidCode] },
    });
  });

  it("expires codes after 10 minutes and locks after 5 wrong attempts", async () => {
    const ip = freshIp();
    await call("/api/functions/send-verification", { method: "POST", body: { phone: "0170 2000002" }, ip });
    const code = await codeFor("+491702000002");
    t.clock.now += PHONE_CODE_LIMITS.validMs + 1000;
    const expired = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000002", code },
      ip,
    });
    expect(await expired.json()).toMatchObject({
      code: "verification-code-expired",
      verified: false,
      error: m.codeExpired,
    });

    await call("/api/functions/send-verification", { method: "POST", body: { phone: "0170 2000002" }, ip });
    const second = await codeFor("+491702000002");
    const wrongCode = second === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < PHONE_CODE_LIMITS.maxAttempts; attempt++) {
      const wrong = await call("/api/functions/verify-code", {
        method: "POST",
        body: { phone: "0170 2000002", code: wrongCode },
        ip,
      });
      expect(await wrong.json()).toMatchObject({ code: "verification-code-invalid", error: m.invalidCode });
    }
    const locked = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000002", code: second },
      ip,
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      code: "verification-attempts-exceeded",
      verified: false,
      error: m.tooManyAttempts,
    });
  });

  it("limits codes per phone number and per IP", async () => {
    const ip = freshIp();
    for (let index = 0; index < PHONE_CODE_LIMITS.perPhonePerHour; index++) {
      const response = await call("/api/functions/send-verification", {
        method: "POST",
        body: { phone: "0170 2000003" },
        ip: freshIp(),
      });
      expect(response.status).toBe(200);
      t.clock.now += PHONE_CODE_LIMITS.resendAfterMs + 1000;
    }
    const perPhone = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 2000003" },
      ip,
    });
    expect(perPhone.status).toBe(429);
    expect(await perPhone.json()).toMatchObject({ code: "rate-limited", error: m.tooManyAttempts });
    for (let index = 0; index < PHONE_CODE_LIMITS.perIpPerHour; index++) {
      const response = await call("/api/functions/send-verification", {
        method: "POST",
        body: { phone: `0170 30000${10 + index}` },
        ip,
      });
      expect(response.status).toBe(200);
    }
    const perIp = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 3000099" },
      ip,
    });
    expect(perIp.status).toBe(429);
  });

  it("registers with a verified phone, confirms the e-mail, saves the profile and exports and deletes the data", async () => {
    const email = "neu@example.de";
    const registration = {
      email,
      password: "Sicher123",
      confirmPassword: "Sicher123",
      phone: "0170 4000001",
      termsAccepted: true,
    };
    const unverified = await call("/api/accounts/register", { method: "POST", body: registration });
    expect(unverified.status).toBe(400);
    expect(await unverified.json()).toMatchObject({ code: "phone-not-verified", error: m.phoneNotVerified });

    await call("/api/functions/send-verification", { method: "POST", body: { phone: registration.phone } });
    await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: registration.phone, code: await codeFor("+491704000001") },
    });
    const registered = await call("/api/accounts/register", { method: "POST", body: registration });
    expect(registered.status).toBe(200);
    // The number is used up: a second attempt learns nothing about the address
    // (docs/decisions/014-accounts-and-production-mode.md).
    const duplicate = await call("/api/accounts/register", { method: "POST", body: registration });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ code: "phone-not-verified" });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile).toMatchObject({
      userType: "private",
      phoneNumber: "+491704000001",
      isAdmin: false,
      country: "Deutschland",
    });
    expect(user?.emailVerified).toBe(false);

    const link = (await latestMessage("mail", email)).match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/api/auth/verify-email");
    const confirm = await app.request(link, { headers: { "X-Forwarded-For": freshIp() } });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toContain("/login");
    const [confirmed] = await database.db.select().from(users).where(eq(users.email, email));
    expect(confirmed?.emailVerified).toBe(true);

    const cookie = await signIn(email, "Sicher123");
    expect(cookie).toMatch(/^pkv\.session_token=/);
    const me = await (await call("/api/accounts/me", { cookie })).json();
    expect(me.viewer).toMatchObject({
      kind: "user",
      email,
      userType: "private",
      isAdmin: false,
      emailVerified: true,
    });

    // A contact request with recorded consent made before the sign-up: the profile save qualifies it.
    await database.db.insert(leads).values({
      email,
      firstName: "N.",
      source: "contact-request",
      consent: [{ purpose: "call", text: "Rückruf", grantedAt: "2026-11-01T09:00:00.000Z", channel: "test" }],
    });
    const invalid = await call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: { firstName: "Nina" },
    });
    expect(invalid.status).toBe(400);
    const invalidBody = await invalid.json();
    expect(invalidBody).toMatchObject({ code: "validation-failed", error: m.profileRequired });
    expect(Object.values(invalidBody.errors).flat()).toContain(m.profileRequired);
    const saved = await call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: {
        salutation: "Frau",
        profession: "Selbstständig",
        firstName: "Nina",
        lastName: "Neu",
        phoneNumber: "+49 170 4000001",
        birthDate: "1990-01-15",
        street: "Weg",
        houseNumber: "2",
        postalCode: "20095",
        city: "Hamburg",
        nationality: "",
      },
    });
    expect(await saved.json()).toEqual({ success: true, message: m.profileSaved });
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({
      status: "new",
      isValidated: true,
      leadQuality: "qualifizierte_anfrage",
      firstName: "Nina",
      age: 36,
      source: "contact-request",
    });

    await database.db
      .insert(comparisons)
      .values({ id: "cmp-neu", userId: user?.id, input: {}, offers: {}, offerCount: 3, engine: "embedded" });
    const listed = await (await call("/api/accounts/comparisons", { cookie })).json();
    expect(listed.comparisons).toHaveLength(1);

    const exported = await call("/api/accounts/export", { cookie });
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const data = await exported.json();
    expect(data.user.email).toBe(email);
    expect(data.profile.firstName).toBe("Nina");
    expect(data.leads).toHaveLength(1);
    expect(data.comparisons).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("scrypt$");

    const deleted = await call("/api/accounts", { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? "")),
    ).toHaveLength(0);
    expect(await database.db.select().from(comparisons).where(eq(comparisons.id, "cmp-neu"))).toHaveLength(0);
    const [anonymised] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, lead?.id ?? ""));
    expect(anonymised).toMatchObject({ firstName: null, lastName: null, phone: null, userId: null });
    expect(anonymised?.email).toContain("@anonymisiert.invalid");
    const after = await (await call("/api/accounts/me", { cookie })).json();
    expect(after.viewer.kind).toBe("anonymous");
  });

  it("keeps a purchased lead on deletion", async () => {
    const [purchase] = await database.db.select().from(leadPurchases).limit(1);
    expect(purchase).toBeDefined();
    const [lead] = await database.db
      .select()
      .from(leads)
      .where(eq(leads.id, purchase?.leadId ?? ""));
    expect(lead?.firstName).not.toBeNull();
  });

  it("registers a broker only with a valid, active, unused license key", async () => {
    const base = {
      email: "makler-neu@example.de",
      password: "Sicher123",
      confirmPassword: "Sicher123",
      phone: "0170 5000001",
      termsAccepted: true,
      accountType: "broker",
    };
    await call("/api/functions/send-verification", { method: "POST", body: { phone: base.phone } });
    await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: base.phone, code: await codeFor("+491705000001") },
    });
    for (const licenseKey of ["FALSCH", DEMO_LICENSES.broker, DEMO_LICENSES.insurance]) {
      const refused = await call("/api/accounts/register", { method: "POST", body: { ...base, licenseKey } });
      expect(await refused.json()).toMatchObject({ code: "license-invalid", error: m.licenseInvalid });
    }
    const accepted = await call("/api/accounts/register", {
      method: "POST",
      body: { ...base, licenseKey: DEMO_LICENSES.unused },
    });
    expect(accepted.status).toBe(200);
    await signIn(base.email, base.password);
    // The dashboard's data (the /broker-dashboard loader reads the same service).
    const dashboard = await t.accounts.services.brokerDashboard(await userIdOf(base.email));
    expect(dashboard.license?.licenseNumber).toBe(DEMO_LICENSES.unused);
  });

  it("locks an account for the address after 5 failed sign-ins from it and rejects foreign origins", async () => {
    const email = DEMO_ACCOUNTS[2].email;
    // The lock-out holds for the address that failed, not for everybody
    // (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins).
    const guesser = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await call("/api/auth/sign-in/email", {
        method: "POST",
        body: { email, password: "falsch" },
        ip: guesser,
      });
      expect(failed.status).toBe(401);
      expect(await failed.json()).toMatchObject({
        type: "/probleme/login-failed",
        code: "login-failed",
        error: "E-Mail-Adresse oder Passwort ist falsch.",
      });
    }
    const locked = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: { email, password: DEMO_ACCOUNTS[2].password },
      ip: guesser,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const lockedBody = await locked.json();
    expect(lockedBody).toMatchObject({ code: "login-locked", status: 429 });
    expect(lockedBody.error).toContain("Zu viele fehlgeschlagene Anmeldeversuche");

    const foreign = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 6000001" },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "origin-rejected" });
    const crossSite = await app.request(`${ORIGIN}/api/gate`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const signUpDirect = await call("/api/auth/sign-up/email", {
      method: "POST",
      body: { email: "x@example.de", password: "Sicher123", name: "x" },
    });
    expect(signUpDirect.status).toBe(404);
    expect(await signUpDirect.json()).toMatchObject({ code: "not-found" });
  });

  it("admin login accepts admins only and signs others out", async () => {
    const refused = await call("/api/admin/login", {
      method: "POST",
      body: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password },
      ip: freshIp(),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "admin-access-denied", error: m.noAdminAccess });
    expect(cookieOf(refused)).toBe("");
    const wrong = await call("/api/admin/login", {
      method: "POST",
      body: { email: DEMO_ACCOUNTS[3].email, password: "falsch" },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "login-failed" });
    const empty = await call("/api/admin/login", { method: "POST", body: { email: "" }, ip: freshIp() });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: "validation-failed",
      error: m.adminLoginFailedDescription,
    });
    const accepted = await call("/api/admin/login", {
      method: "POST",
      body: { email: DEMO_ACCOUNTS[3].email, password: DEMO_ACCOUNTS[3].password },
      ip: freshIp(),
    });
    expect(accepted.status).toBe(200);
    const cookie = cookieOf(accepted);
    expect((await call("/api/admin/overview", { cookie })).status).toBe(200);
    const [session] = await database.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
    expect((session?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
    // 13 hours later the server treats the admin session as ended, whatever the cookie says.
    const saved = t.clock.now;
    t.clock.now = Date.now() + 13 * 60 * 60 * 1000;
    expect((await (await call("/api/accounts/me", { cookie })).json()).viewer.kind).toBe("anonymous");
    expect((await call("/api/admin/overview", { cookie })).status).toBe(401);
    t.clock.now = saved;
  });

  it("role × API matrix: each area answers only its role", async () => {
    const cookies: Record<string, string | undefined> = { anonymous: undefined };
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === "Versicherung") continue; // locked by the test above
      cookies[account.role] = await signIn(account.email, account.password);
    }
    const matrix: Array<[string, Record<string, number>]> = [
      ["/api/accounts/profile", { anonymous: 401, Privat: 200, Makler: 403, Admin: 200 }],
      ["/api/accounts/comparisons", { anonymous: 401, Privat: 200, Makler: 403, Admin: 200 }],
      ["/api/accounts/export", { anonymous: 401, Privat: 200, Makler: 200, Admin: 200 }],
      ["/api/admin/overview", { anonymous: 401, Privat: 403, Makler: 403, Admin: 200 }],
      ["/api/accounts/me", { anonymous: 200, Privat: 200, Makler: 200, Admin: 200 }],
      ["/api/dev/outbox", { anonymous: 200, Privat: 200, Makler: 200, Admin: 200 }],
    ];
    const codes: Record<number, string> = { 401: "unauthenticated", 403: "forbidden" };
    for (const [path, expected] of matrix) {
      for (const [role, status] of Object.entries(expected)) {
        const response = await call(path, { cookie: cookies[role] });
        expect(`${role} ${path} ${response.status}`).toBe(`${role} ${path} ${status}`);
        if (codes[status]) expect((await response.json()).code).toBe(codes[status]);
      }
    }
    // The broker area is the /broker-dashboard page now (its roles: tests/setup/route-matrix.ts); its data:
    const broker = DEMO_ACCOUNTS.find((account) => account.role === "Makler");
    const dashboard = await t.accounts.services.brokerDashboard(await userIdOf(broker?.email ?? ""));
    expect(dashboard.license).toMatchObject({ licenseNumber: DEMO_LICENSES.broker, isActive: true });
    expect(dashboard.purchases.map((purchase) => purchase.lastName)).toEqual([
      "Becker",
      "Hoffmann",
      "Yilmaz",
    ]);
  });

  it("uses a __Host- Secure cookie behind https and enforces Better Auth's explicit per-IP limit", async () => {
    const { app: httpsApp } = await createTestApp({
      database,
      env: { PUBLIC_URL: "https://portal.test" },
      authRateLimit: { window: 60, max: 100, signInMax: 2 },
    });
    const { email, password } = DEMO_ACCOUNTS[0];
    const ip = freshIp();
    const signInHttps = () =>
      httpsApp.request("https://portal.test/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          Origin: "https://portal.test",
          "Content-Type": "application/json",
          "X-Forwarded-For": ip,
          "X-Forwarded-Proto": "https",
        },
        body: JSON.stringify({ email, password }),
      });
    const first = await signInHttps();
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((entry) => entry.includes("session_token")) ?? "";
    expect(cookie).toMatch(/^__Host-pkv\.session_token=/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
    expect((await signInHttps()).status).toBe(200);
    expect((await signInHttps()).status).toBe(429);
  });

  it("links a comparison made while signed in to the account (listed in the personal area)", async () => {
    const withComparisons = app;
    const cookie = await signIn(DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
    const create = (headers: Record<string, string>) =>
      withComparisons.request(`${ORIGIN}/api/comparisons`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          "X-Forwarded-For": freshIp(),
          ...headers,
        },
        body: JSON.stringify({
          birthDate: "1990-05-02",
          gender: "male",
          jobStatus: "employed",
          coverageType: "comfort",
        }),
      });
    const signedIn = await create({ Cookie: cookie });
    expect(signedIn.status).toBe(201);
    const { id } = (await signedIn.json()) as { id: string };
    const anonymous = await create({});
    const { id: anonymousId } = (await anonymous.json()) as { id: string };
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    const rows = await database.db.select().from(comparisons);
    expect(rows.find((row) => row.id === id)?.userId).toBe(user?.id);
    expect(rows.find((row) => row.id === anonymousId)?.userId).toBeNull();
    const listed = await call("/api/accounts/comparisons", { cookie });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(id);
  });
});
