import { z } from "zod";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { loginSchema } from "../../../domain/accounts/registration";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { authFailure, cookiesAsRequest, postToAuth } from "./auth-request";
import { withTextFields } from "./form-input";
import type { AccountDeps, SessionViewer } from "./types";

export const WRONG_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
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

export const lockedMessage = (seconds: number) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(seconds / 60)} Minuten erneut.`;

/** Admin sign-in input (docs/product/accounts.md#sign-in-and-registration): both fields required, one message for any gap. */
export const adminLoginSchema = z.object({
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
 * Sign-in with failure limits per account and per client address (lock-out for the rest of the window), through
 * Better Auth's handler so its own per-IP limit applies too. Throws `validation-failed`, `login-locked`,
 * `login-failed` or `rate-limited`; admin sign-in also `admin-access-denied` (the session is ended again).
 */
export function createSignIn(
  deps: Pick<AccountDeps, "auth" | "clientIp" | "limits">,
  getViewer: (headers: Headers) => Promise<SessionViewer>,
) {
  const { failedLoginsPerAccount, failedLoginsPerIp } = deps.limits;

  async function signInChecked(request: Request, email: string, password: string): Promise<SignInOutcome> {
    const account = `login:${email.trim().toLowerCase()}`;
    const ip = `login-ip:${deps.clientIp(request)}`;
    for (const [limiter, key] of [
      [failedLoginsPerAccount, account],
      [failedLoginsPerIp, ip],
    ] as const) {
      const state = await limiter.check(key);
      if (state.blocked) {
        throw new AppError("login-locked", {
          detail: lockedMessage(state.retryAfterSeconds),
          retryAfterSeconds: state.retryAfterSeconds,
        });
      }
    }
    const response = await postToAuth(deps, request, "/sign-in/email", { email, password });
    if (response.status === 403 && (await isOriginRefusal(response))) {
      // Refused for where the request came from, not for the password: its own message, no lock-out count.
      throw new AppError("origin-rejected", { detail: ORIGIN_REFUSED_AT_SIGN_IN });
    }
    if (response.status === 401 || response.status === 403) {
      await failedLoginsPerAccount.hit(account);
      await failedLoginsPerIp.hit(ip);
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      // An unverified address gets the generic message: the answer must not tell whether the account exists.
      throw new AppError("login-failed", {
        detail: body.code === "EMAIL_NOT_VERIFIED" ? m.genericError : WRONG_CREDENTIALS,
      });
    }
    if (response.status === 429) throw new AppError("rate-limited", { detail: m.tooManyAttempts });
    if (!response.ok) throw await authFailure(response);
    await failedLoginsPerAccount.reset(account);
    return { response, viewer: await getViewer(cookiesAsRequest(response)) };
  }

  return {
    async signIn(request: Request, input: unknown): Promise<SignInOutcome> {
      const parsed = loginSchema.safeParse(withTextFields(input, ["email", "password"]));
      if (!parsed.success) throw invalid(parsed.error);
      return signInChecked(request, parsed.data.email, parsed.data.password);
    },

    /** Admin sign-in (docs/product/accounts.md#sign-in-and-registration): sign in, then check the admin flag on the server; others are signed out. */
    async adminSignIn(request: Request, input: unknown): Promise<SignInOutcome> {
      const parsed = adminLoginSchema.safeParse(withTextFields(input, ["email", "password"]));
      if (!parsed.success) throw invalid(parsed.error);
      const outcome = await signInChecked(request, parsed.data.email, parsed.data.password);
      const { viewer } = outcome;
      if (viewer.kind === "user" && viewer.emailVerified && viewer.isAdmin) return outcome;
      await deps.auth.api.signOut({ headers: cookiesAsRequest(outcome.response) }).catch(() => undefined);
      // An unconfirmed address is told so, whether or not it is an admin address (issue 12, item 1).
      if (viewer.kind === "user" && !viewer.emailVerified) {
        throw new AppError("admin-access-denied", { detail: m.adminEmailNotConfirmed });
      }
      throw new AppError("admin-access-denied");
    },

    /** Ends the session of the request; Better Auth's answer clears the cookies. */
    async signOut(request: Request): Promise<Response> {
      const response = await postToAuth(deps, request, "/sign-out", {});
      if (!response.ok) throw await authFailure(response);
      return response;
    },
  };
}
