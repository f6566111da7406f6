import { CalendarDays } from "lucide-react";
import { type FiguresLabel, figuresNotice } from "../../../domain/constants/figures-notice";
import { formatCalendarDate } from "../../../lib/format/date-format";
import { cn } from "../../lib/cn";

/**
 * The insurance start and which year's Rechengrößen the figures use, shown wherever prices and savings appear
 * (docs/product/results.md#figures-of-the-start-year). Provisional figures (the start's year is not in the table
 * yet) are highlighted.
 */
export function FiguresNote({ insuranceStart, figures }: { insuranceStart: string; figures: FiguresLabel }) {
  return (
    <p
      data-testid="figures-note"
      data-provisional={figures.provisional}
      className={cn(
        "flex items-start gap-2 rounded-lg border p-3 text-sm",
        figures.provisional
          ? "border-amber-300 bg-amber-50 text-amber-950"
          : "border-slate-200 bg-slate-50 text-slate-800",
      )}
    >
      <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Versicherungsbeginn {formatCalendarDate(insuranceStart)} · {figuresNotice(figures)}
      </span>
    </p>
  );
}
