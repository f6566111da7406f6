import type { ErrorCode } from "../../../domain/errors/error-codes";

/** The three engine failures of docs/product/errors.md#comparison-and-engine, as error codes of the catalogue. */
export type EngineErrorCode = Extract<
  ErrorCode,
  "engine-authentication-failed" | "engine-companies-failed" | "engine-calculation-failed"
>;

const ENGINE_CODES: ReadonlySet<string> = new Set<EngineErrorCode>([
  "engine-authentication-failed",
  "engine-companies-failed",
  "engine-calculation-failed",
]);

/** The engine failure a code stands for; any other (or no) code counts as a failed calculation. */
export function engineErrorCode(code: string | undefined): EngineErrorCode {
  return code !== undefined && ENGINE_CODES.has(code)
    ? (code as EngineErrorCode)
    : "engine-calculation-failed";
}

/**
 * Long form toasts (docs/product/errors.md#comparison-and-engine): title and description; the server's message
 * (`detail`) is shown when given.
 */
export function longFormEngineToast(
  code: string | undefined,
  detail?: string,
): { title: string; description: string } {
  if (code === "rate-limited") {
    return {
      title: "Zu viele Anfragen",
      description: detail || "Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    };
  }
  switch (engineErrorCode(code)) {
    case "engine-authentication-failed":
      return {
        title: "Authentifizierungsfehler",
        description: "Die Verbindung zum KVR konnte nicht hergestellt werden.",
      };
    case "engine-companies-failed":
      return {
        title: "Fehler beim Abrufen der Unternehmen",
        description: detail || "Die Versicherungsanbieter konnten nicht geladen werden.",
      };
    default:
      return {
        title: "Berechnungsfehler",
        description: detail || "Die Tarifberechnung konnte nicht durchgeführt werden.",
      };
  }
}

/** Short form toasts (docs/product/errors.md#comparison-and-engine). */
export function shortFormEngineToast(code: string | undefined): { title: string; description?: string } {
  switch (engineErrorCode(code)) {
    case "engine-authentication-failed":
      return { title: "Authentifizierung fehlgeschlagen" };
    case "engine-companies-failed":
      return { title: "Abrufen der Anbieter fehlgeschlagen" };
    default:
      return {
        title: "Tarifberechnung fehlgeschlagen",
        description: "Es konnten keine passenden Tarife gefunden werden.",
      };
  }
}
