/**
 * Actuarial basis of the simulator's model premiums, following the structure of KVAV Anlage 1:
 * per-age expected claims (Kopfschäden) = base claim × age profile, an Ausscheideordnung of mortality plus
 * lapse, a Rechnungszins, net premium = present value of future claims ÷ present value of the premium
 * annuity for the entry age. Each tariff prices on its own basis ({@link actuarialBasis}: its insurer's
 * Rechnungszins, its pool's lapse); the market basis (3,5 %, market lapse) serves the uniform PPV. Profiles
 * are relative to age 40 (= 1). Tables are computed once per basis (a few thousand floating point operations).
 *
 * These are model assumptions calibrated to published market figures, not an insurer's calculation basis.
 */

/** The highest Rechnungszins KVAV § 4 allows; the market basis (PPV) uses it. */
const TECHNICAL_INTEREST_RATE = 0.035;
/** Final age of the Ausscheideordnung (l_ω = 0). */
export const OMEGA = 110;

/** Unisex mortality q_x (Gompertz–Makeham shape fitted to the level of the PKV mortality tables). */
export function mortality(age: number): number {
  if (age >= OMEGA) return 1;
  const infant = age === 0 ? 0.0025 : 0;
  return Math.min(1, 0.00018 + infant + 0.0000175 * Math.exp(0.0955 * age));
}

/** Lapse (Storno) w_x of substitutive full-cover insurance: highest for young adults, none from 55. */
export function lapse(age: number): number {
  if (age < 21) return 0;
  if (age <= 30) return 0.03;
  if (age >= 55) return 0;
  return 0.03 * ((55 - age) / 25);
}

/** Piecewise-linear profile through anchor points [age, factor]. */
function piecewiseProfile(anchors: ReadonlyArray<readonly [number, number]>): Float64Array {
  const table = new Float64Array(OMEGA + 1);
  for (let age = 0; age <= OMEGA; age++) {
    let value = anchors[anchors.length - 1]![1];
    if (age <= anchors[0]![0]) value = anchors[0]![1];
    for (let i = 0; i + 1 < anchors.length; i++) {
      const [a0, v0] = anchors[i]!;
      const [a1, v1] = anchors[i + 1]!;
      if (age >= a0 && age <= a1) {
        value = v0 + ((v1 - v0) * (age - a0)) / (a1 - a0);
        break;
      }
    }
    table[age] = value;
  }
  return table;
}

/** Ambulatory claims profile (doctors, medicines, aids), relative to age 40. */
export const AMBULANT_PROFILE = piecewiseProfile([
  [0, 0.8],
  [3, 0.6],
  [10, 0.45],
  [14, 0.46],
  // Adolescents: adult patterns of care (own GP visits, psychotherapy, sports injuries) — above the children.
  [16, 0.6],
  [20, 0.6],
  [25, 0.62],
  [30, 0.75],
  [40, 1],
  [50, 1.35],
  [60, 1.85],
  [70, 2.45],
  [80, 2.9],
  [90, 3.1],
  [110, 3.1],
]);

/** Inpatient claims profile, relative to age 40. */
export const STATIONAER_PROFILE = piecewiseProfile([
  [0, 1.1],
  [1, 0.5],
  [5, 0.3],
  [15, 0.3],
  [16, 0.42],
  [20, 0.45],
  [30, 0.65],
  [40, 1],
  [50, 1.65],
  [60, 2.8],
  [70, 4.6],
  [80, 6.8],
  [90, 7.8],
  [110, 7.8],
]);

/** Dental claims profile (treatment, replacement, orthodontics), relative to age 40. */
export const ZAHN_PROFILE = piecewiseProfile([
  [0, 0.05],
  [6, 0.45],
  [12, 0.95],
  [18, 0.6],
  [25, 0.6],
  [40, 1],
  [50, 1.3],
  [60, 1.5],
  [70, 1.4],
  [80, 1.1],
  [90, 0.8],
  [110, 0.6],
]);

/** Expected paid sick days from day 43 per insured per year; no benefit from age 67. */
export const SICK_DAYS_PROFILE = piecewiseProfile([
  [0, 0],
  [15, 0],
  [16, 0.7],
  [30, 1.1],
  [40, 1.8],
  [50, 3.2],
  [60, 5.5],
  [66, 7],
  [67, 0],
  [110, 0],
]);

