import type { YearlyConstants } from "../constants/yearly-constants";
import type { Offer } from "../offers/offer";

/**
 * What a PKV tariff and staying in the GKV cost the person from the insurance start to age 85, year by year
 * (docs/product/lifetime-cost.md#lifetime-view): a projection under the assumptions given, not a promise. Amounts
 * are what the person bears per month (after the employer's share while working, after the pension insurance's
 * subsidy in retirement), before tax.
 *
 * The law the model follows:
 * - § 149 VAG: the 10 % surcharge on the health premium is due up to the end of the year the person turns 60;
 * - sick pay (Krankentagegeld) ends at retirement;
 * - the premium relief (Beitragsentlastung) is paid for until retirement and lowers the premium from then on by
 *   the chosen amount (it does not grow);
 * - § 257 SGB V: an employee's employer pays half the premium, at most the highest subsidy (which grows with the
 *   GKV's highest contribution); it ends at retirement;
 * - § 106 SGB VI: in retirement the pension insurance pays half the general rate and half the average additional
 *   rate on the statutory pension towards a PKV premium (at most half of it);
 * - GKV: employees pay half of the general and additional rate and half of the care rate on their income up to the
 *   ceiling, the self-employed all of it; pensioners half of the health rates and the full care rate on their
 *   pension.
 */
export interface LifetimeAssumptions {
  /** Yearly growth of the tariff's premium (fraction). */
  premiumGrowth: number;
  /** Yearly growth of the GKV's highest contribution: ceiling and rates together (fraction). */
  gkvGrowth: number;
  /** Yearly growth of the income, and of the pension once drawn (fraction). */
  incomeGrowth: number;
  /** Gross income at the start, € a year. */
  incomeYearly: number;
  /** Age at retirement. */
  retirementAge: number;
  /** The statutory pension as a share of the last gross income (up to the ceiling). */
  pensionLevel: number;
}

export interface LifetimePerson {
  /** Age at the start by the calendar-year method (start year minus birth year). */
  startAge: number;
  startYear: number;
  /** Employees get the employer's share and, in retirement, the pension insurance's subsidy. */
  status: "employed" | "self-employed";
}

export type LifetimeOffer = Pick<
  Offer,
  "monthlyPrice" | "priceWithoutSurcharge" | "carePrice" | "sickPayPrice" | "premiumReliefPrice"
>;

interface LifetimeYear {
  age: number;
  year: number;
  /** What the person bears for the PKV tariff, € a month. */
  pkvMonthly: number;
  /** What the person would bear in the GKV, € a month. */
  gkvMonthly: number;
  /** Sums from the start to the end of this year, €. */
  pkvCumulative: number;
  gkvCumulative: number;
}

export interface LifetimeProjection {
  years: LifetimeYear[];
  /**
   * The first age at whose end the PKV has cost more in total than the GKV (when it was cheaper before), or the
   * GKV more than the PKV (when the PKV was dearer first); undefined when the order never turns up to 85.
   */
  breakEvenAge: number | undefined;
  /** Which side is cheaper in the first year. */
  cheaperAtStart: "pkv" | "gkv";
}

/** § 149 VAG. */
const LEGAL_SURCHARGE_RATE = 0.1;
const LEGAL_SURCHARGE_AGES = { from: 22, to: 60 } as const;
const PROJECTION_END_AGE = 85;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The parts of the start premium the model moves separately. */
export function premiumParts(offer: LifetimeOffer, startAge: number) {
  const care = offer.carePrice ?? 0;
  const sickPay = offer.sickPayPrice ?? 0;
  const relief = offer.premiumReliefPrice ?? 0;
  const withoutRisk = offer.priceWithoutSurcharge ?? offer.monthlyPrice;
  const risk = offer.monthlyPrice - withoutRisk;
  const healthWithSurcharge = withoutRisk - care - sickPay - relief;
  const surchargeDue = startAge >= LEGAL_SURCHARGE_AGES.from && startAge <= LEGAL_SURCHARGE_AGES.to;
  const health = surchargeDue ? healthWithSurcharge / (1 + LEGAL_SURCHARGE_RATE) : healthWithSurcharge;
  return { health, risk, care, sickPay, relief };
}

