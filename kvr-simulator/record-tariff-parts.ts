import type { BenefitGroupRecord, TariffRecord } from "../domain/offers/tariff-record";
import { deepFreeze } from "../lib/objects/deep-freeze";
import { parseAmount } from "../lib/xml/safe-xml";
import type { TariffResult } from "./select-tariffs";
import { GROUP_ICON, KIND_LABEL, TARIF_SYSTEM } from "./tariff-output";
import { amount, attribute, flag, int, text } from "./written-values";

/**
 * GroupLeistung as the extractor reads it (items inherit the group's id, header and icon). They depend on the
 * tariff's points only, which are computed once per tariff, so they are built once per tariff too and shared
 * (frozen) by every calculation: offers derive their benefit lists once per tariff and store them once
 * (docs/decisions/020-comparison-performance.md#result-format-3).
 */
export function benefitGroups(result: TariffResult): BenefitGroupRecord[] {
  const { points } = result;
  let groups = GROUPS_BY_POINTS.get(points);
  if (!groups) {
    groups = deepFreeze(writtenGroups(points));
    GROUPS_BY_POINTS.set(points, groups);
  }
  return groups;
}
const GROUPS_BY_POINTS = new WeakMap<TariffResult["points"], BenefitGroupRecord[]>();

function writtenGroups(points: TariffResult["points"]): BenefitGroupRecord[] {
  return points.groups.map((group) => {
    const header = attribute(group.header) ?? "";
    const icon = attribute(GROUP_ICON[group.header] ?? "info");
    const headPspID = int(group.headPspID);
    return {
      headPspID,
      header,
      sumPoints: amount(group.points),
      items: points.items
        .filter((item) => item.headPspID === group.headPspID && item.textShort !== "")
        .map((item) => ({
          headPspID,
          perspectiveID: parseAmount(attribute(String(item.perspectiveID))),
          valueKeyId: undefined,
          keyTag: attribute(item.keyTag),
          category: header,
          textShort: item.textShort,
          textLong: attribute(item.textLong),
          hyperText: undefined,
          description: undefined,
          valueContent: attribute(item.valueContent),
          valueDescription: attribute(item.valueDescription),
          sumPoints: parseAmount(attribute(String(item.sumPoints))),
          points: undefined,
          pointsAlg: parseAmount(attribute(String(item.maxPoints))),
          isPositive: item.isPositive,
          icon,
          color: attribute(item.color),
        })),
    };
  });
}

/**
 * The parts of a record that depend on the tariff and its insurer only: written once per tariff and shared by
 * every step and every calculation (docs/decisions/020-comparison-performance.md#result-format-3).
 */
export type TariffPart = Omit<
  TariffRecord,
  | "products"
  | "groupNick"
  | "groupDefinitionHash"
  | "groupDefinition"
  | "counter"
  | "personIndex"
  | "extendedOutput"
  | "groupLeistung"
  | "riskAssessment"
  | "additionalContributions"
  | "sb"
  | PremiumField
>;
type PremiumField =
  | "beitrag"
  | "beitrag10"
  | "beitragOhneRZ"
  | "beitragNoPPV"
  | "risikozuschlag"
  | "anAnteil"
  | "agAnteil"
  | "anAnteilKV"
  | "anAnteilPPV"
  | "agAnteilKV"
  | "agAnteilPPV"
  | "zwAnAnteil"
  | "zwAgAnteil"
  | "mErsparnis"
  | "jErsparnis"
  | "kvRatio";

const TARIFF_PARTS = new WeakMap<
  TariffResult["tariff"],
  { insurer: TariffResult["insurer"]; part: TariffPart }
>();

export function tariffPart(result: TariffResult): TariffPart {
  const known = TARIFF_PARTS.get(result.tariff);
  if (known?.insurer === result.insurer) return known.part;
  const { tariff, insurer, points } = result;
  const b = tariff.benefits;
  const componentCodes = tariff.components.map((component) => component.code);
  const part: TariffPart = deepFreeze({
    companyId: int(insurer.id),
    companyName: text(insurer.name) ?? "",
    companyLogo: text(insurer.logo),
    prodName: text(tariff.name) ?? "",
    productsDescription: text(
      tariff.components.map((component) => `${component.name}: ${component.description}`).join("; "),
    ),
    groupId: text(tariff.prodId),
    groupHeader: text(`${insurer.shortName} ${tariff.name}`),
    groupNameByTSys: text(KIND_LABEL[tariff.kind]),
    tarifSystemId: int(TARIF_SYSTEM[tariff.kind]),
    zahnErsatz: amount(b.dentalReplacementPercent),
    zahnBehandlung: amount(b.dentalTreatmentPercent),
    zahnKieferorthopaedie: amount(b.orthodonticsPercent),
    zahnMaterialLabor: amount(b.dentalReplacementPercent),
    zahnExakt: text(
      `ZB ${b.dentalTreatmentPercent} % / ZE ${b.dentalReplacementPercent} % / KFO ${b.orthodonticsPercent} %`,
    ),
    ambulant: amount(b.ambulantPercent),
    maxSb: amount(Math.max(...tariff.deductibleOptions)),
    chefarzt: flag(b.chiefPhysician),
    stationaerBettenanzahl: int(b.room),
    pflZusatzGrad3Amb: amount(b.careSupplementGrade3Amb),
    pflZusatzGrad3Stat: amount(b.careSupplementGrade3Stat),
    antragDescription: text(`Antrag ${insurer.name} ${tariff.name}`),
    leistPoints: amount(points.total),
    componentAnalysis: {
      components: componentCodes.join(",").split(",").filter(Boolean),
      hasEGO2: flag(componentCodes.includes("EGO2")) ?? false,
      originalZahnErsatz: amount(b.dentalReplacementPercent),
    },
  });
  TARIFF_PARTS.set(tariff, { insurer, part });
  return part;
}
