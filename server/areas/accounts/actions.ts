import { AppError } from "../../../domain/errors/app-error";
import { cookieHeaders } from "./auth-request";
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
  signIn(request: Request, input: Input): Promise<AccountActionResult & { viewer: SessionViewer }>;
  /** Like signIn, plus admin-access-denied (the session is ended again). Sets the session cookie. */
  adminSignIn(request: Request, input: Input): Promise<AccountActionResult & { viewer: SessionViewer }>;
  /** Ends the request's session; clears the session cookie. */
  signOut(request: Request, input?: Input): Promise<AccountActionResult>;
  /** Throws validation-failed, verification-resend-too-early, rate-limited, verification-send-failed. */
  sendVerificationCode(request: Request, input: Input): Promise<AccountActionResult>;
  /** Throws verification-attempts-exceeded, validation-failed, verification-code-invalid/-expired. */
  verifyCode(request: Request, input: Input): Promise<AccountActionResult & { verified: true }>;
  /** Throws validation-failed, email-taken, license-invalid, phone-not-verified, registration-failed. */
  register(
    request: Request,
    input: Input,
    options?: { returnPath?: string },
  ): Promise<AccountActionResult & { email: string }>;
  /** Throws unauthenticated, forbidden (not a private account), validation-failed, profile-not-found. */
  updateProfile(request: Request, input: Input): Promise<AccountActionResult>;
  /** 'Bestätigungslink erneut senden': the signed-in account's address. Throws unauthenticated, rate-limited. */
  resendVerificationEmail(request: Request): Promise<AccountActionResult>;
  /**
   * DSGVO deletion of the signed-in account (server/areas/accounts/delete-account.ts). Throws unauthenticated,
   * user-not-found. Clears the session cookie.
   */
  deleteAccount(request: Request): Promise<AccountActionResult>;
  /** Throws validation-failed, rate-limited; the same answer whether or not the account exists. */
  requestPasswordReset(request: Request, input: Input): Promise<AccountActionResult>;
  /** Throws validation-failed, reset-token-invalid, rate-limited. */
  resetPassword(request: Request, input: Input): Promise<AccountActionResult>;
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
  signIn(request: Request, input: Input): Promise<{ response: Response; viewer: SessionViewer }>;
  adminSignIn(request: Request, input: Input): Promise<{ response: Response; viewer: SessionViewer }>;
  signOut(request: Request): Promise<Response>;
  sendVerificationCode(request: Request, input: Input): Promise<void>;
  verifyCode(request: Request, input: Input): Promise<void>;
  register(request: Request, input: Input, options?: { returnPath?: string }): Promise<{ email: string }>;
  updateProfile(userId: string, email: string, input: Input): Promise<void>;
  requestPasswordReset(request: Request, input: Input): Promise<Response>;
  resetPassword(request: Request, input: Input): Promise<Response>;
  sendVerificationEmail(request: Request, email: string): Promise<void>;
  deleteAccount(userId: string): Promise<boolean>;
}): AccountActions {
  return {
    async signIn(request, input) {
      const { response, viewer } = await services.signIn(request, input);
      return { headers: cookieHeaders(response), viewer };
    },
    async adminSignIn(request, input) {
      const { response, viewer } = await services.adminSignIn(request, input);
      return { headers: cookieHeaders(response), viewer };
    },
    async signOut(request) {
      return { headers: cookieHeaders(await services.signOut(request)) };
    },
    async sendVerificationCode(request, input) {
      await services.sendVerificationCode(request, input);
      return { headers: new Headers() };
    },
    async verifyCode(request, input) {
      await services.verifyCode(request, input);
      return { headers: new Headers(), verified: true };
    },
    async register(request, input, options) {
      const { email } = await services.register(request, formFields(input), options);
      return { headers: new Headers(), email };
    },
    async updateProfile(request, input) {
      const viewer = requireViewer(await services.getViewer(request.headers), "private");
      await services.updateProfile(viewer.userId, viewer.email, input);
      return { headers: new Headers() };
    },
    async resendVerificationEmail(request) {
      const viewer = requireViewer(await services.getViewer(request.headers), "signed-in");
      await services.sendVerificationEmail(request, viewer.email);
      return { headers: new Headers() };
    },
    async deleteAccount(request) {
      const viewer = requireViewer(await services.getViewer(request.headers), "signed-in");
      if (!(await services.deleteAccount(viewer.userId))) throw new AppError("user-not-found");
      return { headers: clearedSessionCookies() };
    },
    async requestPasswordReset(request, input) {
      return { headers: cookieHeaders(await services.requestPasswordReset(request, input)) };
    },
    async resetPassword(request, input) {
      return { headers: cookieHeaders(await services.resetPassword(request, input)) };
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
