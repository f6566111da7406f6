import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { DEFAULT_MANDANT_ID, ENGINE_LIMITS } from "../domain/constants/business";
import { constantsForYear, YEARLY_CONSTANTS, type YearlyTable } from "../domain/constants/yearly-constants";
import type { TariffRecord } from "../domain/offers/tariff-record";
import { berlinDate, berlinYear } from "../lib/dates/berlin-date";
import { readTextWithin } from "../lib/http/read-limited";
import {
  childOf,
  escapeXml,
  parseXmlSafely,
  textOf,
  type XmlNode,
  XmlSafetyError,
} from "../lib/xml/safe-xml";
import { tariffPoints } from "./benefit-points";
import { CalcInputError, calculateFamily, calculateXml, readCalcInput } from "./calculate";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import { quote } from "./premium-model";
import { AUTH_COOKIE, parseCookies, SESSION_COOKIE, SOAP_ENV_NS, type SoapOperation } from "./protocol";
import {
  ENVELOPE_FAULT,
  envelopeIssue,
  MAX_REQUEST_BYTES,
  operationOfAction,
  REQUEST_TOO_LARGE,
  soapActionOf,
} from "./soap-envelope";
import { calculationRecords } from "./tariff-records";
import { kvrWsdl } from "./wsdl";

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

/** The German SOAP Fault of a refused (rate-limited) operation. */
export function tooManyRequestsFault(retryAfterSeconds: number): TextExchange {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    status: 429,
    headers: new Headers({
      "content-type": "text/xml; charset=utf-8",
      "retry-after": String(retryAfterSeconds),
    }),
    body: soapFault(
      "soap:Client",
      `Zu viele Anfragen an den Rechenkern. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
    ),
  };
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

/** Password of the simulator's demo account (the server overrides the credentials via env). */
export const DEMO_ENGINE_PASSWORD = "kvr-demo-2026";
export const DEMO_ENGINE_CREDENTIALS: KvrCredentials = {
  mandantId: DEFAULT_MANDANT_ID,
  username: "demo",
  password: DEMO_ENGINE_PASSWORD,
};
export const DEFAULT_SERVICE_URL = "http://localhost:3000/soap/kvr";

const AUTHENTICATION_FAILED =
  "Authentifizierung fehlgeschlagen: Mandant, Benutzername oder Passwort ungültig.";
const INTERNAL_ERROR = "Interner Fehler des Rechenkerns.";
const SESSION_IDLE_MS = ENGINE_LIMITS.sessionIdleMinutes * 60_000;
const MAX_SESSIONS = 10_000;

interface Session {
  aspxAuth: string;
  lastSeen: number;
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export function soapEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_ENV_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

export function soapFault(
  code: "soap:Client" | "soap:Server" | "soap:VersionMismatch",
  message: string,
): string {
  return soapEnvelope(
    `<soap:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
  );
}

