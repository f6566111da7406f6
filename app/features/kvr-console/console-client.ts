import type {
  EngineCredentialsInput,
  KvrServiceAction,
  KvrServiceRequest,
  KvrServiceResponse,
} from "../../../domain/kvr-console/requests";
import { ApiError, apiRequest } from "../../lib/api-client";

/**
 * Names of the actions in the console's toasts ('{action} fehlgeschlagen',
 * docs/product/rating-engine.md#developer-console).
 */
export const ACTION_LABELS: Record<KvrServiceAction, string> = {
  authenticate: "Authentifizierung",
  getCompaniesWithUrlAuth: "Get Companies",
  customRequest: "Custom Request",
  calculate: "Calculate",
};

export const UNKNOWN_ERROR = "Ein unbekannter Fehler ist aufgetreten.";

/**
 * Calls POST /api/functions/kvr-service; a failed HTTP call throws an Error with the toast's text
 * (docs/product/rating-engine.md#developer-console).
 */
export async function callKvrService(request: KvrServiceRequest): Promise<KvrServiceResponse> {
  try {
    return await apiRequest<KvrServiceResponse>("/api/functions/kvr-service", { json: request });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(
        error.detail ?? (error.status ? `HTTP error ${error.status}: ${error.message}` : UNKNOWN_ERROR),
      );
    }
    throw error instanceof Error ? error : new Error(UNKNOWN_ERROR);
  }
}

/** POST /api/functions/update-kvr-credentials; failures as 'HTTP {status}: {text}' or 'Unbekannter Fehler'. */
export async function updateCredentials(input: EngineCredentialsInput): Promise<void> {
  try {
    await apiRequest("/api/functions/update-kvr-credentials", { json: input });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(`HTTP ${error.status}: ${error.detail ?? error.message}`);
    }
    throw new Error("Unbekannter Fehler");
  }
}

export type SessionState = "complete" | "partial" | "none";
export const SESSION_LABELS: Record<SessionState, string> = {
  complete: "Vollständig",
  partial: "Teilweise",
  none: "Keine",
};

export function sessionState(session: { sessionId?: string; aspxAuth?: string } | undefined): SessionState {
  const count = (session?.sessionId ? 1 : 0) + (session?.aspxAuth ? 1 : 0);
  return count === 2 ? "complete" : count === 1 ? "partial" : "none";
}

/** Offers a text as a file download (the console's XML downloads). */
export function downloadText(fileName: string, text: string, type = "application/xml"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
