import type { RouterContextProvider } from "react-router";
import type { RoleGuards } from "../../server/transport/page-context.server";
import { pageContext } from "../../server/transport/page-context.server";

/**
 * The guards of the protected loaders and actions (docs/architecture.md#guards): each throws the redirect to the
 * area's login or the area's 403 itself (the error boundaries show 'Zugriff verweigert') and returns its role's
 * services — there is no other way to them.
 */
export function requirePrivateUser(
  context: Readonly<RouterContextProvider>,
  options?: Parameters<RoleGuards["privateUser"]>[0],
) {
  return context.get(pageContext).guards.privateUser(options);
}

export function requireBroker(context: Readonly<RouterContextProvider>) {
  return context.get(pageContext).guards.broker();
}

export function requireAdmin(context: Readonly<RouterContextProvider>) {
  return context.get(pageContext).guards.admin();
}
