import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages as m } from "../../domain/accounts/messages";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import type { DatabaseHandle } from "../adapters/db/client";
import {
  comparisons,
  leadPurchases,
  leads,
  outbox,
  phoneVerifications,
  profiles,
  sessions,
  users,
} from "../adapters/db/schema";
import { createLocalStorage } from "../adapters/storage/local-storage";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createAccountsModule } from "../services/accounts-module";
import { createTariffComparison } from "../services/compare-tariffs";
import { createComparisonsService } from "../services/comparisons";
import { PHONE_CODE_LIMITS } from "../services/phone-verification";
import { DEMO_ACCOUNTS, DEMO_LICENSES, seedDemoAccounts } from "../services/seed-demo-accounts";

const secret = "integration-secret-0123456789abcdef012345";
const env = parseEnv({
  NODE_ENV: "test",
  SITE_PASSWORD: "",
  PUBLIC_URL: "http://portal.test",
  TRUST_PROXY: "true",
});
const ORIGIN = "http://portal.test";

describe.each(testDatabaseKinds)("accounts API on %s", (kind) => {
  let database: DatabaseHandle;
  let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
  let app: ReturnType<typeof createApp>;
  // Better Auth keeps its memory rate-limit counters per process: each database run uses its own addresses.
  let ipCounter = kind === "pglite" ? 1 : 5001;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDemoAccounts(database.db, clock);
    app = createApp({
      env,
      database,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), "storage-"))),
      secret,
      now: () => clock,
      accounts: createAccountsModule({ env, db: database.db, secret, now: () => clock }),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const call = (
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; ip?: string; origin?: string | null } = {},
  ) => {
    const headers: Record<string, string> = { "X-Forwarded-For": init.ip ?? "10.9.9.9" };
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    if (init.origin !== null && (init.method ?? "GET") !== "GET") headers.Origin = init.origin ?? ORIGIN;
    if (init.cookie) headers.Cookie = init.cookie;
    return app.request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .filter((pair) => pair && !pair.endsWith("="))
      .join("; ");
  const signIn = async (email: string, password: string, ip = freshIp()) => {
    const response = await call("/api/auth/sign-in/email", { method: "POST", body: { email, password }, ip });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };
  const latestMessage = async (channel: "mail" | "sms", recipient: string) => {
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(row?.channel).toBe(channel);
    return row?.body ?? "";
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
    expect((await again.json()).error).toContain("Sekunden");
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000001", code: wrongCode },
      ip,
    });
    expect(await wrong.json()).toEqual({ verified: false, error: m.invalidCode });
    const right = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "+49 170 2000001", code },
      ip,
    });
    expect(await right.json()).toEqual({ verified: true, error: null });
  });

  it("validates the inputs with the spec's messages", async () => {
    const noPhone = await call("/api/functions/send-verification", { method: "POST", body: { phone: "" } });
    expect((await noPhone.json()).error).toBe(m.phoneRequired);
    const badPhone = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "12345" },
    });
    expect((await badPhone.json()).error).toBe(m.phoneInvalid);
    const noCode = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000009", code: "" },
    });
    expect((await noCode.json()).error).toBe(m.codeRequired);
  });

  it("expires codes after 10 minutes and locks after 5 wrong attempts", async () => {
    const ip = freshIp();
    await call("/api/functions/send-verification", { method: "POST", body: { phone: "0170 2000002" }, ip });
    const code = await codeFor("+491702000002");
    clock += PHONE_CODE_LIMITS.validMs + 1000;
    const expired = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000002", code },
      ip,
    });
    expect(await expired.json()).toEqual({ verified: false, error: m.codeExpired });

    await call("/api/functions/send-verification", { method: "POST", body: { phone: "0170 2000002" }, ip });
    const second = await codeFor("+491702000002");
    const wrongCode = second === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < PHONE_CODE_LIMITS.maxAttempts; attempt++) {
      const wrong = await call("/api/functions/verify-code", {
        method: "POST",
        body: { phone: "0170 2000002", code: wrongCode },
        ip,
      });
      expect((await wrong.json()).error).toBe(m.invalidCode);
    }
    const locked = await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: "0170 2000002", code: second },
      ip,
    });
    expect(locked.status).toBe(429);
    expect((await locked.json()).verified).toBe(false);
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
      clock += PHONE_CODE_LIMITS.resendAfterMs + 1000;
    }
    const perPhone = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 2000003" },
      ip,
    });
    expect(perPhone.status).toBe(429);
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
    expect((await unverified.json()).error).toBe(m.phoneNotVerified);

    await call("/api/functions/send-verification", { method: "POST", body: { phone: registration.phone } });
    await call("/api/functions/verify-code", {
      method: "POST",
      body: { phone: registration.phone, code: await codeFor("+491704000001") },
    });
    const registered = await call("/api/accounts/register", { method: "POST", body: registration });
    expect(registered.status).toBe(200);
    const duplicate = await call("/api/accounts/register", { method: "POST", body: registration });
    expect((await duplicate.json()).error).toBe(m.duplicateEmail);
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

    const invalid = await call("/api/accounts/profile", {
      method: "PUT",
      cookie,
      body: { firstName: "Nina" },
    });
    expect((await invalid.json()).error).toBe(m.profileRequired);
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
      source: "profile",
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
      expect((await refused.json()).error).toBe(m.licenseInvalid);
    }
    const accepted = await call("/api/accounts/register", {
      method: "POST",
      body: { ...base, licenseKey: DEMO_LICENSES.unused },
    });
    expect(accepted.status).toBe(200);
    const cookie = await signIn(base.email, base.password);
    const dashboard = await (await call("/api/broker/dashboard", { cookie })).json();
    expect(dashboard.license.licenseNumber).toBe(DEMO_LICENSES.unused);
  });

  it("locks an account after 5 failed sign-ins and rejects foreign origins", async () => {
    const email = DEMO_ACCOUNTS[2].email;
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await call("/api/auth/sign-in/email", {
        method: "POST",
        body: { email, password: "falsch" },
        ip: freshIp(),
      });
      expect(failed.status).toBe(401);
    }
    const locked = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: { email, password: DEMO_ACCOUNTS[2].password },
      ip: freshIp(),
    });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toContain("Zu viele fehlgeschlagene Anmeldeversuche");

    const foreign = await call("/api/functions/send-verification", {
      method: "POST",
      body: { phone: "0170 6000001" },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
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
  });

  it("admin login accepts admins only and signs others out", async () => {
    const refused = await call("/api/admin/login", {
      method: "POST",
      body: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password },
      ip: freshIp(),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(m.noAdminAccess);
    expect(cookieOf(refused)).toBe("");
    const wrong = await call("/api/admin/login", {
      method: "POST",
      body: { email: DEMO_ACCOUNTS[3].email, password: "falsch" },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
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
    const saved = clock;
    clock = Date.now() + 13 * 60 * 60 * 1000;
    expect((await (await call("/api/accounts/me", { cookie })).json()).viewer.kind).toBe("anonymous");
    expect((await call("/api/admin/overview", { cookie })).status).toBe(401);
    clock = saved;
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
      ["/api/broker/dashboard", { anonymous: 401, Privat: 403, Makler: 200, Admin: 403 }],
      ["/api/admin/overview", { anonymous: 401, Privat: 403, Makler: 403, Admin: 200 }],
      ["/api/accounts/me", { anonymous: 200, Privat: 200, Makler: 200, Admin: 200 }],
      ["/api/dev/outbox", { anonymous: 200, Privat: 200, Makler: 200, Admin: 200 }],
    ];
    for (const [path, expected] of matrix) {
      for (const [role, status] of Object.entries(expected)) {
        const response = await call(path, { cookie: cookies[role] });
        expect(`${role} ${path} ${response.status}`).toBe(`${role} ${path} ${status}`);
      }
    }
    const dashboard = await (await call("/api/broker/dashboard", { cookie: cookies.Makler })).json();
    expect(dashboard.license).toMatchObject({ licenseNumber: DEMO_LICENSES.broker, isActive: true });
    expect(dashboard.purchases.map((purchase: { lastName: string }) => purchase.lastName)).toEqual([
      "Becker",
      "Hoffmann",
      "Yilmaz",
    ]);
  });

  it("uses a __Host- Secure cookie behind https and enforces Better Auth's explicit per-IP limit", async () => {
    const httpsEnv = parseEnv({
      NODE_ENV: "test",
      SITE_PASSWORD: "",
      PUBLIC_URL: "https://portal.test",
      TRUST_PROXY: "true",
    });
    const httpsApp = createApp({
      env: httpsEnv,
      database,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), "storage-"))),
      secret,
      accounts: createAccountsModule({
        env: httpsEnv,
        db: database.db,
        secret,
        authRateLimit: { window: 60, max: 100, signInMax: 2 },
      }),
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
    const withComparisons = createApp({
      env,
      database,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), "storage-"))),
      secret,
      now: () => clock,
      accounts: createAccountsModule({ env, db: database.db, secret, now: () => clock }),
      comparisons: createComparisonsService({
        database,
        comparison: createTariffComparison(env).comparison,
        engine: "embedded",
      }),
    });
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
        body: JSON.stringify({ birthDate: "1990-05-02", jobStatus: "employed", coverageType: "comfort" }),
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
