import { redirect } from "react-router";
import { ADMIN_HOME_PATH, canAccess } from "../../../domain/accounts/roles";
import { pageContext } from "../../../server/page-context.server";
import { AdminLoginForm } from "../../features/admin/admin-login-form";
import type { Route } from "./+types/admin-login";

export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(pageContext).accounts.viewer;
  if (viewer && canAccess(viewer, "admin")) throw redirect(ADMIN_HOME_PATH);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin-Bereich" },
  { name: "robots", content: "noindex" },
];

export default function AdminLogin() {
  return <AdminLoginForm />;
}
