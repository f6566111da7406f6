import { SOAP_ACTIONS, SOAP_ENV_NS, type SoapOperation, TEMPURI_NS } from "./protocol";

/**
 * What the engine expects of a SOAP request before it reads an operation (kvr-simulator/README.md#operations):
 * SOAP 1.1 (envelope namespace, Content-Type text/xml), a SOAPAction header naming one of the three operations,
 * the operation element in the tempuri namespace and matching the SOAPAction, and at most
 * {@link MAX_REQUEST_BYTES}. Each refusal is a German fault that says what is expected.
 */

/** The largest request the engine reads: 256 KB, the limit `/soap/kvr` enforces too (a Calculate is a few KB). */
export const MAX_REQUEST_BYTES = 256 * 1024;
export const REQUEST_TOO_LARGE = `Anfrage überschreitet die maximale Größe von ${MAX_REQUEST_BYTES / 1024} KB.`;
const SOAP12_ENV_NS = "http://www.w3.org/2003/05/soap-envelope";

const ACTIONS: ReadonlyArray<readonly [string, SoapOperation]> = [
  [SOAP_ACTIONS.authenticate, "Authenticate"],
  [SOAP_ACTIONS.getCompanies, "GetCompanies"],
  [SOAP_ACTIONS.calculate, "Calculate"],
];
const EXPECTED_ACTIONS = `${ACTIONS.slice(0, -1)
  .map(([action]) => `„${action}“`)
  .join(", ")} oder „${ACTIONS.at(-1)![0]}“`;

export const ENVELOPE_FAULT = {
  actionMissing: `Der HTTP-Header SOAPAction fehlt (erwartet: ${EXPECTED_ACTIONS}).`,
  actionUnknown: (action: string) => `Unbekannte SOAPAction „${action}“ (erwartet: ${EXPECTED_ACTIONS}).`,
  actionMismatch: (action: string, element: string) =>
    `Die SOAPAction „${action}“ passt nicht zum Element ${element} im SOAP-Body (erwartet: „${TEMPURI_NS}${element}“).`,
  soap12: `SOAP 1.2 wird nicht unterstützt: erwartet wird ein SOAP-1.1-Envelope (${SOAP_ENV_NS}, Content-Type text/xml).`,
  envelopeNamespace: (namespace: string) =>
    `Der SOAP-Envelope steht ${inNamespace(namespace)}; erwartet wird ${SOAP_ENV_NS} (SOAP 1.1).`,
  operationMissing:
    "Der SOAP-Body enthält keine Operation (erwartet: Authenticate, GetCompanies oder Calculate).",
  operationNamespace: (element: string, namespace: string) =>
    `Das Element ${element} steht ${inNamespace(namespace)}; erwartet wird ${TEMPURI_NS}.`,
} as const;

function inNamespace(namespace: string): string {
  return namespace === "" ? "in keinem Namensraum" : `im Namensraum „${namespace}“`;
}

/** The SOAPAction header without quotes; undefined when absent (SOAP 1.2 carries it in the Content-Type). */
export function soapActionOf(headers: Headers): string | undefined {
  const header = headers.get("soapaction");
  if (header === null) return undefined;
  return header.replace(/"/g, "").trim();
}

/** The operation a SOAPAction names, if it is one of the three. */
export function operationOfAction(action: string | undefined): SoapOperation | undefined {
  return ACTIONS.find(([known]) => known === action)?.[1];
}

/** Whether the request is SOAP 1.2 by its Content-Type (application/soap+xml). */
function isSoap12ContentType(headers: Headers): boolean {
  return (headers.get("content-type") ?? "").toLowerCase().includes("application/soap+xml");
}

interface Scanned {
  envelope: { name: string; namespace: string } | undefined;
  operation: { name: string; namespace: string } | undefined;
}

const START_OR_END =
  /<(\/?)([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const XMLNS = /\s+xmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The namespaces of the envelope and of the first element in its Body, read from the request text (the strict
 * parser drops namespaces; the text was parsed by it already, so it is well-formed). Comments, CDATA and
 * processing instructions are removed first.
 */
function scanEnvelope(text: string): Scanned {
  const clean = text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")
    .replace(/<\?[\s\S]*?\?>/g, "");
  const scopes: Array<Map<string, string>> = [];
  const path: string[] = [];
  const resolve = (prefix: string) => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const namespace = scopes[i]!.get(prefix);
      if (namespace !== undefined) return namespace;
    }
    return "";
  };
  let envelope: Scanned["envelope"];
  for (const match of clean.matchAll(START_OR_END)) {
    const [, closing, qualified, attributes, selfClosing] = match;
    if (closing) {
      scopes.pop();
      path.pop();
      continue;
    }
    const scope = new Map<string, string>();
    for (const declaration of (attributes ?? "").matchAll(XMLNS))
      scope.set(declaration[1] ?? "", declaration[2] ?? declaration[3] ?? "");
    scopes.push(scope);
    const [prefix, name] = qualified!.includes(":") ? qualified!.split(":") : ["", qualified!];
    const element = { name: name!, namespace: resolve(prefix!) };
    if (path.length === 0) envelope = element;
    else if (path.length === 2 && path[1] === "Body") return { envelope, operation: element };
    path.push(name!);
    if (selfClosing) {
      scopes.pop();
      path.pop();
    }
  }
  return { envelope, operation: undefined };
}

/**
 * Why the engine cannot read this SOAP request (a German fault text), or undefined. Called after the strict
 * parser accepted the text; `headers` are the HTTP request's.
 */
export function envelopeIssue(text: string, headers: Headers): string | undefined {
  const { envelope, operation } = scanEnvelope(text);
  if (envelope?.namespace === SOAP12_ENV_NS || isSoap12ContentType(headers)) return ENVELOPE_FAULT.soap12;
  if (envelope && envelope.namespace !== SOAP_ENV_NS)
    return ENVELOPE_FAULT.envelopeNamespace(envelope.namespace);
  const action = soapActionOf(headers);
  if (action === undefined || action === "") return ENVELOPE_FAULT.actionMissing;
  const announced = operationOfAction(action);
  if (!announced) return ENVELOPE_FAULT.actionUnknown(action);
  if (!operation) return ENVELOPE_FAULT.operationMissing;
  if (operation.namespace !== TEMPURI_NS)
    return ENVELOPE_FAULT.operationNamespace(operation.name, operation.namespace);
  if (operation.name !== announced) return ENVELOPE_FAULT.actionMismatch(action, operation.name);
  return undefined;
}
