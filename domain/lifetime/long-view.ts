import { berlinDate, yearOf } from "../../lib/dates/berlin-date";
import type { JobStatus } from "../comparison/form-values";
import type { YearlyConstants } from "../constants/yearly-constants";
import type { Offer } from "../offers/offer";
import { gkvContributionGrowth } from "./gkv-history";
import type { LifetimeAssumptionsChoice } from "./lifetime-assumptions";
import { type LifetimeOffer, type LifetimeProjection, projectLifetime } from "./lifetime-projection";
import { marginalTaxRate, type NetCost, type NetCostOffer, netCost } from "./net-cost";
import { modelledPremiumHistory, type PremiumHistory } from "./premium-history";

/**
 * The long view of one tariff for one person (docs/product/lifetime-cost.md): the premium history, the cost after
 * the employer's share and tax, and the projection to 85 under the assumptions chosen in the panel (defaults where
 * none is chosen).
 */
export type LongViewOffer = Pick<Offer, "tariffKey"> & LifetimeOffer & NetCostOffer;

export interface LongViewPerson {
  birthDate: string;
  jobStatus: JobStatus;
  /** 'self' unless someone insures another person (then there is no employer share or own GKV to compare). */
  insuredPerson: string;
  /** YYYY-MM-DD. */
  insuranceStart: string;
  /** The chosen premium relief from 67, € a month. */
  reliefMonthly?: number;
  /**
   * YYYY-MM-DD, the day the comparison was calculated: the premium history ends with that year when the insurance
   * starts in a later one, so 'the last ten years' never list a year that has not begun.
   */
  calculatedOn?: string;
}

/** The person of a stored comparison: its form data, start and premium relief choice. */
export function longViewPerson(comparison: {
  input: Pick<LongViewPerson, "birthDate" | "jobStatus" | "insuredPerson">;
  insuranceStart: string;
  choices?: { premiumRelief?: { monthlyAmount: number } };
  /** ISO instant. */
  createdAt?: string;
}): LongViewPerson {
  return {
    birthDate: comparison.input.birthDate,
    jobStatus: comparison.input.jobStatus,
    insuredPerson: comparison.input.insuredPerson,
    insuranceStart: comparison.insuranceStart,
    reliefMonthly: comparison.choices?.premiumRelief?.monthlyAmount,
    ...(comparison.createdAt ? { calculatedOn: berlinDate(new Date(comparison.createdAt)) } : {}),
  };
}

/** The assumptions in force, with where each default comes from. */
interface LongViewAssumptions {
  /** Percent values as shown in the panel. */
  premiumGrowthPercent: number;
  gkvGrowthPercent: number;
  incomeGrowthPercent: number;
  incomeYearly: number;
  retirementAge: number;
  taxRatePercent: number;
  pensionLevelPercent: number;
  /** The defaults (for the panel's hints and a reset). */
  defaults: Omit<LongViewAssumptions, "defaults" | "gkvYears">;
  /** The GKV history years the default growth was taken from. */
  gkvYears: { from: number; to: number };
}

export interface LongView {
  history: PremiumHistory & {
    /** The premium of each year of the history for this person (model: the start premium taken back). */
    premiums: Array<{ year: number; rate: number; monthly: number }>;
  };
  net: NetCost;
  assumptions: LongViewAssumptions;
  /** Only for employees and the self-employed insuring themselves: others have no own GKV cost to compare. */
  projection: LifetimeProjection | undefined;
}

