import { data, Link } from "react-router";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Seite nicht gefunden" },
  { name: "robots", content: "noindex" },
];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold text-primary-700">Fehler 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Seite nicht gefunden</h1>
      <p className="mt-4 text-slate-600">
        Die angeforderte Seite existiert nicht oder wurde verschoben. Prüfen Sie die Adresse oder starten Sie
        auf der Startseite.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-primary-800 px-4 py-2 font-semibold text-white hover:bg-primary-900"
        >
          Zur Startseite
        </Link>
        <Link
          to="/private-krankenversicherung-vergleich"
          className="inline-flex min-h-11 items-center rounded-lg border border-primary-800 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50"
        >
          PKV vergleichen
        </Link>
      </div>
    </section>
  );
}
