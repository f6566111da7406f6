import type { ExtractorKind, PriceBasis, TariffRecord } from "../../domain/offers/tariff-record";
import {
  findElement,
  MAX_XML_BYTES,
  parseXmlSafely,
  textOf,
  type XmlNode,
  XmlSafetyError,
} from "../../lib/xml/safe-xml";
import { MODEL_PRICE_BASIS } from "../protocol";
import { KVR_MESSAGES } from "./diagnosis";
import { directExtractor, patternExtractor } from "./fallback-extractors";
import { primaryExtractor } from "./primary-extractor";

export type Extraction =
  | { ok: true; extractor: ExtractorKind; tariffs: TariffRecord[]; priceBasis: PriceBasis }
  | { ok: false; error: string };

function priceBasisOf(document: XmlNode): PriceBasis {
  return textOf(findElement(document, "PriceBasis")) === MODEL_PRICE_BASIS ? "model" : "insurer";
}

/**
 * Result processing (docs/product/rating-engine.md#response-processing): primary extractor, then direct result
 * extractor, then pattern extractor; if all find nothing, 'Keine Tarife in den XML-Daten gefunden.'. A document that
 * cannot be parsed safely yields 'Fehler bei der Verarbeitung der Daten: …' (no partial results from broken XML).
 * `maxBytes`: the size limit (default 5 MB; a Calculate of several persons allows 5 MB per person).
 */
export function extractTariffs(text: string, maxBytes = MAX_XML_BYTES): Extraction {
  let document: XmlNode;
  try {
    document = parseXmlSafely(text, maxBytes);
  } catch (error) {
    const detail = error instanceof XmlSafetyError ? error.message : String(error);
    return { ok: false, error: KVR_MESSAGES.processing(detail) };
  }
  const priceBasis = priceBasisOf(document);
  const primary = primaryExtractor(document);
  if (primary.length > 0) return { ok: true, extractor: "primary", tariffs: primary, priceBasis };
  const direct = directExtractor(document);
  if (direct.length > 0) return { ok: true, extractor: "direct", tariffs: direct, priceBasis };
  const pattern = patternExtractor(text);
  if (pattern.length > 0) return { ok: true, extractor: "pattern", tariffs: pattern, priceBasis };
  return { ok: false, error: KVR_MESSAGES.noTariffs };
}
