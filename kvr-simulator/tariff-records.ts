import type { GkvContribution } from "../domain/offers/gkv-contribution";
import type { BenefitGroupRecord, ExtendedOutputEntry, TariffRecord } from "../domain/offers/tariff-record";
import { once } from "../lib/functions/once";
import { deepFreeze } from "../lib/objects/deep-freeze";
import { parseAmount } from "../lib/xml/safe-xml";
import type { CalculationResult, TariffResult } from "./select-tariffs";
import {
  beihilfeEntries,
  benefitEntries,
  contributionsOf,
  GROUP_ICON,
  gkvContributionFor,
  KIND_LABEL,
  n2,
  type OutputEntry,
  premiumFigures,
  productsOf,
  riskFields,
  sharedEntries,
  stepEntries,
  TARIF_SYSTEM,
} from "./tariff-output";

/**
 * The tariff records of a calculation without the XML round trip (decision 020): exactly what the client's
 * primary extractor reads from `calculateResponseXml` of the same calculation (a differential test holds the two
 * together). Values pass through their written form, so numbers are read as the response gives them: amounts
 * with two decimals, texts trimmed, empty texts absent.
 */

type Written = string | number | boolean;
const text = (value: Written): string | undefined => {
  const written = String(value).trim();
  return written === "" ? undefined : written;
};
const amount = (value: Written) => parseAmount(text(value));
/**
 * A figure written with `toFixed` (digits, one point, no sign but '-'): read as the extractor's `parseAmount` reads
 * it (`Number` of the text), without its trimming and pattern test.
 */
const decimal = (written: string) => {
  const value = Number(written);
  return Number.isFinite(value) ? value : undefined;
};
const int = (value: Written) => {
  const parsed = amount(value);
  return parsed === undefined ? undefined : Math.round(parsed);
};
const flag = (value: Written) => {
  const written = text(value)?.toLowerCase();
  return written === undefined ? undefined : written === "true" || written === "1" || written === "ja";
};
/** Entries are written as attributes: not trimmed, an empty one reads as "". */
const attribute = (value: string) => (value === "" ? undefined : value);
const outputEntry = (entry: OutputEntry): ExtendedOutputEntry => ({
  key: attribute(entry.key) ?? "",
  value: attribute(entry.value) ?? "",
  description: attribute(entry.description) ?? "",
  category: attribute(entry.category) ?? "",
});

/**
 * GroupLeistung as the extractor reads it (items inherit the group's id, header and icon). They depend on the
 * tariff's points only, which are computed once per tariff, so they are built once per tariff too and shared
 * (frozen) by every calculation: offers derive their benefit lists once per tariff and store them once
 * (docs/decisions/020-comparison-performance.md#result-format-3).
 */
