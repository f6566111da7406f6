import type { YearlyConstants } from "../../../domain/constants/yearly-constants";

/** The year's figures the landing texts quote (DECISIONS 12), chosen by the loader for today's date. */
export type LandingFigures = Pick<
  YearlyConstants,
  | "year"
  | "compulsoryInsuranceLimitYearly"
  | "maxEmployerSubsidyHealthMonthly"
  | "maxEmployerSubsidyCareMonthly"
>;

export function landingFigures(constants: YearlyConstants): LandingFigures {
  return {
    year: constants.year,
    compulsoryInsuranceLimitYearly: constants.compulsoryInsuranceLimitYearly,
    maxEmployerSubsidyHealthMonthly: constants.maxEmployerSubsidyHealthMonthly,
    maxEmployerSubsidyCareMonthly: constants.maxEmployerSubsidyCareMonthly,
  };
}

/** German euro amounts: '77.400 €', or with cents '508,59 €'. */
export function formatEuro(amount: number, withCents = false): string {
  return new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: withCents ? 2 : 0,
    maximumFractionDigits: withCents ? 2 : 0,
  }).format(amount);
}
