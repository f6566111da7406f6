/**
 * The developer console's website view (docs/product/rating-engine.md#developer-console; the category rule is in
 * docs/product/results.md#ranking). This is the spec's original rule, keyed on an insurer's and tariff's name: provider
 * 'hansemerkur' with 'azp' in the tariff name is preis-leistung (1000); price above 400 € premium (800); below
 * 250 € günstig (600); otherwise standard (400); that provider's tariffs with 'kut' or '100' in the name are
 * hidden; sorted by score descending, then price ascending.
 *
 * It is used ONLY by the developer console to reproduce the old website's view; the public ranking, rating and
 * results never import it (docs/decisions/012-neutral-ranking-and-savings.md).
 */
import { RANKING, WEBSITE_VIEW_RULES } from "../constants/business";
import type { OfferCategory } from "../offers/offer";
import { normalizeProvider } from "../offers/offer-rules";

const isRuleProvider = (provider: string) =>
  normalizeProvider(provider) === normalizeProvider(WEBSITE_VIEW_RULES.preisLeistungProvider);

/** The website view's category and score of one offer. */
export function websiteViewCategory(
  provider: string,
  name: string,
  monthlyPrice: number,
): { category: OfferCategory; categoryScore: number } {
  let category: OfferCategory;
  if (isRuleProvider(provider) && name.toLowerCase().includes(WEBSITE_VIEW_RULES.preisLeistungMarker)) {
    category = "preis-leistung";
  } else if (monthlyPrice > WEBSITE_VIEW_RULES.premiumAbove) {
    category = "premium";
  } else if (monthlyPrice < WEBSITE_VIEW_RULES.guenstigBelow) {
    category = "guenstig";
  } else {
    category = "standard";
  }
  return { category, categoryScore: WEBSITE_VIEW_RULES.scores[category] };
}

/** The website view hides that provider's tariffs whose name contains 'kut' or '100'. */
export function isHiddenInWebsiteView(provider: string, name: string): boolean {
  const lower = name.toLowerCase();
  return (
    isRuleProvider(provider) && WEBSITE_VIEW_RULES.hiddenMarkers.some((marker) => lower.includes(marker))
  );
}

interface WebsiteViewInput {
  provider: string;
  name: string;
  monthlyPrice: number;
}

export type WebsiteViewOffer<T> = T & { category: OfferCategory; categoryScore: number };

/**
 * The console's website view of a list of offers: categories and scores, hidden ones removed, sorted by score
 * descending then price ascending; top 3 and then up to 100 more (positions 4 to 103).
 */
export function websiteViewCategories<T extends WebsiteViewInput>(
  offers: readonly T[],
): { top: WebsiteViewOffer<T>[]; more: WebsiteViewOffer<T>[]; hidden: T[] } {
  const hidden = offers.filter((offer) => isHiddenInWebsiteView(offer.provider, offer.name));
  const shown = offers
    .filter((offer) => !isHiddenInWebsiteView(offer.provider, offer.name))
    .map((offer) => ({ ...offer, ...websiteViewCategory(offer.provider, offer.name, offer.monthlyPrice) }))
    .sort((a, b) => b.categoryScore - a.categoryScore || a.monthlyPrice - b.monthlyPrice);
  return {
    top: shown.slice(0, RANKING.topCount),
    more: shown.slice(RANKING.topCount, RANKING.topCount + RANKING.moreCount),
    hidden,
  };
}
