import type { TariffRecord } from "../domain/offers/tariff-record";

/**
 * How the client reaches a KVR engine (docs/architecture.md#how-a-comparison-flows): one SOAP 1.1 exchange at a
 * time. Exactly two adapters implement it: `createHttpTransport` (rating/transports/http-transport.ts: an external
 * engine at KVR_URL, or the simulator over HTTP) and `createInProcessTransport`
 * (rating/transports/in-process-transport.ts: the simulator called directly). Sessions, re-authentication, the
 * diagnosis and the extractors live in the client (rating/soap/client.ts), the same for both.
 */
export interface EngineTransport {
  /** `http`: an engine at a URL; `in-process`: the simulator in this process. */
  readonly kind: "http" | "in-process";
  send(request: SoapRequest): Promise<SoapResponse>;
}

interface SoapRequest {
  /** The SOAP envelope (XML). */
  envelope: string;
  /** The operation's SOAPAction (rating/protocol.ts `SOAP_ACTIONS`). */
  soapAction: string;
  /** The session cookies (`ASP.NET_SessionId=…; .ASPXAUTH=…`). */
  cookies?: string;
  /**
   * `records`: the caller reads a Calculate answer as tariff records only, so an adapter that can hand them over
   * as values may skip the response XML (the in-process adapter does; rating/adapters.differential.test.ts proves
   * the records equal what the extractors read from the XML). Every other answer is text as usual.
   */
  calculateAs?: "xml" | "records";
  /** The most bytes of the answer to read (default 5 MB; more for a Calculate of several persons). */
  maxResponseBytes?: number;
}

export interface SoapResponse {
  status: number;
  statusText: string;
  /** The answer's text (empty when `records` is set). */
  text: string;
  setCookies: string[];
  /** A successful Calculate's tariff records as values, when asked for with `calculateAs: "records"`. */
  records?: TariffRecord[];
}

/** An adapter throws this for an answer above the size limit (the client reports it as not XML). */
export class ResponseTooLargeError extends Error {
  override name = "ResponseTooLargeError";
}
