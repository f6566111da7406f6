import type { BenefitGroupRecord, ExtendedOutputEntry, TariffRecord } from "../domain/offers/tariff-record";
import type { TariffPart } from "./record-tariff-parts";
import type { CalculationResult, TariffResult } from "./select-tariffs";
import { n2, productsOf, stepEntries } from "./tariff-output";
import { decimal, int, outputEntry, text } from "./written-values";

/** What the steps of one tariff of a person share: its benefit groups and step-independent entries. */
export interface SharedParts {
  groupLeistung: BenefitGroupRecord[];
  /** The step-independent ExtendedOutput entries, written when a step's ExtendedOutput is first read. */
  entries: () => ExtendedOutputEntry[];
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
export type StepFields = Omit<TariffRecord, keyof TariffPart | LazyField>;
type LazyField = "products" | "groupNick" | "groupDefinitionHash" | "groupDefinition" | "extendedOutput";

/**
 * A record of the in-process engine: its figures as own fields, its texts as getters on the prototype that write
 * them on first read (docs/decisions/020-comparison-performance.md#offers-from-step-templates). Accessors in each
 * record's own literal made every record a slow object (a getter and a closure per text and record); the
 * prototype's are shared, and every record gets its fields in one order (one shape for all records). `toJSON`
 * gives every field in the extractor's order, so a record serialises as the extractor's record of the same XML.
 */
export interface EngineRecord extends Omit<TariffRecord, LazyField> {}
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface only declares the fields the constructor sets.
export class EngineRecord {
  readonly #texts: StepTexts;
  constructor(texts: StepTexts, part: TariffPart, step: StepFields) {
    this.#texts = texts;
    // In the extractor's order (rating/soap/primary-extractor.ts), so the JSON of both is the same text.
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
