import { redirect } from "react-router";
import { findSearchRoute } from "../../../domain/search/search-route";
import type { Route } from "./+types/search";

/** The header search without JavaScript: a match navigates there, otherwise back to where the visitor was. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = findSearchRoute(url.searchParams.get("q") ?? "");
  if (target) return redirect(target);
  const referer = request.headers.get("referer");
  const back = referer && new URL(referer).origin === url.origin ? new URL(referer).pathname : "/";
  return redirect(back);
}

/**
 * Never rendered when the loader redirects; it makes this a page rather than a resource route, so a visitor
 * without a gate grant gets the gate's password form (root error boundary) instead of its raw JSON.
 */
export default function RedirectOnly() {
  return null;
}
