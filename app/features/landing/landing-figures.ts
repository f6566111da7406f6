import type { YearlyConstants } from "../../../domain/constants/yearly-constants";

/** The year's figures the landing texts quote (docs/decisions/007-yearly-constants.md), chosen by the loader for today's date. */
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
