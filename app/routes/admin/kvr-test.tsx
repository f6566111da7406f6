import { useLoaderData } from "react-router";
import { AdminShell } from "../../features/admin/admin-shell";
import { KvrConsole } from "../../features/kvr-console/kvr-console";
import { requireAdmin } from "../../lib/guards.server";
import { kvrConsoleData } from "../../lib/kvr-console-data.server";
import type { Route } from "./+types/kvr-test";

/** Admins only, checked on the server (docs/decisions/018-admin-area.md): no session → /admin-login, no admin → 403. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, admin } = requireAdmin(context);
  const console = await kvrConsoleData(admin.kvrConsole);
  return { email: viewer.email, console };
}

export const meta: Route.MetaFunction = () => [
  { title: "KVR Service Test" },
  { name: "robots", content: "noindex" },
];

export default function KvrTest() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <AdminShell email={loaded.email}>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">KVR Service Test</h1>
      {loaded.console ? (
        <KvrConsole examples={loaded.console.examples} credentials={loaded.console.credentials} />
      ) : (
        <p role="alert">Der Rechenkern ist in dieser Umgebung nicht angebunden.</p>
      )}
    </AdminShell>
  );
}
