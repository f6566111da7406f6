import { parseStrictXml, type XmlNode, XmlSyntaxError, type XmlValue } from "./strict-xml";

export type { XmlNode, XmlValue };

/** Responses and requests larger than this are refused before parsing. */
export const MAX_XML_BYTES = 5 * 1024 * 1024;

export class XmlSafetyError extends Error {
  constructor(
    message: string,
    readonly reason: "too-large" | "doctype" | "malformed",
  ) {
    super(message);
    this.name = "XmlSafetyError";
  }
}

const DOCTYPE = /<!DOCTYPE/i;
const ENTITY_DECL = /<!ENTITY/i;

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * Size check, and a DOCTYPE check of the prolog, before the parser sees the text (the parser itself refuses
 * any declaration anywhere in the document as well).
 */
function assertXmlAcceptable(text: string, maxBytes = MAX_XML_BYTES): void {
  // Cheap upper bound first: a UTF-8 byte length is at most 3 × the UTF-16 length.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && byteLength(text) > maxBytes)) {
    throw new XmlSafetyError(`XML überschreitet die Größenbeschränkung von ${maxBytes} Bytes`, "too-large");
  }
  const prologEnd = text.indexOf("<", text.indexOf("<") + 1);
  const prolog = text.slice(0, Math.max(prologEnd, 0) + 512);
  if (DOCTYPE.test(prolog) || ENTITY_DECL.test(prolog)) {
    throw new XmlSafetyError("DOCTYPE- und ENTITY-Deklarationen sind nicht erlaubt", "doctype");
  }
}

const ARRAY_TAGS = new Set([
  "Tarif",
  "Product",
  "Company",
  "CalcInput",
  "ExtendedFilter",
  "ExtendedOutputItem",
  "Leistung",
  "Group",
  "Component",
  "ProductPoolItem",
  "PersonResult",
]);

/**
 * Parses XML after the size and DOCTYPE checks with the strict parser (no DTD, no entity expansion, balanced
 * tags). Namespace prefixes are removed; text stays text (numbers are read by the caller); attribute values
 * and text are already entity-decoded.
 */
export function parseXmlSafely(text: string, maxBytes = MAX_XML_BYTES): XmlNode {
  assertXmlAcceptable(text, maxBytes);
  try {
    return parseStrictXml(text, { arrayTags: ARRAY_TAGS, maxDepth: 64 });
  } catch (error) {
    if (error instanceof XmlSyntaxError) {
      throw new XmlSafetyError(error.message, error.declaration ? "doctype" : "malformed");
    }
    throw error;
  }
}

const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g;

/** Decodes the predefined XML entities and numeric character references. */
export function decodeXmlText(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (match, entity: string) => {
    switch (entity) {
      case "amp":
        return "&";
      case "lt":
        return "<";
      case "gt":
        return ">";
      case "quot":
        return '"';
      case "apos":
        return "'";
      default: {
        const code = entity.startsWith("#x") ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
    }
  });
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(value: string | number | boolean): string {
  const text = String(value);
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

/** Text content of a parsed node (string, or the #text of an element with attributes). */
export function textOf(value: XmlValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return textOf(value[0]);
  const text = value["#text"];
  return typeof text === "string" ? text : undefined;
}

export function childOf(node: XmlValue, key: string): XmlValue {
  if (node === undefined || typeof node === "string") return undefined;
  if (Array.isArray(node)) return childOf(node[0], key);
  return node[key];
}

export function childrenOf(node: XmlValue, key: string): XmlNode[] {
  const value = childOf(node, key);
  if (value === undefined || typeof value === "string") return [];
  return (Array.isArray(value) ? value : [value]).filter(
    (entry): entry is XmlNode => typeof entry === "object" && entry !== null && !Array.isArray(entry),
  );
}

/** Depth-first search for the first element with the given local name. */
export function findElement(node: XmlValue, name: string, depth = 0): XmlValue {
  if (node === undefined || typeof node === "string" || depth > 64) return undefined;
  if (Array.isArray(node)) {
    for (const entry of node) {
      const found = findElement(entry, name, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (name in node) return node[name];
  for (const key of Object.keys(node)) {
    if (key.startsWith("@_")) continue;
    const found = findElement(node[key], name, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Reads an amount accepting a comma decimal separator ('1.234,56', '1234,56', '1234.56'). */
export function parseAmount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  let text = value.trim().replace(/\s|€/g, "");
  if (text === "") return undefined;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}
