import { accountMessages as m } from "../../../domain/accounts/messages";
import { sendVerificationSchema, verifyCodeSchema } from "../../../domain/accounts/registration";
import { AppError, isAppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import type { Caller } from "../../ports/caller";
import { withTextFields } from "./form-input";
import type { AccountDeps } from "./types";

/**
 * 'Code senden' and the code check of the registration (docs/product/accounts.md#account-api). Send throws `validation-failed`,
 * `verification-resend-too-early`, `rate-limited` or `verification-send-failed`; verify throws
 * `verification-attempts-exceeded`, `validation-failed`, `verification-code-invalid` or
 * `verification-code-expired`, each with `verified: false` (the spec's client contract).
 */
export function createPhoneCodes(deps: Pick<AccountDeps, "phone" | "limits">) {
  return {
    async sendVerificationCode(caller: Caller, input: unknown): Promise<void> {
      const parsed = sendVerificationSchema.safeParse(withTextFields(input, ["phone"]));
      if (!parsed.success) {
        throw validationFailed(parsed.error.issues);
      }
      await deps.phone.send(parsed.data.phone, caller.clientAddress);
    },

    async verifyCode(caller: Caller, input: unknown): Promise<void> {
      const notVerified = { verified: false };
      const limit = await deps.limits.codeChecksPerIp.hit(`code:${caller.clientAddress}`);
      if (!limit.allowed) {
        throw new AppError("verification-attempts-exceeded", {
          detail: m.tooManyAttempts,
          retryAfterSeconds: limit.retryAfterSeconds,
          extensions: notVerified,
        });
      }
      const parsed = verifyCodeSchema.safeParse(withTextFields(input, ["phone", "code"]));
      if (!parsed.success) {
        const invalid = validationFailed(parsed.error.issues);
        throw new AppError("validation-failed", {
          detail: invalid.detail,
          fieldErrors: invalid.fieldErrors,
          extensions: notVerified,
        });
      }
      try {
        await deps.phone.verify(parsed.data.phone, parsed.data.code, caller.browserKey);
      } catch (error) {
        // The spec's client contract: every refusal of a code says `verified: false`.
        if (!isAppError(error)) throw error;
        throw new AppError(error.code, { detail: error.detail, extensions: notVerified, cause: error });
      }
    },
  };
}
