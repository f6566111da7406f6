import { data, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { pageContext } from "../../../server/transport/page-context.server";
import { AdminShell } from "../../features/admin/admin-shell";
import { KvrConsole } from "../../features/kvr-console/kvr-console";
import { kvrConsoleData } from "../../lib/kvr-console-data.server";
import { requireViewer } from "../../lib/require-viewer.server";
import type { Route } from "./+types/kvr-test";

/** Admins only, checked on the server (docs/decisions/018-admin-area.md): no session → /admin-login, no admin → 403. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, allowed } = requireViewer(context, "admin");
  if (!allowed) return data({ state: "denied" as const }, { status: 403 });
  const console = await kvrConsoleData(context.get(pageContext).admin.kvrConsole);
  return { state: "allowed" as const, email: viewer.email, console };
}

export const meta: Route.MetaFunction = () => [
  { title: "KVR Service Test" },
  { name: "robots", content: "noindex" },
];

export default function KvrTest() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.state === "denied") {
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.noAdminAccess}</h1>
      </main>
    );
  }
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