/** Default income growth: the long-run growth of gross wages. */
const DEFAULT_INCOME_GROWTH_PERCENT = 2.5;
const DEFAULT_RETIREMENT_AGE = 67;
/** The statutory pension as a share of the last gross income (up to the ceiling). */
const PENSION_LEVEL_PERCENT = 48;
/** The taxable income assumed from the gross income for the default tax rate. */
const TAXABLE_SHARE_OF_GROSS = 0.8;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function longViewFor(input: {
  offer: LongViewOffer;
  person: LongViewPerson;
  /** The start year's figures. */
  constants: YearlyConstants;
  choice: LifetimeAssumptionsChoice;
}): LongView {
  const { offer, person, constants, choice } = input;
  const startYear = yearOf(person.insuranceStart);
  // The history's last year: the start year, or the year of the calculation when the start lies in a later one.
  const historyToYear = person.calculatedOn ? Math.min(startYear, yearOf(person.calculatedOn)) : startYear;
  const history = modelledPremiumHistory(offer.tariffKey, historyToYear);
  const gkv = gkvContributionGrowth(startYear);
  const incomeDefault = constants.compulsoryInsuranceLimitYearly;
  const income = choice.income ?? incomeDefault;
  const defaults = {
    premiumGrowthPercent: round1(history.averageRate * 100),
    gkvGrowthPercent: round1(gkv.rate * 100),
    incomeGrowthPercent: DEFAULT_INCOME_GROWTH_PERCENT,
    incomeYearly: incomeDefault,
    retirementAge: DEFAULT_RETIREMENT_AGE,
    taxRatePercent: Math.round(marginalTaxRate(income * TAXABLE_SHARE_OF_GROSS) * 100),
    pensionLevelPercent: PENSION_LEVEL_PERCENT,
  };
  const assumptions: LongViewAssumptions = {
    premiumGrowthPercent: choice.premiumGrowth ?? defaults.premiumGrowthPercent,
    gkvGrowthPercent: choice.gkvGrowth ?? defaults.gkvGrowthPercent,
    incomeGrowthPercent: choice.incomeGrowth ?? defaults.incomeGrowthPercent,
    incomeYearly: income,
    retirementAge: choice.retirementAge ?? defaults.retirementAge,
    taxRatePercent: choice.taxRate ?? defaults.taxRatePercent,
    pensionLevelPercent: PENSION_LEVEL_PERCENT,
    defaults,
    gkvYears: { from: gkv.fromYear, to: gkv.toYear },
  };
  const status =
    person.insuredPerson !== "self"
      ? undefined
      : person.jobStatus === "employed"
        ? "employed"
        : person.jobStatus === "self-employed" || person.jobStatus === "freelancer"
          ? "self-employed"
          : undefined;
  const projection =
    status &&
    projectLifetime({
      offer,
      person: { startAge: startYear - yearOf(person.birthDate), startYear, status },
      reliefMonthly: person.reliefMonthly,
      constants,
      assumptions: {
        premiumGrowth: assumptions.premiumGrowthPercent / 100,
        gkvGrowth: assumptions.gkvGrowthPercent / 100,
        incomeGrowth: assumptions.incomeGrowthPercent / 100,
        incomeYearly: assumptions.incomeYearly,
        retirementAge: assumptions.retirementAge,
        pensionLevel: PENSION_LEVEL_PERCENT / 100,
      },
    });
  // The start premium taken back through the modelled changes: what this profile would have paid in each year.
  const premiums: LongView["history"]["premiums"] = [];
  let monthly = offer.monthlyPrice;
  for (let index = history.changes.length - 1; index >= 0; index -= 1) {
    const change = history.changes[index]!;
    premiums.unshift({ year: change.year, rate: change.rate, monthly: Math.round(monthly * 100) / 100 });
    monthly /= 1 + change.rate;
  }
  return {
    history: { ...history, premiums },
    net: netCost(offer, assumptions.taxRatePercent / 100),
    assumptions,
    projection: projection || undefined,
  };
}

/** The long view in a few figures, for the side-by-side comparison (default assumptions). */
export interface LongViewSummary {
  afterTax: number;
  averageRate: number;
  /** Sums to 85 (undefined without a projection). */
  pkvTotal: number | undefined;
  gkvTotal: number | undefined;
  breakEvenAge: number | undefined;
  cheaperAtStart: "pkv" | "gkv" | undefined;
}

export function longViewSummary(view: LongView): LongViewSummary {
  const last = view.projection?.years.at(-1);
  return {
    afterTax: view.net.afterTax,
    averageRate: view.history.averageRate,
    pkvTotal: last?.pkvCumulative,
    gkvTotal: last?.gkvCumulative,
    breakEvenAge: view.projection?.breakEvenAge,
    cheaperAtStart: view.projection?.cheaperAtStart,
  };
}
