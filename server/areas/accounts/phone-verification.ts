import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { normalizePhone } from "../../../domain/accounts/phone";
import { AppError } from "../../../domain/errors/app-error";
import { browserKeyHash } from "../../adapters/auth/browser-key";
import type { Database } from "../../adapters/db/client";
import { phoneVerifications } from "../../adapters/db/schema/accounts";
import type { RefusalListener } from "../../ports/rate-limiter";
import type { DeliveryQueue } from "../delivery";

/** Limits of the one-time SMS codes (docs/decisions/008-verification-and-data-rights.md). */
export const PHONE_CODE_LIMITS = {
  validMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendAfterMs: 60 * 1000,
  /** Codes per phone number and per client address within one hour. */
  perPhonePerHour: 5,
  perIpPerHour: 10,
  /** How long a verified number may be used for a registration. */
  verifiedValidMs: 60 * 60 * 1000,
} as const;

export interface PhoneVerification {
  /**
   * Sends a new code by SMS: the code and its SMS are committed together to the delivery queue
   * (docs/architecture.md#delivery-queue); the request does not wait for the SMS provider. Throws
   * `verification-resend-too-early` (with `retryAfterSeconds`), `rate-limited` (hourly limits per number and
   * address) or `verification-send-failed` (the queue could not be written).
   */
  send(phone: string, ip: string): Promise<void>;
  /**
   * Checks a code against the number's latest one; a right code binds the verification to the browser that
   * entered it (`browserKey`, docs/security.md#an-sms-verification-belongs-to-the-browser-that-did-it). Throws
   * `verification-code-invalid` (also for another browser once the number is verified),
   * `verification-code-expired` or `verification-attempts-exceeded`.
   */
  verify(phone: string, code: string, browserKey: string | undefined): Promise<void>;
  /** True when the number was verified recently, by this browser, and not yet used (nothing changes). */
  isVerified(phone: string, browserKey: string | undefined): Promise<boolean>;
  /**
   * True when the number was verified recently, by this browser, and not yet used; marks it used. Pass the
   * registration's transaction so that the number is used up only together with the account
   * (docs/decisions/014-accounts-and-production-mode.md).
   */
  consume(phone: string, browserKey: string | undefined, db?: Database): Promise<boolean>;
}

export function createPhoneVerification(deps: {
  db: Database;
  deliveries: DeliveryQueue;
  secret: string;
  siteName: string;
  now?: () => number;
  /** Told when the hourly limits per number and address refuse a code (metrics: limit `phone-codes-hourly`). */
  onRefusal?: RefusalListener;
}): PhoneVerification {
  const now = deps.now ?? Date.now;
  const hash = (phone: string, code: string) =>
    createHmac("sha256", deps.secret).update(`phone-code:${phone}:${code}`).digest("hex");

  return {
    async send(rawPhone, ip) {
      const phone = normalizePhone(rawPhone);
      const time = now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      // Check the limits and record the code in one transaction under locks of the number and the address, so
      // that concurrent requests (also on other instances) see each other's codes
      // (docs/decisions/015-shared-rate-limits-and-scale-out.md#sms-codes).
      await deps.db
        .transaction(async (tx) => {
          for (const key of sendLockKeys(phone, ip)) {
            await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
          }
          const refusal = await sendRefusal(tx, phone, ip, time);
          if (refusal) {
            if (refusal.code === "rate-limited") deps.onRefusal?.("phone-codes-hourly");
            throw refusal;
          }
          const [row] = await tx
            .insert(phoneVerifications)
            .values({
              phone,
              codeHash: hash(phone, code),
              expiresAt: new Date(time + PHONE_CODE_LIMITS.validMs),
              requestIp: ip,
              createdAt: new Date(time),
            })
            .returning({ id: phoneVerifications.id });
          await deps.deliveries.enqueue(tx, {
            channel: "sms",
            key: `phone-code.${row!.id}`,
            to: phone,
            text: `Ihr Bestätigungscode für ${deps.siteName}: ${code} (gültig 10 Minuten)`,
          });
        })
        .catch((error: unknown) => {
          // Nothing was stored: neither the code nor its SMS.
          if (error instanceof AppError) throw error;
          throw new AppError("verification-send-failed", { detail: m.sendCodeFailed, cause: error });
        });
      // The code should arrive quickly: the worker of this instance starts on it now.
      deps.deliveries.kick();
    },

    async verify(rawPhone, code, browserKey) {
      const phone = normalizePhone(rawPhone);
      const keyHash = browserKeyHash(browserKey) ?? null;
      const time = now();
      const [latest] = await deps.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, phone))
        .orderBy(desc(phoneVerifications.createdAt))
        .limit(1);
      if (!latest) throw new AppError("verification-code-invalid", { detail: m.invalidCode });
      // Entered again in the browser that verified it: nothing to do. Any other client is refused.
      if (latest.verifiedAt) {
        if (keyHash !== null && latest.verifiedKeyHash === keyHash) return;
        throw new AppError("verification-code-invalid", { detail: m.invalidCode });
      }
      if (latest.attempts >= PHONE_CODE_LIMITS.maxAttempts) {
        throw new AppError("verification-attempts-exceeded", { detail: m.tooManyAttempts });
      }
      if (latest.expiresAt.getTime() <= time) {
        throw new AppError("verification-code-expired", { detail: m.codeExpired });
      }
      // Count the guess before evaluating it, atomically: of any number of concurrent guesses at most
      // maxAttempts get past this point (docs/decisions/014-accounts-and-production-mode.md).
      const [counted] = await deps.db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(
          and(
            eq(phoneVerifications.id, latest.id),
            lt(phoneVerifications.attempts, PHONE_CODE_LIMITS.maxAttempts),
          ),
        )
        .returning({ id: phoneVerifications.id });
      if (!counted) {
        throw new AppError("verification-attempts-exceeded", { detail: m.tooManyAttempts });
      }
      const expected = Buffer.from(latest.codeHash, "hex");
      const actual = Buffer.from(hash(phone, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        throw new AppError("verification-code-invalid", { detail: m.invalidCode });
      }
      await deps.db
        .update(phoneVerifications)
        .set({ verifiedAt: new Date(time), verifiedKeyHash: keyHash })
        .where(and(eq(phoneVerifications.id, latest.id), isNull(phoneVerifications.verifiedAt)));
    },

    async isVerified(rawPhone, browserKey) {
      const time = now();
      const [row] = await deps.db
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(usable(normalizePhone(rawPhone), browserKey, time))
        .limit(1);
      return row !== undefined;
    },

    async consume(rawPhone, browserKey, db = deps.db) {
      const time = now();
      const used = await db
        .update(phoneVerifications)
        .set({ consumedAt: new Date(time) })
        .where(usable(normalizePhone(rawPhone), browserKey, time))
        .returning({ id: phoneVerifications.id });
      return used.length > 0;
    },
  };
}

