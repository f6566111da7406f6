import { type ActuarialBasis, actuarialBasis, OMEGA, STATIONAER_PROFILE } from "./actuarial";
import { insurerById } from "./catalogue/insurers";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { type ClaimsBasis, claimsAt, claimsBasis, deductibleClaimsAt } from "./claims-basis";
import { deductibleRelief } from "./deductible-relief";

/**
 * The per-tariff tables of the premium model (docs/decisions/020-comparison-performance.md): the claims basis,
 * the actuarial basis, the pool's age tilt and the present values per entry age, worked out once per tariff; the
 * deductible relief and the flat-band figures filled lazily.
 */

/** Model hospital days per insured person and year at age 40 (scaled by the inpatient claims profile). */
export const HOSPITAL_DAYS_AT_40 = 0.8;

export interface TariffTables {
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
export function flatFigure(tables: TariffTables, key: string, make: () => number): number {
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
const POOL_AGE_PER_STEEPNESS = 10;
function poolMeanAge(steepness: number): number {
  return Math.round(40 - POOL_AGE_PER_STEEPNESS * steepness);
}

const TABLES = new Map<number, TariffTables>();

export function tablesFor(tariff: TariffDefinition): TariffTables {
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
      (age) =>
        HOSPITAL_DAYS_AT_40 *
        STATIONAER_PROFILE[age]! *
        tilt[age]! *
        tariff.basis.claimsLevel *
        tariff.basis.inpatientLevel,
    ),
    relief: new Map(),
    flat: new Map(),
  };
  TABLES.set(tariff.prodId, tables);
  return tables;
}

export function reliefPresentValues(tables: TariffTables, deductible: number): Float64Array {
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
