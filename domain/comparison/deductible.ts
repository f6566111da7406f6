/**
 * The deductible (Selbstbeteiligung) as a real choice — shared contract of form, engine request and results.
 *
 * - The engine prices every tariff in each of its deductible steps from 0 up to the coverage card's limit
 *   (basic 5.000 €, comfort 1.000 €, premium 500 €) and returns one tariff element per step.
 * - The visitor's preferred deductible is the chosen one, or — when nothing was chosen (API call or chat without
 *   `deductible`) — the one default of assumptions.ts (0 €, as both forms preselect), never above the coverage
 *   limit (docs/product/comparison.md#assumptions).
 * - The results show each tariff at its highest step not above the preferred deductible (its lowest step when
 *   it has none that low); the results filter 'Selbstbeteiligung' picks among the same real variants.
 */
import { defaultAssumptions } from "./assumptions";
import type { CoverageType, JobStatus } from "./form-values";

/** The deductible amounts (€ per year) a visitor can choose in the long form. */
export const DEDUCTIBLE_CHOICES = [0, 300, 500, 600, 1000, 1200, 1500, 2400, 2500, 5000] as const;

/** The coverage card's promise: 'Selbstbeteiligung bis …'. */
export const COVERAGE_DEDUCTIBLE_LIMITS: Record<CoverageType, number> = {
  basic: 5000,
  comfort: 1000,
  premium: 500,
};

/** '600€', '600 €', '600' → 600; empty or missing → undefined (no choice); anything else → NaN. */
export function parseDeductibleChoice(text: string | undefined): number | undefined {
  const trimmed = (text ?? "").replace(/\s/g, "").replace(/€$/, "").replace(/\./g, "");
  if (trimmed === "") return undefined;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The highest deductible step the engine is asked to price for this coverage. */
export function deductibleLimitFor(coverageType: CoverageType): number {
  return COVERAGE_DEDUCTIBLE_LIMITS[coverageType];
}

/** The deductible the results show by default: the choice, or the one default, within the limit. */
export function preferredDeductible(form: {
  deductible?: string | undefined;
  jobStatus: JobStatus;
  coverageType: CoverageType;
}): number {
  const chosen = parseDeductibleChoice(form.deductible);
  const wanted =
    chosen === undefined || Number.isNaN(chosen) ? defaultAssumptions(form.jobStatus).deductible : chosen;
  return Math.min(wanted, deductibleLimitFor(form.coverageType));
}

/**
 * Picks the variant to show among one tariff's deductible steps: the highest step ≤ `preferred` (and ≤ `max`
 * when a filter limits it); without such a step the lowest step — unless a filter `max` excludes it.
 * Returns undefined when no step is allowed.
 */
export function pickDeductibleStep(
  steps: readonly number[],
  preferred: number,
  max: number = Number.POSITIVE_INFINITY,
): number | undefined {
  const allowed = steps.filter((step) => step <= max).sort((a, b) => a - b);
  if (allowed.length === 0) return undefined;
  const fitting = allowed.filter((step) => step <= preferred);
  return fitting.length > 0 ? fitting[fitting.length - 1] : allowed[0];
}