/**
 * The advisory-lock keys of a code request: one for the number, one for the client address, in ascending order
 * so that two requests sharing both never wait for each other crosswise.
 */
function sendLockKeys(phone: string, ip: string): string[] {
  return [`number:${phone}`, `address:${ip}`]
    .map((name) =>
      BigInt.asIntN(
        64,
        BigInt(`0x${createHash("sha256").update(`phone-code:${name}`).digest("hex").slice(0, 16)}`),
      ),
    )
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map(String);
}

/** Why a new code may not be sent now (resend wait, hourly limits per number and address), or undefined. */
async function sendRefusal(
  db: Database,
  phone: string,
  ip: string,
  time: number,
): Promise<AppError | undefined> {
  const hourAgo = new Date(time - 60 * 60 * 1000);
  const [latest] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (latest && latest.createdAt.getTime() + PHONE_CODE_LIMITS.resendAfterMs > time) {
    const wait = Math.ceil((latest.createdAt.getTime() + PHONE_CODE_LIMITS.resendAfterMs - time) / 1000);
    return new AppError("verification-resend-too-early", {
      detail: m.resendWait(wait),
      retryAfterSeconds: wait,
    });
  }
  const [perPhone] = await db
    .select({ value: count() })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, hourAgo)));
  const [perIp] = await db
    .select({ value: count() })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.requestIp, ip), gt(phoneVerifications.createdAt, hourAgo)));
  if (
    (perPhone?.value ?? 0) >= PHONE_CODE_LIMITS.perPhonePerHour ||
    (perIp?.value ?? 0) >= PHONE_CODE_LIMITS.perIpPerHour
  ) {
    return new AppError("rate-limited", { detail: m.tooManyAttempts });
  }
  return undefined;
}

/** A verification of the number, by this browser, that may still be used for a registration. */
function usable(phone: string, browserKey: string | undefined, time: number) {
  return and(
    eq(phoneVerifications.phone, phone),
    // Without a key no verification is anybody's (`eq` with an impossible hash).
    eq(phoneVerifications.verifiedKeyHash, browserKeyHash(browserKey) ?? "-"),
    isNotNull(phoneVerifications.verifiedAt),
    isNull(phoneVerifications.consumedAt),
    gt(phoneVerifications.verifiedAt, new Date(time - PHONE_CODE_LIMITS.verifiedValidMs)),
  );
}
