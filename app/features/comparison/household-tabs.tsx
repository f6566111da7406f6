import { useId } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import type { LabelledMember } from "./household-view";
import { resultsHref } from "./results-links";

/**
 * 'Versicherte Personen': one link per member of the household to that person's results
 * (docs/product/comparison.md#family-and-health), the person shown marked as the current page.
 */
export function HouseholdTabs({
  members,
  currentId,
}: {
  members: ReadonlyArray<LabelledMember>;
  currentId: string;
}) {
  const id = useId();
  return (
    <nav aria-labelledby={id} data-testid="household-tabs" className="mb-6">
      <p id={id} className="text-sm font-semibold text-slate-800">
        Versicherte Personen
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {members.map((member) => {
          const current = member.comparisonId === currentId;
          return (
            <li key={member.comparisonId}>
              <Link
                to={resultsHref.results(member.comparisonId)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700",
                  current
                    ? "border-primary-800 bg-primary-800 text-white"
                    : "border-slate-300 bg-white text-primary-800 underline-offset-4 hover:underline",
                )}
              >
                {member.labelWithAge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
