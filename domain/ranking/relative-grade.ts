/**
 * Relative grades (docs/product/results.md#grades): German school grades like Stiftung Warentest's, from a tariff's
 * benefit points (LeistPoints) relative to the other tariffs of the same comparison, never to fixed thresholds.
 * The rule:
 * 1. Rank by points, best first; equal points share a place and always get the same grade.
 * 2. 'sehr gut' only for the tariffs that lie wholly within the best fifth: a group of equal points that reaches
 *    past the fifth gets 'gut', so ties never push 'sehr gut' over a fifth.
 * 3. Every other group of equal points goes by the middle of the places it occupies (its percentile) into the
 *    band whose cumulative share it falls in: 'gut' up to 50 %, 'befriedigend' up to 80 %, 'ausreichend' up to
 *    95 %, 'mangelhaft' the last 5 % (shares 20/30/30/15/5 %).
 * 4. Within a band the grade is interpolated on points: the band's most points get its best grade, its fewest
 *    points its worst grade; different points get different grades as long as the band has tenths to spare. A
 *    band with a single points level gets its whole grade (1,0; 2,0; 3,0; 4,0; 5,0).
 */

export type GradeLabel = "sehr gut" | "gut" | "befriedigend" | "ausreichend" | "mangelhaft";

export interface RelativeGrade {
  /** 1,0 (best) to 5,0, one decimal. */
  value: number;
  label: GradeLabel;
  /** Place by points: 1 + the number of entries with more points (equal points share a place). */
  rank: number;
  /** How many entries were compared (the tariffs of the comparison). */
  of: number;
}

export interface GradeBand {
  label: GradeLabel;
  /** Share of the compared tariffs in percent (the shares add up to 100). */
  share: number;
  /** Best and worst grade of the band in tenths (10 = 1,0). */
  best: number;
  worst: number;
  /** The grade of a band whose tariffs all have the same points, in tenths. */
  whole: number;
}

/** The five bands, best first (docs/product/results.md#grades). */
export const GRADE_BANDS: readonly GradeBand[] = [
  { label: "sehr gut", share: 20, best: 10, worst: 15, whole: 10 },
  { label: "gut", share: 30, best: 16, worst: 25, whole: 20 },
  { label: "befriedigend", share: 30, best: 26, worst: 35, whole: 30 },
  { label: "ausreichend", share: 15, best: 36, worst: 45, whole: 40 },
  { label: "mangelhaft", share: 5, best: 46, worst: 50, whole: 50 },
];

/** The label of a grade value (the bands do not overlap): 1,3 → 'sehr gut', 2,6 → 'befriedigend'. */
export function gradeLabelOf(value: number): GradeLabel {
  const tenths = Math.round(value * 10);
  return (GRADE_BANDS.find((band) => tenths <= band.worst) ?? GRADE_BANDS[GRADE_BANDS.length - 1]!).label;
}

/** Points that are no number count as 0 (an offer without benefit points). */
const pointsOf = (points: number) => (Number.isFinite(points) ? points : 0);

/**
 * The band of a group of equal points at places [start, end) of n (0-based, best first). Integer arithmetic:
 * 'sehr gut' needs end ≤ n × 20 %, the others compare the middle place (start + end) / 2 with n × the cumulative
 * share.
 */
function bandIndexOf(start: number, end: number, n: number): number {
  if (end * 100 <= n * GRADE_BANDS[0]!.share) return 0;
  let cumulative = GRADE_BANDS[0]!.share;
  for (let index = 1; index < GRADE_BANDS.length; index += 1) {
    cumulative += GRADE_BANDS[index]!.share;
    if ((start + end) * 100 <= 2 * n * cumulative) return index;
  }
  return GRADE_BANDS.length - 1;
}

/** Grades in tenths for the points levels of one band (distinct, most points first). */
function bandTenths(levels: readonly number[], band: GradeBand): number[] {
  if (levels.length === 1) return [band.whole];
  const most = levels[0]!;
  const fewest = levels[levels.length - 1]!;
  const span = band.worst - band.best;
  const tenths = levels.map((points) => band.best + Math.round(((most - points) / (most - fewest)) * span));
  // Distinct grades where the band has room: at least one tenth apart, still within the band.
  if (levels.length <= span + 1) {
    for (let index = 1; index < tenths.length; index += 1) {
      tenths[index] = Math.max(tenths[index]!, tenths[index - 1]! + 1);
    }
    tenths[tenths.length - 1] = Math.min(tenths[tenths.length - 1]!, band.worst);
    for (let index = tenths.length - 2; index >= 0; index -= 1) {
      tenths[index] = Math.min(tenths[index]!, tenths[index + 1]! - 1);
    }
  }
  return tenths;
}

/**
 * The grade of each entry relative to all entries (the benefit points of the tariffs of one comparison), in the
 * order given. See the rule at the top of this file.
 */
export function relativeGrades(points: readonly number[]): RelativeGrade[] {
  const n = points.length;
  const values = points.map(pointsOf);
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const levels = [...counts.keys()].sort((a, b) => b - a);

  let start = 0;
  const placed = levels.map((level) => {
    const end = start + counts.get(level)!;
    const entry = { level, start, band: bandIndexOf(start, end, n) };
    start = end;
    return entry;
  });

  const byLevel = new Map<number, RelativeGrade>();
  GRADE_BANDS.forEach((band, index) => {
    const inBand = placed.filter((entry) => entry.band === index);
    if (inBand.length === 0) return;
    const tenths = bandTenths(
      inBand.map((entry) => entry.level),
      band,
    );
    inBand.forEach((entry, position) => {
      byLevel.set(entry.level, {
        value: tenths[position]! / 10,
        label: band.label,
        rank: entry.start + 1,
        of: n,
      });
    });
  });
  return values.map((value) => byLevel.get(value)!);
}

/** What {@link gradeOffers} reads of an offer. */
export interface GradableOffer {
  /** The same for all deductible variants of one tariff. */
  tariffKey: string;
  totalLeistungPoints: number;
}

/**
 * Every offer (deductible variant) of one comparison with its grade. The tariffs are compared, not the variants:
 * variants of one tariff with the same points count once, so a tariff with four deductible steps weighs as much as
 * one with a single step.
 */
export function gradeOffers<T extends GradableOffer>(
  offers: readonly T[],
): Array<T & { grade: RelativeGrade }> {
  const grades = gradesOf(offers);
  return offers.map((offer, index) => ({ ...offer, grade: grades[index]! }));
}

/** The grade of each offer (in the offers' order), as {@link gradeOffers} sets them. */
export function gradesOf(offers: readonly GradableOffer[]): RelativeGrade[] {
  const tariffs = new Map<string, number>();
  for (const offer of offers) {
    const points = pointsOf(offer.totalLeistungPoints);
    tariffs.set(`${offer.tariffKey}\u0000${points}`, points);
  }
  const population = [...tariffs.values()];
  const grades = relativeGrades(population);
  const byPoints = new Map<number, RelativeGrade>();
  population.forEach((points, index) => {
    byPoints.set(points, grades[index]!);
  });
  return offers.map((offer) => byPoints.get(pointsOf(offer.totalLeistungPoints))!);
}
