import { normalizeProvider, tariffKeyOf } from "../offers/offer-rules";
import { dentalLevel, requestedLevel, roomLevel } from "../ranking/coverage-level";
import { DEFAULT_SORT_ORDER, type RankableOffer, type SortOrder } from "../ranking/sort-orders";
import { gradeLookup, orderForRequest, type RequestTrueResults, type ShownGrade } from "../ranking/top-picks";
import { pickDeductibleStep } from "./deductible";
import type { CoverageType } from "./form-values";

/** The five filters of the results screen (docs/product/results.md "Filter values"), kept in the URL. */
export const PACKAGE_FILTERS = ["basis", "komfort", "premium"] as const;
export const DENTAL_FILTERS = ["85plus", "75plus", "egal"] as const;
export const INPATIENT_FILTERS = ["1bett", "2bett", "egal"] as const;
export const DEDUCTIBLE_FILTERS = ["0", "500", "1000", "5000"] as const;

export type PackageFilter = (typeof PACKAGE_FILTERS)[number];
export type DentalFilter = (typeof DENTAL_FILTERS)[number];
export type InpatientFilter = (typeof INPATIENT_FILTERS)[number];
export type DeductibleFilter = (typeof DEDUCTIBLE_FILTERS)[number];

export interface ResultFilters {
  package: PackageFilter | "";
  dental: DentalFilter | "";
  inpatient: InpatientFilter | "";
  deductible: DeductibleFilter | "";
  insurers: string[];
}

export const EMPTY_FILTERS: ResultFilters = {
  package: "",
  dental: "",
  inpatient: "",
  deductible: "",
  insurers: [],
};

/**
 * The filters are minimum levels, like the engine's request (docs/product/results.md#filters-semantics); the
 * labels say so. 'Premium' and 'Einbettzimmer' are the highest levels and need no 'mindestens'.
 */
export const PACKAGE_LABELS: Record<PackageFilter, string> = {
  basis: "mindestens Basis",
  komfort: "mindestens Komfort",
  premium: "Premium",
};
export const DENTAL_LABELS: Record<DentalFilter, string> = {
  "85plus": "85 % und mehr",
  "75plus": "75 % und mehr",
  egal: "Egal",
};
export const INPATIENT_LABELS: Record<InpatientFilter, string> = {
  "1bett": "Einbettzimmer",
  "2bett": "mindestens Zweibettzimmer",
  egal: "Egal",
};
export const DEDUCTIBLE_LABELS: Record<DeductibleFilter, string> = {
  "0": "0 €",
  "500": "bis 500 €",
  "1000": "bis 1.000 €",
  "5000": "bis 5.000 €",
};

/** URL parameter names of the filters. */
export const FILTER_PARAMS = {
  package: "paket",
  dental: "zahn",
  inpatient: "stationaer",
  deductible: "sb",
  insurers: "versicherer",
} as const;

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | "" =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "";

/** Reads the filters from URL search parameters; unknown values are ignored. */
export function parseFilters(params: URLSearchParams): ResultFilters {
  return {
    package: pick(PACKAGE_FILTERS, params.get(FILTER_PARAMS.package)),
    dental: pick(DENTAL_FILTERS, params.get(FILTER_PARAMS.dental)),
    inpatient: pick(INPATIENT_FILTERS, params.get(FILTER_PARAMS.inpatient)),
    deductible: pick(DEDUCTIBLE_FILTERS, params.get(FILTER_PARAMS.deductible)),
    insurers: [...new Set(params.getAll(FILTER_PARAMS.insurers).filter((name) => name.trim() !== ""))].slice(
      0,
      30,
    ),
  };
}

/** Writes the filters into a copy of `params` (other parameters such as `c` are kept). */
export function filtersToParams(filters: ResultFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["package", "dental", "inpatient", "deductible"] as const) {
    if (filters[key]) next.set(FILTER_PARAMS[key], filters[key]);
    else next.delete(FILTER_PARAMS[key]);
  }
  next.delete(FILTER_PARAMS.insurers);
  for (const insurer of filters.insurers) next.append(FILTER_PARAMS.insurers, insurer);
  return next;
}

