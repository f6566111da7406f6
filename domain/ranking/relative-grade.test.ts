import { describe, expect, it } from "vitest";
import { GRADE_BANDS, gradeLabelOf, gradeOffers, type RelativeGrade, relativeGrades } from "./relative-grade";

const values = (grades: RelativeGrade[]) => grades.map((grade) => grade.value);
const labels = (grades: RelativeGrade[]) => grades.map((grade) => grade.label);
/** A fixed pseudo-random sequence (no Math.random: the test is the same on every run). */
function pointsSequence(length: number, seed: number, levels = 1000): number[] {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.round(((state % levels) / levels) * 1000) / 10;
  });
}

describe("relative grades", () => {
  it("gives 'sehr gut' to at most a fifth, the bands 20/30/30/15/5 % and the grades interpolated on points", () => {
    const points = Array.from({ length: 20 }, (_, index) => 100 - index * 3);
    const grades = relativeGrades(points);
    expect(labels(grades)).toEqual([
      ...Array(4).fill("sehr gut"),
      ...Array(6).fill("gut"),
      ...Array(6).fill("befriedigend"),
      ...Array(3).fill("ausreichend"),
      "mangelhaft",
    ]);
    expect(values(grades)).toEqual([
      1, 1.2, 1.3, 1.5, 1.6, 1.8, 2, 2.1, 2.3, 2.5, 2.6, 2.8, 3, 3.1, 3.3, 3.5, 3.6, 4.1, 4.5, 5,
    ]);
    expect(grades.map((grade) => grade.rank)).toEqual(points.map((_, index) => index + 1));
    expect(grades.every((grade) => grade.of === 20)).toBe(true);
  });

  it("keeps 'sehr gut' within a fifth when ties reach past it", () => {
    // 10 tariffs: a fifth is 2. The two best are tied with a third, so none of the three is 'sehr gut'.
    const tied = relativeGrades([90, 90, 90, 80, 70, 60, 50, 40, 30, 20]);
    expect(tied.filter((grade) => grade.label === "sehr gut")).toHaveLength(0);
    expect(tied.slice(0, 3).map((grade) => grade.value)).toEqual([1.6, 1.6, 1.6]);
    expect(tied.slice(0, 3).map((grade) => grade.rank)).toEqual([1, 1, 1]);
    expect(tied[3]!.rank).toBe(4);
    // Two tied at the top of ten fit into the fifth.
    const fits = relativeGrades([90, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(labels(fits).slice(0, 3)).toEqual(["sehr gut", "sehr gut", "gut"]);
    for (const length of [1, 2, 3, 4, 5, 7, 9, 11, 19, 23, 57, 340]) {
      for (const seed of [1, 2, 3]) {
        // Few distinct levels: many ties.
        const grades = relativeGrades(pointsSequence(length, seed, 7));
        const best = grades.filter((grade) => grade.label === "sehr gut").length;
        expect(best * 5, `${length} / ${seed}`).toBeLessThanOrEqual(length);
      }
    }
  });

  it("is monotone in points: more points never give a worse grade, different points differ where the band allows", () => {
    for (const [length, seed] of [
      [10, 1],
      [37, 2],
      [120, 3],
      [400, 4],
    ] as const) {
      const points = pointsSequence(length, seed);
      const grades = relativeGrades(points);
      const sorted = points
        .map((value, index) => ({ value, grade: grades[index]! }))
        .sort((a, b) => b.value - a.value);
      for (let index = 1; index < sorted.length; index += 1) {
        const [better, worse] = [sorted[index - 1]!, sorted[index]!];
        expect(worse.grade.value).toBeGreaterThanOrEqual(better.grade.value);
        expect(worse.grade.rank).toBeGreaterThanOrEqual(better.grade.rank);
        if (worse.value === better.value) expect(worse.grade).toEqual(better.grade);
      }
      for (const grade of grades) {
        expect(grade.value).toBeGreaterThanOrEqual(1);
        expect(grade.value).toBeLessThanOrEqual(5);
        expect(gradeLabelOf(grade.value)).toBe(grade.label);
        expect(Math.round(grade.value * 10) / 10).toBe(grade.value);
      }
    }
    // A band with fewer points levels than tenths: every level its own grade, even for points 0,1 apart.
    // 'gut' holds 60, 59,9 and 40: on points alone 60 and 59,9 would both round to 1,6.
    const close = relativeGrades([100, 90, 60, 59.9, 40, 30, 20, 10, 5, 1]);
    expect(values(close).slice(2, 5)).toEqual([1.6, 1.7, 2.5]);
  });

  it("gives equal points equal grades", () => {
    const grades = relativeGrades([70, 50, 70, 30, 50, 70]);
    expect(grades[0]).toEqual(grades[2]);
    expect(grades[0]).toEqual(grades[5]);
    expect(grades[1]).toEqual(grades[4]);
    expect(grades[0]!.value).toBeLessThan(grades[1]!.value);
    expect(grades[1]!.value).toBeLessThan(grades[3]!.value);
  });

  it("grades a single tariff 2,0 'gut' (the middle of the places, no 'sehr gut' for one of one)", () => {
    expect(relativeGrades([83.4])).toEqual([{ value: 2, label: "gut", rank: 1, of: 1 }]);
  });

  it("grades two tariffs 'gut' and 'befriedigend', or both 'gut' when equal", () => {
    expect(relativeGrades([40, 90])).toEqual([
      { value: 3, label: "befriedigend", rank: 2, of: 2 },
      { value: 2, label: "gut", rank: 1, of: 2 },
    ]);
    expect(relativeGrades([55, 55])).toEqual([
      { value: 2, label: "gut", rank: 1, of: 2 },
      { value: 2, label: "gut", rank: 1, of: 2 },
    ]);
  });

  it("grades all-equal points the same, whatever their number", () => {
    for (const length of [3, 5, 10, 100]) {
      const grades = relativeGrades(Array(length).fill(72.5));
      expect(new Set(grades.map((grade) => JSON.stringify(grade))).size).toBe(1);
      expect(grades[0]).toEqual({ value: 2, label: "gut", rank: 1, of: length });
    }
    expect(relativeGrades([])).toEqual([]);
  });

  it("counts points that are no number as 0", () => {
    const grades = relativeGrades([Number.NaN, 0, 50]);
    expect(grades[0]).toEqual(grades[1]);
    expect(grades[2]!.value).toBeLessThan(grades[0]!.value);
  });

  it("labels grade values by band", () => {
    expect([1, 1.5, 1.6, 2.5, 2.6, 3.5, 3.6, 4.5, 4.6, 5].map(gradeLabelOf)).toEqual([
      "sehr gut",
      "sehr gut",
      "gut",
      "gut",
      "befriedigend",
      "befriedigend",
      "ausreichend",
      "ausreichend",
      "mangelhaft",
      "mangelhaft",
    ]);
    expect(GRADE_BANDS.reduce((sum, band) => sum + band.share, 0)).toBe(100);
  });
});

describe("graded offers", () => {
  it("compares tariffs, not deductible variants, and grades every variant of a tariff alike", () => {
    const variants = [
      ...[0, 600, 1200, 2400].map((step) => ({ id: `a-${step}`, tariffKey: "a", totalLeistungPoints: 90 })),
      { id: "b-0", tariffKey: "b", totalLeistungPoints: 70 },
      { id: "c-0", tariffKey: "c", totalLeistungPoints: 50 },
      { id: "c-600", tariffKey: "c", totalLeistungPoints: 50 },
      { id: "d-0", tariffKey: "d", totalLeistungPoints: 30 },
      { id: "e-0", tariffKey: "e", totalLeistungPoints: 10 },
    ];
    const graded = gradeOffers(variants);
    expect(graded.map((offer) => offer.id)).toEqual(variants.map((offer) => offer.id));
    expect(graded[0]).toMatchObject({ id: "a-0", tariffKey: "a", totalLeistungPoints: 90 });
    // Five tariffs: one 'sehr gut' (a fifth), counted once although it has four variants.
    expect(graded.map((offer) => offer.grade)).toEqual([
      ...Array(4).fill({ value: 1, label: "sehr gut", rank: 1, of: 5 }),
      { value: 1.6, label: "gut", rank: 2, of: 5 },
      { value: 2.5, label: "gut", rank: 3, of: 5 },
      { value: 2.5, label: "gut", rank: 3, of: 5 },
      { value: 3, label: "befriedigend", rank: 4, of: 5 },
      { value: 4, label: "ausreichend", rank: 5, of: 5 },
    ]);
    // The input is left as it was.
    expect(variants[0]).not.toHaveProperty("grade");
  });
});
