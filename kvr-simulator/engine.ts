import { DEFAULT_MANDANT_ID } from "../domain/constants/business";
import { YEARLY_CONSTANTS, type YearlyTable } from "../domain/constants/yearly-constants";
import { berlinDate, berlinYear } from "../lib/dates/berlin-date";
import { readTextWithin } from "../lib/http/read-limited";
import { childOf, parseXmlSafely, type XmlNode, XmlSafetyError } from "../lib/xml/safe-xml";
import { CalcInputError, calculateFamily, calculateXml, readCalcInput } from "./calculate";
import { companiesXml } from "./companies-xml";
import type {
  InProcessKvrEngine,
  KvrCredentials,
  OperationGuard,
  RecordsExchange,
  TextExchange,
  TextRequest,
} from "./exchange-types";
import type { SoapOperation } from "./protocol";
import { createSessions } from "./sessions";
import { loginPageHtml, soapEnvelope, soapFault, tooManyRequestsFault, xmlResponse } from "./soap-answers";
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

/** Password of the simulator's demo account (the server overrides the credentials via env). */
const DEMO_ENGINE_PASSWORD = "kvr-demo-2026";
export const DEMO_ENGINE_CREDENTIALS: KvrCredentials = {
  mandantId: DEFAULT_MANDANT_ID,
  username: "demo",
  password: DEMO_ENGINE_PASSWORD,
};
const DEFAULT_SERVICE_URL = "http://localhost:3000/soap/kvr";

const INTERNAL_ERROR = "Interner Fehler des Rechenkerns.";

/** How long a start that was valid a moment ago stays accepted (a request built just before midnight). */
const START_GRACE_MS = 10 * 60_000;

/** The engine's date in Berlin, and the date a few minutes earlier (docs/product/comparison.md#insurance-start). */
function engineDates(at: Date): { today: string; todayBefore: string } {
  return { today: berlinDate(at), todayBefore: berlinDate(at.getTime() - START_GRACE_MS) };
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
  const { authenticate, sessionValid } = createSessions({ credentials: options.credentials, now });
  const serviceUrl = options.serviceUrl ?? DEFAULT_SERVICE_URL;
  let wsdl: string | undefined;

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
