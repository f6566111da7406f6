import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import { offerAssumptions } from "../../../domain/comparison/assumptions";
import { offerAssumptionSentences } from "../../../domain/comparison/assumptions-text";
import { cn } from "../../lib/cn";

/**
 * What this offer priced, in the one wording of every surface (docs/product/comparison.md#assumptions): the
 * deductible of the shown variant, the sick pay or 'ohne Krankentagegeld', the start and, for employees, the own
 * share after the employer's share and its cap.
 */
export function AssumptionLine({
  assumptions,
  offer,
  className,
}: {
  assumptions: ComparisonAssumptions | undefined;
  offer: { deductibleAmount: number | undefined; employeeContribution: number; employerContribution: number };
  className?: string;
}) {
  if (!assumptions) return null;
  const sentences = offerAssumptionSentences(offerAssumptions(assumptions, offer));
  return (
    <div data-testid="offer-assumptions" className={cn("text-xs text-slate-600", className)}>
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  );
}
