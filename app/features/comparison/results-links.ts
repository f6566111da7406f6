/** URLs of the results screen, the tariff details and the side-by-side comparison. */
export const resultsHref = {
  results: (comparisonId: string) => `/ihre-pkv-tarife?c=${encodeURIComponent(comparisonId)}`,
  details: (comparisonId: string, offerId: string) =>
    `/ihre-pkv-tarife/tarif/${encodeURIComponent(offerId)}?c=${encodeURIComponent(comparisonId)}`,
  compare: (comparisonId: string, offerIds: readonly string[]) => {
    const params = new URLSearchParams({ c: comparisonId });
    for (const id of offerIds) params.append("t", id);
    return `/ihre-pkv-tarife/vergleich?${params.toString()}`;
  },
};

/** At most three tariffs side by side. */
export const MAX_COMPARE = 3;
