import type { RequestPerson } from "../../../domain/comparison/comparison-request";
import {
  type HouseholdFormValues,
  householdFormValues,
} from "../../../domain/comparison/household-form-fields";
import type { LongFormData } from "../../../domain/comparison/long-form";
import type { Comparisons, StoredComparison } from "../../../server/areas/comparisons";

/** What the long form shows for a stored comparison ('Angaben ändern'). */
export interface StoredFormPrefill {
  /** The applicant's long-form data (the top-level fields). */
  input: LongFormData;
  /** Partner, children, and every person's sick pay, premium relief and (see below) health answers. */
  householdValues: HouseholdFormValues;
  /**
   * The health answers were left out: the comparison is anonymous, so anybody with its link would see them.
   * The form takes them from this device, where the person saved them when sending.
   */
  healthFromDevice: boolean;
}

const personOf = (comparison: StoredComparison): RequestPerson => ({
  role: comparison.choices?.role ?? (comparison.input.insuredPerson === "child" ? "child" : "self"),
  form: comparison.input,
  ...(comparison.choices?.health ? { health: comparison.choices.health } : {}),
  ...(comparison.choices?.sickPay ? { sickPay: comparison.choices.sickPay } : {}),
  ...(comparison.choices?.premiumRelief ? { premiumRelief: comparison.choices.premiumRelief } : {}),
});

/**
 * The long form prefilled from a stored comparison (docs/product/comparison.md#family-and-health): of a household,
 * every member (read through `comparisons`, so the same owner rule applies), the applicant's data at the top,
 * whichever member's comparison was opened. The health answers are shown only to the account that owns the
 * comparison (docs/product/results.md#who-sees-a-comparison); an anonymous comparison's stay on the server.
 */
export async function storedFormPrefill(
  comparisons: Pick<Comparisons, "get">,
  comparison: StoredComparison,
): Promise<StoredFormPrefill> {
  const members = comparison.household?.members ?? [];
  const stored =
    members.length > 1
      ? await Promise.all(
          members.map((member) =>
            member.comparisonId === comparison.id ? comparison : comparisons.get(member.comparisonId),
          ),
        )
      : [comparison];
  // A member that cannot be read (never expected: a household is stored and deleted together): this one alone.
  const complete = stored.every((entry) => entry !== undefined) ? stored : [comparison];
  const persons = complete.map(personOf);
  const withHealth = comparison.ownerId !== null;
  return {
    input: persons[0]!.form,
    householdValues: householdFormValues(persons, { withHealth }),
    healthFromDevice: !withHealth,
  };
}
