import { Check } from "lucide-react";
import type { CoverageType } from "../../../domain/comparison/long-form";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { COVERAGE_CARDS } from "./form-labels";

/** One coverage level as a card with its benefits; the radio inside keeps it a plain form field. */
export function LongFormCoverageCard({
  coverage,
  checked,
  onSelect,
}: {
  coverage: CoverageType;
  checked: boolean;
  onSelect: () => void;
}) {
  const card = COVERAGE_CARDS[coverage];
  return (
    <label
      className={cn(
        "relative flex cursor-pointer flex-col rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700",
        checked ? "border-primary-800 bg-primary-50" : "border-slate-200 bg-white hover:border-primary-300",
      )}
      data-coverage={coverage}
    >
      <input
        type="radio"
        name="coverageType"
        value={coverage}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-bold text-slate-900">{card.title}</span>
        {card.recommended && <Badge>Empfohlen</Badge>}
      </span>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        {card.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </label>
  );
}
