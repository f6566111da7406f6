import type { CoverageType } from "../comparison/form-values";
import { type ResultFilters, selectVisibleOffers } from "../comparison/results-filters";
import { RANKING } from "../constants/business";
import type { Offer, OfferCategory } from "../offers/offer";
import type { BenefitGroupRecord, BenefitItemRecord } from "../offers/tariff-record";
import { BENEFIT_GROUP_WEIGHTS, type BenefitGroup, benefitGroupOf } from "./benefit-points";
import type { SortOrder } from "./sort-orders";

export type { OfferCategory } from "../offers/offer";
export { coverageFit, requestedLevel } from "./coverage-level";
export {
  parseSortOrder,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
} from "./sort-orders";

/**
 * The price category of an offer (Offer.category in the API's answer), by its monthly price only: above 400 €
 * premium, below 250 € günstig, otherwise standard. It plays no part in the order, and no public card shows it:
 * its 'Premium' read as the coverage level 'Premium' (docs/decisions/026-undominated-top-picks.md#labels).
 */
export function priceCategory(monthlyPrice: number): OfferCategory {
  if (monthlyPrice > RANKING.premiumAbove) return "premium";
  if (monthlyPrice < RANKING.guenstigBelow) return "guenstig";
  return "standard";
}

export interface RankedOffers {
  /**
   * Up to three recommendations: chosen among the requested coverage level (a higher level only at no more than
   * the best tariff of the requested level, or leading when it beats that tariff) within the chosen deductible,
   * none beaten on price and grade by another offer, at most one tariff per insurer (domain/ranking/top-picks.ts).
   */
  top: Offer[];
  /** Offer id → the note of a top pick that is not of the requested level ('höhere Leistung zum gleichen Preis'). */
  topNotes: Record<string, string>;
  /** Up to 100 further offers within the chosen deductible. */
  more: Offer[];
  /** Tariffs only available with a deductible above the chosen one ('Nur mit höherer Selbstbeteiligung erhältlich'). */
  aboveDeductible: Offer[];
  /**
   * All visible offers, one deductible variant per tariff: the top first, then the others in order, then those
   * above the chosen deductible.
   */
  all: Offer[];
  /** Tariffs removed by the user's hidden list. */
  hidden: Offer[];
}

export interface RankOptions {
  /** Default 'preis-leistung' (benefit points per euro; the requested level first). */
  order?: SortOrder;
  /** The coverage package the visitor asked for; without it no level is preferred. */
  requestedCoverage?: CoverageType;
  /** The user's hidden tariffs (offer ids or tariff names). */
  hiddenTariffs?: readonly string[];
  /** The deductible to show each tariff at (the visitor's choice or the job-status default); default 0. */
  preferredDeductible?: number;
  filters?: ResultFilters;
}

/**
 * The public ranking (docs/decisions/012-neutral-ranking-and-savings.md): deductible variants reduced to one per
 * tariff via pickDeductibleStep, the user's hidden tariffs removed, ordered for the requested coverage level by
 * the chosen order, up to 3 top picks nothing beats chosen among the requested level within the chosen deductible
 * with at most one tariff per insurer, then up to 100 more, then the tariffs above the chosen deductible
 * (docs/decisions/026-undominated-top-picks.md). No criterion depends on an insurer's or tariff's name.
 */
export function rankOffers(offers: readonly Offer[], options: RankOptions = {}): RankedOffers {
  return selectVisibleOffers(offers, options);
}

/**
 * Five key benefits per tariff, ranked by importance: the item's points weighted with its group's weight in
 * the total (so a full hospital or dental item outranks a minor extra); only positive items count; ties keep
 * the engine's order.
 */
export function keyBenefits(
  groups: readonly BenefitGroupRecord[],
  count = RANKING.keyBenefitCount,
): string[] {
  const candidates: Array<{ text: string; importance: number; order: number }> = [];
  let order = 0;
  for (const group of groups) {
    for (const item of group.items) {
      order += 1;
      if (item.isPositive === false) continue;
      const groupName = groupOfItem(group, item);
      const points = item.sumPoints ?? item.points ?? 0;
      candidates.push({ text: item.textShort, importance: points * BENEFIT_GROUP_WEIGHTS[groupName], order });
    }
  }
  candidates.sort((a, b) => b.importance - a.importance || a.order - b.order);
  return candidates.slice(0, count).map((candidate) => candidate.text);
}

function groupOfItem(group: BenefitGroupRecord, item: BenefitItemRecord): BenefitGroup {
  const byHeader = benefitGroupOf(group.header);
  return byHeader !== "Sonstige Leistungen" || group.header === "Sonstige Leistungen"
    ? byHeader
    : benefitGroupOf(`${item.category ?? ""} ${item.textShort} ${item.textLong ?? ""}`);
}

/** Benefit texts grouped by keywords into the five groups. */
export function groupBenefits(texts: readonly string[]): Record<BenefitGroup, string[]> {
  const result: Record<BenefitGroup, string[]> = {
    "Ambulante Leistungen": [],
    "Stationäre Leistungen": [],
    Zahnleistungen: [],
    Pflegeleistungen: [],
    "Sonstige Leistungen": [],
  };
  for (const text of texts) result[benefitGroupOf(text)].push(text);
  return result;
}
