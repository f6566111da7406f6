import { actuarialBasis } from "./actuarial";
import type { Insurer } from "./catalogue/types";

/**
 * Premium relief (Beitragsentlastung, docs/product/rating-engine.md#premium-relief): a tariff that pays a fixed
 * monthly amount towards the premium from age 67 for life, financed by a level contribution from the entry age
 * up to 67. Priced on the insurer's bases: its Rechnungszins, the market's Ausscheideordnung (mortality and lapse)
 * and its cost loadings. A model premium, like every other.
 */

/** The age from which the relief is paid. */
export const PREMIUM_RELIEF_FROM_AGE = 67;
/** The amounts the engine offers: monthly € in steps of 10, at most 1.000; 0 is none. */
export const PREMIUM_RELIEF_LIMITS = { step: 10, max: 1000, minAge: 21 } as const;

interface ReliefTables {
  /** Present value at each age of 1 € a month (12 € a year, paid mid-year) from 67 for life. */
  pvBenefit: Float64Array;
  /** Premium annuity-due up to 67. */
  annuity: Float64Array;
}

const TABLES = new Map<number, ReliefTables>();

function tablesFor(insurer: Insurer): ReliefTables {
  let tables = TABLES.get(insurer.id);
  if (!tables) {
    const basis = actuarialBasis({ interestRate: insurer.basis.interestRate, lapseFactor: 1 });
    tables = {
      pvBenefit: basis.presentValues((age) => (age >= PREMIUM_RELIEF_FROM_AGE ? 12 : 0)),
      annuity: basis.annuityTo67,
    };
    TABLES.set(insurer.id, tables);
  }
  return tables;
}

/**
 * Gross monthly premium for a relief of `monthlyAmount` € a month from 67, for the calendar entry age: net =
 * PV(relief from 67) ÷ ä(x, up to 67); gross = net × (1 + safety loading) ÷ (1 − administration − acquisition
 * months ÷ 12 ÷ ä). 0 without relief and from 67 on.
 */
export function premiumReliefMonthlyPremium(
  insurer: Insurer,
  entryAge: number,
  monthlyAmount: number,
): number {
  if (monthlyAmount <= 0 || entryAge >= PREMIUM_RELIEF_FROM_AGE) return 0;
  const { pvBenefit, annuity } = tablesFor(insurer);
  const years = annuity[entryAge]!;
  const netYearly = (monthlyAmount * pvBenefit[entryAge]!) / years;
  const costs = insurer.basis.adminRate + insurer.basis.acquisitionMonths / 12 / years;
  return (netYearly * (1 + insurer.basis.safetyLoading)) / (1 - costs) / 12;
}
