import { redirect } from "react-router";

/** /startseite → / (docs/product/overview.md#routes), replacing the history entry. */
export function loader() {
  return redirect("/", { status: 301 });
}
