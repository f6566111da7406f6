import { describe, expect, it } from "vitest";
import { beats, isPoorGrade, undominated } from "./dominance";

const offer = (monthlyPrice: number, grade: number) => ({ monthlyPrice, grade });

describe("beats", () => {
  it("is cheaper-or-equal and better-or-equal graded, strictly better in one", () => {
    expect(beats(offer(321.17, 1.6), offer(324.41, 2.6))).toBe(true);
    expect(beats(offer(324.41, 1.6), offer(324.41, 2.6))).toBe(true);
    expect(beats(offer(321.17, 2.6), offer(324.41, 2.6))).toBe(true);
    expect(beats(offer(324.41, 2.6), offer(324.41, 2.6))).toBe(false);
    expect(beats(offer(321.17, 2.7), offer(324.41, 2.6))).toBe(false);
    expect(beats(offer(324.42, 1.0), offer(324.41, 2.6))).toBe(false);
  });

  it("compares whole cents and the tenths the cards show", () => {
    expect(beats(offer(100.004, 2.0), offer(100.0, 2.0))).toBe(false);
    expect(beats(offer(100, 2.04), offer(100, 2.0))).toBe(false);
    expect(beats(offer(100, 1.96), offer(100, 2.04))).toBe(false);
    expect(beats(offer(100, 1.94), offer(100, 2.04))).toBe(true);
  });
});

describe("undominated", () => {
  it("keeps the entries nothing beats, in their order", () => {
    const entries = [offer(300, 3.0), offer(320, 2.0), offer(330, 2.5), offer(300, 3.0), offer(400, 1.0)];
    expect(undominated(entries, (entry) => entry)).toEqual([
      offer(300, 3.0),
      offer(320, 2.0),
      offer(300, 3.0),
      offer(400, 1.0),
    ]);
    expect(undominated([], (entry: { monthlyPrice: number; grade: number }) => entry)).toEqual([]);
  });

  it("always keeps the cheapest of the best graded", () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const entries = Array.from({ length: 12 }, (_, index) =>
        offer(200 + ((seed * 37 + index * 53) % 97), 1 + ((seed * 11 + index * 7) % 40) / 10),
      );
      const best = Math.min(...entries.map((entry) => entry.grade));
      const cheapestBest = Math.min(...entries.filter((e) => e.grade === best).map((e) => e.monthlyPrice));
      const kept = undominated(entries, (entry) => entry);
      expect(kept.some((entry) => entry.grade === best && entry.monthlyPrice === cheapestBest)).toBe(true);
      for (const entry of kept) expect(entries.some((other) => beats(other, entry))).toBe(false);
    }
  });
});

describe("poor grades", () => {
  it("are 'ausreichend' and 'mangelhaft'", () => {
    expect(isPoorGrade("ausreichend")).toBe(true);
    expect(isPoorGrade("mangelhaft")).toBe(true);
    expect(isPoorGrade("befriedigend")).toBe(false);
    expect(isPoorGrade("sehr gut")).toBe(false);
  });
});
