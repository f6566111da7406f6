import type { ErrorCode } from "../../../domain/errors/error-codes";
import { KVR_MESSAGES } from "../../../rating";

export type EngineFailureCode = Extract<
  ErrorCode,
  "engine-authentication-failed" | "engine-companies-failed" | "engine-calculation-failed"
>;

/** Texts of the KVR client that mean the engine refused our credentials or session (docs/product/errors.md#comparison-and-engine). */
const AUTHENTICATION_FAILURES: readonly string[] = [KVR_MESSAGES.html, KVR_MESSAGES.loginPage];
const AUTHENTICATION_FAULT = /^SOAP Fault detected: Authentifizierung|^Authentifizierung fehlgeschlagen/i;
const COMPANIES_FAILURE = /GetCompanies|Unternehmen|Anbieter/i;

/**
 * The error code of a failed calculation, decided on the server from the engine client's diagnosis
 * (HTML or login page instead of XML, an authentication fault, a failed company list); the browser switches on
 * the code and never parses the text.
 */
export function engineFailureCode(error: string | undefined): EngineFailureCode {
  const text = error ?? "";
  if (AUTHENTICATION_FAILURES.includes(text) || AUTHENTICATION_FAULT.test(text)) {
    return "engine-authentication-failed";
  }
  if (COMPANIES_FAILURE.test(text)) return "engine-companies-failed";
  return "engine-calculation-failed";
}
