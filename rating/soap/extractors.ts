import {
  type BenefitGroupRecord,
  type BenefitItemRecord,
  type ExtendedOutputEntry,
  type ExtractorKind,
  type PriceBasis,
  RISK_STATUSES,
  type RiskAssessmentRecord,
  type RiskStatus,
  type TariffRecord,
} from "../../domain/offers/tariff-record";
import {
  childOf,
  childrenOf,
  decodeXmlText,
  findElement,
  MAX_XML_BYTES,
  parseAmount,
  parseXmlSafely,
  textOf,
  type XmlNode,
  XmlSafetyError,
  type XmlValue,
} from "../../lib/xml/safe-xml";
import { MODEL_PRICE_BASIS } from "../protocol";
import { KVR_MESSAGES } from "./diagnosis";

export type Extraction =
  | { ok: true; extractor: ExtractorKind; tariffs: TariffRecord[]; priceBasis: PriceBasis }
  | { ok: false; error: string };

/** Text of a child element, or of the attribute of that name (benefit items are written as attributes). */
const str = (node: XmlValue, key: string): string | undefined => {
  const value = textOf(childOf(node, key) ?? childOf(node, `@_${key}`));
  return value === undefined || value === "" ? undefined : value;
};
const amount = (node: XmlValue, key: string) => parseAmount(str(node, key));
const int = (node: XmlValue, key: string) => {
  const value = amount(node, key);
  return value === undefined ? undefined : Math.round(value);
};
const flag = (node: XmlValue, key: string) => {
  const value = str(node, key)?.toLowerCase();
  return value === undefined ? undefined : value === "true" || value === "1" || value === "ja";
};

/** Reads a value from an attribute or a child element of the same name. */
function field(node: XmlNode, key: string): string | undefined {
  const attribute = node[`@_${key}`];
  if (typeof attribute === "string") return attribute === "" ? undefined : attribute;
  const value = textOf(node[key]);
  return value === undefined || value === "" ? undefined : value;
}

function benefitItem(node: XmlNode): BenefitItemRecord {
  const number = (key: string) => parseAmount(field(node, key));
  const positive = field(node, "isPositive");
  return {
    headPspID: number("headPspID"),
    perspectiveID: number("perspectiveID"),
    valueKeyId: number("valueKeyId"),
    keyTag: field(node, "keyTag"),
    category: field(node, "category"),
    textShort: field(node, "textShort") ?? "",
    textLong: field(node, "textLong"),
    hyperText: field(node, "hyperText"),
    description: field(node, "description"),
    valueContent: field(node, "valueContent"),
    valueDescription: field(node, "valueDescription"),
    sumPoints: number("sumPoints"),
    points: number("points"),
    pointsAlg: number("pointsAlg"),
    isPositive: positive === undefined ? undefined : positive === "true" || positive === "1",
    icon: field(node, "icon"),
    color: field(node, "color"),
  };
}

function groups(node: XmlValue): BenefitGroupRecord[] {
  return childrenOf(childOf(node, "GroupLeistung"), "Group").map((group) => {
    const headPspID = int(group, "headPspID");
    const header = str(group, "header") ?? "";
    const icon = str(group, "icon");
    return {
      headPspID,
      header,
      sumPoints: amount(group, "sumPoints"),
      // Items inherit group id, category and icon from their group when they do not carry their own.
      items: childrenOf(group, "Leistung")
        .map(benefitItem)
        .filter((item) => item.textShort !== "")
        .map((item) => ({
          ...item,
          headPspID: item.headPspID ?? headPspID,
          category: item.category ?? header,
          icon: item.icon ?? icon,
        })),
    };
  });
}

function extendedOutput(node: XmlValue): ExtendedOutputEntry[] {
  return childrenOf(childOf(node, "ExtendedOutput"), "ExtendedOutputItem").map((item) => ({
    key: str(item, "key") ?? "",
    value: str(item, "value") ?? "",
    description: str(item, "description") ?? "",
    category: str(item, "category") ?? "",
  }));
}

