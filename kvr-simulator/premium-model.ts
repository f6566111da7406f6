import type { YearlyConstants } from "../domain/constants/yearly-constants";
import { yearOf } from "../lib/dates/berlin-date";
import {
  type ActuarialBasis,
  AMBULANT_PROFILE,
  actuarialBasis,
  bandMean,
  CHILD_CARE_CLAIMS,
  LIFELONG_ANNUITY,
  OMEGA,
  PFLEGE_CLAIMS,
  PV_PFLEGE,
  SICK_DAYS_PROFILE,
  STATIONAER_PROFILE,
  ZAHN_PROFILE,
} from "./actuarial";
import { TARGET_AGE_LOADING } from "./catalogue/calculation-bases";
import { insurerById } from "./catalogue/insurers";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { premiumReliefMonthlyPremium } from "./premium-relief";

/**
 * The premium model (docs/product/rating-engine.md#market-model): every tariff is priced on its own calculation
 * bases (catalogue/calculation-bases.ts) — the pool's Kopfschäden by age, its lapse, the insurer's Rechnungszins,
 * safety loading and costs — so which tariff is cheapest changes with age, status, coverage and deductible, as in
 * the market. Model premiums, not the insurers' figures.
 */

/** § 149 VAG: 10 % surcharge on substitutive tariffs with ageing reserve. */
export const LEGAL_SURCHARGE_RATE = 0.1;
/** Adults are priced with ageing reserve from this calendar entry age; below it, child/youth age bands. */
export const ADULT_ENTRY_AGE = 21;
/** The age groups without ageing reserve: children 0–15 and adolescents 16–20, one flat premium each. */
export const CHILD_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 15],
  [16, 20],
];
/** Student tariffs: flat premium without ageing reserve, calculated on ages 20–34, open for ages 16–34. */
export const STUDENT_AGES = { from: 16, to: 34, bandFrom: 20, bandTo: 34 } as const;
/**
 * Deductible model (docs/product/rating-engine.md#deductible-model): given a submission (the tariff's
 * submission probability p), the yearly submitted amount is a mixture of a "routine year" (check-ups, a few
 * visits and prescriptions; exponential with mean ROUTINE_YEAR_MEAN) with weight ROUTINE_YEAR_SHARE, and a
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
export const MARKET_CALIBRATION = 0.85;
/** Student tariffs: selection effect of young, healthy insured persons in education tariffs. */
export const STUDENT_SELECTION_FACTOR = 0.55;
/** Years over which the acquisition costs of a premium without ageing reserve (children, students) are spread. */
export const FLAT_PREMIUM_AMORTISATION_YEARS = 5;
/**
 * PPV loadings (safety and costs): the PPV is calculated on uniform bases for the whole market, with a
 * financial equalisation between the insurers (§ 111 SGB XI) — the same premium at every insurer.
 */
const PPV_LOADING = 1.05 / 0.95;

/**
 * Sick-pay start day → relative claims (day 43 = 1). Day 8 is what the self-employed choose (no continued pay):
 * the days 8–14 add about as much as the days 15–42 do (docs/product/rating-engine.md#sick-pay).
 */
