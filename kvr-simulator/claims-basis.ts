import { AMBULANT_PROFILE, PFLEGE_CLAIMS, STATIONAER_PROFILE, ZAHN_PROFILE } from "./actuarial";
import type { TariffDefinition } from "./catalogue/types";

/**
 * The expected claims of a tariff's benefits (docs/product/rating-engine.md#market-model): the market's claims at
 * age 40 for full cover, times the pool's claims level, and the claims at any age along the age profiles.
 */

/**
 * Calibration of the claims level to published market figures (35-year-old employee, comfort level with sick
 * pay and PPV: 650–1.140 €; civil servant aged 30, 50 % Beihilfe: 250–400 €; see the golden tests).
 */
const MARKET_CALIBRATION = 0.8;
/**
 * Beihilfe (Restkosten) tariffs: claims of the civil servants' pools relative to the market's for the same benefits,
 * calibrated so that a civil servant aged 30 with 50 % Beihilfe pays 250–400 € at Komfort (Stiftung Warentest; see
 * the golden tests) while the full-cover anchor keeps its range. Not for children: they are a pool of their own
 * (flat-bands.ts youthLevel).
 */
export const BEIHILFE_CLAIMS_FACTOR = 0.9;
/** Student tariffs: selection effect of young, healthy insured persons in education tariffs. */
const STUDENT_SELECTION_FACTOR = 0.55;

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
    (tariff.kind === "student" ? STUDENT_SELECTION_FACTOR : 1) *
    (tariff.kind === "beihilfe" ? BEIHILFE_CLAIMS_FACTOR : 1);
  // The pool's mix of inpatient and ambulatory claims; the full-cover total at 40 stays the same.
  const inpatient = tariff.basis.inpatientLevel;
  return {
    ambulant: Math.max(0, ambulant + stationaer * (1 - inpatient)) * level,
    stationaer: stationaer * inpatient * level,
    zahn: zahn * level,
    care,
    refundLoading,
  };
}

/** Yearly claims at `age` (100 % cover, before deductible), without the pool's age tilt. */
export function claimsAt(basis: ClaimsBasis, age: number): number {
  return (
    basis.ambulant * AMBULANT_PROFILE[age]! +
    basis.stationaer * STATIONAER_PROFILE[age]! +
    basis.zahn * ZAHN_PROFILE[age]! +
    basis.care * PFLEGE_CLAIMS[age]!
  );
}

/** The ambulatory and dental claims at `age`: what a deductible applies to. */
export function deductibleClaimsAt(basis: ClaimsBasis, age: number): number {
  return basis.ambulant * AMBULANT_PROFILE[age]! + basis.zahn * ZAHN_PROFILE[age]!;
}
