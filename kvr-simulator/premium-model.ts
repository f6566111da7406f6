import type { YearlyConstants } from "../domain/constants/yearly-constants";
import { yearOf } from "../lib/dates/berlin-date";
import {
  AMBULANT_PROFILE,
  ANNUITY_TO_67,
  bandMean,
  LIFELONG_ANNUITY,
  OMEGA,
  PFLEGE_CLAIMS,
  PV_AMBULANT,
  PV_PFLEGE,
  PV_SICK_DAYS,
  PV_STATIONAER,
  PV_ZAHN,
  presentValues,
  SICK_DAYS_PROFILE,
  STATIONAER_PROFILE,
  ZAHN_PROFILE,
} from "./actuarial";
import { insurerById } from "./catalogue/insurers";
import type { Insurer, TariffDefinition } from "./catalogue/types";

/** § 149 VAG: 10 % surcharge on substitutive tariffs with ageing reserve. */
export const LEGAL_SURCHARGE_RATE = 0.1;
/** Adults are priced with ageing reserve from this calendar entry age; below it, child/youth age bands. */
export const ADULT_ENTRY_AGE = 21;
export const CHILD_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 15],
  [16, 20],
];
/** Student tariffs: flat premium without ageing reserve, calculated on ages 20–34, open for ages 16–34. */
export const STUDENT_AGES = { from: 16, to: 34, bandFrom: 20, bandTo: 34 } as const;
/**
 * Deductible model (docs/product/rating-engine.md#deductible-model): the share of insured persons who submit any
 * ambulatory or dental bill in a year. Many insured persons do not submit small bills at all (they keep the
 * premium refund, or have no bills), so a deductible only retains money from those who submit.
 */
export const SUBMISSION_PROBABILITY = 0.65;
/**
 * Given a submission, the yearly submitted amount is a mixture of a "routine year" (check-ups, a few visits
 * and prescriptions; exponential with mean ROUTINE_YEAR_MEAN) with weight ROUTINE_YEAR_SHARE, and a
 * "treatment year" (exponential, carrying the rest of the expected claims). The mixture is what makes the
 * relief concave: the first euros of a deductible are retained from nearly every submitter, higher layers
 * only from the treatment years.
 */
export const ROUTINE_YEAR_SHARE = 0.6;
export const ROUTINE_YEAR_MEAN = 350;
/**
 * Calibration of the claims level to published market figures (35-year-old employee, comfort level with sick
 * pay and PPV: 650–1.140 €; civil servant aged 30, 50 % Beihilfe: 250–400 €; see the golden tests).
 */
export const MARKET_CALIBRATION = 0.89;
/** Student tariffs: selection effect of young, healthy insured persons in education tariffs. */
export const STUDENT_SELECTION_FACTOR = 0.55;
/** PPV loadings (safety and costs) — the PPV is run at low cost. */
const PPV_LOADING = 1.05 / 0.95;

/** Sick-pay start day → relative claims (day 43 = 1). */
export const SICK_PAY_START_FACTORS: Readonly<Record<number, number>> = {
  15: 1.75,
  22: 1.45,
  29: 1.3,
  43: 1,
  92: 0.55,
  183: 0.3,
};

/** Expected yearly claims in € at age 40 for full (100 %) cover, derived from the tariff's benefits. */
export interface ClaimsBasis {
  ambulant: number;
  stationaer: number;
  zahn: number;
  /** Share of the PPV claims profile insured by a supplementary care benefit. */
  care: number;
  /** Loading for the Beitragsrückerstattung financed from the premium. */
  refundLoading: number;
}

