import { berlinYear, type Instant, type IsoDate, yearOf } from "../dates/berlin-date";

/**
 * Dated table of the yearly social-insurance figures (docs/decisions/007-yearly-constants.md). The year in force for a date is the
 * calendar year of that date; a date before the first or after the last table year uses the nearest year.
 * All amounts in euro. Rates as fractions (0.146 = 14,6 %).
 */
export interface YearlyConstants {
  year: number;
  /** Versicherungspflichtgrenze / Jahresarbeitsentgeltgrenze (JAEG), per year. */
  compulsoryInsuranceLimitYearly: number;
  /** Beitragsbemessungsgrenze der GKV, per year. */
  contributionCeilingYearly: number;
  /** Beitragsbemessungsgrenze der GKV, per month. */
  contributionCeilingMonthly: number;
  /** Allgemeiner Beitragssatz GKV. */
  generalRate: number;
  /** Durchschnittlicher Zusatzbeitrag. */
  averageAdditionalRate: number;
  /** Beitragssatz der sozialen Pflegeversicherung (ohne Kinderlosenzuschlag). */
  careRate: number;
  /** Beitragszuschlag für Kinderlose in der sozialen Pflegeversicherung. */
  childlessSurchargeRate: number;
  /** Höchstzuschuss des Arbeitgebers zur privaten Krankenversicherung, per month (§ 257 SGB V). */
  maxEmployerSubsidyHealthMonthly: number;
  /** Höchstzuschuss des Arbeitgebers zur privaten Pflegepflichtversicherung, per month (§ 61 SGB XI). */
  maxEmployerSubsidyCareMonthly: number;
  /** Höchstbeitrag der privaten Pflegepflichtversicherung, per month (§ 110 SGB XI). */
  maxCarePremiumMonthly: number;
  /** Höchstbeitrag der PPV für Personen mit Beihilfeanspruch (50 % des Höchstbeitrags), per month. */
  maxCarePremiumBeihilfeMonthly: number;
}

export const YEARLY_CONSTANTS: readonly YearlyConstants[] = [
  {
    year: 2025,
    compulsoryInsuranceLimitYearly: 73_800,
    contributionCeilingYearly: 66_150,
    contributionCeilingMonthly: 5_512.5,
    generalRate: 0.146,
    averageAdditionalRate: 0.025,
    careRate: 0.036,
    childlessSurchargeRate: 0.006,
    maxEmployerSubsidyHealthMonthly: 471.32,
    maxEmployerSubsidyCareMonthly: 99.23,
    maxCarePremiumMonthly: 198.45,
    maxCarePremiumBeihilfeMonthly: 99.23,
  },
  {
    year: 2026,
    compulsoryInsuranceLimitYearly: 77_400,
    contributionCeilingYearly: 69_750,
    contributionCeilingMonthly: 5_812.5,
    generalRate: 0.146,
    averageAdditionalRate: 0.029,
    careRate: 0.036,
    childlessSurchargeRate: 0.006,
    maxEmployerSubsidyHealthMonthly: 508.59,
    maxEmployerSubsidyCareMonthly: 104.63,
    maxCarePremiumMonthly: 209.25,
    maxCarePremiumBeihilfeMonthly: 104.63,
  },
];

/**
 * The constants of the year in force at `instant`: its calendar year in Berlin (2026-12-31T23:30:00Z is
 * already 2027), clamped to the table.
 */
export function constantsForDate(instant: Instant): YearlyConstants {
  return constantsForYear(berlinYear(instant));
}

/** The constants of the year in force on a YYYY-MM-DD calendar date (e.g. an insurance start). */
export function constantsForIsoDate(date: IsoDate): YearlyConstants {
  return constantsForYear(yearOf(date));
}

export function constantsForYear(year: number): YearlyConstants {
  const first = YEARLY_CONSTANTS[0]!;
  const last = YEARLY_CONSTANTS[YEARLY_CONSTANTS.length - 1]!;
  if (year <= first.year) return first;
  if (year >= last.year) return last;
  return YEARLY_CONSTANTS.find((entry) => entry.year === year) ?? last;
}

const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** Breakdown of the yearly GKV maximum employee contribution, the basis of the results-screen savings estimate. */
export interface SavingsBasis {
  year: number;
  contributionCeilingYearly: number;
  /** General rate + average additional rate (e.g. 17,1 % in 2025). */
  totalRate: number;
  employeeRate: number;
  employeeHealthShare: number;
  careEmployeeRate: number;
  careEmployeeShare: number;
  childlessSurchargeRate: number;
  childlessSurcharge: number;
  totalYearly: number;
}

/** 2025: 66.150 € × 8,55 % = 5.655,83 € + 1,8 % = 1.190,70 € + 0,6 % = 396,90 € → 7.243,43 € per year. */
export function savingsBasis(constants: YearlyConstants): SavingsBasis {
  const totalRate = roundRate(constants.generalRate + constants.averageAdditionalRate);
  const employeeRate = roundRate(totalRate / 2);
  const careEmployeeRate = roundRate(constants.careRate / 2);
  const employeeHealthShare = roundCents(constants.contributionCeilingYearly * employeeRate);
  const careEmployeeShare = roundCents(constants.contributionCeilingYearly * careEmployeeRate);
  const childlessSurcharge = roundCents(
    constants.contributionCeilingYearly * constants.childlessSurchargeRate,
  );
  return {
    year: constants.year,
    contributionCeilingYearly: constants.contributionCeilingYearly,
    totalRate,
    employeeRate,
    employeeHealthShare,
    careEmployeeRate,
    careEmployeeShare,
    childlessSurchargeRate: constants.childlessSurchargeRate,
    childlessSurcharge,
    totalYearly: roundCents(employeeHealthShare + careEmployeeShare + childlessSurcharge),
  };
}

function roundRate(rate: number): number {
  return Math.round(rate * 1_000_000) / 1_000_000;
}
