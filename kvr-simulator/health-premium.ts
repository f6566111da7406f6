import { bandMean, OMEGA, STATIONAER_PROFILE } from "./actuarial";
import {
  TARGET_AGE_EXPONENT,
  TARGET_AGE_LOADING,
  YOUNGER_ENTRANT_LOADING,
} from "./catalogue/calculation-bases";
import type { TariffDefinition } from "./catalogue/types";
import { claimsAt, deductibleClaimsAt } from "./claims-basis";
import { deductibleRelief } from "./deductible-relief";
import { bandOf, flatGroup, flatPremium, youthLevel } from "./flat-bands";
import {
  flatFigure,
  HOSPITAL_DAYS_AT_40,
  reliefPresentValues,
  type TariffTables,
  tablesFor,
} from "./tariff-tables";

/**
 * The gross monthly premium of the health tariff (docs/product/rating-engine.md#market-model): the net premium
 * levelled over the entry age (or the flat band's mean), less the deductible relief, with the insurer's safety,
 * refund and cost loadings and the target-age loading; the inpatient part and the Beihilfe-Eigenbehalt for the
 * Beihilfe rules.
 */

/** Years over which the acquisition costs of a premium without ageing reserve (children, students) are spread. */
const FLAT_PREMIUM_AMORTISATION_YEARS = 5;

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
function netDeductibleRelief(tariff: TariffDefinition, entryAge: number, deductible: number): number {
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
 * Selection loading of an adult entrant away from the tariff's target entry age (catalogue/calculation-bases.ts,
 * docs/product/rating-engine.md#segment-model): 1 + TARGET_AGE_LOADING · (min(age − target, 20) / 20)^1,2 beyond
 * the target, 1 + YOUNGER_ENTRANT_LOADING · (min(target − age, 20) / 20)^1,2 below it, 1 at the target; none for premiums
 * without ageing reserve. So each tariff is cheapest around its target group. Below the target the loading falls
 * more slowly than the claims rise, so premiums stay monotone in the entry age; it loads the premium, not the
 * deductible relief.
 */
function targetAgeLoading(tariff: TariffDefinition, entryAge: number): number {
  if (flatPremium(tariff, entryAge)) return 1;
  const older = Math.min(1, Math.max(0, entryAge - tariff.basis.targetAge) / 20);
  const younger = Math.min(1, Math.max(0, tariff.basis.targetAge - entryAge) / 20);
  return (
    1 +
    TARGET_AGE_LOADING * older ** TARGET_AGE_EXPONENT +
    YOUNGER_ENTRANT_LOADING * younger ** TARGET_AGE_EXPONENT
  );
}

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
      tariff.basis.claimsLevel *
      tariff.basis.inpatientLevel
    : tables.pvHospitalDays[Math.min(entryAge, OMEGA)]! /
      tables.actuarial.lifelongAnnuity[Math.min(entryAge, OMEGA)]!;
  const loading = (1 + tables.insurer.basis.safetyLoading) / (1 - proportionalCosts(tables, entryAge));
  return (days * perDay * loading) / 12;
}