export function claimsBasis(tariff: TariffDefinition, insurer: Insurer): ClaimsBasis {
  const b = tariff.benefits;
  const goae = b.goaeMaxFactor === 2.3 ? 0.9 : b.goaeMaxFactor === 3.5 ? 1 : 1.06;
  const primary = b.primaryDoctorPercent === null ? 1 : 0.93;
  const heilpraktiker = b.heilpraktikerPercent > 0 ? 1 + 0.02 * (b.heilpraktikerLimit === null ? 1.5 : 1) : 1;
  const psycho = b.psychotherapySessions === null ? 1.04 : b.psychotherapySessions > 0 ? 1.02 : 1;
  const aids = b.aidsCatalogue === "open" ? 1.03 : 1;
  const ambulant =
    (2000 * (b.ambulantPercent / 100) * goae * primary * heilpraktiker * psycho * aids +
      b.visionAidEuro * 0.25) *
    insurer.claimsFactor;
  const room = b.room === 1 ? 1.24 : b.room === 2 ? 1.12 : 1;
  const stationaer =
    (1050 * room * (b.chiefPhysician ? 1.18 : 1) + b.hospitalDailyAllowance * 0.9) * insurer.claimsFactor;
  const staffel = b.dentalStaffel.length > 0 ? 0.95 : 1;
  const zahn =
    (420 * (b.dentalTreatmentPercent / 100) +
      380 * (b.dentalReplacementPercent / 100) +
      60 * (b.orthodonticsPercent / 100)) *
    staffel *
    insurer.claimsFactor;
  const care = ((b.careSupplementGrade3Amb + b.careSupplementGrade3Stat) / 200) * 0.5;
  const refundLoading = 1 + 0.01 * b.premiumRefundMonths + b.travelCoverMonths * 0.0005;
  const level = MARKET_CALIBRATION * (tariff.kind === "student" ? STUDENT_SELECTION_FACTOR : 1);
  return {
    ambulant: ambulant * level,
    stationaer: stationaer * level,
    zahn: zahn * level,
    care,
    refundLoading,
  };
}

/** Yearly claims at `age` (100 % cover, before deductible). */
function claimsAt(basis: ClaimsBasis, age: number): number {
  return (
    basis.ambulant * AMBULANT_PROFILE[age]! +
    basis.stationaer * STATIONAER_PROFILE[age]! +
    basis.zahn * ZAHN_PROFILE[age]! +
    basis.care * PFLEGE_CLAIMS[age]!
  );
}

/**
 * Expected yearly amount E[min(X, d)] retained by a deductible d on the ambulatory and dental claims K at `age`:
 * a bill is submitted with probability p; the submitted amount is the routine/treatment mixture of exponentials
 * with overall mean K/p, so E[min(X, d)] = p · Σ wᵢ mᵢ (1 − e^(−d/mᵢ)). Concave in d, below p · d and below K.
 */
export function deductibleRelief(basis: ClaimsBasis, age: number, deductible: number): number {
  if (deductible <= 0) return 0;
  const k = basis.ambulant * AMBULANT_PROFILE[age]! + basis.zahn * ZAHN_PROFILE[age]!;
  if (k <= 0) return 0;
  const p = SUBMISSION_PROBABILITY;
  const mean = k / p;
  // The routine year never carries more than the whole expected amount.
  const routineMean = Math.min(ROUTINE_YEAR_MEAN, mean);
  const treatmentMean = (mean - ROUTINE_YEAR_SHARE * routineMean) / (1 - ROUTINE_YEAR_SHARE);
  const layer = (m: number) => m * (1 - Math.exp(-deductible / m));
  return p * (ROUTINE_YEAR_SHARE * layer(routineMean) + (1 - ROUTINE_YEAR_SHARE) * layer(treatmentMean));
}

interface TariffTables {
  basis: ClaimsBasis;
  insurer: Insurer;
  /** Present values of the deductible relief per entry age, per deductible (lazily filled). */
  relief: Map<number, Float64Array>;
}

const TABLES = new Map<number, TariffTables>();

function tablesFor(tariff: TariffDefinition): TariffTables {
  let tables = TABLES.get(tariff.prodId);
  if (!tables) {
    const insurer = insurerById(tariff.companyId);
    tables = { basis: claimsBasis(tariff, insurer), insurer, relief: new Map() };
    TABLES.set(tariff.prodId, tables);
  }
  return tables;
}

function reliefPresentValues(tables: TariffTables, deductible: number): Float64Array {
  let pv = tables.relief.get(deductible);
  if (!pv) {
    pv = presentValues((age) => deductibleRelief(tables.basis, age, deductible));
    tables.relief.set(deductible, pv);
  }
  return pv;
}

/** Which claims: everything, or only the inpatient part (Beihilfe rates may differ for inpatient care). */
type ClaimsPart = "all" | "stationaer";

