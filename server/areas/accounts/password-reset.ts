import { accountMessages } from "../../../domain/accounts/messages";
import { loginSchema, resetPasswordSchema } from "../../../domain/accounts/registration";
import { validationFailed } from "../../../domain/errors/field-errors";
import { postToAuth } from "../../adapters/auth/auth-calls";
import type { Caller } from "../../ports/caller";
import { authFailure } from "./auth-response";
import { withTextFields } from "./form-input";
import type { AccountDeps } from "./types";

/** Where the e-mail's reset link leads (the page with the new-password form). */
const RESET_PASSWORD_PAGE = "/passwort-zuruecksetzen";

const resetRequestSchema = loginSchema.pick({ email: true });

/**
 * Password reset through Better Auth (its per-IP limits apply). Request throws `validation-failed` or
 * `rate-limited` (it answers the same whether or not the account exists); reset throws `validation-failed`,
 * `reset-token-invalid` or `rate-limited`. Better Auth ends all sessions of the account on a reset.
 */
export function createPasswordReset(deps: Pick<AccountDeps, "auth">) {
  return {
    async requestPasswordReset(caller: Caller, input: unknown) {
      const parsed = resetRequestSchema.safeParse(withTextFields(input, ["email"]));
      if (!parsed.success) {
        throw validationFailed(parsed.error.issues);
      }
      const response = await postToAuth(deps.auth, caller, "/request-password-reset", {
        email: parsed.data.email,
        redirectTo: RESET_PASSWORD_PAGE,
      });
      if (!response.ok) throw await authFailure(response);
      // Better Auth answers in English ('If this email exists …'); the portal's clients read German. The same
      // answer whether or not the address has an account, so it reveals none.
      const headers = new Headers(response.headers);
      headers.delete("content-length");
      return Response.json({ status: true, message: accountMessages.resetLinkSent }, { headers });
    },

    async resetPassword(caller: Caller, input: unknown) {
      const parsed = resetPasswordSchema.safeParse(
        withTextFields(input, ["password", "confirmPassword", "token"]),
      );
      if (!parsed.success) {
        throw validationFailed(parsed.error.issues);
      }
      const response = await postToAuth(deps.auth, caller, "/reset-password", {
        newPassword: parsed.data.password,
        token: parsed.data.token,
      });
      if (!response.ok) throw await authFailure(response);
      return response;
    },
  };
}
