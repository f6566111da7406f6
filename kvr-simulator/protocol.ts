/**
 * The simulator's side of the KVR wire protocol (SOAP 1.1, document/literal, tempuri; kvr-simulator/README.md).
 * The portal's client spells the same names in rating/protocol.ts on its own, as it would for any external engine;
 * rating/adapters.differential.test.ts holds both spellings equal.
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

/** Price basis marker of the simulator's answers (model prices, not the insurers' offers). */
export const MODEL_PRICE_BASIS = "MODELL";
export const MODEL_PRICE_NOTICE =
  "Modellbeiträge: berechnet nach den Grundsätzen der KVAV mit Modellannahmen, kein Angebot des Versicherers.";

/** Reads cookie values from a Cookie header. */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}