export function activeFilterCount(filters: ResultFilters): number {
  return (
    [filters.package, filters.dental, filters.inpatient, filters.deductible].filter(Boolean).length +
    (filters.insurers.length > 0 ? 1 : 0)
  );
}

/** The fields of an offer the filters look at. */
export interface FilterableOffer {
  provider: string;
  dentistCoverage: number;
  hospitalRoom: string;
  chiefPhysician: boolean;
  deductibleAmount: number | undefined;
}

/**
 * The benefit level of an offer (the coverage cards of docs/product/comparison.md#long-form; package filter of
 * docs/product/results.md#filters-semantics): Premium = single room and at least 85 % dental; Komfort = at least a
 * double room with chief physician and at least 75 % dental; otherwise Basis.
 */
export function offerPackage(offer: FilterableOffer): PackageFilter {
  const room = roomLevel(offer.hospitalRoom);
  const dental = dentalLevel(offer.dentistCoverage);
  if (room >= 2 && dental >= 2) return "premium";
  if (room >= 1 && offer.chiefPhysician && dental >= 1) return "komfort";
  return "basis";
}

const PACKAGE_RANK: Record<PackageFilter, number> = { basis: 0, komfort: 1, premium: 2 };

/**
 * The package filter is a minimum benefit level: 'Basis' = every offer, 'Komfort' = Komfort or Premium
 * level, 'Premium' = Premium level. So a package the results can satisfy always returns offers.
 */
function meetsPackage(offer: FilterableOffer, wanted: PackageFilter): boolean {
  return PACKAGE_RANK[offerPackage(offer)] >= PACKAGE_RANK[wanted];
}

/** Matches an insurer filter name against an offer's provider (case, hyphen and space insensitive). */
export function matchesInsurer(provider: string, insurer: string): boolean {
  return insurerMatchKey(provider) === insurerMatchKey(insurer);
}

/** What {@link matchesInsurer} compares: equal keys are the same insurer. */
const insurerMatchKey = (name: string) => normalizeProvider(name).replace(/[\s-]/g, "");

/** The deductible step of a variant; a variant without a named step counts as 0 €. */
export const deductibleStepOf = (offer: Pick<FilterableOffer, "deductibleAmount">): number =>
  offer.deductibleAmount ?? 0;

/** The filter's deductible maximum in € per year (no filter: unlimited). */
function deductibleFilterMax(filters: Pick<ResultFilters, "deductible">): number {
  return filters.deductible ? Number(filters.deductible) : Number.POSITIVE_INFINITY;
}

/**
 * Applies the five filters to single variants: package as a minimum level ({@link meetsPackage}); dental
 * '85plus' ≥ 85 %, '75plus' ≥ 75 %; inpatient '1bett' single room, '2bett' at least a double room; deductible
 * = at most that many euros per year; insurers = any of them. Keeps every matching deductible variant; use
 * {@link applyResultFilters} for one variant per tariff.
 */
export function applyFilters<T extends FilterableOffer>(offers: readonly T[], filters: ResultFilters): T[] {
  const max = deductibleFilterMax(filters);
  return offers.filter((offer) => {
    if (filters.package && !meetsPackage(offer, filters.package)) return false;
    if (filters.dental === "85plus" && offer.dentistCoverage < 85) return false;
    if (filters.dental === "75plus" && offer.dentistCoverage < 75) return false;
    if (filters.inpatient === "1bett" && roomLevel(offer.hospitalRoom) < 2) return false;
    if (filters.inpatient === "2bett" && roomLevel(offer.hospitalRoom) < 1) return false;
    if (deductibleStepOf(offer) > max) return false;
    if (
      filters.insurers.length > 0 &&
      !filters.insurers.some((insurer) => matchesInsurer(offer.provider, insurer))
    ) {
      return false;
    }
    return true;
  });
}

