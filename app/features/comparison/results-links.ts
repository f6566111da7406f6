import { PAGE_SIZE } from "../../../domain/comparison/result-offer";

/** URLs of the results screen, the tariff details, the side-by-side comparison and the form to change the data. */
export const resultsHref = {
  /** The long form prefilled with the comparison's data, of a household every person's ('Angaben ändern'). */
  form: (comparisonId: string) => `/comparison?c=${encodeURIComponent(comparisonId)}`,
  results: (comparisonId: string) => `/ihre-pkv-tarife?c=${encodeURIComponent(comparisonId)}`,
  details: (comparisonId: string, offerId: string) =>
    `/ihre-pkv-tarife/tarif/${encodeURIComponent(offerId)}?c=${encodeURIComponent(comparisonId)}`,
  /** 'Vergleich per E-Mail senden' (docs/product/documents.md#by-e-mail). */
  send: (comparisonId: string) => `/ihre-pkv-tarife/senden?c=${encodeURIComponent(comparisonId)}`,
  /** The comparison as a PDF (docs/product/documents.md#comparison-pdf). */
  pdf: (comparisonId: string) => `/ihre-pkv-tarife/pdf?c=${encodeURIComponent(comparisonId)}`,
  /** 'Tarifbeschreibung (Modell)' of one tariff (docs/product/documents.md#tariff-description). */
  tariffPdf: (comparisonId: string, offerId: string) =>
    `/ihre-pkv-tarife/tarif/${encodeURIComponent(offerId)}/beschreibung.pdf?c=${encodeURIComponent(comparisonId)}`,
  compare: (comparisonId: string, offerIds: readonly string[]) => {
    const params = new URLSearchParams({ c: comparisonId });
    for (const id of offerIds) params.append("t", id);
    return `/ihre-pkv-tarife/vergleich?${params.toString()}`;
  },
};

/** At most three tariffs side by side. */
export const MAX_COMPARE = 3;

/** Parameter for how many offers of the further list are shown ('Weitere M Tarife anzeigen'). */
export const SHOWN_PARAM = "mehr";

export function shownCount(params: URLSearchParams): number {
  const value = Number(params.get(SHOWN_PARAM));
  return Number.isInteger(value) && value > PAGE_SIZE ? Math.min(value, 1000) : PAGE_SIZE;
}
