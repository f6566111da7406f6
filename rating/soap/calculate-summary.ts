import { childrenOf, findElement, parseXmlSafely } from "../../lib/xml/safe-xml";
import { KVR_MESSAGES } from "./diagnosis";
import { extractTariffs } from "./extractors";

export interface CalculateSummary {
  tariffCount: number;
  productPoolCount: number;
  insurerCount: number;
  tariffsByInsurer: Record<string, number>;
}

/** Console summary of a Calculate response ('Keine PKV-Tarife in der SOAP-Antwort gefunden.' if none). */
export function summarizeCalculateResponse(
  text: string,
): { ok: true; summary: CalculateSummary } | { ok: false; error: string } {
  const extraction = extractTariffs(text);
  if (!extraction.ok) {
    return {
      ok: false,
      error: extraction.error === KVR_MESSAGES.noTariffs ? KVR_MESSAGES.noPkvTariffs : extraction.error,
    };
  }
  const tariffsByInsurer: Record<string, number> = {};
  for (const tariff of extraction.tariffs) {
    tariffsByInsurer[tariff.companyName] = (tariffsByInsurer[tariff.companyName] ?? 0) + 1;
  }
  const document = parseXmlSafely(text);
  const pool = childrenOf(findElement(document, "CalculateResult"), "ProductPool");
  const productPoolCount = pool.reduce((sum, entry) => sum + childrenOf(entry, "ProductPoolItem").length, 0);
  return {
    ok: true,
    summary: {
      tariffCount: extraction.tariffs.length,
      productPoolCount,
      insurerCount: Object.keys(tariffsByInsurer).length,
      tariffsByInsurer,
    },
  };
}
