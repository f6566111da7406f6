import type { Offer } from "../offers/offer";
import { bedsFromLabel } from "../offers/offer-rules";

/**
 * What a tariff costs the person per month after the employer's share and after tax
 * (docs/product/lifetime-cost.md#net-cost). Premiums for the basic cover (Basisabsicherung: health cover at the
 * level of the GKV, and the PPV) are deductible without limit as Vorsorgeaufwendungen (§ 10 Abs. 1 Nr. 3 EStG), as
 * far as the person bears them: the employer's tax-free share is not. Sick pay and premium relief are not part of
 * the basic cover.
 */
export type NetCostOffer = Pick<
  Offer,
  | "monthlyPrice"
  | "employeeContribution"
  | "employerContribution"
  | "carePrice"
  | "sickPayPrice"
  | "premiumReliefPrice"
  | "chiefPhysician"
  | "hospitalRoom"
  | "dentistCoverage"
>;

/**
 * The share of a tariff's health premium that is basic cover, modelled from its benefits: insurers certify it per
 * tariff (typically 75–95 %); chief physician, a single or double room and high dental cover are beyond the GKV's
 * level and lower it.
 */
export function basisShareOf(
  offer: Pick<Offer, "chiefPhysician" | "hospitalRoom" | "dentistCoverage">,
): number {
  let share = 0.96;
  if (offer.chiefPhysician) share -= 0.05;
  const beds = bedsFromLabel(offer.hospitalRoom);
  if (beds === 1) share -= 0.05;
  else if (beds === 2) share -= 0.03;
  if (offer.dentistCoverage >= 90) share -= 0.02;
  return Math.round(share * 100) / 100;
}

export interface NetCost {
  /** 'Ihr Anteil nach Arbeitgeberzuschuss' (€ a month). */
  afterEmployerShare: number;
  /** The basic-cover part the person bears, deductible (€ a month). */
  deductible: number;
  /** The estimated tax saving at the marginal rate (€ a month). */
  taxSaving: number;
  /** 'nach Steuerersparnis (geschätzt)' (€ a month). */
  afterTax: number;
  /** The modelled basic-cover share of the health premium. */
  basisShare: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function netCost(offer: NetCostOffer, marginalRate: number): NetCost {
  const care = offer.carePrice ?? 0;
  const health = offer.monthlyPrice - care - (offer.sickPayPrice ?? 0) - (offer.premiumReliefPrice ?? 0);
  const basisShare = basisShareOf(offer);
  const deductible = Math.max(0, cents(health * basisShare + care - offer.employerContribution));
  const taxSaving = cents(deductible * marginalRate);
  return {
    afterEmployerShare: offer.employeeContribution,
    deductible,
    taxSaving,
    afterTax: cents(offer.employeeContribution - taxSaving),
    basisShare,
  };
}

/**
 * The marginal income tax rate of § 32a EStG (tariff 2026, single assessment, without solidarity surcharge and
 * church tax) at a taxable income (zu versteuerndes Einkommen) in € a year.
 */
export function marginalTaxRate(taxableIncome: number): number {
  if (taxableIncome <= 12_348) return 0;
  if (taxableIncome <= 17_799) {
    const y = (taxableIncome - 12_348) / 10_000;
    return (2 * 914.51 * y + 1_400) / 10_000;
  }
  if (taxableIncome <= 69_878) {
    const z = (taxableIncome - 17_799) / 10_000;
    return (2 * 173.1 * z + 2_397) / 10_000;
  }
  return taxableIncome <= 277_825 ? 0.42 : 0.45;
}

/** Taxable incomes the bracket choice offers (the rate is read off the 2026 tariff). */
const TAX_BRACKET_INCOMES = [20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 280_000] as const;

/** The brackets of the choice: taxable income and its marginal rate in whole percent. */
export function taxBrackets(): Array<{ taxableIncome: number; ratePercent: number }> {
  return TAX_BRACKET_INCOMES.map((taxableIncome) => ({
    taxableIncome,
    ratePercent: Math.round(marginalTaxRate(taxableIncome) * 100),
  }));
}
