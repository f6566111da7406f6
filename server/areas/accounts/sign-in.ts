import { createHash } from "node:crypto";
import { z } from "zod";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { loginSchema } from "../../../domain/accounts/registration";
import {
  pairDelaySeconds,
  SIGN_IN_LOCKOUT,
  signInLockedMessage,
} from "../../../domain/accounts/sign-in-lockout";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { postToAuth } from "../../adapters/auth/auth-calls";
import type { RateLimits } from "../../adapters/rate-limit/rate-limit-store";
import type { Caller } from "../../ports/caller";
import { authFailure, cookiesAsRequest } from "./auth-response";
import { withTextFields } from "./form-input";
import type { AccountDeps, SessionViewer } from "./types";

const WRONG_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
export const ORIGIN_REFUSED_AT_SIGN_IN =
  "Die Anmeldung wurde aus Sicherheitsgründen abgelehnt, weil die Anfrage nicht von dieser Website kam. Bitte öffnen Sie die Anmeldeseite direkt und versuchen Sie es erneut.";

/** Better Auth's CSRF/origin refusals (403 with one of these codes), as opposed to wrong credentials. */
const ORIGIN_REFUSAL_CODES = new Set([
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  "INVALID_CALLBACK_URL",
  "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED",
]);

async function isOriginRefusal(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  return typeof body.code === "string" && ORIGIN_REFUSAL_CODES.has(body.code);
}

/** The key failed sign-ins of one account are counted under (deleted with the account). */
export const accountLoginKey = (email: string) => `login:${email.trim().toLowerCase()}`;
/**
 * The start of the keys of one account from each client address: the address is not stored beside the plain
 * e-mail, and the keys stay short, so a deleted account's keys can be found by this prefix and forgotten.
 */
export const accountAddressKeyPrefix = (email: string) =>
  `login-pair:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}|`;
/** The key of one account from one client address (its failures, its wait, whether it is the account's own). */
const pairKey = (email: string, ip: string) => `${accountAddressKeyPrefix(email)}${ip}`;

/** The limiters of failed sign-ins (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins). */
export function createSignInLimits(rateLimits: RateLimits) {
  const { perAccount, perAddress, pairWindowMs, knownAddressMs } = SIGN_IN_LOCKOUT;
  return {
    // Refused only from an address the account has not signed in from recently: reported by admit().
    failedLoginsPerAccount: rateLimits.limiter("login-failed-account", perAccount),
    failedLoginsPerIp: rateLimits.limiter("login-failed-ip", { ...perAddress, refusesOn: "check" }),
    failedLoginsPerPair: rateLimits.limiter("login-failed-pair", {
      max: Number.MAX_SAFE_INTEGER,
      windowMs: pairWindowMs,
    }),
    // Only blocked with the pair's wait (block); the window is never used for counting.
    signInDelayPerPair: rateLimits.limiter("login-delay-pair", {
      max: 1,
      windowMs: 60 * 1000,
      refusesOn: "check",
    }),
    // "Blocked" (one hit within the window) means: the account signed in from this address recently.
    knownSignInAddresses: rateLimits.limiter("login-known-address", { max: 1, windowMs: knownAddressMs }),
    refused: (limit: string) => rateLimits.refused?.(limit),
  };
}

/** Admin sign-in input (docs/product/accounts.md#sign-in-and-registration): both fields required, one message for any gap. */
const adminLoginSchema = z.object({
  email: z.string().trim().min(1, m.adminLoginFailedDescription),
  password: z.string().min(1, m.adminLoginFailedDescription),
});

export interface SignInOutcome {
  /** Better Auth's answer (session cookie and body), passed on unchanged by the JSON API. */
  response: Response;
  viewer: SessionViewer;
}

function invalid(error: z.ZodError): AppError {
  return validationFailed(error.issues);
}

/**
 * Sign-in with failure limits per account and address, per address and per account
 * (docs/decisions/014-accounts-and-production-mode.md#failed-sign-ins), through Better Auth's handler so its own
 * per-IP limit applies too. Throws `validation-failed`, `login-locked`,
 * `login-failed` or `rate-limited`; admin sign-in also `admin-access-denied` (the session is ended again).
 */
