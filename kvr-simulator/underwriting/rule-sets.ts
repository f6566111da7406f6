import { HEALTH_CONDITION_CODES, type HealthConditionCode } from "../../domain/comparison/health-conditions";
import { draw } from "../catalogue/calculation-bases";
import type { Insurer } from "../catalogue/types";

/**
 * The underwriting model's rule set per insurer (docs/product/rating-engine.md#underwriting-model): how an insurer
 * would likely answer the health questions — a risk surcharge in %, an exclusion or a decline per finding. The
 * values are drawn once per insurer, deterministically (a hash of the insurer's name, as its calculation bases
 * are), from ranges calibrated to what brokers report for German PKV underwriting. A model, not the insurers'
 * rules: their underwriting guidelines are not published.
 */

/** What one finding leads to: a surcharge in % of the health premium, an exclusion, or a decline. */
export type Verdict = { kind: "surcharge"; percent: number } | { kind: "exclusion" } | { kind: "decline" };

type Range = readonly [from: number, to: number];

/** The ranges the rule sets are drawn from (percent of the health premium; shares of insurers). */
export const UNDERWRITING_RANGES = {
  /** Share of insurers that decline the heavier risks (BMI 35–39,9, three or more hospital stays). */
  strictShare: 0.4,
  bmi: {
    /** BMI below 17. */
    underweight: [10, 30] as Range,
    /** BMI 30–34,9. */
    obese: [10, 30] as Range,
    /** BMI 35–39,9 at the lenient insurers (strict ones decline); from 40 every insurer declines. */
    severelyObese: [30, 60] as Range,
  },
  outpatient: {
    /** 5–9 ambulatory treatments in 3 years (up to 4 are normal). */
    some: [5, 15] as Range,
    /** 10 and more. */
    many: [20, 40] as Range,
  },
  hospital: {
    one: [0, 10] as Range,
    two: [15, 30] as Range,
    /** Three and more at the lenient insurers (strict ones decline). */
    threeOrMore: [30, 50] as Range,
  },
  /** Psychotherapy in 10 years: most insurers decline; the lenient ones charge this. */
  psychotherapy: { lenientShare: 0.25, surcharge: [30, 50] as Range },
  /** Per condition: a surcharge range, and the share of insurers that decline or exclude instead. */
  conditions: {
    ALLERGIE: { surcharge: [0, 10] },
    ASTHMA: { surcharge: [15, 35] },
    BLUTHOCHDRUCK: { surcharge: [10, 25] },
    DIABETES_TYP1: { decline: 1 },
    DIABETES_TYP2: { surcharge: [30, 60], decline: 0.5 },
    SCHILDDRUESE: { surcharge: [0, 10] },
    RUECKEN: { surcharge: [10, 25], exclusion: 0.4 },
    MIGRAENE: { surcharge: [10, 20] },
    NEURODERMITIS: { surcharge: [10, 25] },
    DEPRESSION: { surcharge: [40, 60], decline: 0.7 },
    HERZ: { decline: 1 },
    RHEUMA: { surcharge: [30, 50], decline: 0.4 },
  } as Readonly<Record<HealthConditionCode, { surcharge?: Range; decline?: number; exclusion?: number }>>,
  /** Regular medication. */
  medication: [5, 10] as Range,
  /** 3–5 missing teeth: a surcharge, or (this share) an exclusion of those teeth; 1–2 nothing, 6 and more exclusion. */
  missingTeeth: { surcharge: [5, 15] as Range, exclusionShare: 0.5 },
  /** |dioptres| ≥ 8: 10 %, or (this share) an exclusion of the eyes; 6 to below 8: the range. */
  diopters: { high: 10, highExclusionShare: 0.5, moderate: [0, 10] as Range },
  /** Premium tariffs are underwritten more strictly: up to this many points on a surcharge (comfort half). */
  premiumLinePoints: [0, 5] as Range,
  /** The combined surcharge is capped. */
  maxSurcharge: 100,
} as const;

