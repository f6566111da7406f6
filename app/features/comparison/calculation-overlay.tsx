import { LoaderCircle } from "lucide-react";

/** Full-screen overlay while the engine calculates (comparison.md §2). */
export function CalculationOverlay({ title, note }: { title: string; note?: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="calculation-overlay"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
    >
      <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
        <LoaderCircle
          className="mx-auto size-10 animate-spin text-primary-700 motion-reduce:animate-none"
          aria-hidden
        />
        <p className="mt-4 text-lg font-bold text-slate-900">{title}</p>
        {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
      </div>
    </div>
  );
}
