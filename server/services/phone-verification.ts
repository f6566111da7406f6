import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { accountMessages as m } from "../../domain/accounts/messages";
import { normalizePhone } from "../../domain/accounts/phone";
import type { ErrorCode } from "../../domain/errors/error-codes";
import type { Database } from "../adapters/db/client";
import { phoneVerifications } from "../adapters/db/schema";
import type { SmsSender } from "../adapters/sms/sms-sender";

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

export type SendFailureCode = Extract<
  ErrorCode,
  "verification-resend-too-early" | "rate-limited" | "verification-send-failed"
>;
export type VerifyFailureCode = Extract<
  ErrorCode,
  "verification-code-invalid" | "verification-code-expired" | "verification-attempts-exceeded"
>;
export type SendResult =
  | { ok: true }
  | { ok: false; code: SendFailureCode; error: string; retryAfterSeconds?: number };
export type VerifyResult = { verified: true } | { verified: false; code: VerifyFailureCode; error: string };

export interface PhoneVerification {
  send(phone: string, ip: string): Promise<SendResult>;
  verify(phone: string, code: string): Promise<VerifyResult>;
  /** True when the number was verified recently and not yet used (nothing changes). */
  isVerified(phone: string): Promise<boolean>;
  /**
   * True when the number was verified recently and not yet used; marks it used. Pass the registration's
   * transaction so that the number is used up only together with the account
   * (docs/decisions/014-accounts-and-production-mode.md).
   */
  consume(phone: string, db?: Database): Promise<boolean>;
}

export function createPhoneVerification(deps: {
  db: Database;
  sms: SmsSender;
  secret: string;
  siteName: string;
  now?: () => number;
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
      const admitted = await deps.db.transaction(async (tx): Promise<SendResult & { id?: number }> => {
        for (const key of sendLockKeys(phone, ip)) {
          await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
        }
        const refusal = await sendRefusal(tx, phone, ip, time);
        if (refusal) return refusal;
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
        return { ok: true, id: row?.id };
      });
      if (!admitted.ok) return admitted;
      try {
        await deps.sms.send(phone, `Ihr Bestätigungscode für ${deps.siteName}: ${code} (gültig 10 Minuten)`);
      } catch {
        if (admitted.id !== undefined) {
          await deps.db.delete(phoneVerifications).where(eq(phoneVerifications.id, admitted.id));
        }
        return { ok: false, code: "verification-send-failed", error: m.sendCodeFailed };
      }
      return { ok: true };
    },

    async verify(rawPhone, code) {
      const phone = normalizePhone(rawPhone);
      const time = now();
      const [latest] = await deps.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.phone, phone))
        .orderBy(desc(phoneVerifications.createdAt))
        .limit(1);
      if (!latest) return { verified: false, code: "verification-code-invalid", error: m.invalidCode };
      if (latest.verifiedAt) return { verified: true };
      if (latest.attempts >= PHONE_CODE_LIMITS.maxAttempts) {
        return { verified: false, code: "verification-attempts-exceeded", error: m.tooManyAttempts };
      }
      if (latest.expiresAt.getTime() <= time) {
        return { verified: false, code: "verification-code-expired", error: m.codeExpired };
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
        return { verified: false, code: "verification-attempts-exceeded", error: m.tooManyAttempts };
      }
      const expected = Buffer.from(latest.codeHash, "hex");
      const actual = Buffer.from(hash(phone, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        return { verified: false, code: "verification-code-invalid", error: m.invalidCode };
      }
      await deps.db
        .update(phoneVerifications)
        .set({ verifiedAt: new Date(time) })
        .where(eq(phoneVerifications.id, latest.id));
      return { verified: true };
    },

    async isVerified(rawPhone) {
      const time = now();
      const [row] = await deps.db
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(usable(normalizePhone(rawPhone), time))
        .limit(1);
      return row !== undefined;
    },

    async consume(rawPhone, db = deps.db) {
      const time = now();
      const used = await db
        .update(phoneVerifications)
        .set({ consumedAt: new Date(time) })
        .where(usable(normalizePhone(rawPhone), time))
        .returning({ id: phoneVerifications.id });
      return used.length > 0;
    },
  };
}

/**
 * The advisory-lock keys of a code request: one for the number, one for the client address, in ascending order
 * so that two requests sharing both never wait for each other crosswise.
 */
export function sendLockKeys(phone: string, ip: string): string[] {
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
): Promise<Extract<SendResult, { ok: false }> | undefined> {
  const hourAgo = new Date(time - 60 * 60 * 1000);
  const [latest] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (latest && latest.createdAt.getTime() + PHONE_CODE_LIMITS.resendAfterMs > time) {
    const wait = Math.ceil((latest.createdAt.getTime() + PHONE_CODE_LIMITS.resendAfterMs - time) / 1000);
    return {
      ok: false,
      code: "verification-resend-too-early",
      error: m.resendWait(wait),
      retryAfterSeconds: wait,
    };
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
    return { ok: false, code: "rate-limited", error: m.tooManyAttempts };
  }
  return undefined;
}

/** A verification of the number that may still be used for a registration. */
function usable(phone: string, time: number) {
  return and(
    eq(phoneVerifications.phone, phone),
    isNotNull(phoneVerifications.verifiedAt),
    isNull(phoneVerifications.consumedAt),
    gt(phoneVerifications.verifiedAt, new Date(time - PHONE_CODE_LIMITS.verifiedValidMs)),
  );
}