export function createSignIn(
  deps: Pick<AccountDeps, "auth" | "limits">,
  getViewer: (headers: Headers) => Promise<SessionViewer>,
) {
  const {
    failedLoginsPerAccount,
    failedLoginsPerIp,
    failedLoginsPerPair,
    signInDelayPerPair,
    knownSignInAddresses,
  } = deps.limits;
  const locked = (retryAfterSeconds: number) =>
    new AppError("login-locked", { detail: signInLockedMessage(retryAfterSeconds), retryAfterSeconds });

  /**
   * Refuses the attempt when the address has failed too often (any account), the pair waits, or the account's
   * cap over all addresses is reached and this address is not one the account signed in from recently.
   */
  async function admit(account: string, address: string, pair: string): Promise<void> {
    for (const [limiter, key] of [
      [failedLoginsPerIp, address],
      [signInDelayPerPair, pair],
    ] as const) {
      const state = await limiter.check(key);
      if (state.blocked) throw locked(state.retryAfterSeconds);
    }
    const cap = await failedLoginsPerAccount.check(account);
    if (cap.blocked && !(await knownSignInAddresses.check(pair)).blocked) {
      deps.limits.refused?.("login-failed-account");
      throw locked(cap.retryAfterSeconds);
    }
  }

  async function countFailure(account: string, address: string, pair: string): Promise<void> {
    await failedLoginsPerIp.hit(address);
    await failedLoginsPerAccount.hit(account);
    const { count } = await failedLoginsPerPair.hit(pair);
    const delay = pairDelaySeconds(count);
    if (delay > 0) await signInDelayPerPair.block(pair, delay);
  }

  async function countSuccess(account: string, pair: string): Promise<void> {
    await failedLoginsPerAccount.reset(account);
    await failedLoginsPerPair.reset(pair);
    await signInDelayPerPair.reset(pair);
    // Remember the address as the account's own for the next 30 days (a fresh window from now).
    await knownSignInAddresses.reset(pair);
    await knownSignInAddresses.hit(pair);
  }

  async function signInChecked(caller: Caller, email: string, password: string): Promise<SignInOutcome> {
    const ip = caller.clientAddress;
    const account = accountLoginKey(email);
    const address = `login-ip:${ip}`;
    const pair = pairKey(email, ip);
    await admit(account, address, pair);
    const response = await postToAuth(deps.auth, caller, "/sign-in/email", { email, password });
    if (response.status === 403 && (await isOriginRefusal(response))) {
      // Refused for where the request came from, not for the password: its own message, no lock-out count.
      throw new AppError("origin-rejected", { detail: ORIGIN_REFUSED_AT_SIGN_IN });
    }
    if (response.status === 401 || response.status === 403) {
      await countFailure(account, address, pair);
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      // An unverified address gets the generic message: the answer must not tell whether the account exists.
      throw new AppError("login-failed", {
        detail: body.code === "EMAIL_NOT_VERIFIED" ? m.genericError : WRONG_CREDENTIALS,
      });
    }
    if (response.status === 429) throw new AppError("rate-limited", { detail: m.tooManyAttempts });
    if (!response.ok) throw await authFailure(response);
    await countSuccess(account, pair);
    return { response, viewer: await getViewer(cookiesAsRequest(response)) };
  }

  return {
    async signIn(caller: Caller, input: unknown): Promise<SignInOutcome> {
      const parsed = loginSchema.safeParse(withTextFields(input, ["email", "password"]));
      if (!parsed.success) throw invalid(parsed.error);
      return signInChecked(caller, parsed.data.email, parsed.data.password);
    },

    /** Admin sign-in (docs/product/accounts.md#sign-in-and-registration): sign in, then check the admin flag on the server; others are signed out. */
    async adminSignIn(caller: Caller, input: unknown): Promise<SignInOutcome> {
      const parsed = adminLoginSchema.safeParse(withTextFields(input, ["email", "password"]));
      if (!parsed.success) throw invalid(parsed.error);
      const outcome = await signInChecked(caller, parsed.data.email, parsed.data.password);
      const { viewer } = outcome;
      if (viewer.kind === "user" && viewer.emailVerified && viewer.isAdmin) return outcome;
      await deps.auth.api.signOut({ headers: cookiesAsRequest(outcome.response) }).catch(() => undefined);
      // An unconfirmed address is told so, whether or not it is an admin address
      // (docs/decisions/014-accounts-and-production-mode.md).
      if (viewer.kind === "user" && !viewer.emailVerified) {
        throw new AppError("admin-access-denied", { detail: m.adminEmailNotConfirmed });
      }
      throw new AppError("admin-access-denied");
    },

    /** Ends the caller's session; Better Auth's answer clears the cookies. */
    async signOut(caller: Caller): Promise<Response> {
      const response = await postToAuth(deps.auth, caller, "/sign-out", {});
      if (!response.ok) throw await authFailure(response);
      return response;
    },
  };
}
