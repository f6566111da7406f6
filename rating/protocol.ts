/**
 * The client's side of the KVR wire protocol (SOAP 1.1, document/literal, tempuri): the names any KVR engine
 * answers to. The simulator spells them on its own (kvr-simulator/protocol.ts); rating/adapters.differential.test.ts
 * holds both equal.
 */
export const SOAP_ENV_NS = "http://schemas.xmlsoap.org/soap/envelope/";
export const TEMPURI_NS = "http://tempuri.org/";
export const SOAP_ACTIONS = {
  authenticate: `${TEMPURI_NS}Authenticate`,
  getCompanies: `${TEMPURI_NS}GetCompanies`,
  calculate: `${TEMPURI_NS}Calculate`,
} as const;
export type SoapOperation = "Authenticate" | "GetCompanies" | "Calculate";

export const SESSION_COOKIE = "ASP.NET_SessionId";
export const AUTH_COOKIE = ".ASPXAUTH";

/** Price basis marker of an engine that answers with model prices (the simulator), not the insurers' offers. */
export const MODEL_PRICE_BASIS = "MODELL";
export const MODEL_PRICE_NOTICE =
  "Modellbeiträge: berechnet nach den Grundsätzen der KVAV mit Modellannahmen, kein Angebot des Versicherers.";

/** The most persons (CalcInput elements) one Calculate may hold (docs/product/rating-engine.md#several-persons). */
export const MAX_CALCULATE_PERSONS = 6;

/** The engine account the client signs in with (Authenticate's MandantId, Benutzername, Passwort). */
export interface KvrCredentials {
  mandantId: string;
  username: string;
  password: string;
}

/** Session values of the engine (docs/product/rating-engine.md "Session (engine)"). */
export interface SessionData {
  sessionId?: string;
  aspxAuth?: string;
  allCookies?: string;
}

export type CookieStatus = "none" | "partial" | "complete";

export function cookieStatus(session: SessionData | undefined): CookieStatus {
  const count = (session?.sessionId ? 1 : 0) + (session?.aspxAuth ? 1 : 0);
  return count === 2 ? "complete" : count === 1 ? "partial" : "none";
}

export function cookieHeader(session: SessionData): string {
  const parts: string[] = [];
  if (session.sessionId) parts.push(`${SESSION_COOKIE}=${session.sessionId}`);
  if (session.aspxAuth) parts.push(`${AUTH_COOKIE}=${session.aspxAuth}`);
  return parts.join("; ");
}
