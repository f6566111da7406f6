import { eq } from "drizzle-orm";
import { type ComparisonAssumptions, comparisonAssumptions } from "../../../domain/comparison/assumptions";
import type { LongFormData } from "../../../domain/comparison/long-form";
import type { YearlyConstants } from "../../../domain/constants/yearly-constants";
import type { Offer } from "../../../domain/offers/offer";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import { gradeOffers } from "../../../domain/ranking/relative-grade";
import { storedFirstInformation } from "../../../domain/settings/first-information";
import { MODEL_PRICE_NOTICE } from "../../../rating";
import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema/comparisons";
import { type StoredRanking, unpackRanked } from "./result-packing";
import type { SharedResults } from "./shared-results";
import type { Comparisons, EngineKind, PersonChoices } from "./types";

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function isComparisonId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

export const priceNoticeFor = (priceBasis: PriceBasis | undefined) =>
  priceBasis === "model" ? MODEL_PRICE_NOTICE : undefined;

/**
 * Results stored before offers carried their grade: graded on reading by the same rule and against the same
 * offers as a new comparison (docs/product/results.md#grades), so cards, list and details agree.
 */
function withGrades(stored: { variants: Offer[]; extra?: Offer[] }): {
  variants: Offer[];
  extra?: Offer[];
} {
  const all = [...stored.variants, ...(stored.extra ?? [])];
  if (all.every((offer) => offer.grade !== undefined)) return stored;
  const graded = gradeOffers(all);
  const count = stored.variants.length;
  return { variants: graded.slice(0, count), extra: stored.extra && graded.slice(count) };
}

/** The person's choices stored beside the long-form data (docs/product/comparison.md#family-and-health). */
export function choicesOf(input: unknown): { choices?: PersonChoices } {
  const raw = input as Partial<PersonChoices> | null;
  if (!raw || (!raw.role && !raw.health && !raw.sickPay && !raw.premiumRelief)) return {};
  return {
    choices: {
      role: raw.role ?? "self",
      ...(raw.health ? { health: raw.health } : {}),
      ...(raw.sickPay ? { sickPay: raw.sickPay } : {}),
      ...(raw.premiumRelief ? { premiumRelief: raw.premiumRelief } : {}),
    },
  };
}

/** What a stored comparison priced (docs/product/comparison.md#assumptions), from its stored parts. */
export function storedAssumptions(parts: {
  form: LongFormData;
  choices: PersonChoices | undefined;
  preferredDeductible: number;
  insuranceStart: string;
  constants: YearlyConstants;
}): ComparisonAssumptions {
  return comparisonAssumptions({
    form: parts.form,
    preferredDeductible: parts.preferredDeductible,
    sickPay: parts.choices?.sickPay,
    premiumRelief: parts.choices?.premiumRelief,
    insuranceStart: parts.insuranceStart,
    constants: parts.constants,
  });
}

/** The long-form data of a stored input, without the person's choices stored beside it. */
function formOf(input: unknown): LongFormData {
  const {
    role: _role,
    health: _health,
    sickPay: _sickPay,
    premiumRelief: _relief,
    ...form
  } = input as LongFormData & Partial<PersonChoices>;
  return form;
}

/**
 * A stored comparison by id, or undefined (malformed or unknown id). Every row is in the current format
 * (`StoredRanking` plus `result_hash`), the only format there is.
 */
export function createGetComparison(db: Database, results: SharedResults): Comparisons["get"] {
  return async (id) => {
    if (!isComparisonId(id)) return undefined;
    const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id));
    if (!row) return undefined;
    if (!row.resultHash) throw new Error(`Comparison ${row.id} has no shared result.`);
    const stored = row.offers as StoredRanking;
    const { variants, extra } = withGrades({
      variants: await results.load(row.resultHash),
      extra: stored.extra,
    });
    const offers = unpackRanked(variants, { ranked: stored.ranked, extra });
    const input = formOf(row.input);
    const { choices } = choicesOf(row.input);
    return {
      id: row.id,
      input,
      offers,
      variants,
      preferredDeductible: stored.preferredDeductible,
      assumptions: storedAssumptions({
        form: input,
        choices,
        preferredDeductible: stored.preferredDeductible,
        insuranceStart: stored.insuranceStart,
        constants: stored.figures.constants,
      }),
      count: row.offerCount,
      engine: row.engine as EngineKind,
      priceBasis: stored.priceBasis,
      priceNotice: priceNoticeFor(stored.priceBasis),
      insuranceStart: stored.insuranceStart,
      figures: stored.figures.label,
      constants: stored.figures.constants,
      createdAt: row.createdAt.toISOString(),
      ownerId: row.userId,
      creatorKeyHash: row.creatorKeyHash,
      firstInformation: storedFirstInformation(row.firstInformation),
      ...(choices ? { choices } : {}),
      ...(stored.household ? { household: stored.household } : {}),
    };
  };
}
