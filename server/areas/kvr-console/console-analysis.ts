import type { ConsoleAnalysis, ConsoleTariff } from "../../../domain/kvr-console/requests";
import { childOf, childrenOf, findElement, parseXmlSafely, textOf } from "../../../lib/xml/safe-xml";
import { extractTariffs, KVR_MESSAGES } from "../../../rating";

/**
 * The console's tariff analysis of a Calculate answer (docs/product/rating-engine.md#developer-console, tab
 * 'Tarife'): summary, tariffs per insurer, and per tariff its key figures, AN/AG split, benefits grouped by
 * category and ProductPool details.
 */
export function analyseCalculateResponse(
  xml: string,
): { ok: true; analysis: ConsoleAnalysis } | { ok: false; error: string } {
  const extraction = extractTariffs(xml);
  if (!extraction.ok) {
    return {
      ok: false,
      error: extraction.error === KVR_MESSAGES.noTariffs ? KVR_MESSAGES.noPkvTariffs : extraction.error,
    };
  }
  const document = parseXmlSafely(xml);
  const poolItems = childrenOf(findElement(document, "CalculateResult"), "ProductPool").flatMap((pool) =>
    childrenOf(pool, "ProductPoolItem"),
  );
  const pool = poolItems.map((item) => ({
    prodId: textOf(childOf(item, "ProdID")),
    prodName: textOf(childOf(item, "ProdName")) ?? "",
    companyId: textOf(childOf(item, "CompanyID")),
    profileType: textOf(childOf(item, "ProfileType")),
    unisex: textOf(childOf(item, "IsUnisex")) === "true",
  }));

  const tariffsByInsurer: Record<string, number> = {};
  const seen = new Map<string, number>();
  const tariffs: ConsoleTariff[] = extraction.tariffs.map((tariff) => {
    tariffsByInsurer[tariff.companyName] = (tariffsByInsurer[tariff.companyName] ?? 0) + 1;
    const base = `${tariff.companyName}|${tariff.prodName}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const productIds = new Set(tariff.groupDefinition.map((product) => String(product.prodID ?? "")));
    return {
      key: count === 1 ? base : `${base}|${count}`,
      companyName: tariff.companyName,
      prodName: tariff.prodName,
      monthlyPrice: tariff.beitrag,
      deductible: tariff.sb,
      dentalReplacement: tariff.zahnErsatz,
      dentalTreatment: tariff.zahnBehandlung,
      chiefPhysician: tariff.chefarzt,
      components: tariff.groupDefinition.map((product) => product.prodName).filter(Boolean),
      employeeShare: tariff.anAnteil,
      employerShare: tariff.agAnteil,
      benefits: tariff.groupLeistung.map((group) => ({
        category: group.header || "Sonstige Leistungen",
        items: group.items.map((item) => ({ text: item.textShort, value: item.valueContent })),
      })),
      // A pool item belongs to the tariff by product id, or by the tariff's name at the same company.
      productPool: pool
        .filter(
          (item) =>
            (item.prodId !== undefined && productIds.has(item.prodId)) ||
            (item.prodName === tariff.prodName &&
              (tariff.companyId === undefined || item.companyId === String(tariff.companyId))),
        )
        .map(({ companyId: _companyId, ...item }) => item),
    };
  });
  return {
    ok: true,
    analysis: {
      summary: {
        tariffCount: tariffs.length,
        productPoolCount: poolItems.length,
        insurerCount: Object.keys(tariffsByInsurer).length,
      },
      tariffsByInsurer,
      tariffs,
    },
  };
}
