import { ageOn } from "../../../lib/dates/berlin-date";
import type { StoredComparison } from "../../../server/areas/comparisons";
import type { FamilyView } from "./household-view";

/** The family view of a household member's comparison, or undefined for a single person. */
export function familyView(comparison: StoredComparison): FamilyView | undefined {
  const household = comparison.household;
  if (!household || household.members.length === 0) return undefined;
  return {
    members: household.members.map((member) => ({
      role: member.role,
      comparisonId: member.comparisonId,
      age: ageOn(member.birthDate, comparison.insuranceStart),
      // Households stored before the sick pay was kept per person leave it unsaid.
      ...(member.sickPay !== undefined ? { sickPay: member.sickPay ?? undefined } : {}),
    })),
    // Shared by the household: the chosen deductible and the start (docs/product/comparison.md#assumptions).
    assumptions: {
      deductible: comparison.assumptions.deductible,
      insuranceStart: comparison.insuranceStart,
    },
    combinations: household.combinations.map((combination) => ({
      provider: combination.provider,
      totalMonthly: combination.totalMonthly,
      matchesRequest: combination.matchesRequest,
      declined: combination.declined,
      refused: combination.members.filter((member) => member.declined).map((member) => member.comparisonId),
      members: combination.members.map((member) => ({
        comparisonId: member.comparisonId,
        name: member.name,
        monthlyPrice: member.monthlyPrice,
      })),
    })),
  };
}
