import { useLoaderData } from "react-router";
import { KvrConsole } from "../../features/kvr-console/kvr-console";
import { requireAdmin } from "../../lib/guards.server";
import { kvrConsoleData } from "../../lib/kvr-console-data.server";
import type { Route } from "./+types/svadmin-kvr";

export async function loader({ context }: Route.LoaderArgs) {
  const access = requireAdmin(context);
  return { console: await kvrConsoleData(access.admin.kvrConsole) };
}

export const meta: Route.MetaFunction = () => [{ title: "KVR-Engine | Admin-Bereich" }];

/**
 * /svadmin/kvr: the developer console's panels inside the admin area (docs/product/rating-engine.md#developer-console).
 */
export default function SvAdminKvr() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">KVR-Engine</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Testkonsole des Rechenkerns. Eigene Seiten:{" "}
        <a className="text-primary-700 underline" href="/kvr-test">
          /kvr-test
        </a>{" "}
        und{" "}
        <a className="text-primary-700 underline" href="/kvr-live">
          /kvr-live
        </a>
        .
      </p>
      {loaded.console ? (
        <KvrConsole examples={loaded.console.examples} credentials={loaded.console.credentials} />
      ) : (
        <p role="alert">Der Rechenkern ist in dieser Umgebung nicht angebunden.</p>
      )}
    </>
  );
}
