/**
 * Which hints the results give a person, by group (docs/product/results.md#hints): pure rules over the priced
 * person's facts; the texts live with the results screen (app/features/comparison/results-hints-copy.ts).
 */
import { ageOn } from "../../lib/dates/berlin-date";
import type { RiskStatus } from "../offers/tariff-record";
import { gkvReturnNotice } from "./eligibility";
import type { JobStatus } from "./form-values";

export type ResultHint =
  /** Self-employed or freelancer priced without sick pay: one action adds it. */
  | { kind: "no-sick-pay" }
  /** A student: the exemption binds for the whole study; Ausbildungstarife; family insurance up to 25. */
  | { kind: "student"; familyInsuranceAge: boolean }
  /** A civil servant: the Öffnungsaktion and the Dienstherr's own Beihilfe rules. */
  | { kind: "civil-servant" }
  /** From 50 on the start: the way back into the GKV closes at 55 (or is closed). */
  | { kind: "gkv-return"; notice: "closes-at-55" | "closed" }
  /** The health pre-check estimates a refusal for some tariffs: the Basistarif stays open. */
  | { kind: "basistarif" }
  /** An employee who gave no income: the comparison assumes it reaches the threshold (which is named). */
  | { kind: "employee-income-not-stated"; threshold: number; year: number };

/** Up to this age (on the start) a student may be family-insured through a parent in the GKV (§ 10 SGB V). */
const FAMILY_INSURANCE_MAX_AGE = 25;

export interface HintFacts {
  jobStatus: JobStatus;
  birthDate: string;
  insuranceStart: string;
  /** The person's sick pay choice, when one was priced. */
  hasSickPay: boolean;
  annualIncome?: number | undefined;
  /** The health pre-check's estimates of the comparison's offers (empty without health answers). */
  riskStatuses: readonly RiskStatus[];
  /** The start year's Versicherungspflichtgrenze and its year. */
  threshold: { amount: number; year: number };
}

/** The hints in the order the results show them: the person's group first, then age, then refusals. */
export function resultHints(facts: HintFacts): ResultHint[] {
  const hints: ResultHint[] = [];
  const { jobStatus } = facts;
  if ((jobStatus === "self-employed" || jobStatus === "freelancer") && !facts.hasSickPay)
    hints.push({ kind: "no-sick-pay" });
  if (jobStatus === "student")
    hints.push({
      kind: "student",
      familyInsuranceAge: ageOn(facts.birthDate, facts.insuranceStart) < FAMILY_INSURANCE_MAX_AGE,
    });
  if (jobStatus === "civil-servant") hints.push({ kind: "civil-servant" });
  if (jobStatus === "employed" && facts.annualIncome === undefined)
    hints.push({
      kind: "employee-income-not-stated",
      threshold: facts.threshold.amount,
      year: facts.threshold.year,
    });
  const gkvReturn = gkvReturnNotice(facts.birthDate, facts.insuranceStart);
  // Children are insured through a parent: the age rule speaks to adults only.
  if (gkvReturn && jobStatus !== "child" && jobStatus !== "civil-servant-child")
    hints.push({ kind: "gkv-return", notice: gkvReturn });
  if (facts.riskStatuses.includes("decline")) hints.push({ kind: "basistarif" });
  return hints;
}
