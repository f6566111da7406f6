import { MAX_XML_BYTES } from "../../lib/xml/safe-xml";

/** Response diagnosis and processing messages (docs/product/errors.md#comparison-and-engine), reproduced exactly. */
export const KVR_MESSAGES = {
  soapFault: (text: string) => `SOAP Fault detected: ${text}`,
  html: "Received HTML instead of XML response - possible authentication issue",
  loginPage: "Received login page - session expired or authentication failed",
  notXml: "Response is not a valid XML/SOAP document",
  noTariffs: "Keine Tarife in den XML-Daten gefunden.",
  processing: (detail: string) => `Fehler bei der Verarbeitung der Daten: ${detail}`,
  noPkvTariffs: "Keine PKV-Tarife in der SOAP-Antwort gefunden.",
  httpError: (status: number, text: string) => `HTTP error ${status}: ${text}`,
  unreachable: "Der Rechenkern ist nicht erreichbar. Bitte versuchen Sie es später erneut.",
} as const;

export type Diagnosis =
  | { ok: true }
  | { ok: false; kind: "fault" | "html" | "login" | "invalid"; message: string };

const HTML_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype\s+html|<html[\s>])/i;
const HTML_ANYWHERE = /<html[\s>]|<body[\s>]|<form[\s>]/i;
const LOGIN_MARKERS = /login|anmeldung|returnurl|type\s*=\s*["']?password/i;
const FAULT = /<(?:[\w.-]+:)?Fault[\s>]/;
const FAULT_STRING = /<(?:[\w.-]+:)?faultstring[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?faultstring>/i;
const FAULT_REASON = /<(?:[\w.-]+:)?Text[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?Text>/i;
const CALCULATE_MARKER = /<(?:[\w.-]+:)?Calculate(?:Response|Result)[\s/>]/;
const XML_MARKER = /^\s*<\?xml|<(?:[\w.-]+:)?Envelope[\s>]/;
const DOCTYPE = /<!DOCTYPE|<!ENTITY/i;
const HEAD_LENGTH = 4096;

function decodeBasic(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

function looksLikeHtml(text: string): boolean {
  if (HTML_START.test(text)) return true;
  return HTML_ANYWHERE.test(text) && !XML_MARKER.test(text);
}

/**
 * Diagnoses an engine response before parsing: size limit, SOAP Fault, HTML / login page, DOCTYPE, and the
 * validity rule of docs/product/rating-engine.md#response-processing (a calculate response/result marker, or
 * otherwise XML/SOAP markers). `maxBytes`: the size limit of the answer (default 5 MB).
 */
export function diagnoseResponse(text: string, maxBytes = MAX_XML_BYTES): Diagnosis {
  if (text.length > maxBytes) return { ok: false, kind: "invalid", message: KVR_MESSAGES.notXml };
  // Everything the diagnosis looks for sits at the start of a document: the prolog (DOCTYPE), the root
  // element (html or Envelope) and the first body element (Fault or the operation's response).
  const head = text.length > HEAD_LENGTH ? text.slice(0, HEAD_LENGTH) : text;
  if (looksLikeHtml(head)) {
    return LOGIN_MARKERS.test(text)
      ? { ok: false, kind: "login", message: KVR_MESSAGES.loginPage }
      : { ok: false, kind: "html", message: KVR_MESSAGES.html };
  }
  if (DOCTYPE.test(head)) return { ok: false, kind: "invalid", message: KVR_MESSAGES.notXml };
  if (FAULT.test(head)) {
    const match = FAULT_STRING.exec(text) ?? FAULT_REASON.exec(text);
    const detail = match?.[1] ? decodeBasic(match[1]).slice(0, 500) : "Unbekannter Fehler";
    return { ok: false, kind: "fault", message: KVR_MESSAGES.soapFault(detail) };
  }
  if (CALCULATE_MARKER.test(head) || XML_MARKER.test(head)) return { ok: true };
  return { ok: false, kind: "invalid", message: KVR_MESSAGES.notXml };
}