/** Net yearly risk premium of a tariff for 100 % cover without deductible (before loadings and surcharge). */
function netClaimsPremium(
  tables: TariffTables,
  tariff: TariffDefinition,
  entryAge: number,
  part: ClaimsPart = "all",
): number {
  const { basis } = tables;
  const yearly = (age: number) =>
    part === "all" ? claimsAt(basis, age) : basis.stationaer * STATIONAER_PROFILE[age]!;
  if (tariff.kind === "student") return bandMean(yearly, STUDENT_AGES.bandFrom, STUDENT_AGES.bandTo);
  if (entryAge < ADULT_ENTRY_AGE) {
    const [from, to] = childBand(entryAge);
    return bandMean(yearly, from, to);
  }
  const x = Math.min(entryAge, OMEGA);
  const claims =
    part === "all"
      ? basis.ambulant * PV_AMBULANT[x]! +
        basis.stationaer * PV_STATIONAER[x]! +
        basis.zahn * PV_ZAHN[x]! +
        basis.care * PV_PFLEGE[x]!
      : basis.stationaer * PV_STATIONAER[x]!;
  return claims / LIFELONG_ANNUITY[x]!;
}

function childBand(entryAge: number): readonly [number, number] {
  return CHILD_BANDS.find(([a, b]) => entryAge >= a && entryAge <= b) ?? CHILD_BANDS[0]!;
}

/** Net yearly relief of a deductible, levelled like the premium (band mean, or present value ÷ annuity). */
export function netDeductibleRelief(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  if (deductible <= 0) return 0;
  const tables = tablesFor(tariff);
  const { basis } = tables;
  if (tariff.kind === "student") {
    return bandMean(
      (age) => deductibleRelief(basis, age, deductible),
      STUDENT_AGES.bandFrom,
      STUDENT_AGES.bandTo,
    );
  }
  if (entryAge < ADULT_ENTRY_AGE) {
    const [from, to] = childBand(entryAge);
    return bandMean((age) => deductibleRelief(basis, age, deductible), from, to);
  }
  const x = Math.min(entryAge, OMEGA);
  return reliefPresentValues(tables, deductible)[x]! / LIFELONG_ANNUITY[x]!;
}

/** Net yearly risk premium of a tariff for 100 % cover (claims minus deductible relief, before loadings). */
export function netYearlyPremium(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  return (
    netClaimsPremium(tablesFor(tariff), tariff, entryAge) - netDeductibleRelief(tariff, entryAge, deductible)
  );
}

/**
 * Gross monthly premium of the health tariff (100 % cover) without the § 149 VAG surcharge. Costs
 * (acquisition, administration) are per contract: they are calculated on the premium without deductible, so
 * the deductible relief is credited with the safety loading and the refund loading only, not grossed up by
 * the cost ratio.
 */
export function grossMonthlyPremium(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  const tables = tablesFor(tariff);
  const { insurer, basis } = tables;
  const riskLoading = (1 + insurer.safetyLoading) * basis.refundLoading;
  const claims = (netClaimsPremium(tables, tariff, entryAge) * riskLoading) / (1 - insurer.costRatio);
  const relief = netDeductibleRelief(tariff, entryAge, deductible) * riskLoading;
  return (claims - relief) / 12;
}

/**
 * The inpatient part of {@link grossMonthlyPremium} (the deductible applies to ambulatory and dental claims
 * only), for Beihilfe rules with a different inpatient rate.
 */
export function grossMonthlyStationaryPremium(tariff: TariffDefinition, entryAge: number): number {
  const tables = tablesFor(tariff);
  const { insurer, basis } = tables;
  const riskLoading = (1 + insurer.safetyLoading) * basis.refundLoading;
  return (
    (netClaimsPremium(tables, tariff, entryAge, "stationaer") * riskLoading) / (1 - insurer.costRatio) / 12
  );
}

/** Model hospital days per insured person and year at age 40 (scaled by the inpatient claims profile). */
export const HOSPITAL_DAYS_AT_40 = 0.8;
const PV_HOSPITAL_DAYS = presentValues((age) => HOSPITAL_DAYS_AT_40 * STATIONAER_PROFILE[age]!);

