import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";
import { accountMessages as m } from "./messages";
import { hasValidPhoneLength, isGermanPhone, normalizePhone } from "./phone";

const PASSWORD_MIN_LENGTH = 8;
/** Better Auth's limit: refused up front with a German message (docs/decisions/014-accounts-and-production-mode.md). */
const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;

/** Password rules of docs/product/accounts.md#validation, in the order the messages are shown. */
export function passwordError(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return m.passwordTooLong;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) return m.passwordComplexity;
  return undefined;
}

/** Phone rules for registration and the verification functions; returns the first message that applies. */
export function phoneError(phone: string): string | undefined {
  if (!isGermanPhone(phone)) return m.phoneInvalid;
  if (!hasValidPhoneLength(normalizePhone(phone))) return m.phoneLength;
  return undefined;
}

/** A string capped at `max` characters, with the German message. */
const capped = (max: number) => z.string().max(max, tooLongMessage(max));
/** A password over Better Auth's limit gets the password rule's own message (the same as the length check below). */
const cappedPassword = () => z.string().max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const accountTypes = ["private", "broker", "insurance"] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * Registration input, shared by the form and POST /api/accounts/register. Broker and insurance accounts need a
 * license key (docs/decisions/004-roles-and-admins.md). Whether the phone is verified is known only to the server.
 */
export const registrationSchema = z
  .object({
    email: capped(TEXT_LIMITS.email).trim(),
    password: cappedPassword(),
    confirmPassword: cappedPassword(),
    phone: capped(TEXT_LIMITS.phone).trim(),
    termsAccepted: z.boolean(),
    accountType: z.enum(accountTypes).default("private"),
    licenseKey: capped(TEXT_LIMITS.token).trim().optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    if (!input.email || !input.password || !input.confirmPassword || !input.phone) {
      return issue(m.missingField, "email");
    }
    if (!z.email().safeParse(input.email).success) return issue(m.missingField, "email");
    const password = passwordError(input.password);
    if (password) return issue(password, "password");
    if (input.password !== input.confirmPassword) return issue(m.passwordMismatch, "confirmPassword");
    if (!input.termsAccepted) return issue(m.termsRequired, "termsAccepted");
    const phone = phoneError(input.phone);
    if (phone) return issue(phone, "phone");
    if (input.accountType !== "private" && !input.licenseKey) return issue(m.licenseInvalid, "licenseKey");
  });

/** POST /api/functions/send-verification */
export const sendVerificationSchema = z
  .object({ phone: capped(TEXT_LIMITS.phone).trim().min(1, m.phoneRequired) })
  .check((ctx) => {
    const error = ctx.value.phone ? phoneError(ctx.value.phone) : undefined;
    if (error) ctx.issues.push({ code: "custom", message: error, input: ctx.value, path: ["phone"] });
  });

/** POST /api/functions/verify-code */
export const verifyCodeSchema = z.object({
  phone: capped(TEXT_LIMITS.phone).trim().min(1, m.phoneRequired),
  code: capped(TEXT_LIMITS.token)
    .trim()
    .min(1, m.codeRequired)
    .regex(/^\d{6}$/, m.invalidCode),
});

/** Login: e-mail and password required (docs/product/accounts.md#validation). */
export const loginSchema = z.object({
  email: capped(TEXT_LIMITS.email).trim().min(1, m.missingField).pipe(z.email(m.missingField)),
  password: capped(TEXT_LIMITS.password).min(1, m.missingField),
});

/** New password on the reset page: the registration's password rules. */
export const resetPasswordSchema = z
  .object({
    password: cappedPassword(),
    confirmPassword: cappedPassword(),
    token: capped(TEXT_LIMITS.token).min(1),
  })
  .superRefine((input, ctx) => {
    const error = input.password ? passwordError(input.password) : m.missingField;
    if (error) return ctx.addIssue({ code: "custom", message: error, path: ["password"] });
    if (input.password !== input.confirmPassword)
      ctx.addIssue({ code: "custom", message: m.passwordMismatch, path: ["confirmPassword"] });
  });
