import { describe, expect, it } from "vitest";
import { GKV_HISTORY, gkvContributionGrowth } from "./gkv-history";
import { modelledPremiumHistory, PREMIUM_HISTORY_YEARS } from "./premium-history";

describe("modelledPremiumHistory (docs/product/lifetime-cost.md#premium-history)", () => {
  it("is the same for the same tariff and adjusts only past the trigger", () => {
    const keys = Array.from({ length: 60 }, (_, index) => `versicherer ${index}|tarif ${index % 7}`);
    for (const key of keys) {
      const history = modelledPremiumHistory(key, 2026);
      expect(modelledPremiumHistory(key, 2026)).toEqual(history);
      expect(history.changes.map((change) => change.year)).toEqual(
        Array.from({ length: PREMIUM_HISTORY_YEARS }, (_, index) => 2017 + index),
      );
      for (const change of history.changes) {
        expect(change.rate === 0 || change.rate >= history.trigger - 0.0005).toBe(true);
      }
      expect(history.averageRate).toBeGreaterThanOrEqual(0);
      expect(history.averageRate).toBeLessThan(0.1);
    }
    // Over the market the model averages a few per cent a year, and tariffs differ.
    const averages = keys.map((key) => modelledPremiumHistory(key, 2026).averageRate);
    const mean = averages.reduce((sum, rate) => sum + rate, 0) / averages.length;
    expect(mean).toBeGreaterThan(0.02);
    expect(mean).toBeLessThan(0.06);
    expect(new Set(averages.map((rate) => rate.toFixed(4))).size).toBeGreaterThan(30);
  });
});

describe("gkvContributionGrowth", () => {
  it("is the yearly growth of the highest GKV contribution over the last ten years", () => {
    const growth = gkvContributionGrowth(2026);
    expect(growth).toMatchObject({ fromYear: 2016, toYear: 2026 });
    // 69.750 € × 21,1 % ÷ (50.850 € × 18,05 %) = 1,6035 over 10 years: 4,83 % a year.
    expect(growth.rate).toBeCloseTo(0.0483, 4);
    // A later year uses the latest row.
    expect(gkvContributionGrowth(2030)).toEqual(growth);
    expect(GKV_HISTORY.at(-1)!.year).toBe(2026);
  });
});
