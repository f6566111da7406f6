import { longFormSchema } from "../../../domain/comparison/long-form";
import { gkvContribution, savingsPersonFor } from "../../../domain/offers/savings";
import { bestSavingsCandidate, type SavingsClaimBasis } from "../../../domain/offers/savings-claim";
import { berlinDate, berlinYear } from "../../../lib/dates/berlin-date";
import type { TariffCalculator } from "./compare-tariffs";

/**
 * The reference persons of the claim (docs/product/broker-duties.md#claims): young, healthy, income above the
 * compulsory-insurance limit, at every deductible the engine offers; employees pay their share after the
 * employer's, the self-employed pay all.
 */
const REFERENCE_PERSONS = [
  { jobStatus: "employed", age: 25 },
  { jobStatus: "employed", age: 30 },
  { jobStatus: "self-employed", age: 25 },
  { jobStatus: "self-employed", age: 30 },
] as const;

/**
 * Computes the basis once per Berlin calendar day through the same calculator the comparisons use (so a new tariff
 * catalogue moves it), and shares the one computation between concurrent callers. On a new day the previous basis
 * answers until the new one is there (no page waits for the engine after the first). Undefined when the engine
 * fails and no basis was computed before.
 */
export function createSavingsClaimBasis(calculator: TariffCalculator, now: () => Date) {
  let memo: { day: string; basis: Promise<SavingsClaimBasis | undefined> } | undefined;
  let last: SavingsClaimBasis | undefined;
  return (): Promise<SavingsClaimBasis | undefined> => {
    const day = berlinDate(now());
    if (memo?.day === day) return memo.basis;
    const computing = compute(calculator, berlinYear(now())).then(
      (value) => {
        if (value) last = value;
        else if (memo?.basis === computing) memo = undefined;
        return value ?? last;
      },
      () => {
        // A failure is not kept for the day: the next caller tries again.
        if (memo?.basis === computing) memo = undefined;
        return last;
      },
    );
    memo = { day, basis: computing };
    return last ? Promise.resolve(last) : computing;
  };
}

async function compute(calculator: TariffCalculator, year: number): Promise<SavingsClaimBasis | undefined> {
  let best: SavingsClaimBasis | undefined;
  for (const reference of REFERENCE_PERSONS) {
    const form = longFormSchema.parse({
      birthDate: `${year - reference.age}-01-01`,
      jobStatus: reference.jobStatus,
      ...(reference.jobStatus === "employed" ? { annualIncome: 90_000 } : {}),
    });
    const result = await calculator.calculateOffers(form);
    if (!result.success || !result.variants || !result.insuranceStart || !result.figures) continue;
    const start = result.insuranceStart;
    const person = savingsPersonFor(form, start);
    const gkv = gkvContribution(person, result.figures.constants);
    if (!gkv) continue;
    const candidate = bestSavingsCandidate(
      result.variants.map((offer) => ({
        jobStatus: reference.jobStatus,
        age: person.age,
        provider: offer.provider,
        tariff: offer.name,
        deductible: offer.deductibleAmount ?? 0,
        monthlyPaid: offer.employeeContribution,
        gkvYearly: gkv.yearly,
        year: gkv.year,
      })),
    );
    if (candidate && (!best || candidate.percent > best.percent)) {
      best = { ...candidate, provisional: result.figures.provisional, insuranceStart: start };
    }
  }
  return best;
}
