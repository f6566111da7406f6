import { berlinYear, type Instant, type IsoDate, yearOf } from "../../lib/dates/berlin-date";

/**
 * Dated table of the yearly social-insurance figures (docs/decisions/007-yearly-constants.md). The year in force for a date is the
 * calendar year of that date; a year without a row uses the nearest year's figures, marked provisional
 * ({@link figuresForYear}). Admins add years at run time; the shipped rows below are the default.
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
 * The yearly table in force: the shipped rows ({@link YEARLY_CONSTANTS}) with the years an admin stored on top
 * (a stored year wins), ascending by year (docs/product/constants.md#maintaining-the-yearly-figures).
 */
export type YearlyTable = readonly YearlyConstants[];

/** Shipped rows and stored rows as one table, ascending by year; a stored year replaces the shipped one. */
export function mergeYearlyTables(shipped: YearlyTable, stored: YearlyTable): YearlyTable {
  const byYear = new Map<number, YearlyConstants>();
  for (const row of shipped) byYear.set(row.year, row);
  for (const row of stored) byYear.set(row.year, row);
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/**
 * The figures a calculation for `year` uses: that year's row, or (a year not in the table yet, e.g. next year
 * before the official Rechengrößen are decided) the nearest year's row, marked provisional. Next year's figures
 * are never invented.
 */
export interface FiguresInUse {
  /** The year the figures were asked for (the insurance start's year). */
  requestedYear: number;
  /** The row used; `constants.year` is the year whose figures they are. */
  constants: YearlyConstants;
  /** True when `requestedYear` has no row and another year's figures stand in. */
  provisional: boolean;
}

export function figuresForYear(year: number, table: YearlyTable = YEARLY_CONSTANTS): FiguresInUse {
  const exact = table.find((entry) => entry.year === year);
  if (exact) return { requestedYear: year, constants: exact, provisional: false };
  return { requestedYear: year, constants: nearestRow(year, table), provisional: true };
}

/** The figures for an insurance start (YYYY-MM-DD): those of the start's calendar year. */
export function figuresForStart(start: IsoDate, table: YearlyTable = YEARLY_CONSTANTS): FiguresInUse {
  return figuresForYear(yearOf(start), table);
}

function nearestRow(year: number, table: YearlyTable): YearlyConstants {
  const rows = table.length > 0 ? table : YEARLY_CONSTANTS;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  if (year <= first.year) return first;
  if (year >= last.year) return last;
  // A gap inside the table: the newest year before it.
  return [...rows].reverse().find((entry) => entry.year < year) ?? last;
}

/**
 * The constants of the year in force at `instant`: its calendar year in Berlin (2026-12-31T23:30:00Z is
 * already 2027); a year without a row uses the nearest one.
 */
export function constantsForDate(instant: Instant, table: YearlyTable = YEARLY_CONSTANTS): YearlyConstants {
  return constantsForYear(berlinYear(instant), table);
}

/** The constants of the year in force on a YYYY-MM-DD calendar date (e.g. an insurance start). */
export function constantsForIsoDate(date: IsoDate, table: YearlyTable = YEARLY_CONSTANTS): YearlyConstants {
  return constantsForYear(yearOf(date), table);
}

/** That year's row, or the nearest year's (see {@link figuresForYear} for whether it is provisional). */
export function constantsForYear(year: number, table: YearlyTable = YEARLY_CONSTANTS): YearlyConstants {
  return figuresForYear(year, table).constants;
}

/**
 * What an admin enters for a year; everything else follows from it by law ({@link deriveYearlyConstants}).
 */
export type YearlyBase = Pick<
  YearlyConstants,
  | "year"
  | "compulsoryInsuranceLimitYearly"
  | "contributionCeilingYearly"
  | "generalRate"
  | "averageAdditionalRate"
  | "careRate"
  | "childlessSurchargeRate"
>;

/**
 * A full row from the entered figures: the monthly ceiling (÷ 12), the employer's maximum subsidies (half the
 * general + average additional rate, and half the care rate, of the monthly ceiling; § 257 SGB V, § 61 SGB XI),
 * the PPV maximum (care rate × monthly ceiling, § 110 SGB XI) and its half with Beihilfe. Cent-rounded.
 */
export function deriveYearlyConstants(base: YearlyBase): YearlyConstants {
  const monthly = commercialCents(base.contributionCeilingYearly / 12);
  const maxCare = commercialCents(base.careRate * monthly);
  return {
    ...base,
    contributionCeilingMonthly: monthly,
    maxEmployerSubsidyHealthMonthly: commercialCents(
      ((base.generalRate + base.averageAdditionalRate) / 2) * monthly,
    ),
    maxEmployerSubsidyCareMonthly: commercialCents((base.careRate / 2) * monthly),
    maxCarePremiumMonthly: maxCare,
    maxCarePremiumBeihilfeMonthly: commercialCents(maxCare / 2),
  };
}

/** Cents rounded half up, as the official figures are (0,018 × 5.812,50 = 104,625 → 104,63, not 104,62). */
function commercialCents(value: number): number {
  return Math.round(Number((value * 100).toFixed(6))) / 100;
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