function benefitGroups(result: TariffResult): BenefitGroupRecord[] {
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

interface SharedParts {
  groupLeistung: BenefitGroupRecord[];
  /** The step-independent ExtendedOutput entries, written when a step's ExtendedOutput is first read. */
  entries: () => ExtendedOutputEntry[];
}

/**
 * The parts of a record that depend on the tariff and its insurer only: written once per tariff and shared by
 * every step and every calculation (docs/decisions/020-comparison-performance.md#result-format-3).
 */
type TariffPart = Omit<
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

function tariffPart(result: TariffResult): TariffPart {
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

/**
 * A step's texts (its products and ExtendedOutput), written when first read: a comparison prices and ranks the steps
 * by their numbers, and most texts are never asked for
 * (docs/decisions/020-comparison-performance.md#offers-from-step-templates). Reading them gives what the XML says.
 */
interface StepTexts {
  result: TariffResult;
  request: CalculationResult["request"];
  shared: SharedParts;
  products?: ReturnType<typeof writtenProducts>;
  extendedOutput?: ExtendedOutputEntry[];
}

/** The step's own figures. */
type StepFields = Omit<TariffRecord, keyof TariffPart | LazyField>;
type LazyField = "products" | "groupNick" | "groupDefinitionHash" | "groupDefinition" | "extendedOutput";

/**
 * A record of the in-process engine: its figures as own fields, its texts as getters on the prototype that write
 * them on first read (docs/decisions/020-comparison-performance.md#offers-from-step-templates). Accessors in each
 * record's own literal made every record a slow object (a getter and a closure per text and record); the
 * prototype's are shared, and every record gets its fields in one order (one shape for all records). `toJSON`
 * gives every field in the extractor's order, so a record serialises as the extractor's record of the same XML.
 */
// biome-ignore lint/correctness/noUnusedVariables: merged with the class below, it declares the fields its constructor sets.
interface EngineRecord extends Omit<TariffRecord, LazyField> {}
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface only declares the fields the constructor sets.
class EngineRecord {
  readonly #texts: StepTexts;
  constructor(texts: StepTexts, part: TariffPart, step: StepFields) {
    this.#texts = texts;
    // In the extractor's order (rating/soap/extractors.ts), so the JSON of both is the same text.
    this.companyId = part.companyId;
    this.companyName = part.companyName;
    this.companyLogo = part.companyLogo;
    this.prodName = part.prodName;
    this.productsDescription = part.productsDescription;
    this.groupId = part.groupId;
    this.groupHeader = part.groupHeader;
    this.groupNameByTSys = part.groupNameByTSys;
    this.tarifSystemId = part.tarifSystemId;
    this.counter = step.counter;
    this.personIndex = step.personIndex;
    this.beitrag = step.beitrag;
    this.beitrag10 = step.beitrag10;
    this.beitragOhneRZ = step.beitragOhneRZ;
    this.beitragNoPPV = step.beitragNoPPV;
    this.risikozuschlag = step.risikozuschlag;
    this.anAnteil = step.anAnteil;
    this.agAnteil = step.agAnteil;
    this.anAnteilKV = step.anAnteilKV;
    this.anAnteilPPV = step.anAnteilPPV;
    this.agAnteilKV = step.agAnteilKV;
    this.agAnteilPPV = step.agAnteilPPV;
    this.zwAnAnteil = step.zwAnAnteil;
    this.zwAgAnteil = step.zwAgAnteil;
    this.additionalContributions = step.additionalContributions;
    this.zahnErsatz = part.zahnErsatz;
    this.zahnBehandlung = part.zahnBehandlung;
    this.zahnKieferorthopaedie = part.zahnKieferorthopaedie;
    this.zahnMaterialLabor = part.zahnMaterialLabor;
    this.zahnExakt = part.zahnExakt;
    this.ambulant = part.ambulant;
    this.sb = step.sb;
    this.maxSb = part.maxSb;
    this.chefarzt = part.chefarzt;
    this.stationaerBettenanzahl = part.stationaerBettenanzahl;
    this.pflZusatzGrad3Amb = part.pflZusatzGrad3Amb;
    this.pflZusatzGrad3Stat = part.pflZusatzGrad3Stat;
    this.mErsparnis = step.mErsparnis;
    this.jErsparnis = step.jErsparnis;
    this.antragDescription = part.antragDescription;
    this.leistPoints = part.leistPoints;
    this.kvRatio = step.kvRatio;
    this.groupLeistung = step.groupLeistung;
    this.componentAnalysis = part.componentAnalysis;
    this.riskAssessment = step.riskAssessment;
  }
  #products() {
    const texts = this.#texts;
    texts.products ??= writtenProducts(texts.result, texts.request);
    return texts.products;
  }
  get products() {
    return this.#products().products;
  }
  get groupNick() {
    return this.#products().groupNick;
  }
  get groupDefinitionHash() {
    return this.#products().groupDefinitionHash;
  }
  get groupDefinition() {
    return this.#products().groupDefinition;
  }
  get extendedOutput(): ExtendedOutputEntry[] {
    const texts = this.#texts;
    texts.extendedOutput ??= [
      ...stepEntries(texts.result, texts.request).map(outputEntry),
      ...texts.shared.entries(),
    ];
    return texts.extendedOutput;
  }
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    const fields = this as unknown as Record<string, unknown>;
    for (const key of Object.keys(this)) {
      if (key === "groupLeistung") json.extendedOutput = this.extendedOutput;
      json[key] = fields[key];
      if (key === "companyLogo") json.products = this.products;
      else if (key === "groupNameByTSys") {
        json.groupNick = this.groupNick;
        json.groupDefinitionHash = this.groupDefinitionHash;
        json.groupDefinition = this.groupDefinition;
      }
    }
    return json;
  }
}

