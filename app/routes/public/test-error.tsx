import { data } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import type { Route } from "./+types/test-error";

/** Exists only for the automated tests of the error page (NODE_ENV=test); a 404 everywhere else. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(pageContext).testRoutesEnabled)
    throw data("Not Found", { status: 404, statusText: "Not Found" });
  throw new Error("Testfehler");
}

export default function TestError() {
  return null;
}
