import type { TariffRecord } from "../../domain/offers/tariff-record";
import { decodeXmlText, parseAmount, type XmlNode, type XmlValue } from "../../lib/xml/safe-xml";
import { amount, flag, int, str } from "./xml-values";

/**
 * The fallbacks for a response of an unexpected shape (docs/product/rating-engine.md#response-processing): any
 * tariff-like element with a name and a price above 0, found in the parsed document or, failing that, by pattern
 * in the text.
 */

const TARIFF_ELEMENT = /^(?:Tarif|Tariff|TarifResult|TariffResult|KVRTarif|Tarifergebnis)$/i;
const NAME_KEYS = ["ProdName", "TarifName", "TariffName", "Name", "Produkt"];
const COMPANY_KEYS = ["CompanyName", "Gesellschaft", "Versicherer", "Company", "Anbieter"];
const PRICE_KEYS = ["Beitrag", "Preis", "Price", "MonthlyPrice", "Monatsbeitrag"];

function firstOf(node: XmlValue, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = str(node, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

function minimalRecord(companyName: string, prodName: string, beitrag: number, node?: XmlNode): TariffRecord {
  const base: TariffRecord = {
    companyName,
    prodName,
    beitrag,
    groupDefinition: [],
    additionalContributions: [],
    extendedOutput: [],
    groupLeistung: [],
  };
  if (!node) return base;
  return {
    ...base,
    anAnteil: amount(node, "ANAnteil"),
    agAnteil: amount(node, "AGAnteil"),
    zahnErsatz: amount(node, "ZahnErsatz"),
    zahnBehandlung: amount(node, "ZahnBehandlung"),
    sb: amount(node, "SB"),
    chefarzt: flag(node, "Chefarzt"),
    stationaerBettenanzahl: int(node, "StationaerBettenanzahl"),
  };
}

/** Direct result extractor: any tariff-like element anywhere in the document with a price above 0. */
export function directExtractor(document: XmlNode): TariffRecord[] {
  const records: TariffRecord[] = [];
  const visit = (value: XmlValue, key: string, depth: number) => {
    if (value === undefined || typeof value === "string" || depth > 64) return;
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry, key, depth + 1);
      return;
    }
    if (TARIFF_ELEMENT.test(key)) {
      const price = parseAmount(firstOf(value, PRICE_KEYS));
      const name = firstOf(value, NAME_KEYS);
      if (price !== undefined && price > 0 && name) {
        records.push(minimalRecord(firstOf(value, COMPANY_KEYS) ?? "Unbekannt", name, price, value));
        return;
      }
    }
    for (const [childKey, child] of Object.entries(value)) {
      if (!childKey.startsWith("@_")) visit(child, childKey, depth + 1);
    }
  };
  visit(document, "", 0);
  return records;
}

const BLOCK_OPEN =
  /<((?:[\w.-]+:)?(?:Tarif|Tariff|TarifResult|TariffResult|KVRTarif|Tarifergebnis))(?:\s[^>]*)?>/g;

/** Tariff blocks by element name, in one linear pass (no backtracking over unclosed openers). */
function* tariffBlocks(source: string): Generator<string> {
  BLOCK_OPEN.lastIndex = 0;
  for (;;) {
    const open = BLOCK_OPEN.exec(source);
    if (!open) return;
    const closing = `</${open[1]}>`;
    const close = source.indexOf(closing, BLOCK_OPEN.lastIndex);
    if (close === -1) return;
    yield source.slice(BLOCK_OPEN.lastIndex, close);
    BLOCK_OPEN.lastIndex = close + closing.length;
  }
}

function tagValue(block: string, names: readonly string[]): string | undefined {
  for (const name of names) {
    const match = new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*>([^<]*)</(?:[\\w.-]+:)?${name}>`).exec(block);
    if (match?.[1] !== undefined && match[1].trim() !== "") return decodeXmlText(match[1].trim());
  }
  return undefined;
}

/**
 * Pattern-based extractor for well-formed responses of an unexpected shape, including tariff XML embedded as
 * escaped text (a common ASP.NET string result): tariff blocks by element name, price above 0.
 */
export function patternExtractor(text: string): TariffRecord[] {
  const source = text.includes("&lt;") ? decodeXmlText(text) : text;
  const records: TariffRecord[] = [];
  for (const block of tariffBlocks(source)) {
    const price = parseAmount(tagValue(block, PRICE_KEYS));
    const name = tagValue(block, NAME_KEYS);
    if (price === undefined || price <= 0 || !name) continue;
    records.push(minimalRecord(tagValue(block, COMPANY_KEYS) ?? "Unbekannt", name, price));
  }
  return records;
}
