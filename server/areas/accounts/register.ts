import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { normalizePhone } from "../../../domain/accounts/phone";
import { registrationSchema } from "../../../domain/accounts/registration";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { sendConfirmationMail } from "../../adapters/auth/auth";
import { hashPassword } from "../../adapters/auth/password-hash";
import type { Database } from "../../adapters/db/client";
import { authAccounts, profiles, users } from "../../adapters/db/schema/accounts";
import type { Caller } from "../../ports/caller";
import { claimableLicense, claimLicense, LICENSE_CLAIMED_CONSTRAINT } from "../leads";
import { withTextFields } from "./form-input";
import type { AccountDeps } from "./types";

/** The unique constraint a database error violated (PostgreSQL and PGlite, through drizzle's wrapper). */
function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

/**
 * Registration (docs/product/accounts.md#sign-in-and-registration): verified phone, profile with user_type and +49
 * phone, license for companies. Limited per client address; before the phone is verified the answer tells
 * nothing about the e-mail address or the licence key. The account, the use of the phone verification and the
 * claim of the licence key are one transaction (both: docs/decisions/014-accounts-and-production-mode.md).
 * Throws `rate-limited`, `validation-failed`, `phone-not-verified`, `email-taken`, `license-invalid` or
 * `registration-failed`.
 */
export function createRegister(deps: Pick<AccountDeps, "db" | "auth" | "phone" | "now" | "limits">) {
  const { db, auth, now } = deps;
  /** `returnPath` (already checked, domain/accounts/return-to.ts): the confirmation link leads to /login with it. */
  return async function register(
    caller: Caller,
    body: unknown,
    options: { returnPath?: string } = {},
  ): Promise<{ email: string }> {
    const parsed = registrationSchema.safeParse(
      withTextFields(body, ["email", "password", "confirmPassword", "phone"]),
    );
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues);
    }
    // Every complete attempt counts (a form error tells nothing and costs nothing).
    const limit = await deps.limits.registrationsPerIp.hit(`register:${caller.clientAddress}`);
    if (!limit.allowed) {
      throw new AppError("rate-limited", {
        detail: m.tooManyAttempts,
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    const input = parsed.data;
    const email = input.email.toLowerCase();
    const phone = normalizePhone(input.phone);
    // First the phone: without a verified number nobody learns whether an address or a key exists.
    // The verification belongs to the browser that entered the code (docs/security.md#an-sms-verification-belongs-to-the-browser-that-did-it).
    const browserKey = caller.browserKey;
    if (!(await deps.phone.isVerified(phone, browserKey))) throw new AppError("phone-not-verified");
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new AppError("email-taken");
    let licenseNumber: string | undefined;
    if (input.accountType !== "private") {
      licenseNumber = await claimableLicense(db, input.licenseKey ?? "", input.accountType, new Date(now()));
      // Unknown, inactive, expired, of the other type or already used: one neutral message.
      if (!licenseNumber) throw new AppError("license-invalid");
    }
    const passwordHash = await hashPassword(input.password);
    const time = new Date(now());
    const user = {
      id: randomUUID(),
      name: email,
      email,
      emailVerified: false,
      createdAt: time,
      updatedAt: time,
    };
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        // Used up only if the account is created too; a concurrent registration with the number waits here.
        if (!(await deps.phone.consume(phone, browserKey, tx))) throw new AppError("phone-not-verified");
        await tx.insert(users).values(user);
        await tx.insert(authAccounts).values({
          id: randomUUID(),
          accountId: user.id,
          providerId: "credential",
          userId: user.id,
          password: passwordHash,
          createdAt: time,
          updatedAt: time,
        });
        await tx.insert(profiles).values({
          id: user.id,
          userType: input.accountType,
          phoneNumber: phone,
          // Verified by SMS just now: what export, deletion and the own contact requests go by.
          verifiedPhone: phone,
          updatedAt: time,
        });
        // The unique index on the licence number lets exactly one of concurrent registrations claim a key.
        if (licenseNumber) await claimLicense(tx, user.id, licenseNumber);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      const constraint = violatedConstraint(error);
      if (constraint === LICENSE_CLAIMED_CONSTRAINT) throw new AppError("license-invalid", { cause: error });
      if (constraint?.startsWith("users_email")) {
        throw new AppError("email-taken", { cause: error });
      }
      throw new AppError("registration-failed", { cause: error });
    }
    const confirmed = options.returnPath
      ? `/login?bestaetigt=1&next=${encodeURIComponent(options.returnPath)}`
      : "/login?bestaetigt=1";
    await sendConfirmationMail(auth, user, confirmed);
    return { email };
  };
}
