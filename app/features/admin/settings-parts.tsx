import { Loader2 } from "lucide-react";
import { useNavigation } from "react-router";
import { formatDateTime } from "../../../lib/format/date-format";
import type { FormResult } from "../../lib/form-state";

/**
 * What a settings form shows after saving: 'Gespeichert' or the first error (announced). While the next save is on
 * its way the notice of the previous one is hidden, so it is never stale and is announced again.
 */
export function SaveNotice({ result, intent }: { result: FormResult | undefined; intent: string }) {
  const submitting = useNavigation().state === "submitting";
  if (submitting || !result || result.intent !== intent) return null;
  if (result.ok) {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        Gespeichert. Die Änderung gilt ab sofort.
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {result.formError ??
        Object.values(result.fieldErrors)[0] ??
        "Die Änderung konnte nicht gespeichert werden."}
    </p>
  );
}

/** The field message of a failed submission of `intent`. */
export function fieldError(
  result: FormResult | undefined,
  intent: string,
  field: string,
): string | undefined {
  return result && !result.ok && result.intent === intent ? result.fieldErrors[field] : undefined;
}

/** The value to show: the submitted one after a failure, else the stored one. */
export function shownValue(result: FormResult | undefined, intent: string, field: string, stored: string) {
  return result && !result.ok && result.intent === intent ? (result.values[field] ?? stored) : stored;
}

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  changes: Array<{ field: string; from: string; to: string }>;
}

/** Recent changes of this page's settings (audit log: who, when, old → new). */
export function AuditTrail({ entries }: { entries: AuditRow[] }) {
  return (
    <section aria-labelledby="audit-heading" className="mt-10">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Letzte Änderungen
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Noch keine Änderungen protokolliert.</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-medium text-slate-900">
                {formatDateTime(entry.at)} · {entry.actorEmail ?? "System"}
              </p>
              <ul className="mt-1 grid gap-0.5 text-slate-700">
                {entry.changes.map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-mono text-xs">{change.field}</span>: {change.from} → {change.to}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The spinner of the admin pages (docs/product/site.md#admin-area: a lazily loaded admin page shows a spinner while
 * it loads).
 */
export function AdminSpinner({ label = "Wird geladen..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <Loader2 className="size-8 animate-spin text-primary-700" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
