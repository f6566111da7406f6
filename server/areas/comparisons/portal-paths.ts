/**
 * The portal's pages of a comparison as the server names them in mails and chat answers (the pages' own links are
 * app/features/comparison/results-links.ts, which the server may not import).
 */
const withComparison = (path: string) => (comparisonId: string) =>
  `${path}?c=${encodeURIComponent(comparisonId)}`;

export const comparisonPaths = {
  results: withComparison("/ihre-pkv-tarife"),
  pdf: withComparison("/ihre-pkv-tarife/pdf"),
  /** The long form prefilled with the comparison's data ('Angaben ändern'). */
  form: withComparison("/comparison"),
  /** The read-only share view (share-links.ts): what a link meant for others opens. */
  shared: (token: string) => `/geteilt/${encodeURIComponent(token)}`,
};
