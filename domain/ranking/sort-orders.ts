/**
 * The public sort orders of the results (docs/decisions/012-neutral-ranking-and-savings.md). Every criterion is
 * a number of the offer itself — benefit points and monthly price; no insurer or tariff name is involved (the
 * last tie-break is the engine's order of the offers).
 */
import { RANKING } from "../constants/business";
import { normalizeProvider } from "../offers/offer-rules";

export const SORT_ORDERS = ["preis-leistung", "preis", "leistung"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = "preis-leistung";

export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
  "preis-leistung": "Preis-Leistung",
  preis: "Preis",
  leistung: "Leistung",
};

/** One criterion of an order; each decides only between tariffs that all criteria before it leave equal. */
export type SortCriterion =
  | "likely-refusal-last"
  | "requested-level-first"
  | "points-per-euro"
  | "lower-price"
  | "more-points";

/**
 * The criteria of each order, most important first: the one source of the ranking's parameters (§ 5b UWG). The
 * comparators below are built from it, `orderForRequest` (top-picks.ts) puts the requested level first only where
 * it is named, and the words at the sort control are written from it (ranking-parameters.ts).
 */
export const SORT_PARAMETERS: Record<SortOrder, readonly SortCriterion[]> = {
  "preis-leistung": [
    "likely-refusal-last",
    "requested-level-first",
    "points-per-euro",
    "lower-price",
    "more-points",
  ],
  preis: ["likely-refusal-last", "lower-price", "more-points"],
  leistung: ["likely-refusal-last", "more-points", "lower-price"],
};

/** Reads a sort order (e.g. from the URL); anything unknown is the default, price-performance. */
export function parseSortOrder(value: string | null | undefined): SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value ?? "") ? (value as SortOrder) : DEFAULT_SORT_ORDER;
}

/** The fields the ranking looks at. */
export interface RankableOffer {
  id: string;
  provider: string;
  name: string;
  /** Groups the deductible variants of one tariff (Offer.tariffKey); provider|name when absent. */
  tariffKey?: string;
  monthlyPrice: number;
  /** Total benefit points of the tariff (0–100). */
  totalLeistungPoints: number;
  deductibleAmount: number | undefined;
  /** The anonymous health pre-check's verdict for this tariff, when the person answered the health questions. */
  riskAssessment?: { status: string };
}

/**
 * Price-performance value: total benefit points per euro of monthly premium (totalLeistungPoints /
 * monthlyPrice). Higher is better. A price of 0 or less (never from the engine) counts as 1 cent.
 */
export function pricePerformanceValue(
  offer: Pick<RankableOffer, "monthlyPrice" | "totalLeistungPoints">,
): number {
  return Math.max(0, offer.totalLeistungPoints) / Math.max(0.01, offer.monthlyPrice);
}

type Comparator = (a: RankableOffer, b: RankableOffer) => number;

/** A tariff whose insurer would likely refuse the person (health pre-check) comes after every other. */
export const isDeclined = (offer: Pick<RankableOffer, "riskAssessment">) =>
  offer.riskAssessment?.status === "decline";
const declinedLast: Comparator = (a, b) => Number(isDeclined(a)) - Number(isDeclined(b));

const byPrice: Comparator = (a, b) => a.monthlyPrice - b.monthlyPrice;
const byPoints: Comparator = (a, b) => b.totalLeistungPoints - a.totalLeistungPoints;
const byValue: Comparator = (a, b) => pricePerformanceValue(b) - pricePerformanceValue(a);

/**
 * The comparator of each criterion. 'requested-level-first' needs the request and is applied by
 * `orderForRequest` (top-picks.ts) around this sort; here it compares nothing. Remaining ties keep the input order
 * (the sort is stable).
 */
const CRITERION_COMPARATORS: Record<SortCriterion, Comparator | undefined> = {
  "likely-refusal-last": declinedLast,
  "requested-level-first": undefined,
  "points-per-euro": byValue,
  "lower-price": byPrice,
  "more-points": byPoints,
};

const comparatorsOf = (order: SortOrder): readonly Comparator[] =>
  SORT_PARAMETERS[order].flatMap((criterion) => CRITERION_COMPARATORS[criterion] ?? []);

const SORT_COMPARATORS: Record<SortOrder, readonly Comparator[]> = {
  "preis-leistung": comparatorsOf("preis-leistung"),
  preis: comparatorsOf("preis"),
  leistung: comparatorsOf("leistung"),
};

/** The offers in the given order (a new array; stable). */
export function sortOffers<T extends RankableOffer>(
  offers: readonly T[],
  order: SortOrder = DEFAULT_SORT_ORDER,
): T[] {
  const comparators = SORT_COMPARATORS[order];
  return [...offers].sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/** The insurer identity used for 'one tariff per insurer' (name normalised, never compared with a list). */
export const insurerKey = (provider: string) => normalizeProvider(provider);

export interface OrderedResults<T> {
  /** The highlighted offers: the first offers in order, at most one per insurer, at most three. */
  top: T[];
  /** The further offers in order (at most 100). */
  more: T[];
  /** All offers: the top first, then every other offer in order. */
  all: T[];
}

/** Splits ordered offers into the top (at most one per insurer) and the further list. */
export function splitTop<T extends RankableOffer>(ordered: readonly T[]): OrderedResults<T> {
  const top: T[] = [];
  const insurers = new Set<string>();
  for (const offer of ordered) {
    if (top.length >= RANKING.topCount) break;
    const key = insurerKey(offer.provider);
    if (insurers.has(key)) continue;
    insurers.add(key);
    top.push(offer);
  }
  const chosen = new Set(top);
  const rest = ordered.filter((offer) => !chosen.has(offer));
  return { top, more: rest.slice(0, RANKING.moreCount), all: [...top, ...rest] };
}
