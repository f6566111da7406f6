import { describe, expect, it } from "vitest";
import { bestSavingsCandidate, type SavingsCandidate, savingsPercent } from "./savings-claim";

const candidate = (extra: Partial<SavingsCandidate>): SavingsCandidate => ({
  jobStatus: "self-employed",
  age: 25,
  provider: "Anbieter",
  tariff: "Basis",
  deductible: 0,
  monthlyPaid: 300,
  gkvYearly: 12_000,
  year: 2026,
  ...extra,
});

describe("savingsPercent", () => {
  it("counts twelve months and the whole deductible against the GKV contribution, rounded down", () => {
    expect(savingsPercent(candidate({}))).toBe(70);
    expect(savingsPercent(candidate({ deductible: 1_200 }))).toBe(60);
    expect(savingsPercent(candidate({ monthlyPaid: 333.34 }))).toBe(66);
    expect(savingsPercent(candidate({ monthlyPaid: 1_200 }))).toBe(-20);
    expect(savingsPercent(candidate({ gkvYearly: 0 }))).toBe(0);
  });
});

describe("bestSavingsCandidate", () => {
  it("picks the largest saving, and at a tie the lower deductible", () => {
    const best = bestSavingsCandidate([
      candidate({ tariff: "A", monthlyPaid: 400 }),
      candidate({ tariff: "B", monthlyPaid: 250, deductible: 600 }),
      candidate({ tariff: "C", monthlyPaid: 300, deductible: 0 }),
    ]);
    expect(best).toMatchObject({ tariff: "C", percent: 70 });
    expect(bestSavingsCandidate([])).toBeUndefined();
  });
});
