import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createLicense, createPrivateUser, latestOutboxMessage } from "../../../tests/setup/factories";
import { cookieOf, createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { browserKeyHash } from "../../adapters/auth/browser-key";
import { brokerProfiles, leads, phoneVerifications, users } from "../../adapters/db/schema";
import { PHONE_CODE_LIMITS } from "../../areas/accounts/phone-verification";
import { REGISTRATION_LIMIT } from "../../composition/accounts-module";

/** Admin takeover, races, enumeration, leads without consent (docs/decisions/014-accounts-and-production-mode.md). */
describe.each(testDatabaseKinds)("account security on %s", (kind) => {
  let t: TestApp;
  // Better Auth and the memory limits count per process: each database run uses its own addresses.
  let ipCounter = kind === "pglite" ? 1 : 5001;
  const freshIp = () => `10.12.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  let phoneCounter = kind === "pglite" ? 1000 : 5000;
  const freshPhone = () => `0171 ${String(2_000_000 + phoneCounter++)}`;
  const normalized = (phone: string) => `+49${phone.replace(/\s/g, "").slice(1)}`;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: "boss@example.de" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const latestMessage = async (recipient: string) => {
    const row = await latestOutboxMessage(t.database.db, recipient);
    return row?.body ?? "";
  };
  /** A phone verified through the API (code from the outbox). */
  const verifyPhoneByApi = async (phone: string) => {
    const ip = freshIp();
    expect((await t.call("/api/functions/send-verification", { body: { phone }, ip })).status).toBe(200);
    const code = (await latestMessage(normalized(phone))).match(/\b(\d{6})\b/)?.[1] ?? "";
    expect((await t.call("/api/functions/verify-code", { body: { phone, code }, ip })).status).toBe(200);
  };
  /** A verified, unused phone (straight into the table, for the races). */
  const verifiedPhone = async () => {
    const phone = freshPhone();
    await t.database.db.insert(phoneVerifications).values({
      phone: normalized(phone),
      codeHash: "00",
      expiresAt: new Date(t.clock.now + PHONE_CODE_LIMITS.validMs),
      verifiedAt: new Date(t.clock.now),
      // Verified in the test's browser, where its registrations come from.
      verifiedKeyHash: browserKeyHash(TEST_BROWSER_KEY),
      createdAt: new Date(t.clock.now),
    });
    return phone;
  };
  const registration = (email: string, phone: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: "Sicher123",
    confirmPassword: "Sicher123",
    phone,
    termsAccepted: true,
    ...extra,
  });
  const register = (body: unknown, ip = freshIp()) => t.call("/api/accounts/register", { body, ip });
  const signIn = async (email: string, password = "Sicher123") => {
    const response = await t.call("/api/auth/sign-in/email", { body: { email, password }, ip: freshIp() });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };

  describe("item 1: an address of ADMIN_EMAILS", () => {
    it("grants admin only after its e-mail is confirmed; admin sign-in needs the confirmation", async () => {
      const email = "boss@example.de";
      const phone = freshPhone();
      await verifyPhoneByApi(phone);
      expect((await register(registration(email, phone))).status).toBe(200);

      const adminLogin = await t.call("/api/admin/login", {
        body: { email, password: "Sicher123" },
        ip: freshIp(),
      });
      expect(adminLogin.status).toBe(403);
      expect(await adminLogin.json()).toMatchObject({
        code: "admin-access-denied",
        error: m.adminEmailNotConfirmed,
      });
      expect(cookieOf(adminLogin)).toBe("");

      const cookie = await signIn(email);
      expect((await (await t.call("/api/accounts/me", { cookie })).json()).viewer).toMatchObject({
        email,
        isAdmin: false,
        emailVerified: false,
      });
      expect((await t.call("/api/admin/overview", { cookie })).status).toBe(403);

      const link = (await latestMessage(email)).match(/https?:\/\/\S+/)?.[0] ?? "";
      expect(link).toContain("/api/auth/verify-email");
      expect((await t.app.request(link, { headers: { "X-Forwarded-For": freshIp() } })).status).toBe(302);

      const confirmedLogin = await t.call("/api/admin/login", {
        body: { email, password: "Sicher123" },
        ip: freshIp(),
      });
      expect(confirmedLogin.status).toBe(200);
      const adminCookie = cookieOf(confirmedLogin);
      expect((await t.call("/api/admin/overview", { cookie: adminCookie })).status).toBe(200);
      expect((await (await t.call("/api/accounts/me", { cookie })).json()).viewer).toMatchObject({
        isAdmin: true,
      });
    });
  });

  describe("item 7: races", () => {
    it("lets exactly one of 8 concurrent broker registrations claim a single-use licence key", async () => {
      const { licenseNumber } = await createLicense(t.database.db, { userType: "broker" });
      const phones = await Promise.all(Array.from({ length: 8 }, () => verifiedPhone()));
      const answers = await Promise.all(
        phones.map((phone, index) =>
          register(
            registration(`race-${kind}-${index}@example.de`, phone, {
              accountType: "broker",
              licenseKey: licenseNumber,
            }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
      for (const answer of answers.filter((entry) => entry.status === 400)) {
        expect(await answer.json()).toMatchObject({ code: "license-invalid", error: m.licenseInvalid });
      }
      const claims = await t.database.db
        .select()
        .from(brokerProfiles)
        .where(eq(brokerProfiles.licenseNumber, licenseNumber));
      expect(claims).toHaveLength(1);
      // The losers' numbers are still verified: the number is used up only together with an account.
      const unused = await t.database.db.select().from(phoneVerifications);
      const phonesLeft = phones.filter((phone) =>
        unused.some((row) => row.phone === normalized(phone) && row.consumedAt === null),
      );
      expect(phonesLeft).toHaveLength(7);
    });

    it("creates one account for one verified number, however many registrations use it at once", async () => {
      const phone = await verifiedPhone();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          register(registration(`one-${kind}-${index}@example.de`, phone)),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((entry) => entry.status !== 200)) {
        expect(await answer.json()).toMatchObject({ code: "phone-not-verified" });
      }
    });

    it("evaluates at most 5 of 200 concurrent guesses of one code", async () => {
      const phone = freshPhone();
      await t.call("/api/functions/send-verification", { body: { phone }, ip: freshIp() });
      const code = (await latestMessage(normalized(phone))).match(/\b(\d{6})\b/)?.[1] ?? "";
      const wrong = code === "000000" ? "111111" : "000000";
      // Each guess from its own address: the per-address limit of the route is not what is tested here.
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          t.call("/api/functions/verify-code", {
            body: { phone, code: wrong },
            ip: `10.13.${index}.${kind === "pglite" ? 1 : 2}`,
          }),
        ),
      );
      const bodies = await Promise.all(results.map((result) => result.json()));
      expect(bodies.filter((body) => body.code === "verification-code-invalid")).toHaveLength(
        PHONE_CODE_LIMITS.maxAttempts,
      );
      expect(bodies.filter((body) => body.code === "verification-attempts-exceeded").length).toBe(
        200 - PHONE_CODE_LIMITS.maxAttempts,
      );
      const [row] = await t.database.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, normalized(phone)));
      expect(row?.attempts).toBe(PHONE_CODE_LIMITS.maxAttempts);
      // Even the right code is not evaluated any more.
      const right = await t.call("/api/functions/verify-code", { body: { phone, code }, ip: freshIp() });
      expect(await right.json()).toMatchObject({ code: "verification-attempts-exceeded" });
    });

    it("refuses a password over 128 characters in German without using up the verified number", async () => {
      const phone = await verifiedPhone();
      const long = `Aa1${"x".repeat(126)}`;
      const refused = await register(
        registration(`lang-${kind}@example.de`, phone, { password: long, confirmPassword: long }),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: "validation-failed",
        errors: { password: [m.passwordTooLong] },
      });
      expect((await register(registration(`lang-${kind}@example.de`, phone))).status).toBe(200);
    });
  });

  describe("item 8: enumeration", () => {
    it("limits registration attempts per client address", async () => {
      const ip = freshIp();
      const probe = (index: number) => registration(`probe-${kind}-${index}@example.de`, freshPhone());
      for (let attempt = 0; attempt < REGISTRATION_LIMIT.max; attempt++) {
        expect(await (await register(probe(attempt), ip)).json()).toMatchObject({
          code: "phone-not-verified",
        });
      }
      const limited = await register(probe(REGISTRATION_LIMIT.max), ip);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: "rate-limited", error: m.tooManyAttempts });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // A form error is not counted, and another address is not limited.
      expect(await (await register({}, ip)).json()).toMatchObject({ code: "validation-failed" });
      expect(await (await register(probe(99))).json()).toMatchObject({ code: "phone-not-verified" });
    });

    it("tells nothing about addresses or licence keys before the phone is verified", async () => {
      const existing = await createPrivateUser(t.database.db);
      const used = await createLicense(t.database.db, { userType: "broker" });
      await createPrivateUser(t.database.db).then(async (user) =>
        t.database.db.insert(brokerProfiles).values({ userId: user.id, licenseNumber: used.licenseNumber }),
      );
      const unverified = freshPhone();
      const probes = [
        registration(existing.email, unverified),
        registration("niemand@example.de", unverified),
        registration("makler-probe@example.de", unverified, { accountType: "broker", licenseKey: "FALSCH" }),
        registration("makler-probe@example.de", unverified, {
          accountType: "broker",
          licenseKey: used.licenseNumber,
        }),
      ];
      for (const probe of probes) {
        const answer = await register(probe);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: "phone-not-verified", error: m.phoneNotVerified });
      }

      const phone = await verifiedPhone();
      const duplicate = await register(registration(existing.email, phone));
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toMatchObject({ code: "email-taken", error: m.duplicateEmail });
      const inactive = await createLicense(t.database.db, { userType: "broker", isActive: false });
      const insurer = await createLicense(t.database.db, { userType: "insurance" });
      const keys = ["FALSCH", used.licenseNumber, inactive.licenseNumber, insurer.licenseNumber];
      const answers = [];
      for (const licenseKey of keys) {
        const answer = await register(
          registration("makler-probe@example.de", phone, { accountType: "broker", licenseKey }),
        );
        const { code, title, error, errors } = await answer.json();
        answers.push({ status: answer.status, body: { code, title, error, errors } });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toMatchObject({
        status: 400,
        body: { code: "license-invalid", error: m.licenseInvalid },
      });
      // None of the refusals used up the number.
      expect((await register(registration("makler-probe@example.de", phone))).status).toBe(200);
    });
  });

  describe("item 10: profile save and leads", () => {
    const profile = {
      salutation: "Frau",
      profession: "Angestellt",
      firstName: "Lea",
      lastName: "Lead",
      phoneNumber: "+49 170 5550001",
      birthDate: "1990-01-15",
      street: "Weg",
      houseNumber: "2",
      postalCode: "20095",
      city: "Hamburg",
    };
    const consent = [
      { purpose: "call", text: "Rückruf", grantedAt: "2026-11-01T09:00:00.000Z", channel: "test" },
    ];

    it("never creates a lead without recorded consent", async () => {
      const user = await createPrivateUser(t.database.db);
      const cookie = await signIn(user.email, user.password);
      const saved = await t.call("/api/accounts/profile", { method: "PUT", cookie, body: profile });
      expect(saved.status).toBe(200);
      expect(await t.database.db.select().from(leads).where(eq(leads.email, user.email))).toEqual([]);
    });

    // Changed with the rule of docs/product/leads.md#consent-and-withdrawal: a sold lead's contact data is no longer
    // rewritten by a profile save (the buyer keeps what was bought); it was "firstName: 'Lea', lastName: 'Lead'".
    it("keeps a sold lead's contact data and status; leaves a lead without consent unqualified", async () => {
      const user = await createPrivateUser(t.database.db);
      const [sold] = await t.database.db
        .insert(leads)
        .values({ email: user.email, firstName: "Alt", status: "sold", consent, leadQuality: "rueckruf" })
        .returning();
      const [withoutConsent] = await t.database.db
        .insert(leads)
        .values({ email: user.email, firstName: "Alt", source: "import" })
        .returning();
      const [open] = await t.database.db
        .insert(leads)
        .values({ email: user.email, firstName: "Alt", consent, leadQuality: "rueckruf" })
        .returning();
      const cookie = await signIn(user.email, user.password);
      expect((await t.call("/api/accounts/profile", { method: "PUT", cookie, body: profile })).status).toBe(
        200,
      );
      const byId = async (id: string | undefined) =>
        (
          await t.database.db
            .select()
            .from(leads)
            .where(eq(leads.id, id ?? ""))
        )[0];
      expect(await byId(sold?.id)).toMatchObject({
        status: "sold",
        firstName: "Alt",
        lastName: null,
        leadQuality: "rueckruf",
        isValidated: false,
      });
      expect(await byId(withoutConsent?.id)).toMatchObject({
        status: "new",
        firstName: "Lea",
        isValidated: false,
        leadQuality: null,
      });
      expect(await byId(open?.id)).toMatchObject({
        status: "new",
        firstName: "Lea",
        isValidated: true,
        leadQuality: "qualifizierte_anfrage",
      });
      const all = await t.database.db.select().from(leads).where(eq(leads.email, user.email));
      expect(all).toHaveLength(3);
      const [account] = await t.database.db.select().from(users).where(eq(users.email, user.email));
      expect(all.every((lead) => lead.userId === account?.id)).toBe(true);
    });
  });
});
