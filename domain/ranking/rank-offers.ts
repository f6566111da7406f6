import { RANKING } from "../constants/business";
import type { Offer, OfferCategory } from "../offers/offer";
import { normalizeProvider } from "../offers/offer-rules";
import type { BenefitGroupRecord, BenefitItemRecord } from "../offers/tariff-record";
import { BENEFIT_GROUP_WEIGHTS, type BenefitGroup, benefitGroupOf } from "./benefit-points";

export type { OfferCategory } from "../offers/offer";

export const CATEGORY_LABELS: Record<OfferCategory, string> = {
  "preis-leistung": "Preis-Leistung",
  premium: "Premium",
  guenstig: "Günstig",
  standard: "Standard",
};

const isPreisLeistungProvider = (provider: string) =>
  normalizeProvider(provider) === normalizeProvider(RANKING.preisLeistungProvider);

/**
 * Category and score: provider HanseMerkur with 'azp' in the name is preis-leistung (1000); price above 400 is
 * premium (800); below 250 günstig (600); otherwise standard (400).
 */
export function categorize(provider: string, name: string, monthlyPrice: number) {
  let category: OfferCategory;
  if (isPreisLeistungProvider(provider) && name.toLowerCase().includes(RANKING.preisLeistungMarker)) {
    category = "preis-leistung";
  } else if (monthlyPrice > RANKING.premiumAbove) {
    category = "premium";
  } else if (monthlyPrice < RANKING.guenstigBelow) {
    category = "guenstig";
  } else {
    category = "standard";
  }
  const scoreKey = category === "guenstig" ? "guenstig" : category;
  return { category, categoryScore: RANKING.scores[scoreKey] };
}

/** HanseMerkur offers whose name contains 'kut' or '100' are hidden. */
export function isHiddenByRule(provider: string, name: string): boolean {
  const lower = name.toLowerCase();
  return isPreisLeistungProvider(provider) && RANKING.hiddenMarkers.some((marker) => lower.includes(marker));
}

/** Sorting: category score descending, then price ascending. */
export function compareOffers(a: Offer, b: Offer): number {
  return b.categoryScore - a.categoryScore || a.monthlyPrice - b.monthlyPrice;
}

export interface RankedOffers {
  /** The three recommendations. */
  top: Offer[];
  /** Up to 100 further offers (positions 4 to 103). */
  more: Offer[];
  /** All visible offers after sorting. */
  all: Offer[];
  /** Offers removed by the hidden-tariff rule or by the user's hidden list. */
  hidden: Offer[];
}

/** Removes hidden tariffs (rule + user's list of ids/names), sorts, and selects top 3 + up to 100 more. */
export function rankOffers(offers: readonly Offer[], hiddenTariffs: readonly string[] = []): RankedOffers {
  const userHidden = new Set(hiddenTariffs);
  const visible: Offer[] = [];
  const hidden: Offer[] = [];
  for (const offer of offers) {
    if (
      isHiddenByRule(offer.provider, offer.name) ||
      userHidden.has(offer.id) ||
      userHidden.has(offer.name)
    ) {
      hidden.push(offer);
    } else {
      visible.push(offer);
    }
  }
  const all = [...visible].sort(compareOffers);
  return {
    top: all.slice(0, RANKING.topCount),
    more: all.slice(RANKING.topCount, RANKING.topCount + RANKING.moreCount),
    all,
    hidden,
  };
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
