import { postToAuth } from "../../adapters/auth/auth-calls";
import type { Caller } from "../../ports/caller";
import { authFailure } from "./auth-response";
import type { AccountDeps } from "./types";

/** Where the confirmation link leads after the address is confirmed ('E-Mail bestätigt' on the login page). */
const CONFIRMED_CALLBACK = "/login?bestaetigt=1";

/**
 * 'Bestätigungslink erneut senden' on /mein-bereich (docs/product/accounts.md#personal-area): Better Auth sends the
 * confirmation e-mail again (its per-IP limits apply). Throws its refusal as the portal's error (e.g.
 * `rate-limited`).
 */
export function createSendVerificationEmail(deps: Pick<AccountDeps, "auth">) {
  return async function sendVerificationEmail(caller: Caller, email: string): Promise<void> {
    const response = await postToAuth(deps.auth, caller, "/send-verification-email", {
      email,
      callbackURL: CONFIRMED_CALLBACK,
    });
    if (!response.ok) throw await authFailure(response);
  };
}
