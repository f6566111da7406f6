import { createHash } from "node:crypto";
import {
  type SavingsTextBasis,
  savingsText,
  savingsTextBasisOf,
} from "../../../domain/offers/gkv-contribution";
import type { Offer } from "../../../domain/offers/offer";
import type { RelativeGrade } from "../../../domain/ranking/relative-grade";
import { deepFreeze } from "../../../lib/objects/deep-freeze";

/**
 * The stored form of one engine result (docs/decisions/020-comparison-performance.md#result-format-3): the
 * variants column by column, every text once in a table, and what is the same for every person by reference to
 * `tariff_facts`: each tariff's benefit facts and (format 4, #step-facts) each tariff step's own fields.
 */
export interface PackedResult {
  /** 3: step fields as columns; 4: step fields by reference (the `steps` column). Both are read. */
  format: 3 | 4;
  count: number;
  /** Every text of the result once; the columns refer to them by position. */
  strings: string[];
  /**
   * Results stored while offers carried the engine's ExtendedOutput: every distinct entry once, as four positions
   * in `strings`. Offers no longer carry it (docs/decisions/020-comparison-performance.md#offers-from-step-templates),
   * so reading ignores it and new results have none.
   */
  entries?: number[];
  /** Hashes of the facts (`tariff_facts.hash`) the `facts` and `steps` columns refer to by position. */
  facts: string[];
  /** One array per field, `count` long; `null` where the offer has no value; absent when no offer has one. */
  columns: Record<string, unknown[]>;
}

/** The benefit facts of a tariff: the same for all its deductible steps and for every person. */
type TariffFacts = Pick<Offer, FactField>;
type FactField = "benefits" | "additionalBenefits" | "realBenefits" | "benefitDetails" | "benefitGroupPoints";

/** What an offer takes from its tariff step alone (domain/offers/build-offers.ts, step templates). */
type StepFacts = Pick<Offer, StepField>;
type StepField = keyof typeof FORMAT_3_STEP_CODECS;

/** Facts as stored in `tariff_facts`: a tariff's benefit facts or a tariff step's fields. */
export type StoredFacts = Partial<TariffFacts & StepFacts>;

/** One tariff's (or tariff step's) facts as stored: the JSON and its hash. */
interface FactsEntry {
  hash: string;
  json: string;
}

/** An encoded result: the packed JSON (UTF-8, hashed for the result's hash) and the facts it refers to. */
export interface EncodedResult {
  json: Uint8Array;
  hash: string;
  facts: FactsEntry[];
}

type ColumnCodec = "value" | "string" | "strings" | "savings" | "grade";
type FieldCodec = ColumnCodec | "facts" | "step";

/**
 * The fields a tariff step gives every offer of it, whoever the person is, and how format 3 stored them as columns;
 * format 4 stores them once per step in `tariff_facts` (docs/decisions/020-comparison-performance.md#step-facts).
 */
const FORMAT_3_STEP_CODECS = {
  tariffKey: "string",
  provider: "string",
  name: "string",
  dentistCoverage: "value",
  dentalTreatment: "value",
  specialistCoverage: "value",
  hospitalRoom: "string",
  chiefPhysician: "value",
  deductible: "string",
  deductibleAmount: "value",
  details: "strings",
  totalLeistungPoints: "value",
  companyLogo: "string",
  tariffComponents: "strings",
  hasEGO2: "value",
  applicationLink: "string",
} as const satisfies Partial<Record<keyof Offer, ColumnCodec>>;

/** How each offer field is stored; the type makes every new field choose one. */
const FIELDS: { [K in keyof Offer]-?: FieldCodec } = {
  id: "string",
  tariffKey: "step",
  provider: "step",
  name: "step",
  monthlyPrice: "value",
  savingsEstimate: "value",
  savingsBasis: "savings",
  dentistCoverage: "step",
  dentalTreatment: "step",
  specialistCoverage: "step",
  hospitalRoom: "step",
  chiefPhysician: "step",
  deductible: "step",
  deductibleAmount: "step",
  rating: "value",
  details: "step",
  employeeContribution: "value",
  employerContribution: "value",
  benefits: "facts",
  additionalBenefits: "facts",
  realBenefits: "facts",
  benefitDetails: "facts",
  benefitGroupPoints: "facts",
  totalLeistungPoints: "step",
  companyLogo: "step",
  tariffComponents: "step",
  hasEGO2: "step",
  grade: "grade",
  category: "string",
  priceBasis: "string",
  source: "string",
  variant: "string",
  applicationLink: "step",
  riskAssessment: "value",
  priceWithoutSurcharge: "value",
  sickPayPrice: "value",
  premiumReliefPrice: "value",
  carePrice: "value",
};
const FIELD_NAMES = Object.keys(FIELDS) as Array<keyof Offer>;
const COLUMN_NAMES = FIELD_NAMES.filter((field) => FIELDS[field] !== "facts" && FIELDS[field] !== "step");
const COLUMN_CODECS = COLUMN_NAMES.map((field) => FIELDS[field] as ColumnCodec);
const FACT_FIELDS = FIELD_NAMES.filter((field) => FIELDS[field] === "facts") as FactField[];
const STEP_FIELDS = Object.keys(FORMAT_3_STEP_CODECS) as StepField[];

