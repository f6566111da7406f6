import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pairDelaySeconds, SIGN_IN_LOCKOUT } from "../../../domain/accounts/sign-in-lockout";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createAdmin, createPrivateUser, latestOutboxMessage } from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createMemoryRateLimits } from "../../adapters/rate-limit/rate-limit-store";
import { accountLoginKey, createSignInLimits } from "../../areas/accounts/sign-in";

/**
 * A stranger cannot lock the owner out (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins):
 * failures count per account and address (a growing wait for that pair), per address, and per account over all
 * addresses with a high cap that the account's own recent addresses are exempt from.
 */
describe.each(testDatabaseKinds)("sign-in lock-out on %s", (kind) => {
  let t: TestApp;
  let limits: ReturnType<typeof createSignInLimits>;
  let ipCounter = kind === "pglite" ? 1 : 5001;
  const freshIp = () => `10.44.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    const start = Date.UTC(2026, 10, 23, 9, 0, 0);
    // The limits run on the app's fake clock.
    const rateLimits = createMemoryRateLimits({ now: () => t?.clock.now ?? start });
    limits = createSignInLimits(rateLimits);
    // Better Auth's own per-address limit (10 sign-ins a minute) is not under test here.
    t = await createTestApp({
      kind,
      now: start,
      rateLimits,
      authRateLimit: { window: 60, max: 1000, signInMax: 1000 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (email: string, password: string, ip: string) =>
    t.call("/api/auth/sign-in/email", { body: { email, password }, ip });
  /** `times` wrong passwords from `ip`, each answered 401 login-failed. */
  const failFrom = async (email: string, ip: string, times: number) => {
    for (let n = 0; n < times; n++) {
      const response = await attempt(email, "Falsch-123", ip);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "login-failed" });
    }
  };
  const expectLocked = async (response: Response, retryAfter?: number) => {
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body).toMatchObject({ code: "login-locked", status: 429 });
    expect(body.error).toContain("Zu viele fehlgeschlagene Anmeldeversuche");
    expect(body.error).toContain("Passwort vergessen?");
    if (retryAfter !== undefined) expect(Number(response.headers.get("retry-after"))).toBe(retryAfter);
  };

  it("a stranger's 5 failures from one address and 20 from other addresses do not stop the owner", async () => {
    const owner = await createPrivateUser(t.database.db);
    const ownIp = freshIp();
    await failFrom(owner.email, freshIp(), 5);
    expect((await attempt(owner.email, owner.password, ownIp)).status).toBe(200);
    for (let n = 0; n < 4; n++) await failFrom(owner.email, freshIp(), 5);
    expect((await attempt(owner.email, owner.password, ownIp)).status).toBe(200);
  });

  it("keeps an admin reachable from their own address as well", async () => {
    const admin = await createAdmin(t.database.db);
    const ownIp = freshIp();
    for (let n = 0; n < 4; n++) await failFrom(admin.email, freshIp(), 5);
    const response = await t.call("/api/admin/login", {
      body: { email: admin.email, password: admin.password },
      ip: ownIp,
    });
    expect(response.status).toBe(200);
  });

  it("makes the address that fails wait, growing with every further failure", async () => {
    const owner = await createPrivateUser(t.database.db);
    const guesser = freshIp();
    await failFrom(owner.email, guesser, SIGN_IN_LOCKOUT.freePairFailures);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const wait = pairDelaySeconds(SIGN_IN_LOCKOUT.freePairFailures + round);
      waits.push(wait);
      // Locked for exactly the wait, even with the right password.
      await expectLocked(await attempt(owner.email, owner.password, guesser), wait);
      t.clock.now += (wait - 1) * 1000;
      await expectLocked(await attempt(owner.email, "Falsch-123", guesser), 1);
      t.clock.now += 1000;
      // One more guess after the wait: counted, and the next wait is twice as long.
      await failFrom(owner.email, guesser, 1);
    }
    expect(waits).toEqual([60, 120, 240]);
    // Meanwhile the owner signs in from elsewhere.
    expect((await attempt(owner.email, owner.password, freshIp())).status).toBe(200);
    // After its wait the address may sign in with the right password; that forgets its failures.
    t.clock.now += 480 * 1000;
    expect((await attempt(owner.email, owner.password, guesser)).status).toBe(200);
    await failFrom(owner.email, guesser, SIGN_IN_LOCKOUT.freePairFailures);
    await expectLocked(await attempt(owner.email, owner.password, guesser), 60);
  });

  it("caps an account's failures over all addresses, except for the owner's recent address and after a reset", async () => {
    const owner = await createPrivateUser(t.database.db);
    const ownIp = freshIp();
    expect((await attempt(owner.email, owner.password, ownIp)).status).toBe(200);
    // The cap's failures from many addresses (counted straight into the store: a sign-in takes a scrypt each).
    const capUsedUp = async () => {
      for (let n = 0; n < SIGN_IN_LOCKOUT.perAccount.max - 1; n++) {
        await limits.failedLoginsPerAccount.hit(accountLoginKey(owner.email));
      }
      await failFrom(owner.email, freshIp(), 1);
    };
    await capUsedUp();

    // An address the account never signed in from: locked for the rest of the hour.
    const newcomer = freshIp();
    await expectLocked(await attempt(owner.email, owner.password, newcomer));
    // The owner's usual address is not.
    expect((await attempt(owner.email, owner.password, ownIp)).status).toBe(200);

    // Another wave, then 'Passwort vergessen?' from a new address: the new password works there at once.
    await capUsedUp();
    await expectLocked(await attempt(owner.email, owner.password, newcomer));
    const resetIp = freshIp();
    const requested = await t.call("/api/auth/request-password-reset", {
      body: { email: owner.email },
      ip: resetIp,
    });
    expect(requested.status).toBe(200);
    const link = (await latestOutboxMessage(t.database.db, owner.email))?.body.match(/https?:\/\/\S+/)?.[0];
    const token = /reset-password\/([^?\s]+)/.exec(link ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const reset = await t.call("/api/auth/reset-password", {
      body: { newPassword: "Neu-Sicher-789", token },
      ip: resetIp,
    });
    expect(reset.status).toBe(200);
    expect((await attempt(owner.email, "Neu-Sicher-789", newcomer)).status).toBe(200);
  });

  it("still limits one address over all accounts", async () => {
    const guesser = freshIp();
    const { max } = SIGN_IN_LOCKOUT.perAddress;
    for (let n = 0; n < max / 4; n++) {
      const user = await createPrivateUser(t.database.db);
      await failFrom(user.email, guesser, 4);
    }
    const user = await createPrivateUser(t.database.db);
    await expectLocked(await attempt(user.email, user.password, guesser));
    expect((await attempt(user.email, user.password, freshIp())).status).toBe(200);
  });
});
