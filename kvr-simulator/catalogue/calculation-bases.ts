/**
 * The calculation bases (Rechnungsgrundlagen, KVAV §§ 2–8) of the model tariffs: each insurer has its own
 * Rechnungszins and cost structure, each tariff its own pool — claims level, age profile, lapse, the children's
 * level and how its insured submit bills. The values are drawn once, deterministically (a hash of the insurer's
 * and the tariff's name), from ranges the market publishes (docs/product/rating-engine.md#market-model); they
 * are model assumptions, not the insurers' figures.
 */
import type { AgeBand, InsurerBasis, TariffBasis } from "./types";

/** FNV-1a of a text, as a number in [0, 1) — the same draw on every machine and in every run. */
export function draw(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // One more avalanche round: neighbouring names must not give neighbouring draws.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return (hash >>> 0) / 0x1_0000_0000;
}

const within = (seed: string, from: number, to: number, step: number) =>
  Math.round((from + draw(seed) * (to - from)) / step) * step;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The ranges of the insurer's bases (docs/product/rating-engine.md#market-model). */
const INSURER_BASIS_RANGES = {
  /** Rechnungszins: KVAV § 4 allows at most 3,5 %; the AUZ of recent years has moved insurers to 2,5–3,5 %. */
  interestRate: [0.025, 0.035],
  /** Acquisition costs in monthly premiums (the commission cap of § 50 VAG is 9 monthly premiums). */
  acquisitionMonths: [5, 9],
  /** Administration costs as a share of the gross premium (PKV average about 2–3 %). */
  adminRate: [0.018, 0.035],
  /** Claims settlement and unit costs per contract in € per month. */
  perContractMonthly: [3, 15],
  /** Safety loading (KVAV § 7: at least 5 %). */
  safetyLoading: [0.05, 0.1],
  /** The insurer's sick-pay claims relative to the market. */
  sickPayLevel: [0.85, 1.15],
} as const;

/** The ranges of a tariff's pool. */
const TARIFF_BASIS_RANGES = {
  /** Kopfschäden of the pool relative to the market for the same benefits (risk selection, age of the pool). */
  claimsLevel: [0.955, 1.145],
  /** Age profile: claims × e^(steepness·(age − 40)/40), normalised at 40 (steep pools are cheap when young). */
  ageSteepness: [-0.5, 0.5],
  /** Lapse relative to the market's Ausscheideordnung. */
  lapseFactor: [0.6, 1.9],
  /** Children's and adolescents' claims relative to the market. */
  youthLevel: [0.96, 1.04],
  /**
   * Inpatient claims relative to the pool's claims level (the mix of hospital and ambulatory claims differs
   * with the pool's regions and hospital contracts; the pool's total at 40 is kept).
   */
  inpatientLevel: [0.8, 1.2],
  /** Share of insured who submit any ambulatory or dental bill in a year (drives the deductible relief). */
  submissionProbability: [0.58, 0.72],
} as const;

/**
 * The age bands insurers price children's and training tariffs in (docs/product/rating-engine.md#segment-model):
 * children 0–15 in one band, or two or three (many child tariffs step at 6 or 10, when dental and orthodontic
 * claims rise); adolescents 16–20 always one band (the step at 16 and at 21 stays). Training (student) tariffs
 * for 16–34 in one band or steps at 25, 30, or 23 and 29.
 */
const CHILD_BAND_STRUCTURES: ReadonlyArray<readonly AgeBand[]> = [
  [[0, 15]],
  [
    [0, 5],
    [6, 15],
  ],
  [
    [0, 9],
    [10, 15],
  ],
  [
    [0, 11],
    [12, 15],
  ],
  [
    [0, 5],
    [6, 10],
    [11, 15],
  ],
  [
    [0, 3],
    [4, 8],
    [9, 15],
  ],
  [
    [0, 6],
    [7, 12],
    [13, 15],
  ],
  [
    [0, 3],
    [4, 7],
    [8, 11],
    [12, 15],
  ],
];
const ADOLESCENT_BAND: AgeBand = [16, 20];
const STUDENT_BAND_STRUCTURES: ReadonlyArray<readonly AgeBand[]> = [
  [[16, 34]],
  [
    [16, 24],
    [25, 34],
  ],
  [
    [16, 29],
    [30, 34],
  ],
  [
    [16, 22],
    [23, 28],
    [29, 34],
  ],
];
/**
 * How much more a graded tariff's last band costs than its first (the group's mean claims stay the same): children
 * up to 45 %, training tariffs up to 40 %.
 */
const BAND_RISE_RANGES = {
  children: [0, 0.45],
  students: [0, 0.4],
} as const;

