/** The text of a comparison without any tariff (docs/product/errors.md#comparison-and-engine): toast and page. */
export const NO_MATCHING_TARIFFS =
  "Leider konnten keine passenden Tarife gefunden werden. Bitte ändern Sie Ihre Angaben und versuchen Sie es erneut.";
