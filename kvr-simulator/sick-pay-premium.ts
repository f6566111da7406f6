import { actuarialBasis, bandMean, SICK_DAYS_PROFILE } from "./actuarial";
import type { Insurer } from "./catalogue/types";
import { ADULT_ENTRY_AGE } from "./entry-age";

/**
 * Sick-pay start day → relative claims (day 43 = 1). Day 8 is what the self-employed choose (no continued pay):
 * the days 8–14 add about as much as the days 15–42 do (docs/product/rating-engine.md#sick-pay).
 */
export const SICK_PAY_START_FACTORS: Readonly<Record<number, number>> = {
  8: 2.2,
  15: 1.75,
  22: 1.45,
  29: 1.3,
  43: 1,
  92: 0.55,
  183: 0.3,
};

/** The insurer's sick-pay bases: its Rechnungszins and the market's lapse (cached per insurer). */
const SICK_PAY_TABLES = new Map<number, { pvDays: Float64Array; annuity: Float64Array }>();
function sickPayTables(insurer: Insurer) {
  let tables = SICK_PAY_TABLES.get(insurer.id);
  if (!tables) {
    const basis = actuarialBasis({ interestRate: insurer.basis.interestRate, lapseFactor: 1 });
    tables = {
      pvDays: basis.presentValues((age) => SICK_DAYS_PROFILE[age]!, 67),
      annuity: basis.annuityTo67,
    };
    SICK_PAY_TABLES.set(insurer.id, tables);
  }
  return tables;
}

/** Gross monthly sick-pay premium (Krankentagegeld, paid until 67) of the tariff's insurer. */
export function sickPayMonthlyPremium(
  insurer: Insurer,
  entryAge: number,
  startDay: number,
  dailyAmount: number,
): number {
  if (entryAge >= 67 || dailyAmount <= 0) return 0;
  const factor = SICK_PAY_START_FACTORS[startDay] ?? 1;
  let net: number;
  if (entryAge < ADULT_ENTRY_AGE) {
    net = dailyAmount * factor * bandMean((age) => SICK_DAYS_PROFILE[age]!, 16, 20);
  } else {
    const tables = sickPayTables(insurer);
    net = (dailyAmount * factor * tables.pvDays[entryAge]!) / tables.annuity[entryAge]!;
  }
  const loading = (1 + insurer.basis.safetyLoading) / (1 - insurer.basis.adminRate - 0.04);
  return (net * insurer.basis.sickPayLevel * loading) / 12;
}
