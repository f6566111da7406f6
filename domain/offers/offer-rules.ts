import { formatEuroNoBreak } from "../../lib/format/number-format";
import {
  DEDUCTIBLE_PRICE_ADJUSTMENTS,
  OFFER_DEFAULTS,
  OFFER_OPTIONS,
  PRICE_BANDS,
  RATING,
} from "../constants/business";
import type { YearlyConstants } from "../constants/yearly-constants";

const cents = (value: number) => Math.round(value * 100) / 100;

const NORMALIZED_PROVIDERS = new Map<string, string>();

/** Lower-case name without spaces, hyphens and umlaut variants, for provider matching. */
export function normalizeProvider(name: string): string {
  let normalized = NORMALIZED_PROVIDERS.get(name);
  if (normalized === undefined) {
    normalized = name
      .toLowerCase()
      .replace(/ä/g, "ae")
      .replace(/ö/g, "oe")
      .replace(/ü/g, "ue")
      .replace(/[\s\-_.]+/g, "");
    // There are a few dozen insurers: remembered, since filters and grouping ask for every offer.
    if (NORMALIZED_PROVIDERS.size >= 1_000) NORMALIZED_PROVIDERS.clear();
    NORMALIZED_PROVIDERS.set(name, normalized);
  }
  return normalized;
}

/**
 * Identical for all deductible variants of one tariff: normalised provider + '|' + tariff name (lower case,
 * whitespace collapsed). Used to group variants, never to rank.
 */
export function tariffKeyOf(provider: string, name: string): string {
  return `${normalizeProvider(provider)}|${name.trim().toLowerCase().replace(/\s+/g, " ")}`;
}

export interface RatingInput {
  /** Total benefit points of the tariff (0–100). */
  totalBenefitPoints: number;
  dentalReplacement: number;
  /** 1 = single room, 2 = double room, 3+ = multi-bed room. */
  beds: number;
  deductible: number;
  monthlyPrice: number;
}

/**
 * Deterministic rating (docs/decisions/005-comparison-and-results.md, docs/decisions/012-neutral-ranking-and-savings.md):
 * 3.5, + up to 1 scaled by total benefit points (points / 100), +0.5 dental ≥ 85 or +0.3 ≥ 75, +0.4 single room
 * or +0.2 double room, +0.3 no deductible or +0.1 for 300 €, +0.3 price < 480 or +0.1 < 600; max 5. No
 * criterion looks at the insurer's name.
 */
export function rateOffer(input: RatingInput): number {
  let rating = RATING.start;
  const points = Math.max(0, Math.min(100, input.totalBenefitPoints));
  rating += (RATING.benefitPointsBonus * points) / 100;
  if (input.dentalReplacement >= 85) rating += RATING.dental85Bonus;
  else if (input.dentalReplacement >= 75) rating += RATING.dental75Bonus;
  if (input.beds === 1) rating += RATING.singleRoomBonus;
  else if (input.beds === 2) rating += RATING.doubleRoomBonus;
  if (input.deductible === 0) rating += RATING.zeroDeductibleBonus;
  else if (input.deductible === 300) rating += RATING.deductible300Bonus;
  if (input.monthlyPrice < 480) rating += RATING.priceBelow480Bonus;
  else if (input.monthlyPrice < 600) rating += RATING.priceBelow600Bonus;
  return Math.round(Math.min(RATING.max, rating) * 10) / 10;
}

export interface ContributionSplit {
  employee: number;
  employer: number;
}

/**
 * Employee and employer share. Missing shares: half of the price each when the employer subsidises
 * (capped at the year's maximum subsidy, KV + PV), else everything is the employee's. Then the shares must
 * equal the price within 1 €: if the sum is too high both are scaled proportionally; if too low the difference
 * is added to the employee share.
 */
export function splitContribution(
  price: number,
  shares: { employee?: number; employer?: number },
  options: { employerSubsidy: boolean; constants: YearlyConstants },
): ContributionSplit {
  let employee = shares.employee;
  let employer = shares.employer;
  if (employee === undefined && employer === undefined) {
    if (options.employerSubsidy) {
      const cap =
        options.constants.maxEmployerSubsidyHealthMonthly + options.constants.maxEmployerSubsidyCareMonthly;
      employer = cents(Math.min(price * OFFER_DEFAULTS.defaultShare, cap));
      employee = cents(price - employer);
    } else {
      employer = 0;
      employee = price;
    }
  }
  if (employer === undefined) employer = cents(Math.max(0, price - (employee ?? 0)));
  if (employee === undefined) employee = cents(Math.max(0, price - employer));
  return reconcileSplit(price, { employee, employer });
}

