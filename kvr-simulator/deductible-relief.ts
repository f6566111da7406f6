/**
 * Deductible model (docs/product/rating-engine.md#deductible-model): given a submission (the tariff's
 * submission probability p), the yearly submitted amount is a mixture of a "routine year" (check-ups, a few
 * visits and prescriptions; exponential with mean ROUTINE_YEAR_MEAN) with weight ROUTINE_YEAR_SHARE, and a
 * "treatment year" (exponential, carrying the rest of the expected claims). The mixture is what makes the
 * relief concave: the first euros of a deductible are retained from nearly every submitter, higher layers
 * only from the treatment years.
 */
const ROUTINE_YEAR_SHARE = 0.6;
const ROUTINE_YEAR_MEAN = 350;

/**
 * Expected yearly amount E[min(X, d)] retained by a deductible d on ambulatory and dental claims k: a bill is
 * submitted with probability p; the submitted amount is the routine/treatment mixture of exponentials with
 * overall mean k/p, so E[min(X, d)] = p · Σ wᵢ mᵢ (1 − e^(−d/mᵢ)). Concave in d, below p · d and below k.
 */
export function deductibleRelief(k: number, deductible: number, p: number): number {
  if (deductible <= 0 || k <= 0) return 0;
  const mean = k / p;
  // The routine year never carries more than the whole expected amount.
  const routineMean = Math.min(ROUTINE_YEAR_MEAN, mean);
  const treatmentMean = (mean - ROUTINE_YEAR_SHARE * routineMean) / (1 - ROUTINE_YEAR_SHARE);
  const layer = (m: number) => m * (1 - Math.exp(-deductible / m));
  return p * (ROUTINE_YEAR_SHARE * layer(routineMean) + (1 - ROUTINE_YEAR_SHARE) * layer(treatmentMean));
}
