import { redirect } from "react-router";
import { safeNextPath } from "../../../domain/access/safe-next-path";
import { isAppError } from "../../../domain/errors/app-error";
import { pageContext } from "../../../server/transport/page-context.server";
import { readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/sign-out";

/** /abmelden only signs out by a post; opened as a page it leads to the start page. */
export function loader() {
  throw redirect("/");
}

/**
 * 'Abmelden' (docs/product/accounts.md#sign-in-and-registration): ends the session on the server (Better Auth
 * clears the session cookie) and redirects to `next`. Without a session (already signed out, expired) it
 * redirects all the same.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { fields } = await readForm(request);
  const next = safeNextPath(fields.next);
  let headers = new Headers();
  try {
    const page = context.get(pageContext);
    ({ headers } = await page.accounts.actions.signOut(page.caller));
  } catch (error) {
    if (!isAppError(error)) throw error;
  }
  return redirect(next, { status: 303, headers });
}