export function projectLifetime(input: {
  offer: LifetimeOffer;
  person: LifetimePerson;
  /** The chosen premium relief from retirement, € a month (0 or absent: none). */
  reliefMonthly?: number;
  /** The start year's figures (ceiling, rates, highest employer subsidies). */
  constants: YearlyConstants;
  assumptions: LifetimeAssumptions;
}): LifetimeProjection {
  const { person, constants, assumptions: a } = input;
  const parts = premiumParts(input.offer, person.startAge);
  const employee = person.status === "employed";
  const gkvHealthRate = constants.generalRate + constants.averageAdditionalRate;
  const years: LifetimeYear[] = [];
  let pkvCumulative = 0;
  let gkvCumulative = 0;
  let lastIncome = a.incomeYearly;
  for (let t = 0; person.startAge + t <= PROJECTION_END_AGE; t += 1) {
    const age = person.startAge + t;
    const retired = age >= a.retirementAge;
    const premiumFactor = (1 + a.premiumGrowth) ** t;
    const gkvFactor = (1 + a.gkvGrowth) ** t;
    const health = parts.health * premiumFactor;
    const surcharge =
      age >= LEGAL_SURCHARGE_AGES.from && age <= LEGAL_SURCHARGE_AGES.to ? health * LEGAL_SURCHARGE_RATE : 0;
    const care = parts.care * premiumFactor;
    const gross = Math.max(
      0,
      health +
        surcharge +
        parts.risk * premiumFactor +
        care +
        (retired ? -(input.reliefMonthly ?? 0) : (parts.sickPay + parts.relief) * premiumFactor),
    );
    const ceilingMonthly = (constants.contributionCeilingYearly / 12) * gkvFactor;
    let pkvMonthly: number;
    let gkvMonthly: number;
    if (!retired) {
      const income = (a.incomeYearly / 12) * (1 + a.incomeGrowth) ** t;
      lastIncome = income * 12;
      const base = Math.min(income, ceilingMonthly);
      const employerShare = employee
        ? Math.min((gross - care) / 2, constants.maxEmployerSubsidyHealthMonthly * gkvFactor) +
          Math.min(care / 2, constants.maxEmployerSubsidyCareMonthly * gkvFactor)
        : 0;
      pkvMonthly = gross - Math.max(0, employerShare);
      gkvMonthly = employee
        ? base * (gkvHealthRate / 2 + constants.careRate / 2)
        : base * (gkvHealthRate + constants.careRate);
    } else {
      const yearsRetired = age - a.retirementAge;
      const ceilingAtRetirement =
        (constants.contributionCeilingYearly / 12) * (1 + a.gkvGrowth) ** (a.retirementAge - person.startAge);
      const pension =
        Math.min(lastIncome / 12, ceilingAtRetirement) *
        a.pensionLevel *
        (1 + a.incomeGrowth) ** yearsRetired;
      const subsidy = employee ? Math.min(gross / 2, (pension * gkvHealthRate) / 2) : 0;
      pkvMonthly = gross - subsidy;
      gkvMonthly = pension * (gkvHealthRate / 2 + constants.careRate);
    }
    pkvCumulative += pkvMonthly * 12;
    gkvCumulative += gkvMonthly * 12;
    years.push({
      age,
      year: person.startYear + t,
      pkvMonthly: cents(pkvMonthly),
      gkvMonthly: cents(gkvMonthly),
      pkvCumulative: Math.round(pkvCumulative),
      gkvCumulative: Math.round(gkvCumulative),
    });
  }
  const first = years[0]!;
  const cheaperAtStart = first.pkvMonthly <= first.gkvMonthly ? "pkv" : "gkv";
  const turned = years.find((row) =>
    cheaperAtStart === "pkv" ? row.pkvCumulative > row.gkvCumulative : row.gkvCumulative > row.pkvCumulative,
  );
  return { years, breakEvenAge: turned?.age, cheaperAtStart };
}