const UTF8 = new TextEncoder();
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("base64url");

/**
 * Facts already hashed, by the identity of their benefit details (offers built from the same benefit groups share
 * them, docs/decisions/020-comparison-performance.md#result-format-3); checked part by part before reuse.
 */
const KNOWN_FACTS = new WeakMap<object, { facts: TariffFacts; entry: FactsEntry }>();

/**
 * Step facts already hashed, by the identity of the offer's detail lines (the offers of one step template share
 * them, domain/offers/build-offers.ts); checked field by field before reuse.
 */
const KNOWN_STEPS = new WeakMap<object, { facts: StepFacts; entry: FactsEntry }>();

function stepFactsOf(offer: Offer): FactsEntry {
  const memo: unknown = offer.details;
  const key = typeof memo === "object" && memo !== null ? memo : undefined;
  const known = key && KNOWN_STEPS.get(key);
  if (known && STEP_FIELDS.every((field) => known.facts[field] === offer[field])) return known.entry;
  const facts = {} as Record<StepField, unknown>;
  for (const field of STEP_FIELDS) facts[field] = offer[field];
  const json = JSON.stringify(facts);
  const entry = { hash: sha256(json), json };
  if (key) KNOWN_STEPS.set(key, { facts: facts as StepFacts, entry });
  return entry;
}

function factsOf(offer: Offer): FactsEntry {
  // Offers of older stored formats may lack the lists: then there is nothing to remember them by.
  const key: unknown = offer.benefitDetails ?? offer.benefits;
  const memo = typeof key === "object" && key !== null ? key : undefined;
  const known = memo && KNOWN_FACTS.get(memo);
  if (known && FACT_FIELDS.every((field) => known.facts[field] === offer[field])) return known.entry;
  const facts = {} as Record<FactField, unknown>;
  for (const field of FACT_FIELDS) facts[field] = offer[field];
  const json = JSON.stringify(facts);
  const entry = { hash: sha256(json), json };
  if (memo) KNOWN_FACTS.set(memo, { facts: facts as TariffFacts, entry });
  return entry;
}

