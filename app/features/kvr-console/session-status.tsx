import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { SESSION_LABELS, type SessionState } from "./console-client";

/** The bar above the tabs: whether the page holds a complete, partial or no engine session. */
export function SessionStatus({ state }: { state: SessionState }) {
  return (
    <section
      aria-label="Session-Status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <span className="font-semibold text-slate-900">Session:</span>
      <Badge
        data-testid="session-status"
        className={cn(
          state === "complete" && "bg-green-100 text-green-900",
          state === "partial" && "bg-amber-100 text-amber-900",
          state === "none" && "bg-slate-200 text-slate-800",
        )}
      >
        {SESSION_LABELS[state]}
      </Badge>
      <span className="text-sm text-slate-600">
        Hinweis: Für die Anfragen sind gültige Zugangsdaten oder eine Session nötig.
      </span>
    </section>
  );
}