/** The page a forms-authentication ASP.NET service answers with when the session is missing or expired. */
export function loginPageHtml(returnUrl: string): string {
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Anmeldung - KVR</title></head>
<body><form method="post" action="./Login.aspx?ReturnUrl=${encodeURIComponent(returnUrl)}" id="form1">
<h1>Anmeldung</h1><p>Ihre Sitzung ist abgelaufen. Bitte melden Sie sich an.</p>
<label for="txtMandant">Mandant</label><input name="txtMandant" id="txtMandant" type="text">
<label for="txtUser">Benutzername</label><input name="txtUser" id="txtUser" type="text">
<label for="txtPassword">Passwort</label><input name="txtPassword" id="txtPassword" type="password">
<input type="submit" name="btnLogin" value="Login">
</form></body></html>`;
}

const xmlResponse = (body: string, status = 200, headers: Record<string, string> = {}): TextExchange => ({
  status,
  headers: new Headers({ "content-type": "text/xml; charset=utf-8", ...headers }),
  body,
});

const companiesXmlCache = new Map<string, string>();

/** How long a start that was valid a moment ago stays accepted (a request built just before midnight). */
const START_GRACE_MS = 10 * 60_000;

/** The engine's date in Berlin, and the date a few minutes earlier (docs/product/comparison.md#insurance-start). */
function engineDates(at: Date): { today: string; todayBefore: string } {
  return { today: berlinDate(at), todayBefore: berlinDate(at.getTime() - START_GRACE_MS) };
}

/**
 * GetCompanies result: each insurer with its products. Price is a reference model premium (35 years old at an
 * insurance start on 1 January of `year`, lowest deductible, health tariff incl. § 149 VAG surcharge; Beihilfe
 * tariffs at 50 %); Value is the tariff's LeistPoints.
 */
export function companiesXml(year: number, table: YearlyTable = YEARLY_CONSTANTS): string {
  const constants = constantsForYear(year, table);
  const key = `${year}|${JSON.stringify(constants)}`;
  const cached = companiesXmlCache.get(key);
  if (cached) return cached;
  const companies = INSURERS.map((insurer) => {
    const products = TARIFFS.filter((tariff) => tariff.companyId === insurer.id)
      .map((tariff) => {
        const reference = quote(tariff, {
          birthDate: `${year - 35}-01-01`,
          startDate: `${year}-01-01`,
          deductible: Math.min(...tariff.deductibleOptions),
          residualPercent: tariff.kind === "beihilfe" ? 50 : 100,
          sickPay: null,
          careObligation: false,
          beihilfe: tariff.kind === "beihilfe",
          employerShare: false,
          constants,
        });
        return `<Product><Id>${tariff.prodId}</Id><Name>${escapeXml(tariff.name)}</Name><Price>${reference.total.toFixed(
          2,
        )}</Price><Value>${tariffPoints(tariff).total}</Value></Product>`;
      })
      .join("");
    return `<Company><Id>${insurer.id}</Id><Name>${escapeXml(insurer.name)}</Name><ShortName>${escapeXml(
      insurer.shortName,
    )}</ShortName><SourceType>${insurer.sourceType}</SourceType><Products>${products}</Products></Company>`;
  }).join("");
  const xml = `<GetCompaniesResponse xmlns="http://tempuri.org/"><GetCompaniesResult>${companies}</GetCompaniesResult></GetCompaniesResponse>`;
  if (companiesXmlCache.size >= 16) companiesXmlCache.clear();
  companiesXmlCache.set(key, xml);
  return xml;
}

/** The operation named by the SOAPAction header (known before the body is read). */
function operationFromAction(headers: Headers): SoapOperation | undefined {
  return operationOfAction(soapActionOf(headers));
}

/**
 * The KVR engine simulator, a KVR-compatible SOAP 1.1 engine (kvr-simulator/README.md#operations). `handle`
 * serves `GET ?wsdl` and SOAP POSTs; operations other than Authenticate need the session cookies; a missing or
 * expired session gets the HTML login page. `exchange` and `exchangeRecords` are the same in process
 * (kvr-simulator/README.md#in-process).
 */
export function createEmbeddedKvrEngine(options: {
  credentials: KvrCredentials;
  now?: () => Date;
  serviceUrl?: string;
  /**
   * The yearly figures in force: the shipped rows plus the years admins stored (asked on every calculation, so a
   * stored year applies without a restart). Default: the shipped rows.
   */
  yearlyTable?: () => YearlyTable;
}): InProcessKvrEngine {
  const now = options.now ?? (() => new Date());
  const yearlyTable = options.yearlyTable ?? (() => YEARLY_CONSTANTS);
  const sessions = new Map<string, Session>();
  const serviceUrl = options.serviceUrl ?? DEFAULT_SERVICE_URL;
  let wsdl: string | undefined;

  const sweep = (time: number) => {
    for (const [id, session] of sessions) {
      if (time - session.lastSeen > SESSION_IDLE_MS) sessions.delete(id);
    }
  };

  const credentialsValid = (given: KvrCredentials): boolean => {
    // Compare all three without short-circuit, so the timing does not reveal which one was wrong.
    const checks = [
      safeEqual(given.mandantId, options.credentials.mandantId),
      safeEqual(given.username, options.credentials.username),
      safeEqual(given.password, options.credentials.password),
    ];
    return checks.every(Boolean);
  };

  const authenticate = (body: XmlNode): TextExchange => {
    const element = body.Authenticate;
    const valid = credentialsValid({
      mandantId: textOf(childOf(element, "MandantId")) ?? "",
      username: textOf(childOf(element, "Benutzername")) ?? "",
      password: textOf(childOf(element, "Passwort")) ?? "",
    });
    if (!valid) return xmlResponse(soapFault("soap:Client", AUTHENTICATION_FAILED), 500);
    const time = now().getTime();
    sweep(time);
    if (sessions.size >= MAX_SESSIONS) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    const sessionId = randomBytes(15)
      .toString("base64url")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x")
      .slice(0, 24);
    const aspxAuth = randomBytes(48).toString("hex").toUpperCase();
    sessions.set(sessionId, { aspxAuth, lastSeen: time });
    const headers = new Headers({ "content-type": "text/xml; charset=utf-8" });
    headers.append("set-cookie", `${SESSION_COOKIE}=${sessionId}; path=/; HttpOnly; SameSite=Lax`);
    headers.append("set-cookie", `${AUTH_COOKIE}=${aspxAuth}; path=/; HttpOnly; SameSite=Lax`);
    return {
      status: 200,
      headers,
      body: soapEnvelope(
        `<AuthenticateResponse xmlns="http://tempuri.org/"><AuthenticateResult><Success>true</Success><SessionId>${sessionId}</SessionId><AuthTicket>${aspxAuth}</AuthTicket><ExpiresInMinutes>${ENGINE_LIMITS.sessionIdleMinutes}</ExpiresInMinutes></AuthenticateResult></AuthenticateResponse>`,
      ),
    };
  };

  const sessionValid = (headers: Headers): boolean => {
    const cookies = parseCookies(headers.get("cookie"));
    const sessionId = cookies.get(SESSION_COOKIE);
    const aspxAuth = cookies.get(AUTH_COOKIE);
    if (!sessionId || !aspxAuth) return false;
    const session = sessions.get(sessionId);
    if (!session || !safeEqual(session.aspxAuth, aspxAuth)) return false;
    const time = now().getTime();
    if (time - session.lastSeen > SESSION_IDLE_MS) {
      sessions.delete(sessionId);
      return false;
    }
    session.lastSeen = time;
    return true;
  };

  const exchangeGuarded = async (
    { url: rawUrl, method, headers, body: text }: TextRequest,
    guard: OperationGuard | undefined,
    calculateAs: "xml" | "records" = "xml",
  ): Promise<TextExchange | RecordsExchange> => {
    const url = new URL(rawUrl);
    if (method === "GET" || method === "HEAD") {
      if ([...url.searchParams.keys()].some((key) => key.toLowerCase() === "wsdl")) {
        wsdl ??= kvrWsdl(serviceUrl);
        return xmlResponse(wsdl);
      }
      return {
        status: 405,
        headers: new Headers({ allow: "GET, POST", "content-type": "text/plain; charset=utf-8" }),
        body: "Nur POST (SOAP 1.1) oder GET ?wsdl.",
      };
    }
    if (method !== "POST") {
      return { status: 405, headers: new Headers({ allow: "GET, POST" }), body: "Method Not Allowed" };
    }
    if (text.length > MAX_REQUEST_BYTES) return xmlResponse(soapFault("soap:Client", REQUEST_TOO_LARGE), 413);
    let body: XmlNode | undefined;
    try {
      const document = parseXmlSafely(text, MAX_REQUEST_BYTES);
      const envelope = document.Envelope;
      const soapBody = childOf(envelope, "Body");
      if (soapBody === undefined || typeof soapBody !== "object" || Array.isArray(soapBody)) {
        return xmlResponse(soapFault("soap:Client", "Kein SOAP-Envelope mit Body gefunden."), 500);
      }
      body = soapBody;
    } catch (error) {
      const message =
        error instanceof XmlSafetyError
          ? `Ungültige Anfrage: ${error.message}`
          : "Ungültige Anfrage: XML nicht lesbar";
      return xmlResponse(soapFault("soap:Client", message), 500);
    }
    const issue = envelopeIssue(text, headers);
    if (issue !== undefined) {
      const code = issue === ENVELOPE_FAULT.soap12 ? "soap:VersionMismatch" : "soap:Client";
      return xmlResponse(soapFault(code, issue), 500);
    }
    const operation = operationFromAction(headers);
    if (!operation) return xmlResponse(soapFault("soap:Client", ENVELOPE_FAULT.actionMissing), 500);
    const refusedFor = await guard?.admit(operation);
    if (refusedFor !== undefined) return tooManyRequestsFault(refusedFor);
    if (operation === "Authenticate") return authenticate(body);
    if (!sessionValid(headers)) {
      return {
        status: 200,
        headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
        body: loginPageHtml(url.pathname),
      };
    }
    if (operation === "GetCompanies")
      return xmlResponse(soapEnvelope(companiesXml(berlinYear(now()), yearlyTable())));
    try {
      if (calculateAs === "records") {
        const { persons, family } = readCalcInput(body.Calculate, engineDates(now()));
        const records = calculationRecords(calculateFamily(persons, family, yearlyTable()));
        return { status: 200, headers: new Headers({ "content-type": "text/xml; charset=utf-8" }), records };
      }
      return xmlResponse(
        soapEnvelope(calculateXml(body.Calculate, { ...engineDates(now()), table: yearlyTable() })),
      );
    } catch (error) {
      // An invalid CalcInput: the German message is the faultstring (the client reports it as the error).
      if (error instanceof CalcInputError) return xmlResponse(soapFault("soap:Client", error.message), 500);
      return xmlResponse(soapFault("soap:Server", INTERNAL_ERROR), 500);
    }
  };

  /** The XML answers: only a Calculate asked for as records leaves them. */
  const textOnly = (result: TextExchange | RecordsExchange): TextExchange => {
    if ("records" in result) throw new Error("A Calculate as XML answered with records.");
    return result;
  };
  const exchange: InProcessKvrEngine["exchange"] = async (request) =>
    textOnly(await exchangeGuarded(request, undefined));
  const exchangeRecords: InProcessKvrEngine["exchangeRecords"] = (request) =>
    exchangeGuarded(request, undefined, "records");
  const toResponse = (result: TextExchange, method: string) =>
    // Bytes, not a string: undici would otherwise re-scan a large string body for lone surrogates.
    new Response(method === "HEAD" ? null : Buffer.from(result.body, "utf8"), {
      status: result.status,
      headers: result.headers,
    });

  return {
    exchange,
    exchangeRecords,
    async handle(request: Request, guard?: OperationGuard): Promise<Response> {
      const method = request.method;
      let body = "";
      // Known from the SOAPAction header: limits and the session are checked before the body is read or parsed.
      const announced = method === "POST" ? operationFromAction(request.headers) : undefined;
      if (announced) {
        const refusedFor = await guard?.admit(announced);
        if (refusedFor !== undefined) return toResponse(tooManyRequestsFault(refusedFor), method);
        if (announced !== "Authenticate" && !sessionValid(request.headers)) {
          await request.body?.cancel().catch(() => {});
          return toResponse(
            {
              status: 200,
              headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
              body: loginPageHtml(new URL(request.url).pathname),
            },
            method,
          );
        }
      }
      if (method === "POST") {
        const text = await readTextWithin(request, MAX_REQUEST_BYTES);
        if (text === undefined) {
          const fault = xmlResponse(soapFault("soap:Client", REQUEST_TOO_LARGE), 413);
          return new Response(fault.body, { status: fault.status, headers: fault.headers });
        }
        body = text;
      }
      const result = await exchangeGuarded(
        { url: request.url, method, headers: request.headers, body },
        announced ? undefined : guard,
      );
      return toResponse(textOnly(result), method);
    },
  };
}
