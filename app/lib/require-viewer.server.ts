import { type RouterContextProvider, redirect } from "react-router";
import { type Area, canAccess, loginPathFor } from "../../domain/accounts/roles";
import { type AccountPageContext, pageContext } from "../../server/transport/page-context.server";

export type SignedInViewer = Extract<AccountPageContext["viewer"], { kind: "user" }>;

export interface ViewerAccess {
  viewer: SignedInViewer;
  accounts: AccountPageContext;
  /**
   * The area's role rule (`canAccess`). When false, the route answers 403 and renders its own
   * 'Zugriff verweigert' (the texts differ per area), so this guard does not throw for it.
   */
  allowed: boolean;
}

/**
 * The one guard of every protected route loader (docs/product/accounts.md#sign-in-and-registration, docs/product/accounts.md#roles; docs/decisions/004-roles-and-admins.md), checked on the server:
 * no session (or accounts switched off) → redirect to the area's login page (`loginPathFor`, or `login`);
 * otherwise the signed-in viewer, the account reads, and whether the role may use the area.
 */
export function requireViewer(
  context: Readonly<RouterContextProvider>,
  area: Area,
  options: { login?: string } = {},
): ViewerAccess {
  const accounts = context.get(pageContext).accounts;
  const viewer = accounts.viewer;
  if (viewer.kind !== "user") throw redirect(options.login ?? loginPathFor(area));
  return { accounts, viewer, allowed: canAccess(viewer, area) };
}
