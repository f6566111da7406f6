import type { Viewer } from "../../../domain/accounts/roles";
import type { Auth } from "../../adapters/auth/auth";
import type { Database } from "../../adapters/db/client";
import type { RateLimiter, RefusalListener } from "../../ports/rate-limiter";
import type { PhoneVerification } from "./phone-verification";

/** A signed-in viewer with what the pages need besides the role. */
export type SessionViewer =
  | { kind: "anonymous" }
  | (Extract<Viewer, { kind: "user" }> & { emailVerified: boolean; hasProfile: boolean });

export type SignedInViewer = Extract<SessionViewer, { kind: "user" }>;

/** What the account use cases share: database, Better Auth, phone codes and limits (the caller is passed per call). */
export interface AccountDeps {
  db: Database;
  auth: Auth;
  phone: PhoneVerification;
  adminEmails: readonly string[];
  now: () => number;
  limits: {
    /**
     * Failed sign-ins per account (e-mail, over all addresses), per client address, per account and address, the
     * growing wait of that pair, and the addresses an account signed in from recently (createSignInLimits).
     */
    failedLoginsPerAccount: RateLimiter;
    failedLoginsPerIp: RateLimiter;
    failedLoginsPerPair: RateLimiter;
    signInDelayPerPair: RateLimiter;
    knownSignInAddresses: RateLimiter;
    /** Code checks per client address. */
    codeChecksPerIp: RateLimiter;
    /** Registration attempts per client address. */
    registrationsPerIp: RateLimiter;
    /** Told of a refusal no limiter can tell by itself (the account's cap; metrics). */
    refused?: RefusalListener;
  };
}

/** What an account action hands back: Better Auth's `Set-Cookie` headers when a session was created or ended. */
export interface AccountActionResult {
  headers: Headers;
}