/** Packs a result's variants; equal variants give equal bytes (texts and facts numbered in order of appearance). */
export function encodeResult(
  variants: readonly Offer[],
  options: { savingsBasis?: SavingsTextBasis } = {},
): EncodedResult {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const text = (value: string) => {
    let index = stringIndex.get(value);
    if (index === undefined) {
      index = strings.length;
      strings.push(value);
      stringIndex.set(value, index);
    }
    return index;
  };
  const facts: FactsEntry[] = [];
  const factIndex = new Map<string, number>();
  const factsAt = (entry: FactsEntry) => {
    let index = factIndex.get(entry.hash);
    if (index === undefined) {
      index = facts.length;
      facts.push(entry);
      factIndex.set(entry.hash, index);
    }
    return index;
  };
  const columns: unknown[][] = COLUMN_NAMES.map(() => new Array(variants.length));
  const factColumn: number[] = new Array(variants.length);
  const stepColumn: number[] = new Array(variants.length);
  /**
   * A savings text is the person's GKV basis (the same for every offer) and the offer's own amounts, which follow
   * from its employee share (domain/offers/gkv-contribution.ts): stored as the basis, written again on reading.
   * With `options.savingsBasis` (the basis every variant's text was written from, as the offers are built in
   * person-offers.ts: each has one) the first text is checked by writing it again, and the others are not read (an
   * offer writes its text when it is first read, build-offers.ts); without it, each text must start with a basis
   * found in an earlier one. Texts of another form are stored as they are.
   */
  const hinted = options.savingsBasis;
  let hintChecked = false;
  let basis: { parts: SavingsTextBasis; prefix: string } | undefined;
  const savings = (value: string, offer: Offer) => {
    if (hinted && (hintChecked || savingsText(hinted, offer.employeeContribution) === value)) {
      hintChecked = true;
      return [text(hinted.text), text(hinted.pkvSide), hinted.yearly];
    }
    if (!basis?.prefix || !value.startsWith(basis.prefix)) {
      const parts = savingsTextBasisOf(value, offer.employeeContribution);
      if (!parts) return text(value);
      basis = { parts, prefix: `${parts.text} ${parts.pkvSide}: 12 × ` };
    }
    return [text(basis.parts.text), text(basis.parts.pkvSide), basis.parts.yearly];
  };
  variants.forEach((offer, row) => {
    for (let at = 0; at < COLUMN_NAMES.length; at += 1) {
      const column = columns[at]!;
      if (hintChecked && COLUMN_CODECS[at] === "savings") {
        column[row] = [text(hinted!.text), text(hinted!.pkvSide), hinted!.yearly];
        continue;
      }
      const value = offer[COLUMN_NAMES[at]!];
      if (value === undefined) {
        column[row] = null;
        continue;
      }
      switch (COLUMN_CODECS[at]) {
        case "string":
          column[row] = text(value as string);
          break;
        case "savings":
          column[row] = savings(value as string, offer);
          break;
        case "strings":
          column[row] = (value as string[]).map(text);
          break;
        case "grade": {
          const grade = value as RelativeGrade;
          column[row] = [grade.value, grade.rank, grade.of, text(grade.label)];
          break;
        }
        default:
          column[row] = value;
      }
    }
    factColumn[row] = factsAt(factsOf(offer));
    stepColumn[row] = factsAt(stepFactsOf(offer));
  });
  const packed: PackedResult = {
    format: 4,
    count: variants.length,
    strings,
    facts: facts.map((entry) => entry.hash),
    columns: Object.fromEntries([
      // A field no offer has (sick pay without a choice, say) is left out.
      ...COLUMN_NAMES.map((field, at) => [field, columns[at]!] as const).filter(([, column]) =>
        column.some((value) => value !== null),
      ),
      ["facts", factColumn] as const,
      ["steps", stepColumn] as const,
    ]),
  };
  const json = UTF8.encode(JSON.stringify(packed));
  return { json, hash: sha256(json), facts };
}

/** Whether stored JSON is a packed result (format 3 or 4) rather than the variants themselves (format 2). */
export function isPackedResult(value: unknown): value is PackedResult {
  if (typeof value !== "object" || value === null) return false;
  const { format } = value as { format?: unknown };
  return format === 3 || format === 4;
}

/** The variants of a packed result; `facts` gives each referred hash's facts (shared, frozen). */
export function decodeResult(packed: PackedResult, facts: (hash: string) => StoredFacts): Offer[] {
  const { strings, columns } = packed;
  const factsByIndex = packed.facts.map(facts);
  const factColumn = columns.facts as number[];
  // Format 3 stored the step fields as columns.
  const stepColumn = packed.format === 4 ? (columns.steps as number[]) : undefined;
  const offers: Offer[] = new Array(packed.count);
  for (let row = 0; row < packed.count; row += 1) {
    const offer: Record<string, unknown> = {};
    const tariffFacts = factsByIndex[factColumn[row]!]!;
    const stepFacts = stepColumn && factsByIndex[stepColumn[row]!]!;
    for (const field of FIELD_NAMES) {
      let codec = FIELDS[field];
      if (codec === "facts" || (codec === "step" && stepFacts)) {
        const value = (codec === "facts" ? tariffFacts : stepFacts!)[field as FactField | StepField];
        if (value !== undefined) offer[field] = value;
        continue;
      }
      if (codec === "step") codec = FORMAT_3_STEP_CODECS[field as StepField];
      const value = columns[field]?.[row];
      if (value === null || value === undefined) continue;
      switch (codec) {
        case "string":
          offer[field] = strings[value as number];
          break;
        case "savings":
          // Written again below, once the employee share is read.
          offer[field] = Array.isArray(value) ? value : strings[value as number];
          break;
        case "strings":
          offer[field] = (value as number[]).map((index) => strings[index]!);
          break;
        case "grade": {
          const [grade, rank, of, label] = value as [number, number, number, number];
          offer[field] = { value: grade, label: strings[label], rank, of };
          break;
        }
        default:
          offer[field] = value;
      }
    }
    const savings = offer.savingsBasis;
    if (Array.isArray(savings))
      offer.savingsBasis = savingsText(
        { text: strings[savings[0]]!, pkvSide: strings[savings[1]]!, yearly: savings[2] },
        offer.employeeContribution as number,
      );
    offers[row] = offer as unknown as Offer;
  }
  return offers;
}

/** Facts read back from their JSON, frozen because the decoded offers share them. */
export function parseFacts(json: string): StoredFacts {
  return deepFreeze(JSON.parse(json) as StoredFacts);
}