export function reconcileSplit(price: number, split: ContributionSplit): ContributionSplit {
  const sum = split.employee + split.employer;
  if (Math.abs(sum - price) <= OFFER_DEFAULTS.splitToleranceEuro) return split;
  if (sum > price && sum > 0) {
    const factor = price / sum;
    const employer = cents(split.employer * factor);
    return { employer, employee: cents(price - employer) };
  }
  return { employer: split.employer, employee: cents(split.employee + (price - sum)) };
}

/** Monthly price adjustment for a chosen deductible (300 → −20 … 5000 → −120; others 0). */
export function deductiblePriceAdjustment(deductible: number): number {
  return DEDUCTIBLE_PRICE_ADJUSTMENTS[deductible] ?? 0;
}

export function adjustPriceForDeductible(price: number, deductible: number): number {
  return cents(Math.max(0, price + deductiblePriceAdjustment(deductible)));
}

export interface PriceBand {
  from: number;
  to: number;
}

/**
 * Four equal price bands between min and max. If the range is under 10 €, it is widened by at least 50 € or
 * 10 % of the maximum (whichever is larger), split evenly below and above.
 */
export function priceBands(prices: readonly number[]): PriceBand[] {
  if (prices.length === 0) return [];
  let min = Math.min(...prices);
  let max = Math.max(...prices);
  if (max - min < PRICE_BANDS.minRange) {
    const widening = Math.max(PRICE_BANDS.minWidening, max * PRICE_BANDS.wideningRate);
    min = Math.max(0, min - widening / 2);
    max = max + widening / 2;
  }
  const step = (max - min) / PRICE_BANDS.count;
  return Array.from({ length: PRICE_BANDS.count }, (_, index) => ({
    from: cents(min + step * index),
    to: cents(index === PRICE_BANDS.count - 1 ? max : min + step * (index + 1)),
  }));
}

export type OfferOptionSelection = {
  dental?: 70 | 80 | 90;
  outpatient?: "Standard" | "Enhanced";
  room?: "Standard" | "2-bed";
  general?: "Basic" | "Extra";
  sicknessBenefit?: 0 | 50;
};

/** Monthly surcharge of the selected tariff options (dental 70/80/90 % → 0/10/20 € etc.). */
export function optionsSurcharge(selection: OfferOptionSelection): number {
  let total = 0;
  for (const [key, value] of Object.entries(selection) as Array<[keyof typeof OFFER_OPTIONS, unknown]>) {
    const option = (OFFER_OPTIONS[key] as ReadonlyArray<{ value: unknown; price: number }>).find(
      (entry) => entry.value === value,
    );
    if (option) total += option.price;
  }
  return total;
}

const HOSPITAL_ROOM_LABELS = { 1: "Einbettzimmer", 2: "Zweibettzimmer", 3: "Mehrbettzimmer" } as const;

export function hospitalRoomLabel(beds: number | undefined): string {
  if (beds === undefined || !Number.isFinite(beds) || beds <= 0) return OFFER_DEFAULTS.hospitalRoom;
  if (beds === 1) return HOSPITAL_ROOM_LABELS[1];
  if (beds === 2) return HOSPITAL_ROOM_LABELS[2];
  return HOSPITAL_ROOM_LABELS[3];
}

export function bedsFromLabel(label: string): number {
  if (label === HOSPITAL_ROOM_LABELS[1]) return 1;
  if (label === HOSPITAL_ROOM_LABELS[2]) return 2;
  return 3;
}

/**
 * The deductible as offers show it: the spec's default text '300€ pro Jahr' as it stands when the engine names
 * none, else the amount with a no-break space before '€' like every other amount ('600 € pro Jahr').
 */
export function deductibleText(amount: number | undefined): string {
  return amount === undefined ? OFFER_DEFAULTS.deductibleText : `${formatEuroNoBreak(amount)} pro Jahr`;
}