type VariantOffer = FilterableOffer & RankableOffer & { grade?: ShownGrade };

const keyOf = (offer: RankableOffer) => offer.tariffKey ?? tariffKeyOf(offer.provider, offer.name);

/** The deductible variants grouped per tariff, in the order of each tariff's first variant. */
function groupVariants<T extends VariantOffer>(offers: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const offer of offers) {
    const key = keyOf(offer);
    const group = groups.get(key);
    if (group) group.push(offer);
    else groups.set(key, [offer]);
  }
  return [...groups.values()];
}

/**
 * One variant per tariff: the step {@link pickDeductibleStep} picks among the tariff's real steps — the highest
 * step ≤ the preferred deductible (and ≤ `max`), else the lowest allowed step; a tariff without an allowed
 * step is left out.
 */
export function pickVariants<T extends VariantOffer>(
  offers: readonly T[],
  preferredDeductible: number,
  max: number = Number.POSITIVE_INFINITY,
): T[] {
  const picked: T[] = [];
  for (const variants of groupVariants(offers)) {
    const step = pickDeductibleStep(variants.map(deductibleStepOf), preferredDeductible, max);
    if (step === undefined) continue;
    const variant = variants.find((offer) => deductibleStepOf(offer) === step);
    if (variant) picked.push(variant);
  }
  return picked;
}

/** The filters, then one variant per tariff (the deductible filter picks among the real variants). */
export function applyResultFilters<T extends VariantOffer>(
  offers: readonly T[],
  filters: ResultFilters,
  preferredDeductible = 0,
): T[] {
  return pickVariants(applyFilters(offers, filters), preferredDeductible, deductibleFilterMax(filters));
}

export interface SelectOptions {
  filters?: ResultFilters;
  order?: SortOrder;
  /**
   * The deductible the results show by default (preferredDeductible(form)); 0 when not given. Given, it is also the
   * person's choice: no top pick is above it, and tariffs only available above it are set apart
   * (RequestTrueResults.aboveDeductible); not given, nothing is set apart.
   */
  preferredDeductible?: number;
  /** The user's hidden tariffs: offer ids or tariff names; hiding one variant hides the tariff. */
  hiddenTariffs?: readonly string[];
  /**
   * The coverage package the visitor asked for (the long form's coverageType): the top 3 and the default order
   * follow it (domain/ranking/top-picks.ts). Without it: the plain order and its first offers.
   */
  requestedCoverage?: CoverageType;
}

export interface VisibleOffers<T> extends RequestTrueResults<T> {
  /** Tariffs removed by the user's hidden list (one variant each). */
  hidden: T[];
}

/**
 * What the results screen shows: hidden tariffs removed, filters applied, one deductible variant per tariff,
 * ordered for the request by the chosen order (default price-performance; orderForRequest): up to 3 top picks that
 * no other offer beats on price and grade, at most one tariff per insurer, chosen among the requested level within
 * the chosen deductible; then up to 100 more; then the tariffs only available with a higher deductible.
 */
export function selectVisibleOffers<T extends VariantOffer>(
  offers: readonly T[],
  options: SelectOptions = {},
): VisibleOffers<T> {
  const preferred = options.preferredDeductible ?? 0;
  const hiddenIds = new Set(options.hiddenTariffs ?? []);
  const visible: T[] = [];
  const hiddenVariants: T[] = [];
  for (const variants of groupVariants(offers)) {
    const isHidden = variants.some((offer) => hiddenIds.has(offer.id) || hiddenIds.has(offer.name));
    (isHidden ? hiddenVariants : visible).push(...variants);
  }
  const filtered = applyResultFilters(visible, options.filters ?? EMPTY_FILTERS, preferred);
  const requested = options.requestedCoverage ? requestedLevel(options.requestedCoverage) : undefined;
  return {
    // Grades as the comparison has them; offers without one are graded among all its variants (as on reading).
    ...orderForRequest(filtered, options.order ?? DEFAULT_SORT_ORDER, requested, {
      chosenDeductible: options.preferredDeductible,
      gradeOf: gradeLookup(offers),
    }),
    hidden: pickVariants(hiddenVariants, preferred),
  };
}

