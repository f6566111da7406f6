import { ENGINE_LIMITS } from "../../domain/constants/business";
import { childOf, findElement, parseXmlSafely, textOf } from "../../lib/xml/safe-xml";
import {
  AUTH_COOKIE,
  cookieHeader,
  type KvrCredentials,
  SESSION_COOKIE,
  type SessionData,
  SOAP_ACTIONS,
} from "../protocol";
import { type EngineTransport, ResponseTooLargeError, type SoapResponse } from "../transport";
import { authenticateEnvelope, getCompaniesEnvelope, soapRequestEnvelope } from "./calc-input";
import { type Diagnosis, diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
import { type Extraction, extractTariffs } from "./extractors";
import { responseLimitFor } from "./response-limit";

/** Result shape of the kvr-service actions (docs/product/rating-engine.md). */
interface KvrActionResult<T> {
  success: boolean;
  data?: T;
  sessionData?: SessionData;
  error?: string;
}

/** A Calculate read as tariffs: the extraction, and the response XML when the engine answered with XML. */
export type CalculateTariffsResult = Extraction & { xml?: string };

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
   * Calculate read as tariffs (what a comparison needs): `calculate` + `extractTariffs` of its XML, with the same
   * session handling and messages. The transport may hand a successful answer over as records instead of XML
   * (the in-process adapter does: rating/transports/in-process-transport.ts); `xml` is then undefined.
   */
  calculateTariffs(options: { soapBody: string }): Promise<CalculateTariffsResult>;
  /** The client's clock (used for VersicherungsBeginn). */
  now(): Date;
  /** The session the client currently reuses. */
  getSession(): SessionData | undefined;
  clearSession(): void;
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
function failureOf(response: SoapResponse, diagnosis: Diagnosis): string | undefined {
  const ok = response.status >= 200 && response.status < 300;
  if (!diagnosis.ok && diagnosis.kind !== "invalid") return diagnosis.message;
  if (!ok) return KVR_MESSAGES.httpError(response.status, response.statusText);
  return diagnosis.ok ? undefined : diagnosis.message;
}

/** Wraps a body fragment in a SOAP envelope unless the text already is one. */
function ensureEnvelope(soapBody: string): string {
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
  transport: EngineTransport;
  credentials: KvrCredentials;
  now?: () => Date;
}): KvrClient {
  const { transport } = options;
  let session: SessionData | undefined;
  const send = (
    envelope: string,
    soapAction: string,
    cookies: string | undefined,
    calculateAs?: "xml" | "records",
  ) =>
    transport.send({
      envelope,
      soapAction,
      cookies,
      calculateAs,
      maxResponseBytes: responseLimitFor(envelope),
    });
  /** An answer with records is a successful Calculate; every other answer is diagnosed from its text. */
  const diagnose = (response: SoapResponse, envelope: string): Diagnosis =>
    response.records ? { ok: true } : diagnoseResponse(response.text, responseLimitFor(envelope));

  const authenticate = async (
    credentials: KvrCredentials = options.credentials,
  ): Promise<KvrActionResult<{ sessionId: string; aspxAuth: string }>> => {
    try {
      const response = await send(authenticateEnvelope(credentials), SOAP_ACTIONS.authenticate, undefined);
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
    calculateAs?: "xml" | "records",
  ): Promise<KvrActionResult<SoapResponse>> => {
    try {
      let current = given?.sessionId || given?.aspxAuth ? given : session;
      if (!current && reauthenticate) {
        const auth = await authenticate(credentials);
        if (!auth.success) return { success: false, error: auth.error };
        current = session;
      }
      const action = actionFor(envelope);
      let response = await send(envelope, action, current ? cookieHeader(current) : undefined, calculateAs);
      let diagnosis = diagnose(response, envelope);
      if (!diagnosis.ok && (diagnosis.kind === "login" || diagnosis.kind === "html") && reauthenticate) {
        session = undefined;
        const auth = await authenticate(credentials);
        if (!auth.success) return { success: false, error: auth.error };
        current = session;
        response = await send(envelope, action, current ? cookieHeader(current) : undefined, calculateAs);
        diagnosis = diagnose(response, envelope);
      }
      const failure = failureOf(response, diagnosis);
      if (failure) {
        if (!diagnosis.ok && diagnosis.kind === "login") session = undefined;
        return { success: false, error: failure, sessionData: current };
      }
      return { success: true, data: response, sessionData: current };
    } catch (error) {
      return { success: false, error: errorMessage(error) };
    }
  };

  /** The answer's XML as the action result's data. */
  const asText = async (call: Promise<KvrActionResult<SoapResponse>>): Promise<KvrActionResult<string>> => {
    const { data, ...result } = await call;
    // Keys in the order the console's JSON has always shown them.
    return data === undefined
      ? result
      : { success: result.success, data: data.text, sessionData: result.sessionData };
  };
  const calculateSession = (opts: Parameters<KvrClient["calculate"]>[0]) =>
    opts.sessionData ??
    (opts.sessionId || opts.aspxAuth ? { sessionId: opts.sessionId, aspxAuth: opts.aspxAuth } : undefined);

  return {
    authenticate,
    getCompaniesWithUrlAuth: (opts = {}) =>
      asText(
        withSession(getCompaniesEnvelope(), opts.sessionData, opts.credentials ?? options.credentials, true),
      ),
    customRequest: (opts) =>
      asText(withSession(ensureEnvelope(opts.soapBody), opts.sessionData, undefined, false)),
    calculate: (opts) =>
      asText(
        withSession(
          ensureEnvelope(opts.soapBody),
          calculateSession(opts),
          opts.credentials ?? options.credentials,
          true,
        ),
      ),
    calculateTariffs: async ({ soapBody }) => {
      const envelope = ensureEnvelope(soapBody);
      const answer = await withSession(envelope, undefined, options.credentials, true, "records");
      if (!answer.success || answer.data === undefined) {
        return { ok: false, error: answer.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten." };
      }
      const { records, text } = answer.data;
      if (!records) return { ...extractTariffs(text, responseLimitFor(envelope)), xml: text };
      // What the extractor reads from the same answer's XML (rating/adapters.differential.test.ts).
      if (records.length === 0) return { ok: false, error: KVR_MESSAGES.noTariffs };
      return { ok: true, extractor: "primary", tariffs: records, priceBasis: "model" };
    },
    now: options.now ?? (() => new Date()),
    getSession: () => session,
    clearSession: () => {
      session = undefined;
    },
  };
}
