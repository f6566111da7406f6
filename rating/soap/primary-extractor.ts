import {
  type BenefitGroupRecord,
  type BenefitItemRecord,
  type ExtendedOutputEntry,
  RISK_STATUSES,
  type RiskAssessmentRecord,
  type RiskStatus,
  type TariffRecord,
} from "../../domain/offers/tariff-record";
import {
  childOf,
  childrenOf,
  findElement,
  parseAmount,
  textOf,
  type XmlNode,
  type XmlValue,
} from "../../lib/xml/safe-xml";
import { amount, flag, int, str } from "./xml-values";

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
function tariffRecordFrom(node: XmlNode): TariffRecord | undefined {
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
