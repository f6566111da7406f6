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
