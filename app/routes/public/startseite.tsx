import { redirect } from "react-router";

/** /startseite → / (portal spec §2), replacing the history entry. */
export function loader() {
  return redirect("/", { status: 301 });
}
