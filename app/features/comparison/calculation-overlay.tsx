import { useEffect } from "react";
import { pausePageVideos } from "../../lib/pause-page-videos";
import { RANKING_RULE_OVERLAY_NOTE } from "./ranking-rule-note";

/**
 * Full-screen overlay while the engine calculates (docs/product/comparison.md). The page's decorative videos
 * pause while it is shown (they are covered) and play on if it closes without leaving the page.
 */
export function CalculationOverlay({ title, note }: { title: string; note?: string }) {
  useEffect(() => pausePageVideos(), []);
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="calculation-overlay"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
    >
      <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
        <span
          aria-hidden
          className="mx-auto block size-10 animate-spin rounded-full border-4 border-primary-100 border-t-primary-700 motion-reduce:animate-none"
        />
        <p className="mt-4 text-lg font-bold text-slate-900">{title}</p>
        {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
        <p className="mt-2 text-xs text-slate-600">{RANKING_RULE_OVERLAY_NOTE}</p>
      </div>
    </div>
  );
}
