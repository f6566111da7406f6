import { Outlet, useLoaderData, useNavigation } from "react-router";
import { AdminShell } from "../../features/admin/admin-shell";
import { AdminSpinner } from "../../features/admin/settings-parts";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/svadmin";

/** Every admin page is checked on the server (docs/decisions/004-roles-and-admins.md): no session → /admin-login, no admin → 403. */
export function loader({ context }: Route.LoaderArgs) {
  const { viewer } = requireAdmin(context);
  return { email: viewer.email };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin-Bereich" },
  { name: "robots", content: "noindex" },
];

export default function SvAdmin() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Admin pages are separate route modules loaded on demand; while one loads, the spinner shows
  // (docs/product/site.md#admin-area).
  const loadingAdminPage =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/svadmin");
  return <AdminShell email={result.email}>{loadingAdminPage ? <AdminSpinner /> : <Outlet />}</AdminShell>;
}
