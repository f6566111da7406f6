import { useLoaderData, useRevalidator } from "react-router";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatNumber } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { AdminShell } from "../../features/admin/admin-shell";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/kvr-live";

const SESSION_LABELS = { complete: "Vollständig", partial: "Teilweise", none: "Keine" } as const;

/**
 * Live status of the engine (docs/product/rating-engine.md#developer-console): one Authenticate is timed on every
 * load. Admins only.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, admin } = requireAdmin(context);
  const kvrConsole = admin.kvrConsole;
  return {
    email: viewer.email,
    status: kvrConsole ? await kvrConsole.status() : undefined,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "KVR Live-Status" },
  { name: "robots", content: "noindex" },
];

export default function KvrLive() {
  const loaded = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { status } = loaded;
  return (
    <AdminShell email={loaded.email}>
      <h1 className="text-3xl font-bold text-slate-900">KVR Live-Status</h1>
      {!status ? (
        <p role="alert" className="mt-4">
          Der Rechenkern ist in dieser Umgebung nicht angebunden.
        </p>
      ) : (
        <>
          <dl className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-2">
            <Item
              label="Rechenkern"
              value={status.engine === "embedded" ? "Eingebettet (in diesem Server)" : "Extern (KVR_URL)"}
            />
            <Item label="Adresse" value={status.endpoint} />
            <Item
              label="Zugangsdaten"
              value={`Mandant ${status.credentials.mandantId}, ${status.credentials.username} (${
                status.credentials.source === "stored" ? "im Admin-Bereich gespeichert" : "aus KVR_*"
              })`}
            />
            <Item
              label="Authenticate"
              value={
                status.probe.success
                  ? `erfolgreich in ${formatNumber(status.probe.latencyMs)} ms`
                  : `fehlgeschlagen: ${status.probe.error ?? ""}`
              }
              testId="probe-result"
            />
            <Item label="Session" value={SESSION_LABELS[status.probe.session]} />
            <Item
              label="Letzter erfolgreicher Aufruf"
              value={
                status.lastSuccessAt
                  ? `${formatDateTime(status.lastSuccessAt)} (${status.lastSuccessAction})`
                  : "–"
              }
            />
            <Item label="Geprüft" value={formatDateTime(status.probe.checkedAt)} />
          </dl>
          <Button
            type="button"
            className="mt-6"
            disabled={revalidator.state === "loading"}
            onClick={() => revalidator.revalidate()}
          >
            {revalidator.state === "loading" ? "Wird geprüft..." : "Erneut prüfen"}
          </Button>
        </>
      )}
    </AdminShell>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
