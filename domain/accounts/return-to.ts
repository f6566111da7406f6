/**
 * Returning after sign-in (docs/product/accounts.md#return-after-sign-in): the links and the comparison a return
 * path leads back to. No zod here: the results screen builds its link in the browser; the parameter's schema is
 * return-path-schema.ts.
 */

/** The path of the results page a comparison is shown on. */
const RESULTS_PATH = "/ihre-pkv-tarife";

/** The return path back to a comparison's results ('Vergleich speichern' of an anonymous visitor). */
export function resultsReturnPath(comparisonId: string): string {
  return `${RESULTS_PATH}?c=${encodeURIComponent(comparisonId)}`;
}

/** The comparison a return path leads back to (its results page), if it is one: signing in then keeps it. */
export function comparisonToKeep(returnPath: string | undefined): string | undefined {
  if (!returnPath) return undefined;
  const url = new URL(returnPath, "http://portal.invalid");
  return url.pathname === RESULTS_PATH ? (url.searchParams.get("c") ?? undefined) || undefined : undefined;
}

/** The login page's address that returns to `returnPath` after signing in. */
export function loginPathReturningTo(returnPath: string): string {
  return `/login?next=${encodeURIComponent(returnPath)}`;
}