export const SICK_PAY_START_FACTORS: Readonly<Record<number, number>> = {
  8: 2.2,
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

/** The market's expected claims for the tariff's benefits, times the pool's claims level. */
export function claimsBasis(tariff: TariffDefinition): ClaimsBasis {
  const b = tariff.benefits;
  const goae = b.goaeMaxFactor === 2.3 ? 0.96 : b.goaeMaxFactor === 3.5 ? 1 : 1.04;
  const primary = b.primaryDoctorPercent === null ? 1 : 0.96;
  const heilpraktiker = b.heilpraktikerPercent > 0 ? 1 + 0.02 * (b.heilpraktikerLimit === null ? 1.5 : 1) : 1;
  const psycho = b.psychotherapySessions === null ? 1.04 : b.psychotherapySessions > 0 ? 1.02 : 1;
  const aids = b.aidsCatalogue === "open" ? 1.03 : 1;
  const ambulant =
    2000 * (b.ambulantPercent / 100) * goae * primary * heilpraktiker * psycho * aids +
    b.visionAidEuro * 0.25;
  const room = b.room === 1 ? 1.24 : b.room === 2 ? 1.12 : 1;
  const stationaer = 1050 * room * (b.chiefPhysician ? 1.18 : 1) + b.hospitalDailyAllowance * 0.9;
  const staffel = b.dentalStaffel.length > 0 ? 0.95 : 1;
  const zahn =
    (420 * (b.dentalTreatmentPercent / 100) +
      380 * (b.dentalReplacementPercent / 100) +
      60 * (b.orthodonticsPercent / 100)) *
    staffel;
  const care = ((b.careSupplementGrade3Amb + b.careSupplementGrade3Stat) / 200) * 0.5;
  const refundLoading = 1 + 0.01 * b.premiumRefundMonths + b.travelCoverMonths * 0.0005;
  const level =
    MARKET_CALIBRATION *
    tariff.basis.claimsLevel *
    (tariff.kind === "student" ? STUDENT_SELECTION_FACTOR : 1);
  return {
    ambulant: ambulant * level,
    stationaer: stationaer * level,
    zahn: zahn * level,
    care,
    refundLoading,
  };
}

/** Yearly claims at `age` (100 % cover, before deductible), without the pool's age tilt. */
function claimsAt(basis: ClaimsBasis, age: number): number {
  return (
    basis.ambulant * AMBULANT_PROFILE[age]! +
    basis.stationaer * STATIONAER_PROFILE[age]! +
    basis.zahn * ZAHN_PROFILE[age]! +
    basis.care * PFLEGE_CLAIMS[age]!
  );
}

/** The ambulatory and dental claims at `age`: what a deductible applies to. */
function deductibleClaimsAt(basis: ClaimsBasis, age: number): number {
  return basis.ambulant * AMBULANT_PROFILE[age]! + basis.zahn * ZAHN_PROFILE[age]!;
}

/**
 * Expected yearly amount E[min(X, d)] retained by a deductible d on ambulatory and dental claims k: a bill is
 * submitted with probability p; the submitted amount is the routine/treatment mixture of exponentials with
 * overall mean k/p, so E[min(X, d)] = p · Σ wᵢ mᵢ (1 − e^(−d/mᵢ)). Concave in d, below p · d and below k.
 */
export function deductibleRelief(k: number, deductible: number, p: number): number {
  if (deductible <= 0 || k <= 0) return 0;
  const mean = k / p;
  // The routine year never carries more than the whole expected amount.
  const routineMean = Math.min(ROUTINE_YEAR_MEAN, mean);
  const treatmentMean = (mean - ROUTINE_YEAR_SHARE * routineMean) / (1 - ROUTINE_YEAR_SHARE);
  const layer = (m: number) => m * (1 - Math.exp(-deductible / m));
  return p * (ROUTINE_YEAR_SHARE * layer(routineMean) + (1 - ROUTINE_YEAR_SHARE) * layer(treatmentMean));
}

interface TariffTables {
  tariff: TariffDefinition;
  insurer: Insurer;
  claims: ClaimsBasis;
  actuarial: ActuarialBasis;
  /** The pool's age tilt per age, normalised so that the levelled premium at 40 is that of an untilted pool. */
  tilt: Float64Array;
  /** Present values per entry age: all claims, and the inpatient claims alone (both tilted). */
  pvClaims: Float64Array;
  pvStationaer: Float64Array;
  pvHospitalDays: Float64Array;
  /** Present values of the deductible relief per entry age, per deductible (lazily filled). */
  relief: Map<number, Float64Array>;
  /** Figures of the flat bands (children, students): the same for every entry age of a band (lazily filled). */
  flat: Map<string, number>;
}

/** A flat-band figure of the tariff, worked out once per band and key (a band's ages share it). */
function flatFigure(tables: TariffTables, key: string, make: () => number): number {
  let value = tables.flat.get(key);
  if (value === undefined) {
    value = make();
    tables.flat.set(key, value);
  }
  return value;
}

/**
 * The mean entry age of a pool, at which its age tilt keeps the market's levelled premium: 40 for an untilted
 * pool, younger for a steep pool (its insured entered young), older for a flat one — POOL_AGE_PER_STEEPNESS
 * years per unit of steepness.
 */
export const POOL_AGE_PER_STEEPNESS = 10;
export function poolMeanAge(steepness: number): number {
  return Math.round(40 - POOL_AGE_PER_STEEPNESS * steepness);
}

const TABLES = new Map<number, TariffTables>();

function tablesFor(tariff: TariffDefinition): TariffTables {
  let tables = TABLES.get(tariff.prodId);
  if (tables) return tables;
  const insurer = insurerById(tariff.companyId);
  const claims = claimsBasis(tariff);
  const actuarial = actuarialBasis({
    interestRate: insurer.basis.interestRate,
    lapseFactor: tariff.basis.lapseFactor,
  });
  const raw = (age: number) => Math.exp((tariff.basis.ageSteepness * (age - 40)) / 40);
  // The tilt keeps the levelled premium of the pool's mean entry age (poolMeanAge): a steep pool is a young one.
  const pivot = poolMeanAge(tariff.basis.ageSteepness);
  const flat = actuarial.presentValues((age) => claimsAt(claims, age))[pivot]!;
  const tilted = actuarial.presentValues((age) => claimsAt(claims, age) * raw(age))[pivot]!;
  const norm = flat / tilted;
  const tilt = new Float64Array(OMEGA + 2);
  for (let age = 0; age <= OMEGA; age++) tilt[age] = raw(age) * norm;
  tables = {
    tariff,
    insurer,
    claims,
    actuarial,
    tilt,
    pvClaims: actuarial.presentValues((age) => claimsAt(claims, age) * tilt[age]!),
    pvStationaer: actuarial.presentValues((age) => claims.stationaer * STATIONAER_PROFILE[age]! * tilt[age]!),
    pvHospitalDays: actuarial.presentValues(
      (age) => HOSPITAL_DAYS_AT_40 * STATIONAER_PROFILE[age]! * tilt[age]! * tariff.basis.claimsLevel,
    ),
    relief: new Map(),
    flat: new Map(),
  };
  TABLES.set(tariff.prodId, tables);
  return tables;
}

function reliefPresentValues(tables: TariffTables, deductible: number): Float64Array {
  let pv = tables.relief.get(deductible);
  if (!pv) {
    const p = tables.tariff.basis.submissionProbability;
    pv = tables.actuarial.presentValues((age) =>
      deductibleRelief(deductibleClaimsAt(tables.claims, age) * tables.tilt[age]!, deductible, p),
    );
    tables.relief.set(deductible, pv);
  }
  return pv;
}

/**
 * The age group a premium without ageing reserve is calculated on (docs/product/rating-engine.md#segment-model):
 * children 0–15 and adolescents 16–20, each with its mean claims; a student tariff's 16–34 with the mean claims of
 * 20–34 (STUDENT_AGES).
 */
interface FlatGroup {
  from: number;
  to: number;
  meanFrom: number;
  meanTo: number;
}
function flatGroup(tariff: TariffDefinition, entryAge: number): FlatGroup {
  if (tariff.kind === "student")
    return {
      from: STUDENT_AGES.from,
      to: STUDENT_AGES.to,
      meanFrom: STUDENT_AGES.bandFrom,
      meanTo: STUDENT_AGES.bandTo,
    };
  const [from, to] = CHILD_BANDS.find(([a, b]) => entryAge >= a && entryAge <= b) ?? CHILD_BANDS[0]!;
  return { from, to, meanFrom: from, meanTo: to };
}

/**
 * The tariff's band of `entryAge` within its age group and the band's premium factor: (1 + bandGradient)^k for
 * the k-th band, normalised so that the age-weighted mean over the group is 1 — a graded tariff is cheaper for
 * the youngest of a group and dearer for the oldest, at the same claims of the group. The adolescents' band
 * (16–20) carries the factor of the children's top band.
 */
export function bandOf(tariff: TariffDefinition, entryAge: number): { index: number; factor: number } {
  const group = flatGroup(tariff, entryAge);
  // Adolescents (one band) keep the children's top factor: the step at 16 stays the step of the claims.
  if (tariff.kind !== "student" && group.from === CHILD_BANDS[1]![0]) {
    return { index: 0, factor: bandOf(tariff, CHILD_BANDS[0]![1]).factor };
  }
  const bands = tariff.basis.bands.filter(([a, b]) => a >= group.from && b <= group.to);
  // Outside the group's bands (a student tariff quoted beyond 34): the nearest band.
  const found = bands.findIndex(([a, b]) => entryAge >= a && entryAge <= b);
  const index = found >= 0 ? found : entryAge > (bands.at(-1)?.[1] ?? 0) ? bands.length - 1 : 0;
  if (bands.length < 2) return { index, factor: 1 };
  const step = 1 + tariff.basis.bandGradient;
  const length = group.to - group.from + 1;
  const mean = bands.reduce((sum, [a, b], k) => sum + ((b - a + 1) / length) * step ** k, 0);
  return { index, factor: step ** index / mean };
}

const flatPremium = (tariff: TariffDefinition, entryAge: number) =>
  tariff.kind === "student" || entryAge < ADULT_ENTRY_AGE;
/**
 * Children and adolescents are a pool of their own: their claims are the market's for the tariff's benefits ×
 * the youth level, not the adult pool's claims level (students' selection is in the claims basis).
 */
const youthLevel = (tariff: TariffDefinition) =>
  tariff.kind === "student" ? 1 : tariff.basis.youthLevel / tariff.basis.claimsLevel;

/** Which claims: everything, or only the inpatient part (Beihilfe rates may differ for inpatient care). */
type ClaimsPart = "all" | "stationaer";

/** Net yearly risk premium of a tariff for 100 % cover without deductible (before loadings and surcharge). */
function netClaimsPremium(tables: TariffTables, entryAge: number, part: ClaimsPart = "all"): number {
  const { claims, tariff } = tables;
  if (flatPremium(tariff, entryAge)) {
    const yearly = (age: number) =>
      part === "all" ? claimsAt(claims, age) : claims.stationaer * STATIONAER_PROFILE[age]!;
    const group = flatGroup(tariff, entryAge);
    const mean = flatFigure(
      tables,
      `claims|${part}|${group.from}`,
      () => bandMean(yearly, group.meanFrom, group.meanTo) * youthLevel(tariff),
    );
    return mean * bandOf(tariff, entryAge).factor;
  }
  const x = Math.min(entryAge, OMEGA);
  const pv = part === "all" ? tables.pvClaims[x]! : tables.pvStationaer[x]!;
  return pv / tables.actuarial.lifelongAnnuity[x]!;
}

/** Net yearly relief of a deductible, levelled like the premium (band mean, or present value ÷ annuity). */
export function netDeductibleRelief(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  if (deductible <= 0) return 0;
  const tables = tablesFor(tariff);
  const p = tariff.basis.submissionProbability;
  if (flatPremium(tariff, entryAge)) {
    const level = youthLevel(tariff);
    const group = flatGroup(tariff, entryAge);
    const band = bandOf(tariff, entryAge);
    return flatFigure(tables, `relief|${deductible}|${group.from}|${band.index}`, () =>
      bandMean(
        (age) =>
          deductibleRelief(deductibleClaimsAt(tables.claims, age) * level * band.factor, deductible, p),
        group.meanFrom,
        group.meanTo,
      ),
    );
  }
  const x = Math.min(entryAge, OMEGA);
  return reliefPresentValues(tables, deductible)[x]! / tables.actuarial.lifelongAnnuity[x]!;
}

/** Net yearly risk premium of a tariff for 100 % cover (claims minus deductible relief, before loadings). */
export function netYearlyPremium(tariff: TariffDefinition, entryAge: number, deductible: number): number {
  return netClaimsPremium(tablesFor(tariff), entryAge) - netDeductibleRelief(tariff, entryAge, deductible);
}

/**
 * The share of the gross premium that pays costs proportional to it: administration, and the acquisition
 * costs (in monthly premiums) spread over the expected premium years — shorter for older entry ages, so the
 * same commission weighs more.
 */
function proportionalCosts(tables: TariffTables, entryAge: number): number {
  const { insurer, tariff } = tables;
  const years = flatPremium(tariff, entryAge)
    ? FLAT_PREMIUM_AMORTISATION_YEARS
    : tables.actuarial.lifelongAnnuity[Math.min(entryAge, OMEGA)]!;
  return insurer.basis.adminRate + insurer.basis.acquisitionMonths / 12 / years;
}

const riskLoading = (tables: TariffTables) =>
  (1 + tables.insurer.basis.safetyLoading) * tables.claims.refundLoading;

/**
 * Gross monthly premium of the health tariff (100 % cover) without the § 149 VAG surcharge:
 * (net × safety and refund loading + unit costs) ÷ (1 − proportional costs). Costs are per contract: they are
 * calculated on the premium without deductible, so the deductible relief is credited with the safety and refund
 * loadings only, not grossed up by the costs.
 */
export function grossMonthlyPremium(
  tariff: TariffDefinition,
  entryAge: number,
  deductible: number,
  share = 1,
): number {
  const tables = tablesFor(tariff);
  const loading = riskLoading(tables);
  // A Restkosten tariff insures `share` of the claims: the unit costs are per contract (not scaled), and the
  // deductible retains E[min(share·X, d)] = share · E[min(X, d / share)].
  const relief = share > 0 ? share * netDeductibleRelief(tariff, entryAge, deductible / share) : 0;
  const yearly =
    ((netClaimsPremium(tables, entryAge) * loading * share + 12 * tables.insurer.basis.perContractMonthly) /
      (1 - proportionalCosts(tables, entryAge))) *
      targetAgeLoading(tariff, entryAge) -
    relief * loading;
  return yearly / 12;
}

/** The unit costs in {@link grossMonthlyPremium} (€ a month): per contract, the same at every residual share. */
export function unitCostsMonthly(tariff: TariffDefinition, entryAge: number): number {
  const tables = tablesFor(tariff);
  return (
    (tables.insurer.basis.perContractMonthly / (1 - proportionalCosts(tables, entryAge))) *
    targetAgeLoading(tariff, entryAge)
  );
}

/**
 * The inpatient part of {@link grossMonthlyPremium} without unit costs (the deductible applies to ambulatory and
 * dental claims only), for Beihilfe rules with a different inpatient rate.
 */
export function grossMonthlyStationaryPremium(tariff: TariffDefinition, entryAge: number): number {
  const tables = tablesFor(tariff);
  return (
    (netClaimsPremium(tables, entryAge, "stationaer") * riskLoading(tables)) /
    (1 - proportionalCosts(tables, entryAge)) /
    12
  );
}

/**
 * Selection loading of an adult entrant older than the tariff's target entry age (catalogue/calculation-bases.ts):
 * 1 + TARGET_AGE_LOADING · (min(age − target, 20) / 20)², 1 up to the target, at most 1 + TARGET_AGE_LOADING from
 * 20 years beyond it; none for premiums without ageing reserve.
 * It only rises with age, so premiums stay monotone in the entry age; it loads the premium, not the deductible
 * relief.
 */
export function targetAgeLoading(tariff: TariffDefinition, entryAge: number): number {
  if (flatPremium(tariff, entryAge)) return 1;
  const distance = Math.min(1, Math.max(0, entryAge - tariff.basis.targetAge) / 20);
  return 1 + TARGET_AGE_LOADING * distance * distance;
}

/** Model hospital days per insured person and year at age 40 (scaled by the inpatient claims profile). */
export const HOSPITAL_DAYS_AT_40 = 0.8;

/**
 * Gross monthly premium for a Beihilfe-Eigenbehalt of `perDay` € per hospital day that the residual tariff
 * insures (e.g. Bayern: 25 € Chefarzt + 7,50 € Zweibettzimmer), levelled like the health premium.
 */
export function eigenbehaltMonthlyPremium(
  tariff: TariffDefinition,
  entryAge: number,
  perDay: number,
): number {
  if (perDay <= 0) return 0;
  const tables = tablesFor(tariff);
  const group = flatGroup(tariff, entryAge);
  const days = flatPremium(tariff, entryAge)
    ? bandMean((age) => HOSPITAL_DAYS_AT_40 * STATIONAER_PROFILE[age]!, group.meanFrom, group.meanTo) *
      tariff.basis.claimsLevel
    : tables.pvHospitalDays[Math.min(entryAge, OMEGA)]! /
      tables.actuarial.lifelongAnnuity[Math.min(entryAge, OMEGA)]!;
  const loading = (1 + tables.insurer.basis.safetyLoading) / (1 - proportionalCosts(tables, entryAge));
  return (days * perDay * loading) / 12;
}

/** The insurer's sick-pay bases: its Rechnungszins and the market's lapse (cached per insurer). */
const SICK_PAY_TABLES = new Map<number, { pvDays: Float64Array; annuity: Float64Array }>();
function sickPayTables(insurer: Insurer) {
  let tables = SICK_PAY_TABLES.get(insurer.id);
  if (!tables) {
    const basis = actuarialBasis({ interestRate: insurer.basis.interestRate, lapseFactor: 1 });
    tables = {
      pvDays: basis.presentValues((age) => SICK_DAYS_PROFILE[age]!, 67),
      annuity: basis.annuityTo67,
    };
    SICK_PAY_TABLES.set(insurer.id, tables);
  }
  return tables;
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
    const tables = sickPayTables(insurer);
    net = (dailyAmount * factor * tables.pvDays[entryAge]!) / tables.annuity[entryAge]!;
  }
  const loading = (1 + insurer.basis.safetyLoading) / (1 - insurer.basis.adminRate - 0.04);
  return (net * insurer.basis.sickPayLevel * loading) / 12;
}

/**
 * Gross monthly PPV premium for full (100 %) care cover, before the legal maximum: the same at every insurer
 * (uniform bases, § 111 SGB XI); children and adolescents in their own contract pay their band's premium.
 */
export function careMonthlyPremium(entryAge: number): number {
  const net =
    entryAge < ADULT_ENTRY_AGE
      ? CHILD_CARE_CLAIMS[entryAge < CHILD_BANDS[1]![0] ? "child" : "adolescent"]
      : PV_PFLEGE[entryAge]! / LIFELONG_ANNUITY[entryAge]!;
  return (net * PPV_LOADING) / 12;
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
