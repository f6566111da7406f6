/**
 * May this person take a private full cover (PKV-Vollversicherung) at the chosen start?
 * (docs/product/comparison.md#eligibility). Employees are income-tested against the Versicherungspflichtgrenze
 * (Jahresarbeitsentgeltgrenze) of the start's year (§ 6 Abs. 1 Nr. 1 SGB V); civil servants, the self-employed,
 * freelancers and students are not (students bind themselves for the whole study by the exemption, § 8 Abs. 1
 * Nr. 5 SGB V). Pure: the yearly table and the start are parameters.
 */
import { ageOn, yearOf } from "../../lib/dates/berlin-date";
import { type FiguresInUse, figuresForYear, type YearlyTable } from "../constants/yearly-constants";
import type { JobStatus } from "./form-values";

/** Gross yearly income a request may state (euros): 0 up to this (a sane ceiling for a typing error). */
export const ANNUAL_INCOME_MAX = 10_000_000;

/** The age from which the way back into the GKV closes (§ 6 Abs. 3a SGB V), and from which the results say so. */
const GKV_RETURN_AGE = 55;
const GKV_RETURN_NOTICE_FROM_AGE = 50;

/** The threshold an answer was measured against: which year's figures, and whether they stand in (provisional). */
export interface EligibilityThreshold {
  /** Versicherungspflichtgrenze in euros a year. */
  amount: number;
  /** The year whose figures were used. */
  year: number;
  /** The insurance start's year. */
  requestedYear: number;
  /** True when the start's year had no row and `year`'s figures stood in. */
  provisional: boolean;
}

export type Eligibility =
  | {
      eligible: true;
      /**
       * `income-at-or-above-limit`: an employee's income reaches the threshold; `income-not-stated`: an employee
       * without an income (the API's bodies of before, priced as today); `not-income-tested`: any other status.
       */
      basis: "income-at-or-above-limit" | "income-not-stated" | "not-income-tested";
      threshold?: EligibilityThreshold;
    }
  | {
      eligible: false;
      reason: "income-below-limit";
      annualIncome: number;
      threshold: EligibilityThreshold;
    };

function thresholdOf(figures: FiguresInUse): EligibilityThreshold {
  return {
    amount: figures.constants.compulsoryInsuranceLimitYearly,
    year: figures.constants.year,
    requestedYear: figures.requestedYear,
    provisional: figures.provisional,
  };
}

/** The Versicherungspflichtgrenze in force for an insurance start (YYYY-MM-DD) in a yearly table. */
export function thresholdForStart(insuranceStart: string, table: YearlyTable): EligibilityThreshold {
  return thresholdOf(figuresForYear(yearOf(insuranceStart), table));
}

/**
 * The rule: an employee (`employed`) whose stated gross yearly income is below the start year's
 * Versicherungspflichtgrenze is not eligible; at or above it, eligible (the portal's contract: the threshold
 * itself counts as reached). Without an income the employee is priced as before. Every other job status is not
 * income-tested.
 */
export function eligibilityOf(
  person: { jobStatus: JobStatus; annualIncome?: number | undefined },
  insuranceStart: string,
  table: YearlyTable,
): Eligibility {
  if (person.jobStatus !== "employed") return { eligible: true, basis: "not-income-tested" };
  const threshold = thresholdForStart(insuranceStart, table);
  if (person.annualIncome === undefined) return { eligible: true, basis: "income-not-stated", threshold };
  if (person.annualIncome >= threshold.amount)
    return { eligible: true, basis: "income-at-or-above-limit", threshold };
  return { eligible: false, reason: "income-below-limit", annualIncome: person.annualIncome, threshold };
}

/**
 * What the results must say about the way back into the GKV: from 50 on the start `closes-at-55` (a way back
 * closes at 55, § 6 Abs. 3a SGB V), from 55 `closed` (it is closed already); below 50 nothing. At 60 and more no
 * comparison runs at all (the age notice, docs/product/comparison.md#age-limit).
 */
export function gkvReturnNotice(
  birthDate: string,
  insuranceStart: string,
): "closes-at-55" | "closed" | undefined {
  const age = ageOn(birthDate, insuranceStart);
  if (age >= GKV_RETURN_AGE) return "closed";
  if (age >= GKV_RETURN_NOTICE_FROM_AGE) return "closes-at-55";
  return undefined;
}
