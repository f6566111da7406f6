/**
 * What a comparison priced, said out loud (docs/product/comparison.md#assumptions): one default for the deductible,
 * the sick pay and the premium relief, used by the short form, the long form, `POST /api/comparisons` and the chat;
 * and the values every result surface states — the deductible of the shown variant, the sick pay (or none), the
 * insurance start and, for employees, the own share after the employer's share and the start year's cap.
 */
import type { YearlyConstants } from "../constants/yearly-constants";
import type { JobStatus } from "./form-values";

/** Who is insured (long-form.ts `INSURED_PERSONS`; spelled here so this file imports no schema). */
type InsuredPerson = "self" | "child";

/** A daily sick pay (Krankentagegeld) from a start day (the day of incapacity it is paid from). */
export interface SickPayAssumption {
  dailyAmount: number;
  startDay: number;
}

/** The defaults a person gets when they chose nothing. */
export interface DefaultAssumptions {
  /** € per year: 0 for everyone (both forms' preselection; the spec's per-status amount is no default). */
  deductible: number;
  /** Employees insuring themselves: 100 € a day from day 43 (after the six weeks of continued pay); else none. */
  sickPay: SickPayAssumption | undefined;
  /** Premium relief from 67 (€ a month): none unless chosen. */
  premiumRelief: number | undefined;
}

/** The deductible a comparison assumes without a choice (docs/product/comparison.md#assumptions). */
export const DEFAULT_DEDUCTIBLE = 0;

/** The employee's sick pay without a choice: 100 € a day from day 43. */
export const EMPLOYEE_DEFAULT_SICK_PAY: SickPayAssumption = { dailyAmount: 100, startDay: 43 };

/** The one source of the defaults (docs/product/comparison.md#assumptions). */
export function defaultAssumptions(
  jobStatus: JobStatus,
  insuredPerson: InsuredPerson = "self",
): DefaultAssumptions {
  const employee = jobStatus === "employed" && insuredPerson === "self";
  return {
    deductible: DEFAULT_DEDUCTIBLE,
    sickPay: employee ? { ...EMPLOYEE_DEFAULT_SICK_PAY } : undefined,
    premiumRelief: undefined,
  };
}

/** Who may insure sick pay at all (others' requested sick pay is not priced). */
const SICK_PAY_STATUSES: ReadonlySet<JobStatus> = new Set(["employed", "self-employed", "freelancer"]);

/** The employer's maximum share in the start year (§ 257 SGB V, § 61 SGB XI), € a month. */
interface EmployerShareCap {
  year: number;
  health: number;
  care: number;
}

/** What one person's comparison priced: computed once per comparison, shared by every surface. */
export interface ComparisonAssumptions {
  /** The deductible the results show by default (the choice, else the default, within the card's limit). */
  deductible: number;
  sickPay: SickPayAssumption | undefined;
  premiumRelief: number | undefined;
  /** 'YYYY-MM-DD'. */
  insuranceStart: string;
  /** Present for an employee insuring themself: the own share is stated after the employer's share. */
  employerShareCap: EmployerShareCap | undefined;
}

/** The values of a comparison as stored: its form data, the person's choices, the start and the year's figures. */
export function comparisonAssumptions(input: {
  form: { jobStatus: JobStatus; insuredPerson: InsuredPerson };
  preferredDeductible: number;
  sickPay?: SickPayAssumption | undefined;
  premiumRelief?: { monthlyAmount: number } | undefined;
  insuranceStart: string;
  constants: Pick<
    YearlyConstants,
    "year" | "maxEmployerSubsidyHealthMonthly" | "maxEmployerSubsidyCareMonthly"
  >;
}): ComparisonAssumptions {
  const { form, constants } = input;
  const defaults = defaultAssumptions(form.jobStatus, form.insuredPerson);
  const adult = form.insuredPerson === "self";
  const sickPay =
    adult && SICK_PAY_STATUSES.has(form.jobStatus) ? (input.sickPay ?? defaults.sickPay) : undefined;
  const relief = input.premiumRelief?.monthlyAmount ?? defaults.premiumRelief;
  const employee = form.jobStatus === "employed" && adult;
  return {
    deductible: input.preferredDeductible,
    sickPay: sickPay && sickPay.dailyAmount > 0 ? { ...sickPay } : undefined,
    premiumRelief: relief !== undefined && relief > 0 ? relief : undefined,
    insuranceStart: input.insuranceStart,
    employerShareCap: employee
      ? {
          year: constants.year,
          health: constants.maxEmployerSubsidyHealthMonthly,
          care: constants.maxEmployerSubsidyCareMonthly,
        }
      : undefined,
  };
}

/** What one offer of a comparison priced: the comparison's assumptions at the offer's own deductible step. */
export interface OfferAssumptions extends ComparisonAssumptions {
  /** Only with an employer share cap: the person's own share and the employer's, € a month. */
  shares: { own: number; employer: number } | undefined;
}

export function offerAssumptions(
  assumptions: ComparisonAssumptions,
  offer: { deductibleAmount: number | undefined; employeeContribution: number; employerContribution: number },
): OfferAssumptions {
  return {
    ...assumptions,
    deductible: offer.deductibleAmount ?? assumptions.deductible,
    shares: assumptions.employerShareCap
      ? { own: offer.employeeContribution, employer: offer.employerContribution }
      : undefined,
  };
}
