/**
 * Honest savings on the results page and in the API: what this person would pay in the GKV in the year in force
 * ({@link gkvContribution}, the one definition the engine's MErsparnis/JErsparnis use too) against what they pay
 * for the PKV offer (docs/decisions/012-neutral-ranking-and-savings.md).
 *
 * The PKV side is the offer's employee share (what the person pays; for everyone but employees the whole
 * premium). A saving under 1 € is no saving: no claim (never 0 €).
 */

import { ageOn, type IsoDate } from "../../lib/dates/berlin-date";
import type { LongFormData } from "../comparison/long-form";
import { pauschaleBeihilfeOn } from "../constants/pauschale-beihilfe";
import {
  type GkvContribution,
  type SavingsGroup,
  type SavingsPerson,
  savingsClaimOf,
  savingsText,
  yearlySavings,
} from "./gkv-contribution";

export {
  type GkvContribution,
  gkvContribution,
  type SavingsGroup,
  type SavingsPerson,
} from "./gkv-contribution";

const given = (value: string | undefined) =>
  value !== undefined && value !== "NOT_IN_WISH" ? value : undefined;

/**
 * The person from the long form: group, age on the insurance start, Beihilfe entitlement and, for civil servants,
 * the pauschale Beihilfe their Dienstherr pays on the start.
 */
export function savingsPersonFor(
  form: Pick<LongFormData, "jobStatus" | "insuredPerson" | "birthDate" | "beihilfeStufe"> &
    Partial<Pick<LongFormData, "beihilfeDienstherr">>,
  insuranceStart: IsoDate,
): SavingsPerson {
  return savingsPersonOf(
    {
      group: savingsGroupOf(form.jobStatus, form.insuredPerson),
      birthDate: form.birthDate,
      beihilfe: given(form.beihilfeStufe) !== undefined,
      dienstherr: given(form.beihilfeDienstherr),
    },
    insuranceStart,
  );
}

/**
 * The person from facts any caller knows (the form above, the engine's CalcInput in kvr-simulator): the same
 * rules for both, so the page and the engine compute the same savings.
 */
export function savingsPersonOf(
  facts: { group: SavingsGroup; birthDate: IsoDate; beihilfe: boolean; dienstherr: string | undefined },
  insuranceStart: IsoDate,
): SavingsPerson {
  const person: SavingsPerson = {
    group: facts.group,
    age: ageOn(facts.birthDate, insuranceStart),
    beihilfe: facts.beihilfe,
  };
  const pauschal =
    facts.group === "civil-servant" ? pauschaleBeihilfeOn(facts.dienstherr, insuranceStart) : undefined;
  if (pauschal) person.pauschaleBeihilfe = pauschal.state;
  return person;
}

/**
 * Children (insured person 'child', a child's or a civil servant's child's job status) are family-insured in the
 * GKV; a job status without a known GKV basis also gets no claim.
 */
function savingsGroupOf(jobStatus: string, insuredPerson: string): SavingsGroup {
  if (insuredPerson === "child") return "child";
  switch (jobStatus) {
    case "employed":
      return "employee";
    case "self-employed":
    case "freelancer":
      return "self-employed";
    case "civil-servant":
      return "civil-servant";
    case "student":
      return "student";
    default:
      return "child";
  }
}

/**
 * The savings claim of one offer: whole euros (Math.round of {@link yearlySavings}, which the engine writes as
 * JErsparnis with cents), or undefined when there is no saving or no GKV basis; and the tooltip text with the
 * GKV computation, the compared PKV amount and the saving.
 */
export function savingsFor(
  monthlyPaid: number,
  contribution: GkvContribution | undefined,
): { savingsEstimate: number | undefined; savingsBasis: string | undefined } {
  if (!contribution) return { savingsEstimate: undefined, savingsBasis: undefined };
  return {
    savingsEstimate: savingsEstimateFor(monthlyPaid, contribution),
    savingsBasis: savingsText(contribution, monthlyPaid),
  };
}

/** The estimate of {@link savingsFor} alone (whole euros, undefined without a saving or a GKV basis). */
export function savingsEstimateFor(
  monthlyPaid: number,
  contribution: GkvContribution | undefined,
): number | undefined {
  return contribution && savingsClaimOf(yearlySavings(contribution, monthlyPaid));
}
