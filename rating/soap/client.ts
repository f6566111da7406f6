import { ENGINE_LIMITS } from "../../domain/constants/business";
import type { EmbeddedKvrEngine, InProcessKvrEngine, KvrCredentials } from "../embedded/engine";
import { AUTH_COOKIE, cookieHeader, SESSION_COOKIE, type SessionData, SOAP_ACTIONS } from "../protocol";
import { readTextWithin } from "../read-limited";
import { childOf, findElement, MAX_XML_BYTES, parseXmlSafely, textOf } from "../xml/safe-xml";
import { authenticateEnvelope, getCompaniesEnvelope, soapRequestEnvelope } from "./calc-input";
import { type Diagnosis, diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
import type { Extraction } from "./extractors";

/** Result shape of the kvr-service actions (docs/product/rating-engine.md). */
export interface KvrActionResult<T> {
  success: boolean;
  data?: T;
  sessionData?: SessionData;
  error?: string;
}

export type KvrTransportOption =
  | { kind: "embedded"; engine: EmbeddedKvrEngine }
  | { kind: "http"; url: string };

export interface RawResponse {
  status: number;
  statusText: string;
  text: string;
  setCookies: string[];
}

export interface KvrClient {
  authenticate(
    credentials?: KvrCredentials,
  ): Promise<KvrActionResult<{ sessionId: string; aspxAuth: string }>>;
  getCompaniesWithUrlAuth(options?: {
    credentials?: KvrCredentials;
    sessionData?: SessionData;
  }): Promise<KvrActionResult<string>>;
  customRequest(options: { soapBody: string; sessionData?: SessionData }): Promise<KvrActionResult<string>>;
  calculate(options: {
    soapBody: string;
    credentials?: KvrCredentials;
    sessionId?: string;
    aspxAuth?: string;
    sessionData?: SessionData;
  }): Promise<KvrActionResult<string>>;
  /**
   * Calculate straight to tariff records, without the response XML: only with the in-process embedded engine
   * (decision 020). Same request, credentials, validation and error messages as `calculate` + `extractTariffs`.
   */
  calculateRecords?(options: { soapBody: string }): Promise<Extraction>;
  /** The client's clock (used for VersicherungsBeginn). */
  now(): Date;
  /** The session the client currently reuses. */
  getSession(): SessionData | undefined;
  clearSession(): void;
}

const EMBEDDED_URL = "http://embedded.kvr/soap/kvr";

/** A remote engine's answer, read with the size limit. */
async function readRemoteXml(response: Response): Promise<string> {
  const text = await readTextWithin(response, MAX_XML_BYTES);
  if (text === undefined) throw new ResponseTooLargeError();
  return text;
}

class ResponseTooLargeError extends Error {
  override name = "ResponseTooLargeError";
}

function setCookiesOf(response: Response): string[] {
  const headers = response.headers as Headers & { getSetCookie?: () => string[] };
  if (typeof headers.getSetCookie === "function") return headers.getSetCookie();
  const single = response.headers.get("set-cookie");
  return single ? [single] : [];
}

export type SendFunction = (envelope: string, soapAction: string, cookies?: string) => Promise<RawResponse>;

export function createTransport(option: KvrTransportOption): SendFunction {
  return async (envelope, soapAction, cookies) => {
    const headers: Record<string, string> = {
      "content-type": "text/xml; charset=utf-8",
      soapaction: `"${soapAction}"`,
    };
    if (cookies) headers.cookie = cookies;
    let response: Response;
    if (option.kind === "embedded") {
      const engine = option.engine as Partial<InProcessKvrEngine>;
      if (typeof engine.exchange === "function") {
        // Same engine logic as over HTTP, without encoding the XML to bytes and back.
        const result = await engine.exchange({
          url: EMBEDDED_URL,
          method: "POST",
          headers: new Headers(headers),
          body: envelope,
        });
        return {
          status: result.status,
          statusText: "",
          text: result.body,
          setCookies: result.headers.getSetCookie(),
        };
      }
      response = await option.engine.handle(
        new Request(EMBEDDED_URL, { method: "POST", headers, body: envelope }),
      );
    } else {
      response = await fetch(option.url, {
        method: "POST",
        headers,
        body: envelope,
        signal: AbortSignal.timeout(ENGINE_LIMITS.timeoutMs),
        redirect: "follow",
      });
    }
    return {
      status: response.status,
      statusText: response.statusText,
      // The embedded engine's output is ours and bounded; remote answers are read with the size limit.
      text: option.kind === "embedded" ? await response.text() : await readRemoteXml(response),
      setCookies: setCookiesOf(response),
    };
  };
}

function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const header of setCookies) {
    const [pair] = header.split(";");
    const index = pair?.indexOf("=") ?? -1;
    if (pair && index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (error instanceof ResponseTooLargeError) return KVR_MESSAGES.notXml;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `Zeitüberschreitung: Der Rechenkern hat nicht innerhalb von ${ENGINE_LIMITS.timeoutMs / 1000} Sekunden geantwortet.`;
  }
  // A network failure (refused, DNS, reset): undici says only 'fetch failed'; the user gets German text.
  if (error instanceof TypeError) return KVR_MESSAGES.unreachable;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A SOAP Fault, HTML or login page is reported with its diagnosis (docs/product/rating-engine.md#response-processing)
 * whatever the HTTP status; any other non-OK answer as 'HTTP error {status}: {text}'; an OK answer that is not
 * XML/SOAP as not valid.
 */
function failureOf(response: RawResponse, diagnosis: Diagnosis): string | undefined {
  const ok = response.status >= 200 && response.status < 300;
  if (!diagnosis.ok && diagnosis.kind !== "invalid") return diagnosis.message;
  if (!ok) return KVR_MESSAGES.httpError(response.status, response.statusText);
  return diagnosis.ok ? undefined : diagnosis.message;
}

/** Wraps a body fragment in a SOAP envelope unless the text already is one. */
export function ensureEnvelope(soapBody: string): string {
  return /<(?:[\w.-]+:)?Envelope[\s>]/.test(soapBody) ? soapBody : soapRequestEnvelope(soapBody);
}

function actionFor(envelope: string): string {
  if (/<(?:[\w.-]+:)?Calculate[\s>/]/.test(envelope)) return SOAP_ACTIONS.calculate;
  if (/<(?:[\w.-]+:)?Authenticate[\s>/]/.test(envelope)) return SOAP_ACTIONS.authenticate;
  return SOAP_ACTIONS.getCompanies;
}

/**
 * KVR client with the four kvr-service actions. Reuses its session; when an operation meets an expired
 * session (login page or HTML) it authenticates once more and repeats the call once.
 */
export function createKvrClient(options: {
  transport: KvrTransportOption;
  credentials: KvrCredentials;
  now?: () => Date;
  send?: SendFunction;
}): KvrClient {
  const send = options.send ?? createTransport(options.transport);
  let session: SessionData | undefined;
  const inProcess =
    options.send === undefined && options.transport.kind === "embedded"
      ? (options.transport.engine as Partial<InProcessKvrEngine>)
      : undefined;
  const calculateRecords =
    typeof inProcess?.calculateRecords === "function"
      ? inProcess.calculateRecords.bind(inProcess)
      : undefined;

  const authenticate = async (
    credentials: KvrCredentials = options.credentials,
  ): Promise<KvrActionResult<{ sessionId: string; aspxAuth: string }>> => {
    try {
      const response = await send(authenticateEnvelope(credentials), SOAP_ACTIONS.authenticate);
      const diagnosis = diagnoseResponse(response.text);
      const failure = failureOf(response, diagnosis);
      if (failure) return { success: false, error: failure };
      const result = findElement(parseXmlSafely(response.text), "AuthenticateResult");
      const sessionId =
        cookieValue(response.setCookies, SESSION_COOKIE) ?? textOf(childOf(result, "SessionId"));
      const aspxAuth = cookieValue(response.setCookies, AUTH_COOKIE) ?? textOf(childOf(result, "AuthTicket"));
      if (!sessionId || !aspxAuth) {
        return {
          success: false,
          error: "Authentifizierung fehlgeschlagen. Bitte versuchen Sie es später erneut.",
        };
      }
      session = { sessionId, aspxAuth, allCookies: cookieHeader({ sessionId, aspxAuth }) };
      return { success: true, data: { sessionId, aspxAuth }, sessionData: session };
    } catch (error) {
      return { success: false, error: errorMessage(error) };
    }
  };

  /** Sends with a session; on an expired session re-authenticates once (if allowed) and retries. */
  const withSession = async (
    envelope: string,
    given: SessionData | undefined,
    credentials: KvrCredentials | undefined,
    reauthenticate: boolean,
  ): Promise<KvrActionResult<string>> => {
    try {
      let current = given?.sessionId || given?.aspxAuth ? given : session;
      if (!current && reauthenticate) {
        const auth = await authenticate(credentials);
        if (!auth.success) return { success: false, error: auth.error };
        current = session;
      }
      const action = actionFor(envelope);
      let response = await send(envelope, action, current ? cookieHeader(current) : undefined);
      let diagnosis = diagnoseResponse(response.text);
      if (!diagnosis.ok && (diagnosis.kind === "login" || diagnosis.kind === "html") && reauthenticate) {
        session = undefined;
        const auth = await authenticate(credentials);
        if (!auth.success) return { success: false, error: auth.error };
        current = session;
        response = await send(envelope, action, current ? cookieHeader(current) : undefined);
        diagnosis = diagnoseResponse(response.text);
      }
      const failure = failureOf(response, diagnosis);
      if (failure) {
        if (!diagnosis.ok && diagnosis.kind === "login") session = undefined;
        return { success: false, error: failure, sessionData: current };
      }
      return { success: true, data: response.text, sessionData: current };
    } catch (error) {
      return { success: false, error: errorMessage(error) };
    }
  };

  return {
    authenticate,
    getCompaniesWithUrlAuth: (opts = {}) =>
      withSession(getCompaniesEnvelope(), opts.sessionData, opts.credentials ?? options.credentials, true),
    customRequest: (opts) => withSession(ensureEnvelope(opts.soapBody), opts.sessionData, undefined, false),
    calculate: (opts) => {
      const given =
        opts.sessionData ??
        (opts.sessionId || opts.aspxAuth
          ? { sessionId: opts.sessionId, aspxAuth: opts.aspxAuth }
          : undefined);
      return withSession(ensureEnvelope(opts.soapBody), given, opts.credentials ?? options.credentials, true);
    },
    calculateRecords: calculateRecords
      ? async ({ soapBody }) => {
          const outcome = calculateRecords({
            credentials: options.credentials,
            envelope: ensureEnvelope(soapBody),
          });
          if (!outcome.ok) {
            // As the SOAP answer's faultstring would read after the diagnosis (trimmed, at most 500 characters).
            const detail = outcome.fault.trim().slice(0, 500) || "Unbekannter Fehler";
            return { ok: false, error: KVR_MESSAGES.soapFault(detail) };
          }
          if (outcome.records.length === 0) return { ok: false, error: KVR_MESSAGES.noTariffs };
          return { ok: true, extractor: "primary", tariffs: outcome.records, priceBasis: "model" };
        }
      : undefined,
    now: options.now ?? (() => new Date()),
    getSession: () => session,
    clearSession: () => {
      session = undefined;
    },
  };
}