/**
 * Expected long-term care claims (PPV) of children and adolescents in their own contract, € per year (a
 * child's own PPV is calculated on the band, like its health premium; co-insured children pay nothing).
 */
export const CHILD_CARE_CLAIMS: Readonly<Record<"child" | "adolescent", number>> = {
  child: 52,
  adolescent: 56,
};

/** Expected long-term care claims (PPV) of adults in € per year (ages below 21 use CHILD_CARE_CLAIMS). */
export const PFLEGE_CLAIMS = piecewiseProfile([
  [0, 12],
  [20, 12],
  [40, 30],
  [50, 60],
  [60, 150],
  [70, 480],
  [80, 2100],
  [90, 6500],
  [100, 9500],
  [110, 9500],
]);

/** The parameters that make an actuarial basis: the Rechnungszins and the pool's lapse level. */
export interface BasisParameters {
  /** Rechnungszins (KVAV § 4: at most 3,5 %). */
  interestRate: number;
  /** The pool's lapse relative to the market's Ausscheideordnung (1 = {@link lapse}). */
  lapseFactor: number;
}

/** The tables of one actuarial basis: survivors, present values and premium annuities. */
export interface ActuarialBasis {
  parameters: BasisParameters;
  /** Survivors l_x of the Ausscheideordnung from birth (l_0 = 1); lapse only from age 21. */
  survivors: Float64Array;
  /**
   * Present values at each entry age x of yearly amounts `claims(age)` paid mid-year while in force up to
   * `endAge` (exclusive), by backward recursion: PV_x = v^½·c_x + v·(l_{x+1}/l_x)·PV_{x+1}.
   */
  presentValues(claims: (age: number) => number, endAge?: number): Float64Array;
  /** Premium annuity-due ä_x (yearly premium 1 paid at the start of each year while in force, up to endAge). */
  annuityDue(endAge?: number): Float64Array;
  lifelongAnnuity: Float64Array;
  annuityTo67: Float64Array;
}

export function actuarialBasis(parameters: BasisParameters): ActuarialBasis {
  const discount = 1 / (1 + parameters.interestRate);
  const halfYear = Math.sqrt(discount);
  const survivors = new Float64Array(OMEGA + 2);
  survivors[0] = 1;
  for (let age = 0; age <= OMEGA; age++) {
    const leaving = mortality(age) + lapse(age) * parameters.lapseFactor;
    survivors[age + 1] = survivors[age]! * Math.max(0, 1 - leaving);
  }
  const survival = (age: number) => {
    const la = survivors[age]!;
    return la > 0 ? survivors[age + 1]! / la : 0;
  };
  const presentValues = (claims: (age: number) => number, endAge = OMEGA + 1) => {
    const pv = new Float64Array(OMEGA + 2);
    for (let age = Math.min(endAge, OMEGA + 1) - 1; age >= 0; age--) {
      pv[age] = halfYear * claims(age) + discount * survival(age) * pv[age + 1]!;
    }
    return pv;
  };
  const annuityDue = (endAge = OMEGA + 1) => {
    const a = new Float64Array(OMEGA + 2);
    for (let age = Math.min(endAge, OMEGA + 1) - 1; age >= 0; age--) {
      a[age] = 1 + discount * survival(age) * a[age + 1]!;
    }
    return a;
  };
  return {
    parameters,
    survivors,
    presentValues,
    annuityDue,
    lifelongAnnuity: annuityDue(),
    annuityTo67: annuityDue(67),
  };
}

/** The market's basis: Rechnungszins 3,5 % and the market lapse (the PPV, calculated uniformly, uses it). */
const MARKET_BASIS = actuarialBasis({ interestRate: TECHNICAL_INTEREST_RATE, lapseFactor: 1 });
export const SURVIVORS = MARKET_BASIS.survivors;
export const LIFELONG_ANNUITY = MARKET_BASIS.lifelongAnnuity;
export const ANNUITY_TO_67 = MARKET_BASIS.annuityTo67;
export const PV_PFLEGE = MARKET_BASIS.presentValues((age) => PFLEGE_CLAIMS[age]!);

/** Mean of a profile over the ages [from, to] (premiums without ageing reserve: children, students). */
export function bandMean(profile: (age: number) => number, from: number, to: number): number {
  let sum = 0;
  for (let age = from; age <= to; age++) sum += profile(age);
  return sum / (to - from + 1);
}
