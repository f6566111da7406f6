import { isApiError } from "../../lib/api-client";

/** Chat error texts (docs/product/errors.md), shown as Lucy's reply. */
export const CHAT_NETWORK_ERROR =
  "Es gibt ein Netzwerkproblem. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.";
export const CHAT_FUNCTION_MISSING_ERROR =
  "Die AI-Funktion konnte nicht gefunden werden. Das wird gerade behoben.";
export const CHAT_OTHER_ERROR =
  "Entschuldigung, ich habe gerade technische Probleme mit der Verbindung zum AI-Service. Können Sie Ihre Frage später nochmal stellen?";
/** Shown when the assistant is switched off in the settings (docs/decisions/009-assistant.md). */
export const CHAT_UNAVAILABLE = "Chat momentan nicht verfügbar";

/**
 * Internal error texts (docs/product/errors.md#assistant, never shown): a success answer without body, or not of
 * the expected shape.
 */
export const NO_ANSWER = "Keine Antwort erhalten";
export const INVALID_ANSWER = "Ungültige Antwort-Struktur";

/**
 * Maps a failed call (an `ApiError` of the API client) to the text Lucy replies with
 * (docs/product/errors.md#assistant), by its code.
 */
export function chatErrorText(error: unknown): string {
  if (!isApiError(error)) return CHAT_OTHER_ERROR;
  if (error.kind === "network") return CHAT_NETWORK_ERROR;
  if (error.is("chat-unavailable")) return CHAT_UNAVAILABLE;
  if (error.is("function-not-found")) return CHAT_FUNCTION_MISSING_ERROR;
  return CHAT_OTHER_ERROR;
}