/**
 * Gross monthly premium for a Beihilfe-Eigenbehalt of `perDay` € per hospital day that the residual tariff
 * insures (e.g. Bayern: 25 € Chefarzt + 7,50 € Zweibettzimmer), levelled like the health premium.
 */
export function eigenbehaltMonthlyPremium(insurer: Insurer, entryAge: number, perDay: number): number {
  if (perDay <= 0) return 0;
  const days =
    entryAge < ADULT_ENTRY_AGE
      ? bandMean((age) => HOSPITAL_DAYS_AT_40 * STATIONAER_PROFILE[age]!, ...childBand(entryAge))
      : PV_HOSPITAL_DAYS[Math.min(entryAge, OMEGA)]! / LIFELONG_ANNUITY[Math.min(entryAge, OMEGA)]!;
  const loading = (1 + insurer.safetyLoading) / (1 - insurer.costRatio);
  return (days * perDay * insurer.claimsFactor * loading) / 12;
}

/** Gross monthly sick-pay premium (Krankentagegeld, paid until 67) of the tariff's insurer. */
export function sickPayMonthlyPremium(
  insurer: Insurer,
  entryAge: number,
  startDay: number,
  dailyAmount: number,
): number {
  if (entryAge >= 67 || dailyAmount <= 0) return 0;
  const factor = SICK_PAY_START_FACTORS[startDay] ?? 1;
  let net: number;
  if (entryAge < ADULT_ENTRY_AGE) {
    net = dailyAmount * factor * bandMean((age) => SICK_DAYS_PROFILE[age]!, 16, 20);
  } else {
    net = (dailyAmount * factor * PV_SICK_DAYS[entryAge]!) / ANNUITY_TO_67[entryAge]!;
  }
  const loading = (1 + insurer.safetyLoading) / (1 - insurer.costRatio);
  return (net * insurer.claimsFactor * loading) / 12;
}

/** Gross monthly PPV premium for full (100 %) care cover, before the legal maximum. */
export function careMonthlyPremium(insurer: Insurer, entryAge: number): number {
  const net =
    entryAge < ADULT_ENTRY_AGE
      ? bandMean((age) => PFLEGE_CLAIMS[age]!, 0, 20)
      : PV_PFLEGE[entryAge]! / LIFELONG_ANNUITY[entryAge]!;
  return (net * insurer.careFactor * PPV_LOADING) / 12;
}

/** Calendar-year method: entry age = year of insurance start − year of birth. */
export function entryAgeFor(birthDate: string, startDate: string): number {
  return yearOf(startDate) - yearOf(birthDate);
}

/**
 * § 149 VAG: the surcharge is due from 1 January of the year after the 21st birthday up to the end of the
 * year in which the insured turns 60.
 */
export function legalSurchargeApplies(birthDate: string, startDate: string): boolean {
  const age = entryAgeFor(birthDate, startDate);
  return age >= 22 && age <= 60;
}

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
  sickPay: number;
  care: number;
  /** Care premium before the legal maximum. */
  careUncapped: number;
  careCap: number;
  /** KV part: health + surcharge + sick pay. */
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
  const eigenbehalt = eigenbehaltMonthlyPremium(insurer, entryAge, input.eigenbehaltPerDay ?? 0);
  const health = cents(
    grossMonthlyPremium(tariff, entryAge, input.deductible) * share +
      stationary * (stationaryShare - share) +
      eigenbehalt,
  );
  const surcharge =
    withAgeingReserve && legalSurchargeApplies(input.birthDate, input.startDate)
      ? cents(health * LEGAL_SURCHARGE_RATE)
      : 0;
  const sickPay = input.sickPay
    ? cents(sickPayMonthlyPremium(insurer, entryAge, input.sickPay.startDay, input.sickPay.dailyAmount))
    : 0;
  const careCap = input.beihilfe
    ? input.constants.maxCarePremiumBeihilfeMonthly
    : input.constants.maxCarePremiumMonthly;
  const careUncapped =
    input.careObligation && !input.careFree
      ? cents(careMonthlyPremium(insurer, entryAge) * (input.beihilfe ? share : 1))
      : 0;
  const care = Math.min(careUncapped, careCap);
  const kvTotal = cents(health + surcharge + sickPay);
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
    sickPay,
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