export interface InsurerOption {
  /** The insurer as the offers name it (or as selected, for a selected insurer without offers). */
  name: string;
  /** Tariffs of this insurer under the other filters. */
  count: number;
}

/** Tariffs per option of each filter: how many the results would show with that option, the other filters kept. */
export interface FilterCounts {
  /** Key '' = the filter's 'Alle'. */
  package: Record<PackageFilter | "", number>;
  dental: Record<DentalFilter | "", number>;
  inpatient: Record<InpatientFilter | "", number>;
  deductible: Record<DeductibleFilter | "", number>;
  /** Every insurer with offers in the result (alphabetical), plus selected insurers without any (count 0). */
  insurers: InsurerOption[];
}

/**
 * The counts the filter bar shows beside each option (docs/product/results.md#filters): for every option of a
 * filter, the number of tariffs (one deductible variant each) that the results would show with that option and
 * the other filters as they are. The insurer list holds only insurers with offers in this comparison; an
 * insurer the other filters leave without a tariff stays listed with 0, so the list does not jump.
 */
export function filterCounts<T extends VariantOffer>(
  offers: readonly T[],
  filters: ResultFilters,
  preferredDeductible = 0,
): FilterCounts {
  const countWith = (change: Partial<ResultFilters>) =>
    applyResultFilters(offers, { ...filters, ...change }, preferredDeductible).length;
  const countsOf = <K extends string>(
    values: readonly K[],
    key: "package" | "dental" | "inpatient" | "deductible",
  ) =>
    Object.fromEntries(["", ...values].map((value) => [value, countWith({ [key]: value })])) as Record<
      K | "",
      number
    >;
  return {
    package: countsOf(PACKAGE_FILTERS, "package"),
    dental: countsOf(DENTAL_FILTERS, "dental"),
    inpatient: countsOf(INPATIENT_FILTERS, "inpatient"),
    deductible: countsOf(DEDUCTIBLE_FILTERS, "deductible"),
    insurers: insurerOptions(offers, filters, preferredDeductible),
  };
}

/**
 * Insurer options: every provider in the offers (one entry per insurer, alphabetical), each with its tariffs
 * under the other filters (the insurer filter itself left out); selected insurers without offers follow with 0,
 * so they can be unticked.
 */
export function insurerOptions<T extends VariantOffer>(
  offers: readonly T[],
  filters: ResultFilters = EMPTY_FILTERS,
  preferredDeductible = 0,
): InsurerOption[] {
  // One key per offer (not names × offers comparisons): the results page renders this on every change.
  const names = new Map<string, string>();
  for (const offer of offers) {
    const key = insurerMatchKey(offer.provider);
    if (!names.has(key)) names.set(key, offer.provider);
  }
  const counts = new Map<string, number>();
  for (const offer of applyResultFilters(offers, { ...filters, insurers: [] }, preferredDeductible)) {
    const key = insurerMatchKey(offer.provider);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const listed = [...names].map(([key, name]) => ({ name, count: counts.get(key) ?? 0 }));
  listed.sort((a, b) => a.name.localeCompare(b.name, "de", { sensitivity: "base" }));
  const missing = new Map<string, string>();
  for (const name of filters.insurers) {
    const key = insurerMatchKey(name);
    if (!names.has(key) && !missing.has(key)) missing.set(key, name);
  }
  return [...listed, ...[...missing.values()].map((name) => ({ name, count: 0 }))];
}

/** Whether an insurer option is ticked: the filter names it (in any spelling {@link matchesInsurer} accepts). */
export function isInsurerSelected(filters: Pick<ResultFilters, "insurers">, name: string): boolean {
  return filters.insurers.some((insurer) => matchesInsurer(insurer, name));
}
