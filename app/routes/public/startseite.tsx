import { redirect } from "react-router";

/** /startseite → / (docs/product/overview.md#routes), replacing the history entry. */
export function loader() {
  return redirect("/", { status: 301 });
}

/**
 * Never rendered when the loader redirects; it makes this a page rather than a resource route, so a visitor
 * without a gate grant gets the gate's password form (root error boundary) instead of its raw JSON.
 */
export default function RedirectOnly() {
  return null;
}
