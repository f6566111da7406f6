import { redirect } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { requirePrivateUser } from "../../lib/guards.server";
import type { Route } from "./+types/keep-comparison";

/** Where a kept comparison is listed. */
export const MY_COMPARISONS_PATH = "/mein-bereich#meine-vergleiche";

/** Only the form's POST: a GET has nothing to show. */
export function loader() {
  throw new Response("Vergleiche werden mit dem Formular „Vergleich speichern“ gespeichert.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * 'Vergleich speichern' on the results (docs/product/documents.md#meine-vergleiche): a signed-in private user keeps
 * an anonymous comparison in 'Meine Vergleiche' (not deleted after 30 days). Not signed in → the sign-in page;
 * brokers and insurers → 403; a comparison that does not exist for this account and browser → the German 404.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { viewer } = requirePrivateUser(context);
  const id = String((await request.formData()).get("c") ?? "");
  // Another browser's, another account's, or kept by another account a moment ago: refused, never 'saved'.
  if (!(await context.get(pageContext).comparisons.keep(id, { userId: viewer.userId })))
    throw notFound({ kind: "comparison" });
  return redirect(MY_COMPARISONS_PATH, 303);
}

/**
 * Never shown: the action redirects or throws. Having a component makes a refused keep render the site layout's
 * German 404 page ('Vergleich nicht gefunden') instead of raw data, also without JavaScript.
 */
export default function KeepComparisonRoute() {
  return null;
}
