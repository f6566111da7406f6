import { entryAgeFor } from "./entry-age";

/** § 149 VAG: 10 % surcharge on substitutive tariffs with ageing reserve. */
export const LEGAL_SURCHARGE_RATE = 0.1;

/**
 * § 149 VAG: the surcharge is due from 1 January of the year after the 21st birthday up to the end of the
 * year in which the insured turns 60.
 */
export function legalSurchargeApplies(birthDate: string, startDate: string): boolean {
  const age = entryAgeFor(birthDate, startDate);
  return age >= 22 && age <= 60;
}
