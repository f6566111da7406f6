import type { FormResult } from "../../lib/form-state";

/** The forms of /login, told apart by the `intent` of their submit buttons. */
export type LoginIntent = "sign-in" | "request-reset" | "send-code" | "verify-code" | "register";

/** The answer of the /login action to one of its forms. */
export type LoginResult = FormResult<LoginIntent>;

export const REGISTER_INTENTS: ReadonlySet<string> = new Set(["send-code", "verify-code", "register"]);

/** 'Passwort vergessen?' without a valid e-mail address. */
export const RESET_EMAIL_REQUIRED =
  "Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.";
