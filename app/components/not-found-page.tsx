import { data, isRouteErrorResponse, Link } from "react-router";

/**
 * Why a page is missing (docs/product/errors.md#general): an unknown address, or a comparison link (results,
 * tariff details, direct comparison, long form) whose comparison is unknown, deleted or not the viewer's, or
 * whose tariffs are not in the comparison.
 */
export type NotFoundReason =
  | { kind: "page" }
  | { kind: "comparison" }
  | { kind: "tariff"; comparisonId: string };

/** Where 'Neuen Vergleich starten' leads: the long form for an adult. */
export const NEW_COMPARISON_PATH = "/comparison?insuranceType=adult";

/** Anonymous comparisons are deleted after this many days (docs/product/results.md#who-sees-a-comparison). */
export const COMPARISON_RETENTION_DAYS = 30;

/** What a loader throws for a dead link: status 404, rendered by the site layout's error boundary. */
export function notFound(reason: NotFoundReason) {
  return data(reason, { status: 404, statusText: "Not Found" });
}

/** The reason of a route error, when it is a 404 (a 404 without a reason is an unknown page). */
export function notFoundReasonOf(error: unknown): NotFoundReason | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  const reason = error.data as Partial<NotFoundReason> | null | undefined;
  if (reason?.kind === "comparison") return { kind: "comparison" };
  if (reason?.kind === "tariff" && typeof reason.comparisonId === "string")
    return { kind: "tariff", comparisonId: reason.comparisonId };
  return { kind: "page" };
}

const TEXTS = {
  page: {
    title: "Seite nicht gefunden",
    text: "Die angeforderte Seite existiert nicht oder wurde verschoben. Prüfen Sie die Adresse oder starten Sie auf der Startseite.",
  },
  comparison: {
    title: "Vergleich nicht gefunden",
    text: `Diesen Vergleich gibt es nicht (mehr). Vergleiche ohne Anmeldung speichern wir ${COMPARISON_RETENTION_DAYS} Tage lang; danach werden sie gelöscht. Starten Sie einfach einen neuen Vergleich – er dauert nur wenige Sekunden.`,
  },
  tariff: {
    title: "Tarif nicht gefunden",
    text: "Diesen Tarif gibt es in Ihrem Vergleich nicht. Wählen Sie ihn auf der Ergebnisseite neu aus oder starten Sie einen neuen Vergleich.",
  },
} as const satisfies Record<NotFoundReason["kind"], { title: string; text: string }>;

/** The page title of a 404 page. */
export function notFoundTitle(reason: NotFoundReason): string {
  return TEXTS[reason.kind].title;
}

const primaryButton =
  "inline-flex min-h-11 items-center rounded-lg bg-primary-800 px-4 py-2 font-semibold text-white hover:bg-primary-900";
const secondaryButton =
  "inline-flex min-h-11 items-center rounded-lg border border-primary-800 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50";

/** The German 404 page: heading, a short explanation and where to go on. */
export function NotFoundPage({ reason }: { reason: NotFoundReason }) {
  const { title, text } = TEXTS[reason.kind];
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col justify-center px-4 py-16 text-center"
    >
      <p className="text-sm font-semibold text-primary-700">Fehler 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reason.kind === "page" ? (
          <>
            <Link to="/" className={primaryButton}>
              Zur Startseite
            </Link>
            <Link to="/private-krankenversicherung-vergleich" className={secondaryButton}>
              PKV vergleichen
            </Link>
          </>
        ) : (
          <>
            <Link to={NEW_COMPARISON_PATH} className={primaryButton}>
              Neuen Vergleich starten
            </Link>
            {reason.kind === "tariff" && (
              <Link
                to={`/ihre-pkv-tarife?c=${encodeURIComponent(reason.comparisonId)}`}
                className={secondaryButton}
              >
                Zurück zu Ihren Tarifen
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