/** The target entry ages of the adult tariffs of one line, spread evenly (catalogue/tariffs.ts spreadTargetAges). */
const TARGET_AGE_RANGE = [22, 58] as const;
/**
 * Selection loading of an entrant `years` older than the tariff's target age: 1 + rate · (min(years, 20) / 20)^e
 * with e = TARGET_AGE_EXPONENT (a little steeper than linear near the target: each tariff is cheapest in a window
 * of entry ages around its target group).
 */
export const TARGET_AGE_LOADING = 0.4;
export const TARGET_AGE_EXPONENT = 1.2;
/**
 * The same for an entrant younger than the target (the tariff's costs and benefits are laid out for an older
 * group): a smaller rate, so that the premium still rises with the entry age (a decline of at most
 * rate · e / (20 · (1 + rate)) = 1 % a year, below the ageing of the claims).
 */
export const YOUNGER_ENTRANT_LOADING = 0.2;

/**
 * Spreads the target entry ages of a line's tariffs evenly over TARGET_AGE_RANGE, in an order drawn by hash of
 * their names (every line has tariffs for young, middle and late entrants).
 */
export function spreadTargetAges<T extends { name: string; companyId: number }>(
  tariffs: readonly T[],
): Map<T, number> {
  const order = [...tariffs].sort(
    (a, b) => draw(`${a.companyId}|${a.name}|ziel`) - draw(`${b.companyId}|${b.name}|ziel`),
  );
  const [from, to] = TARGET_AGE_RANGE;
  return new Map(
    order.map((tariff, k) => [tariff, Math.round(from + ((k + 0.5) * (to - from)) / order.length)]),
  );
}

export function insurerBasis(name: string): InsurerBasis {
  const r = INSURER_BASIS_RANGES;
  return {
    interestRate: round(within(`${name}|zins`, r.interestRate[0], r.interestRate[1], 0.0005), 4),
    acquisitionMonths: round(
      within(`${name}|abschluss`, r.acquisitionMonths[0], r.acquisitionMonths[1], 0.5),
      1,
    ),
    adminRate: round(within(`${name}|verwaltung`, r.adminRate[0], r.adminRate[1], 0.001), 3),
    perContractMonthly: round(
      within(`${name}|stueck`, r.perContractMonthly[0], r.perContractMonthly[1], 0.5),
      1,
    ),
    safetyLoading: round(within(`${name}|sicherheit`, r.safetyLoading[0], r.safetyLoading[1], 0.005), 3),
    sickPayLevel: round(within(`${name}|ktg`, r.sickPayLevel[0], r.sickPayLevel[1], 0.01), 2),
  };
}

export function tariffBasis(insurerName: string, tariffName: string, kind: string): TariffBasis {
  const r = TARIFF_BASIS_RANGES;
  const seed = `${insurerName}|${tariffName}|${kind}`;
  return {
    claimsLevel: round(within(`${seed}|kopfschaden`, r.claimsLevel[0], r.claimsLevel[1], 0.005), 3),
    ageSteepness: round(within(`${seed}|profil`, r.ageSteepness[0], r.ageSteepness[1], 0.005), 3),
    lapseFactor: round(within(`${seed}|storno`, r.lapseFactor[0], r.lapseFactor[1], 0.05), 2),
    youthLevel: round(within(`${seed}|jugend`, r.youthLevel[0], r.youthLevel[1], 0.01), 2),
    inpatientLevel: round(within(`${seed}|stationaer`, r.inpatientLevel[0], r.inpatientLevel[1], 0.01), 2),
    submissionProbability: round(
      within(`${seed}|einreichung`, r.submissionProbability[0], r.submissionProbability[1], 0.01),
      2,
    ),
    ...bandsOf(seed, kind),
    targetAge: TARGET_AGE_RANGE[0],
  };
}

function bandsOf(seed: string, kind: string): Pick<TariffBasis, "bands" | "bandGradient"> {
  const student = kind === "student";
  const structures = student ? STUDENT_BAND_STRUCTURES : CHILD_BAND_STRUCTURES;
  const structure = structures[Math.floor(draw(`${seed}|baender`) * structures.length)]!;
  const [from, to] = BAND_RISE_RANGES[student ? "students" : "children"];
  const rise = within(`${seed}|staffel`, from, to, 0.005);
  return {
    bands: student ? structure : [...structure, ADOLESCENT_BAND],
    // The step per band that makes the last band `rise` dearer than the first.
    bandGradient: structure.length > 1 ? round((1 + rise) ** (1 / (structure.length - 1)) - 1, 4) : 0,
  };
}