/** The ExtendedOutput category of the health answers' findings (Risiko_1, Risiko_2, …). */
const RISK_CATEGORY = "Risikopruefung";

/**
 * The risk assessment of a tariff (docs/product/rating-engine.md#underwriting-model): `Risikoeinstufung`,
 * `RisikozuschlagProzent` and the findings' reasons; undefined when the engine wrote none (no health answers).
 */
function riskAssessment(node: XmlValue, entries: ExtendedOutputEntry[]): RiskAssessmentRecord | undefined {
  const status = str(node, "Risikoeinstufung");
  if (status === undefined || !(RISK_STATUSES as readonly string[]).includes(status)) return undefined;
  return {
    status: status as RiskStatus,
    surchargePercent: amount(node, "RisikozuschlagProzent") ?? 0,
    reasons: entries.filter((entry) => entry.category === RISK_CATEGORY).map((entry) => entry.value),
  };
}

/** Full mapping of a Tarif element of the expected structure. */
export function tariffRecordFrom(node: XmlNode): TariffRecord | undefined {
  const companyName = str(node, "CompanyName");
  const prodName = str(node, "ProdName");
  const beitrag = amount(node, "Beitrag");
  if (!companyName || !prodName || beitrag === undefined) return undefined;
  const analysis = childOf(node, "ComponentAnalysis");
  const entries = extendedOutput(node);
  return {
    companyId: int(node, "CompanyId"),
    companyName,
    companyLogo: str(node, "CompanyLogo"),
    products: str(node, "Products"),
    prodName,
    productsDescription: str(node, "ProductsDescription"),
    groupId: str(node, "GroupId"),
    groupHeader: str(node, "GroupHeader"),
    groupNameByTSys: str(node, "GroupNameByTSys"),
    groupNick: str(node, "GroupNick"),
    groupDefinitionHash: str(node, "GroupDefinitionHash"),
    groupDefinition: childrenOf(childOf(node, "GroupDefinition"), "Product").map((product) => ({
      prodID: int(product, "prodID"),
      prodName: str(product, "prodName") ?? "",
      prodValue: amount(product, "prodValue"),
      prodDescription: str(product, "prodDescription"),
      companyId: int(product, "companyId"),
      companyName: str(product, "companyName"),
    })),
    tarifSystemId: int(node, "TarifSystemId"),
    counter: int(node, "Counter"),
    personIndex: int(node, "PersonIndex"),
    beitrag,
    beitrag10: amount(node, "Beitrag10"),
    beitragOhneRZ: amount(node, "BeitragOhneRZ"),
    beitragNoPPV: amount(node, "BeitragNoPPV"),
    risikozuschlag: amount(node, "Risikozuschlag"),
    anAnteil: amount(node, "ANAnteil"),
    agAnteil: amount(node, "AGAnteil"),
    anAnteilKV: amount(node, "ANAnteilKV"),
    anAnteilPPV: amount(node, "ANAnteilPPV"),
    agAnteilKV: amount(node, "AGAnteilKV"),
    agAnteilPPV: amount(node, "AGAnteilPPV"),
    zwAnAnteil: amount(node, "ZwANAnteil"),
    zwAgAnteil: amount(node, "ZwAGAnteil"),
    additionalContributions: childrenOf(childOf(node, "additionalContributions"), "Contribution").map(
      (entry) => ({
        name: str(entry, "name") ?? "",
        amount: amount(entry, "amount") ?? 0,
      }),
    ),
    zahnErsatz: amount(node, "ZahnErsatz"),
    zahnBehandlung: amount(node, "ZahnBehandlung"),
    zahnKieferorthopaedie: amount(node, "ZahnKieferortopedie") ?? amount(node, "ZahnKieferorthopaedie"),
    zahnMaterialLabor: amount(node, "ZahnMaterialLabor"),
    zahnExakt: str(node, "ZahnExakt"),
    ambulant: amount(node, "Ambulant"),
    sb: amount(node, "SB"),
    maxSb: amount(node, "MaxSB"),
    chefarzt: flag(node, "Chefarzt"),
    stationaerBettenanzahl: int(node, "StationaerBettenanzahl"),
    pflZusatzGrad3Amb: amount(node, "PflZusatzGrad3Amb"),
    pflZusatzGrad3Stat: amount(node, "PflZusatzGrad3Stat"),
    mErsparnis: amount(node, "MErsparnis"),
    jErsparnis: amount(node, "JErsparnis"),
    antragLink: str(node, "AntragLink"),
    antragWebLink: str(node, "AntragWebLink"),
    antragDescription: str(node, "AntragDescription"),
    leistPoints: amount(node, "LeistPoints"),
    kvRatio: amount(node, "KVRatio"),
    extendedOutput: entries,
    groupLeistung: groups(node),
    componentAnalysis: analysis
      ? {
          components: (str(analysis, "components") ?? "").split(",").filter(Boolean),
          hasEGO2: flag(analysis, "hasEGO2") ?? false,
          originalZahnErsatz: amount(analysis, "originalZahnErsatz"),
        }
      : undefined,
    riskAssessment: riskAssessment(node, entries),
  };
}

