import type { TariffRecord } from "../domain/offers/tariff-record";
import type { SoapOperation } from "./protocol";

/** What the engine simulator is handed and answers with (kvr-simulator/README.md#operations). */

export interface KvrCredentials {
  mandantId: string;
  username: string;
  password: string;
}

/**
 * Per-caller limits of the HTTP endpoint (the server passes them per request; the in-process transport has none).
 * `admit` runs before an operation is carried out; a number of seconds refuses it (HTTP 429, Retry-After).
 */
export interface OperationGuard {
  admit(operation: SoapOperation): Promise<number | undefined>;
}

export interface EmbeddedKvrEngine {
  handle(request: Request, guard?: OperationGuard): Promise<Response>;
}

/** A SOAP exchange as plain text, for the in-process transport (same logic as `handle`, no byte encoding). */
export interface TextExchange {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * A Calculate answered as values (the in-process fast path, see kvr-simulator/README.md#in-process): the tariff
 * records the response XML would carry, written from the same step description (tariff-output.ts).
 */
export interface RecordsExchange {
  status: 200;
  headers: Headers;
  records: TariffRecord[];
}

export interface InProcessKvrEngine extends EmbeddedKvrEngine {
  /** One SOAP exchange as text: the same logic as `handle`, without encoding the XML to bytes and back. */
  exchange(request: TextRequest): Promise<TextExchange>;
  /**
   * The same exchange, except that a successful Calculate answers with its tariff records as values instead of
   * about 1–2,5 MB of response XML to write and parse again. Everything else (the WSDL, Authenticate, sessions,
   * the login page, faults, validation) is the exchange's answer unchanged.
   */
  exchangeRecords(request: TextRequest): Promise<TextExchange | RecordsExchange>;
}

export interface TextRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}
