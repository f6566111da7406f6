import { selectVisibleOffers, type VisibleOffers } from "../../../domain/comparison/results-filters";
import type { Offer } from "../../../domain/offers/offer";
import type { StoredComparison } from "./types";

/**
 * A stored comparison as its results page shows it by default (docs/product/results.md#ranking): the order
 * 'Preis-Leistung', no filters, the person's deductible and coverage level; re-ranked from the stored variants, so
 * the PDF, the mail and the shared link name the same top picks as the page, even for comparisons stored before a
 * change of the ranking.
 */
export function defaultResultsView(
  comparison: Pick<StoredComparison, "variants" | "preferredDeductible" | "input">,
): VisibleOffers<Offer> {
  return selectVisibleOffers(comparison.variants, {
    preferredDeductible: comparison.preferredDeductible,
    requestedCoverage: comparison.input.coverageType,
  });
}