/**
 * Primary extractor: CalculateResult → Tarife → Tarif with the full record structure. Deductible variants of
 * one tariff (same GroupId) may carry the benefit items (GroupLeistung) and the step-independent ExtendedOutput
 * entries only in the tariff's first element; the other variants get them from there. With several persons
 * (PersonIndex) each person's elements share only among themselves.
 */
export function primaryExtractor(document: XmlNode): TariffRecord[] {
  const result = findElement(document, "CalculateResult");
  if (result === undefined || typeof result === "string") return [];
  const records = childrenOf(childOf(result, "Tarife"), "Tarif")
    .map(tariffRecordFrom)
    .filter((record): record is TariffRecord => record !== undefined);
  const groupOf = (record: TariffRecord) =>
    record.groupId === undefined ? undefined : `${record.personIndex ?? 0}|${record.groupId}`;
  const firstByGroup = new Map<string, TariffRecord>();
  for (const record of records) {
    const group = groupOf(record);
    if (group !== undefined && record.groupLeistung.length > 0 && !firstByGroup.has(group))
      firstByGroup.set(group, record);
  }
  return records.map((record) => {
    const group = groupOf(record);
    const first = group === undefined ? undefined : firstByGroup.get(group);
    if (!first || first === record || record.groupLeistung.length > 0) return record;
    const own = new Set(record.extendedOutput.map((entry) => entry.key));
    return {
      ...record,
      groupLeistung: first.groupLeistung,
      extendedOutput: [
        ...record.extendedOutput,
        ...first.extendedOutput.filter((entry) => !own.has(entry.key)),
      ],
    };
  });
}

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

export interface Company {
  id: number;
  name: string;
  shortName: string;
  sourceType: string;
  products: Array<{ id: number; name: string; price: number; value: number }>;
}

/** Parses the GetCompanies result. */
export function parseCompanies(text: string): Company[] {
  const document = parseXmlSafely(text);
  const result = findElement(document, "GetCompaniesResult");
  return childrenOf(result, "Company").map((company) => ({
    id: int(company, "Id") ?? 0,
    name: str(company, "Name") ?? "",
    shortName: str(company, "ShortName") ?? "",
    sourceType: str(company, "SourceType") ?? "",
    products: childrenOf(childOf(company, "Products"), "Product").map((product) => ({
      id: int(product, "Id") ?? 0,
      name: str(product, "Name") ?? "",
      price: amount(product, "Price") ?? 0,
      value: amount(product, "Value") ?? 0,
    })),
  }));
}
