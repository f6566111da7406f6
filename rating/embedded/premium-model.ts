import type { YearlyConstants } from "../../domain/constants/yearly-constants";
import { yearOf } from "../../domain/dates/berlin-date";
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
/** Probability that an insured person has any ambulatory or dental claim in a year (deductible model). */
export const CLAIM_PROBABILITY = 0.85;
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
 * Expected yearly amount retained by a deductible d on ambulatory and dental claims K (mixed model: a claim
 * occurs with probability p, the yearly amount is then exponential with mean K/p): E[min(X, d)] = K·(1 − e^(−d·p/K)).
 */
export function deductibleRelief(basis: ClaimsBasis, age: number, deductible: number): number {
  if (deductible <= 0) return 0;
  const k = basis.ambulant * AMBULANT_PROFILE[age]! + basis.zahn * ZAHN_PROFILE[age]!;
  if (k <= 0) return 0;
  return k * (1 - Math.exp((-deductible * CLAIM_PROBABILITY) / k));
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

/** Net yearly risk premium of a tariff for 100 % cover (before loadings, Beihilfe residual and surcharge). */
export function netYearlyPremium(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  const tables = tablesFor(tariff);
  const { basis } = tables;
  if (tariff.kind === "student") {
    return bandMean(
      (age) => claimsAt(basis, age) - deductibleRelief(basis, age, deductible),
      STUDENT_AGES.bandFrom,
      STUDENT_AGES.bandTo,
    );
  }
  if (entryAge < ADULT_ENTRY_AGE) {
    const [from, to] = CHILD_BANDS.find(([a, b]) => entryAge >= a && entryAge <= b) ?? CHILD_BANDS[0]!;
    return bandMean((age) => claimsAt(basis, age) - deductibleRelief(basis, age, deductible), from, to);
  }
  const x = Math.min(entryAge, OMEGA);
  const claims =
    basis.ambulant * PV_AMBULANT[x]! +
    basis.stationaer * PV_STATIONAER[x]! +
    basis.zahn * PV_ZAHN[x]! +
    basis.care * PV_PFLEGE[x]! -
    reliefPresentValues(tables, deductible)[x]!;
  return claims / LIFELONG_ANNUITY[x]!;
}

/** Gross monthly premium of the health tariff (100 % cover) without the § 149 VAG surcharge. */
export function grossMonthlyPremium(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  const { insurer, basis } = tablesFor(tariff);
  const loading = ((1 + insurer.safetyLoading) * basis.refundLoading) / (1 - insurer.costRatio);
  return (netYearlyPremium(tariff, entryAge, deductible) * loading) / 12;
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
  const health = cents(grossMonthlyPremium(tariff, entryAge, input.deductible) * share);
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
  const careUncapped = input.careObligation
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
