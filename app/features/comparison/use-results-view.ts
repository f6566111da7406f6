import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CoverageType } from "../../../domain/comparison/form-values";
import { PAGE_SIZE, type ResultOffer } from "../../../domain/comparison/result-offer";
import { parseSortOrder, SORT_PARAM, type SortOrder } from "../../../domain/comparison/result-order";
import {
  filterCounts,
  filtersToParams,
  parseFilters,
  type ResultFilters,
  selectVisibleOffers,
} from "../../../domain/comparison/results-filters";
import type { OfferExtras } from "./offer-extras";
import { SHOWN_PARAM, shownCount } from "./results-links";

/** The offers with their health pre-check's estimate, or the same array when no offer has one. */
function withEstimates(
  offers: ResultOffer[],
  extras: Readonly<Record<string, OfferExtras>>,
): Array<ResultOffer & Pick<OfferExtras, "riskAssessment">> {
  if (!offers.some((offer) => extras[offer.id]?.riskAssessment)) return offers;
  return offers.map((offer) => {
    const riskAssessment = extras[offer.id]?.riskAssessment;
    return riskAssessment ? { ...offer, riskAssessment } : offer;
  });
}

/**
 * What the results screen shows for the URL's filters, sort order and paging: the top 3, the further list, the
 * counts, and the setters that change the URL (docs/product/results.md).
 */
export function useResultsView(input: {
  offers: ResultOffer[];
  offerExtras: Readonly<Record<string, OfferExtras>>;
  preferredDeductible: number;
  requestedCoverage: CoverageType | undefined;
}) {
  const { offerExtras, preferredDeductible, requestedCoverage } = input;
  // With health answers a likely refusal ends every order (docs/product/results.md#ranking): the estimate joins
  // the offers it belongs to; without estimates the offers stay as they are.
  const offers = useMemo(() => withEstimates(input.offers, offerExtras), [input.offers, offerExtras]);
  const [searchParams, setSearchParams] = useSearchParams();
  // Parsed once per URL, so the memoised lists and counts below recompute only when the URL changes.
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const shown = shownCount(searchParams);
  const order = parseSortOrder(searchParams.get(SORT_PARAM));
  // One variant per tariff, unfiltered: the total the counts refer to (tariffs, not variants).
  const tariffs = useMemo(
    () => selectVisibleOffers(offers, { preferredDeductible }).all,
    [offers, preferredDeductible],
  );
  const tariffCount = tariffs.length;
  const {
    top,
    topNotes,
    more,
    aboveDeductible,
    all: filtered,
  } = useMemo(
    () => selectVisibleOffers(offers, { filters, order, preferredDeductible, requestedCoverage }),
    [offers, filters, order, preferredDeductible, requestedCoverage],
  );
  // Tariffs per filter option under the other filters (the counts beside the options).
  const counts = useMemo(
    () => filterCounts(offers, filters, preferredDeductible),
    [offers, filters, preferredDeductible],
  );
  const visibleMore = more.slice(0, shown);

  const setFilters = (next: ResultFilters) => {
    const params = filtersToParams(next, searchParams);
    params.delete(SHOWN_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const setOrder = (next: SortOrder) => {
    const params = new URLSearchParams(searchParams);
    if (next === "preis-leistung") params.delete(SORT_PARAM);
    else params.set(SORT_PARAM, next);
    params.delete(SHOWN_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const moreParams = new URLSearchParams(searchParams);
  moreParams.set(SHOWN_PARAM, String(shown + PAGE_SIZE));

  return {
    offers,
    /** Some offer carries a health estimate. */
    estimated: offers !== input.offers,
    filters,
    order,
    counts,
    tariffCount,
    filtered,
    /** Filters hide every tariff the comparison found. */
    filteredEmpty: filtered.length === 0 && tariffCount > 0,
    top,
    topNotes,
    more,
    /** Tariffs only available above the person's deductible, listed apart (never highlighted). */
    aboveDeductible,
    visibleMore,
    remaining: more.length - visibleMore.length,
    /** The query of 'Weitere M Tarife anzeigen'. */
    moreQuery: moreParams.toString(),
    setFilters,
    setOrder,
  };
}
