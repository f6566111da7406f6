import { redirect, useActionData } from "react-router";
import { ADMIN_HOME_PATH, canAccess } from "../../../domain/accounts/roles";
import { pageContext } from "../../../server/transport/page-context.server";
import { AdminLoginForm } from "../../features/admin/admin-login-form";
import { formFailure, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/admin-login";

export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(pageContext).accounts.viewer;
  if (viewer && canAccess(viewer, "admin")) throw redirect(ADMIN_HOME_PATH);
  return null;
}

/** The admin sign-in (works without JavaScript); non-admins are signed out again by the server. */
export async function action({ context, request }: Route.ActionArgs) {
  const { accounts, caller } = context.get(pageContext);
  const { actions } = accounts;
  const { fields } = await readForm(request);
  try {
    const { headers } = await actions.adminSignIn(caller, fields);
    return redirect(ADMIN_HOME_PATH, { headers });
  } catch (error) {
    return formFailure("admin-sign-in", error, fields, { secret: ["password"] });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin-Bereich" },
  { name: "robots", content: "noindex" },
];

export default function AdminLogin() {
  return <AdminLoginForm result={useActionData<typeof action>()} />;
}
