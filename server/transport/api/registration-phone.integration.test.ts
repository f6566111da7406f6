import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody, latestOutboxMessage } from "../../../tests/setup/factories";
import {
  cookieOf,
  createTestApp,
  STRANGER_BROWSER_KEY,
  type TestApp,
  type TestCallInit,
} from "../../../tests/setup/test-app";
import { deliveryQueue, leads, outbox, phoneVerifications, profiles, users } from "../../adapters/db/schema";

/**
 * A real registration (SMS code from the outbox, then the e-mail link), not the demo seed: the verified number is
 * recorded, belongs to the browser that entered the code, and export and deletion cover every row that holds it
 * (docs/security.md#an-sms-verification-belongs-to-the-browser-that-did-it).
 */
describe.each(testDatabaseKinds)("a registration's verified phone on %s", (kind) => {
  let t: TestApp;
  let ipCounter = kind === "pglite" ? 1 : 101;
  const nextIp = () => `10.72.${ipCounter}.${(ipCounter++ % 200) + 1}`;
  const phone = kind === "pglite" ? "0171 3344551" : "0171 3344552";
  const normalized = `+49${phone.replace(/\s/g, "").slice(1)}`;
  const email = `neu-${kind}@example.de`;
  const stranger: TestCallInit = { browser: STRANGER_BROWSER_KEY };
  const registration = (address: string) => ({
    email: address,
    password: "Sicher123",
    confirmPassword: "Sicher123",
    phone,
    termsAccepted: true,
  });

  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("binds the verification to the browser that entered the code: another client cannot register with it", async () => {
    expect((await t.call("/api/functions/send-verification", { body: { phone }, ip: nextIp() })).status).toBe(
      200,
    );
    const code = (await latestOutboxMessage(t.database.db, normalized))?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.call("/api/functions/verify-code", { body: { phone, code }, ip: nextIp() });
    expect(verified.status).toBe(200);

    // Another browser (and a client without any key) with the verified number: refused, also with the code.
    for (const other of [stranger, { browser: null }]) {
      const refused = await t.call("/api/accounts/register", {
        body: registration(`fremd-${kind}@example.de`),
        ip: nextIp(),
        ...other,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "phone-not-verified" });
      const again = await t.call("/api/functions/verify-code", {
        body: { phone, code },
        ip: nextIp(),
        ...other,
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: "verification-code-invalid", verified: false });
    }
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, `fremd-${kind}@example.de`)),
    ).toEqual([]);

    // The browser that verified registers.
    const registered = await t.call("/api/accounts/register", { body: registration(email), ip: nextIp() });
    expect(registered.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile?.verifiedPhone).toBe(normalized);
  });

  it("validates the person's own contact request, exports every row with the number and deletes them all", async () => {
    const link = (await latestOutboxMessage(t.database.db, email))?.body.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("/api/auth/verify-email");
    expect((await t.app.request(link, { headers: { "X-Forwarded-For": nextIp() } })).status).toBe(302);
    const signIn = await t.call("/api/auth/sign-in/email", {
      body: { email, password: "Sicher123" },
      ip: nextIp(),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);

    // Confirmed e-mail and the number verified by SMS: the own request is validated at once.
    const request = await t.call("/api/leads", {
      body: contactRequestBody({ email, phone }),
      cookie,
      ip: nextIp(),
    });
    expect(request.status).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, email));
    expect(lead?.isValidated).toBe(true);

    const exported = await t.call("/api/accounts/export", { cookie });
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as {
      phoneVerifications: Array<{ phone: string }>;
      outbox: Array<{ recipient: string; body: string }>;
      deliveries: Array<{ channel: string; recipient: string }>;
    };
    // The SMS with the code (outbox), its delivery row and the verification are the person's data too.
    const rowsWithNumber = async () => ({
      outbox: await t.database.db.select().from(outbox).where(eq(outbox.recipient, normalized)),
      queue: await t.database.db.select().from(deliveryQueue).where(eq(deliveryQueue.recipient, normalized)),
      verifications: await t.database.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, normalized)),
    });
    const before = await rowsWithNumber();
    expect(before.outbox.length).toBeGreaterThan(0);
    expect(before.queue.length).toBeGreaterThan(0);
    expect(before.verifications.length).toBeGreaterThan(0);
    expect(data.phoneVerifications.filter((row) => row.phone === normalized)).toHaveLength(
      before.verifications.length,
    );
    expect(data.outbox.filter((row) => row.recipient === normalized).map((row) => row.body)).toEqual(
      before.outbox.map((row) => row.body),
    );
    expect(
      data.deliveries.filter((row) => row.channel === "sms" && row.recipient === normalized),
    ).toHaveLength(before.queue.length);

    const deleted = await t.call("/api/accounts", { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    expect(await rowsWithNumber()).toEqual({ outbox: [], queue: [], verifications: [] });
    const left = await t.database.db
      .select()
      .from(outbox)
      .where(or(eq(outbox.recipient, email), eq(outbox.recipient, normalized)));
    expect(left).toEqual([]);
  });
});
