import { AppError } from "../../../domain/errors/app-error";
import type { Caller } from "../../ports/caller";
import { cookieHeaders } from "./auth-response";
import { requireViewer } from "./get-viewer";
import type { AccountActionResult, SessionViewer } from "./types";

type Input = unknown;

/**
 * The account forms as server actions (React Router route actions): `input` is the form's fields
 * (`Object.fromEntries(formData)`), validated with the same schemas as the JSON API. Every method throws an
 * AppError on failure (`fieldErrors` for validation) and returns the `Set-Cookie` headers to pass on.
 */
export interface AccountActions {
  /** Throws validation-failed, login-locked, login-failed, rate-limited. Sets the session cookie. */
  signIn(caller: Caller, input: Input): Promise<AccountActionResult & { viewer: SessionViewer }>;
  /** Like signIn, plus admin-access-denied (the session is ended again). Sets the session cookie. */
  adminSignIn(caller: Caller, input: Input): Promise<AccountActionResult & { viewer: SessionViewer }>;
  /** Ends the caller's session; clears the session cookie. */
  signOut(caller: Caller, input?: Input): Promise<AccountActionResult>;
  /** Throws validation-failed, verification-resend-too-early, rate-limited, verification-send-failed. */
  sendVerificationCode(caller: Caller, input: Input): Promise<AccountActionResult>;
  /** Throws verification-attempts-exceeded, validation-failed, verification-code-invalid/-expired. */
  verifyCode(caller: Caller, input: Input): Promise<AccountActionResult & { verified: true }>;
  /** Throws validation-failed, email-taken, license-invalid, phone-not-verified, registration-failed. */
  register(
    caller: Caller,
    input: Input,
    options?: { returnPath?: string },
  ): Promise<AccountActionResult & { email: string }>;
  /** Throws unauthenticated, forbidden (not a private account), validation-failed, profile-not-found. */
  updateProfile(caller: Caller, input: Input): Promise<AccountActionResult>;
  /** 'Bestätigungslink erneut senden': the signed-in account's address. Throws unauthenticated, rate-limited. */
  resendVerificationEmail(caller: Caller): Promise<AccountActionResult>;
  /**
   * DSGVO deletion of the signed-in account (server/areas/accounts/delete-account.ts). Throws unauthenticated,
   * user-not-found. Clears the session cookie.
   */
  deleteAccount(caller: Caller): Promise<AccountActionResult>;
  /** Throws validation-failed, rate-limited; the same answer whether or not the account exists. */
  requestPasswordReset(caller: Caller, input: Input): Promise<AccountActionResult>;
  /** Throws validation-failed, reset-token-invalid, rate-limited. */
  resetPassword(caller: Caller, input: Input): Promise<AccountActionResult>;
}

/** Checkboxes of the registration form; a form sends 'on' (or nothing), the JSON API booleans. */
const CHECKBOX_FIELDS = ["termsAccepted"] as const;

function formFields(input: Input): Record<string, unknown> {
  if (typeof input !== "object" || input === null) return {};
  const fields: Record<string, unknown> = { ...input };
  for (const key of CHECKBOX_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || value === undefined) fields[key] = value === "on" || value === "true";
  }
  return fields;
}

export function createAccountActions(services: {
  getViewer(headers: Headers): Promise<SessionViewer>;
  signIn(caller: Caller, input: Input): Promise<{ response: Response; viewer: SessionViewer }>;
  adminSignIn(caller: Caller, input: Input): Promise<{ response: Response; viewer: SessionViewer }>;
  signOut(caller: Caller): Promise<Response>;
  sendVerificationCode(caller: Caller, input: Input): Promise<void>;
  verifyCode(caller: Caller, input: Input): Promise<void>;
  register(caller: Caller, input: Input, options?: { returnPath?: string }): Promise<{ email: string }>;
  updateProfile(userId: string, email: string, input: Input): Promise<void>;
  requestPasswordReset(caller: Caller, input: Input): Promise<Response>;
  resetPassword(caller: Caller, input: Input): Promise<Response>;
  sendVerificationEmail(caller: Caller, email: string): Promise<void>;
  deleteAccount(userId: string): Promise<boolean>;
}): AccountActions {
  return {
    async signIn(caller, input) {
      const { response, viewer } = await services.signIn(caller, input);
      return { headers: cookieHeaders(response), viewer };
    },
    async adminSignIn(caller, input) {
      const { response, viewer } = await services.adminSignIn(caller, input);
      return { headers: cookieHeaders(response), viewer };
    },
    async signOut(caller) {
      return { headers: cookieHeaders(await services.signOut(caller)) };
    },
    async sendVerificationCode(caller, input) {
      await services.sendVerificationCode(caller, input);
      return { headers: new Headers() };
    },
    async verifyCode(caller, input) {
      await services.verifyCode(caller, input);
      return { headers: new Headers(), verified: true };
    },
    async register(caller, input, options) {
      const { email } = await services.register(caller, formFields(input), options);
      return { headers: new Headers(), email };
    },
    async updateProfile(caller, input) {
      const viewer = requireViewer(await services.getViewer(caller.headers), "private");
      await services.updateProfile(viewer.userId, viewer.email, input);
      return { headers: new Headers() };
    },
    async resendVerificationEmail(caller) {
      const viewer = requireViewer(await services.getViewer(caller.headers), "signed-in");
      await services.sendVerificationEmail(caller, viewer.email);
      return { headers: new Headers() };
    },
    async deleteAccount(caller) {
      const viewer = requireViewer(await services.getViewer(caller.headers), "signed-in");
      if (!(await services.deleteAccount(viewer.userId))) throw new AppError("user-not-found");
      return { headers: clearedSessionCookies() };
    },
    async requestPasswordReset(caller, input) {
      return { headers: cookieHeaders(await services.requestPasswordReset(caller, input)) };
    },
    async resetPassword(caller, input) {
      return { headers: cookieHeaders(await services.resetPassword(caller, input)) };
    },
  };
}

/** `Set-Cookie` headers that clear the session cookie (both names: plain and, behind https, `__Host-`). */
function clearedSessionCookies(): Headers {
  const headers = new Headers();
  for (const cookie of ["pkv.session_token", "__Host-pkv.session_token"]) {
    const secure = cookie.startsWith("__Host-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}
