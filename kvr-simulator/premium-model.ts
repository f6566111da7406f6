import type { YearlyConstants } from "../domain/constants/yearly-constants";
import { careMonthlyPremium } from "./care-premium";
import { insurerById } from "./catalogue/insurers";
import type { TariffDefinition } from "./catalogue/types";
import { ADULT_ENTRY_AGE, entryAgeFor } from "./entry-age";
import {
  eigenbehaltMonthlyPremium,
  grossMonthlyPremium,
  grossMonthlyStationaryPremium,
} from "./health-premium";
import { LEGAL_SURCHARGE_RATE, legalSurchargeApplies } from "./legal-surcharge";
import { premiumReliefMonthlyPremium } from "./premium-relief";
import { sickPayMonthlyPremium } from "./sick-pay-premium";

/**
 * The premium model (docs/product/rating-engine.md#market-model): a tariff's quote from its parts. Every tariff is
 * priced on its own calculation bases (catalogue/calculation-bases.ts) — the pool's Kopfschäden by age, its lapse,
 * the insurer's Rechnungszins, safety loading and costs — so which tariff is cheapest changes with age, status,
 * coverage and deductible, as in the market. Model premiums, not the insurers' figures. The parts:
 * claims-basis.ts (the benefits' claims), tariff-tables.ts (present values per tariff), deductible-relief.ts,
 * flat-bands.ts (children, adolescents, students), health-premium.ts, sick-pay-premium.ts, care-premium.ts,
 * premium-relief.ts, entry-age.ts and legal-surcharge.ts (§ 149 VAG).
 */

export interface QuoteInput {
  birthDate: string;
  startDate: string;
  deductible: number;
  /** Share of costs the tariff covers in % (100, or the Beihilfe residual). */
  residualPercent: number;
  /** Inpatient residual in % where the Beihilfe pays a different inpatient rate (default: residualPercent). */
  stationaryResidualPercent?: number;
  /** Beihilfe-Eigenbehalt per hospital day (€) insured by the residual tariff (default 0). */
  eigenbehaltPerDay?: number;
  /** PPV without premium: a child co-insured with a privately insured parent (§ 110 SGB XI). */
  careFree?: boolean;
  sickPay: { startDay: number; dailyAmount: number } | null;
  careObligation: boolean;
  /** Civil servants (and children) with Beihilfe: PPV covers only the residual, with the lower maximum. */
  beihilfe: boolean;
  employerShare: boolean;
  constants: YearlyConstants;
  /**
   * Risk surcharge of the health answers in % of the health premium (docs/product/rating-engine.md#underwriting-model;
   * default 0): not on the § 149 VAG surcharge, the sick pay, the premium relief or the PPV.
   */
  riskSurchargePercent?: number;
  /** Premium relief (Beitragsentlastung) from 67 in € a month (default 0: none). */
  premiumRelief?: number;
}

export interface Quote {
  entryAge: number;
  deductible: number;
  residualPercent: number;
  stationaryResidualPercent: number;
  /** PPV obligation met without premium (co-insured child). */
  careFree: boolean;
  /** Health tariff premium without surcharge. */
  health: number;
  /** § 149 VAG surcharge. */
  surcharge: number;
  /** Risk surcharge of the health answers (Risikozuschlag), € a month. */
  riskSurcharge: number;
  sickPay: number;
  /** Premium of the premium relief (Beitragsentlastung), € a month. */
  premiumRelief: number;
  care: number;
  /** Care premium before the legal maximum. */
  careUncapped: number;
  careCap: number;
  /** KV part: health + surcharge + risk surcharge + sick pay + premium relief. */
  kvTotal: number;
  total: number;
  employer: { kv: number; ppv: number; total: number };
  employee: { kv: number; ppv: number; total: number };
  withAgeingReserve: boolean;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

export function quote(tariff: TariffDefinition, input: QuoteInput): Quote {
  const insurer = insurerById(tariff.companyId);
  const entryAge = entryAgeFor(input.birthDate, input.startDate);
  const withAgeingReserve = tariff.kind !== "student" && entryAge >= ADULT_ENTRY_AGE;
  const share = input.residualPercent / 100;
  const stationaryShare = (input.stationaryResidualPercent ?? input.residualPercent) / 100;
  const stationary = stationaryShare === share ? 0 : grossMonthlyStationaryPremium(tariff, entryAge);
  const eigenbehalt = eigenbehaltMonthlyPremium(tariff, entryAge, input.eigenbehaltPerDay ?? 0);
  const health = cents(
    grossMonthlyPremium(tariff, entryAge, input.deductible, share) +
      stationary * (stationaryShare - share) +
      eigenbehalt,
  );
  const surcharge =
    withAgeingReserve && legalSurchargeApplies(input.birthDate, input.startDate)
      ? cents(health * LEGAL_SURCHARGE_RATE)
      : 0;
  const riskSurcharge = input.riskSurchargePercent ? cents((health * input.riskSurchargePercent) / 100) : 0;
  const sickPay = input.sickPay
    ? cents(sickPayMonthlyPremium(insurer, entryAge, input.sickPay.startDay, input.sickPay.dailyAmount))
    : 0;
  const premiumRelief = input.premiumRelief
    ? cents(premiumReliefMonthlyPremium(insurer, entryAge, input.premiumRelief))
    : 0;
  const careCap = input.beihilfe
    ? input.constants.maxCarePremiumBeihilfeMonthly
    : input.constants.maxCarePremiumMonthly;
  const careUncapped =
    input.careObligation && !input.careFree
      ? cents(careMonthlyPremium(entryAge) * (input.beihilfe ? share : 1))
      : 0;
  const care = Math.min(careUncapped, careCap);
  // The employer share (§ 257 SGB V) is computed on the premium with the risk surcharge and the premium relief.
  const kvTotal = cents(health + surcharge + riskSurcharge + sickPay + premiumRelief);
  const total = cents(kvTotal + care);
  const employerKv = input.employerShare
    ? cents(Math.min(kvTotal / 2, input.constants.maxEmployerSubsidyHealthMonthly))
    : 0;
  const employerPpv = input.employerShare
    ? cents(Math.min(care / 2, input.constants.maxEmployerSubsidyCareMonthly))
    : 0;
  const employer = { kv: employerKv, ppv: employerPpv, total: cents(employerKv + employerPpv) };
  const employee = {
    kv: cents(kvTotal - employerKv),
    ppv: cents(care - employerPpv),
    total: cents(total - employer.total),
  };
  return {
    entryAge,
    deductible: input.deductible,
    residualPercent: input.residualPercent,
    stationaryResidualPercent: input.stationaryResidualPercent ?? input.residualPercent,
    careFree: input.careObligation && input.careFree === true,
    health,
    surcharge,
    riskSurcharge,
    sickPay,
    premiumRelief,
    care,
    careUncapped,
    careCap,
    kvTotal,
    total,
    employer,
    employee,
    withAgeingReserve,
  };
}
