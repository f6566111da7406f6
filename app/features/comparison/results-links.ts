/** URLs of the results screen, the tariff details, the side-by-side comparison and the form to change the data. */
export const resultsHref = {
  /** The long form prefilled with the comparison's data, of a household every person's ('Angaben ändern'). */
  form: (comparisonId: string) => `/comparison?c=${encodeURIComponent(comparisonId)}`,
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
