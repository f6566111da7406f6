import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const CONSOLE_TABS = [
  { id: "auth", label: "Auth" },
  { id: "companies", label: "Companies" },
  { id: "calculate", label: "Calculate" },
  { id: "custom", label: "Custom" },
  { id: "tariffs", label: "Tarife" },
  { id: "website", label: "Website" },
] as const;
export type ConsoleTabId = (typeof CONSOLE_TABS)[number]["id"];

/** The console's six tabs (ARIA tabs: each controls its panel). */
export function ConsoleTabList({
  active,
  onSelect,
}: {
  active: ConsoleTabId;
  onSelect: (tab: ConsoleTabId) => void;
}) {
  return (
    <div role="tablist" aria-label="Konsole" className="flex flex-wrap gap-1 border-b border-slate-200">
      {CONSOLE_TABS.map((entry) => (
        <button
          key={entry.id}
          type="button"
          role="tab"
          id={`tab-${entry.id}`}
          aria-selected={active === entry.id}
          aria-controls={`panel-${entry.id}`}
          onClick={() => onSelect(entry.id)}
          className={cn(
            "min-h-11 rounded-t-lg px-4 text-sm font-medium",
            active === entry.id ? "bg-primary-800 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/** One tab's panel, rendered only while its tab is active. */
export function ConsolePanel({
  id,
  active,
  title,
  children,
}: {
  id: ConsoleTabId;
  active: ConsoleTabId;
  title: string;
  children: ReactNode;
}) {
  if (id !== active) return null;
  return (
    <section
      role="tabpanel"
      id={`panel-${id}`}
      aria-labelledby={`tab-${id}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