export interface UnderwritingRuleSet {
  insurerId: number;
  strict: boolean;
  bmi: { underweight: Verdict; obese: Verdict; severelyObese: Verdict };
  outpatient: { some: Verdict; many: Verdict };
  hospital: { one: Verdict; two: Verdict; threeOrMore: Verdict };
  psychotherapy: Verdict;
  conditions: Readonly<Record<HealthConditionCode, Verdict>>;
  medication: Verdict;
  missingTeeth: Verdict;
  highDiopters: Verdict;
  moderateDiopters: Verdict;
  /** Extra points on a surcharge for the insurer's premium tariffs (comfort tariffs: half, rounded). */
  premiumLinePoints: number;
}

const DECLINE: Verdict = { kind: "decline" };
const EXCLUSION: Verdict = { kind: "exclusion" };

/** Whole percent from a range, drawn by the seed. */
const percentWithin = (seed: string, [from, to]: Range): Verdict => ({
  kind: "surcharge",
  percent: Math.round(from + draw(seed) * (to - from)),
});

function ruleSet(insurer: Insurer): UnderwritingRuleSet {
  const r = UNDERWRITING_RANGES;
  const seed = (part: string) => `${insurer.name}|risikopruefung|${part}`;
  const strict = draw(seed("streng")) < r.strictShare;
  const conditions = {} as Record<HealthConditionCode, Verdict>;
  for (const code of HEALTH_CONDITION_CODES) {
    const rule = r.conditions[code];
    const u = draw(seed(code));
    if (rule.decline !== undefined && u < rule.decline) conditions[code] = DECLINE;
    else if (rule.exclusion !== undefined && u < rule.exclusion) conditions[code] = EXCLUSION;
    else conditions[code] = percentWithin(seed(`${code}|zuschlag`), rule.surcharge ?? [0, 0]);
  }
  return {
    insurerId: insurer.id,
    strict,
    bmi: {
      underweight: percentWithin(seed("bmi-untergewicht"), r.bmi.underweight),
      obese: percentWithin(seed("bmi-adipositas"), r.bmi.obese),
      severelyObese: strict ? DECLINE : percentWithin(seed("bmi-adipositas-2"), r.bmi.severelyObese),
    },
    outpatient: {
      some: percentWithin(seed("ambulant-einige"), r.outpatient.some),
      many: percentWithin(seed("ambulant-viele"), r.outpatient.many),
    },
    hospital: {
      one: percentWithin(seed("stationaer-1"), r.hospital.one),
      two: percentWithin(seed("stationaer-2"), r.hospital.two),
      threeOrMore: strict ? DECLINE : percentWithin(seed("stationaer-3"), r.hospital.threeOrMore),
    },
    psychotherapy:
      draw(seed("psychotherapie")) < r.psychotherapy.lenientShare
        ? percentWithin(seed("psychotherapie|zuschlag"), r.psychotherapy.surcharge)
        : DECLINE,
    conditions,
    medication: percentWithin(seed("medikamente"), r.medication),
    missingTeeth:
      draw(seed("zaehne")) < r.missingTeeth.exclusionShare
        ? EXCLUSION
        : percentWithin(seed("zaehne|zuschlag"), r.missingTeeth.surcharge),
    highDiopters:
      draw(seed("dioptrien")) < r.diopters.highExclusionShare
        ? EXCLUSION
        : { kind: "surcharge", percent: r.diopters.high },
    moderateDiopters: percentWithin(seed("dioptrien-mittel"), r.diopters.moderate),
    premiumLinePoints: Math.round(
      r.premiumLinePoints[0] + draw(seed("premium")) * (r.premiumLinePoints[1] - r.premiumLinePoints[0]),
    ),
  };
}

const RULE_SETS = new Map<number, UnderwritingRuleSet>();

/** The insurer's rule set, drawn once and kept. */
export function ruleSetFor(insurer: Insurer): UnderwritingRuleSet {
  let rules = RULE_SETS.get(insurer.id);
  if (!rules) {
    rules = ruleSet(insurer);
    RULE_SETS.set(insurer.id, rules);
  }
  return rules;
}
