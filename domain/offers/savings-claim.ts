/**
 * The basis of the spec's claim 'bis zu 65 % sparen' (docs/product/broker-duties.md#claims): the largest share of
 * the GKV contribution a reference person keeps with one tariff, the deductible counted as used up in full.
 */

/** The spec's figure, as the site's texts state it. */
export const CLAIMED_SAVINGS_PERCENT = 65;

/** One priced tariff for one reference person, against that person's GKV contribution. */
export interface SavingsCandidate {
  /** 'employed' or 'self-employed'. */
  jobStatus: string;
  /** Age at the insurance start. */
  age: number;
  provider: string;
  tariff: string;
  /** Yearly deductible (€). */
  deductible: number;
  /** What the person pays per month (employees: after the employer's share). */
  monthlyPaid: number;
  /** What the person would pay in the GKV per year. */
  gkvYearly: number;
  /** The year of the GKV figures. */
  year: number;
}

/** The computed basis of the claim: the best candidate, its percent and the figures it used. */
export interface SavingsClaimBasis extends SavingsCandidate {
  percent: number;
  /** The figures stood in for a year the table does not hold yet. */
  provisional: boolean;
  /** The insurance start priced (YYYY-MM-DD). */
  insuranceStart: string;
}

/** The share of the GKV contribution saved: 1 − (12 × paid + deductible) / GKV, in whole percent, rounded down. */
export function savingsPercent(candidate: SavingsCandidate): number {
  if (candidate.gkvYearly <= 0) return 0;
  const paid = 12 * candidate.monthlyPaid + candidate.deductible;
  return Math.floor(((candidate.gkvYearly - paid) / candidate.gkvYearly) * 100 + 1e-9);
}

/** The candidate with the largest saving (ties: the lower deductible, then the cheaper tariff). */
export function bestSavingsCandidate(
  candidates: readonly SavingsCandidate[],
): (SavingsCandidate & { percent: number }) | undefined {
  let best: (SavingsCandidate & { percent: number }) | undefined;
  for (const candidate of candidates) {
    const percent = savingsPercent(candidate);
    if (
      !best ||
      percent > best.percent ||
      (percent === best.percent &&
        (candidate.deductible < best.deductible ||
          (candidate.deductible === best.deductible && candidate.monthlyPaid < best.monthlyPaid)))
    ) {
      best = { ...candidate, percent };
    }
  }
  return best;
}