function tariffRecord(
  result: TariffResult,
  counter: number,
  calculation: CalculationResult,
  gkv: GkvContribution | undefined,
  shared: SharedParts,
): TariffRecord {
  const { request } = calculation;
  const risk = riskFields(result);
  const { quote: q } = result;
  const figures = premiumFigures(result, gkv);
  const step: StepFields = {
    counter: int(counter),
    personIndex: int(request.personIndex),
    beitrag: decimal(figures.Beitrag) ?? 0,
    beitrag10: decimal(figures.Beitrag10),
    beitragOhneRZ: decimal(figures.BeitragOhneRZ),
    beitragNoPPV: decimal(figures.BeitragNoPPV),
    risikozuschlag: decimal(figures.Risikozuschlag),
    anAnteil: decimal(figures.ANAnteil),
    agAnteil: decimal(figures.AGAnteil),
    anAnteilKV: decimal(figures.ANAnteilKV),
    anAnteilPPV: decimal(figures.ANAnteilPPV),
    agAnteilKV: decimal(figures.AGAnteilKV),
    agAnteilPPV: decimal(figures.AGAnteilPPV),
    zwAnAnteil: decimal(figures.ZwANAnteil),
    zwAgAnteil: decimal(figures.ZwAGAnteil),
    additionalContributions: contributionsOf(result).map((contribution) => ({
      name: text(contribution.name) ?? "",
      amount: decimal(contribution.amount) ?? 0,
    })),
    sb: amount(q.deductible),
    mErsparnis: decimal(figures.MErsparnis),
    jErsparnis: decimal(figures.JErsparnis),
    kvRatio: amount(figures.KVRatio),
    groupLeistung: shared.groupLeistung,
    riskAssessment:
      risk && result.risk
        ? {
            status: risk.Risikoeinstufung,
            surchargePercent: amount(risk.RisikozuschlagProzent) ?? 0,
            // The findings as their ExtendedOutput entries (Risiko_n, category Risikopruefung) give them.
            reasons: result.risk.findings.map((finding) => attribute(finding.reason) ?? ""),
          }
        : undefined,
  };
  return new EngineRecord({ result, request, shared }, tariffPart(result), step) as TariffRecord;
}

/** A step's products as the extractor reads them: the ids, GroupNick, its hash and the GroupDefinition. */
function writtenProducts(result: TariffResult, request: CalculationResult["request"]) {
  const { insurer } = result;
  const { products, groupNick, groupDefinitionHash } = productsOf(result, request);
  return {
    products: text(products.map((product) => product.id).join(",")),
    groupNick: text(groupNick),
    groupDefinitionHash: text(groupDefinitionHash),
    groupDefinition: products.map((product) => ({
      prodID: int(product.id),
      prodName: text(product.name) ?? "",
      prodValue: decimal(n2(product.value)),
      prodDescription: text(product.description),
      companyId: int(insurer.id),
      companyName: text(insurer.name),
    })),
  };
}

/**
 * One record per person, tariff and deductible step, in engine order (persons in the order of their CalcInputs).
 * The steps of one tariff of a person share its benefit groups and the step-independent entries, as the
 * extractor gives them from the tariff's first element.
 */
export function calculationRecords(
  calculation: CalculationResult | readonly CalculationResult[],
): TariffRecord[] {
  const persons = (Array.isArray(calculation) ? calculation : [calculation]) as readonly CalculationResult[];
  const records: TariffRecord[] = [];
  for (const person of persons) {
    const { request, results } = person;
    const gkv = gkvContributionFor(request, person.figures.constants);
    const beihilfe = beihilfeEntries(request);
    const sharedByTariff = new Map<number, SharedParts>();
    for (const result of results) {
      const known = sharedByTariff.get(result.tariff.prodId);
      const shared = known ?? {
        groupLeistung: benefitGroups(result),
        entries: once(() => sharedEntries(result, beihilfe, benefitEntries(result.tariff)).map(outputEntry)),
      };
      if (!known) sharedByTariff.set(result.tariff.prodId, shared);
      // Without benefit groups the extractor has no first element to share from: the other steps keep their own.
      const own =
        known && shared.groupLeistung.length === 0 ? { groupLeistung: [], entries: () => [] } : shared;
      records.push(tariffRecord(result, records.length + 1, person, gkv, own));
    }
  }
  return records;
}
