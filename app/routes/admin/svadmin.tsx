import { data, Link, Outlet, useLoaderData, useNavigation } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { AdminShell } from "../../features/admin/admin-shell";
import { AdminSpinner } from "../../features/admin/settings-parts";
import { requireViewer } from "../../lib/require-viewer.server";
import type { Route } from "./+types/svadmin";

/** Every admin page is checked on the server (docs/decisions/004-roles-and-admins.md): no session → /admin-login, no admin → 403. */
export function loader({ context }: Route.LoaderArgs) {
  const { viewer, allowed } = requireViewer(context, "admin");
  if (!allowed) return data({ state: "denied" as const }, { status: 403 });
  return { state: "allowed" as const, email: viewer.email };
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
  if (result.state === "denied") {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.noAdminAccess}</h1>
        <Link to="/" className="mt-6 inline-block font-medium text-primary-700 underline">
          Zurück zur Website
        </Link>
      </main>
    );
  }
  return <AdminShell email={result.email}>{loadingAdminPage ? <AdminSpinner /> : <Outlet />}</AdminShell>;
}
