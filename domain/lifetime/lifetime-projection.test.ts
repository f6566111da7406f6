import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { type LifetimeAssumptions, premiumParts, projectLifetime } from "./lifetime-projection";

const Y2026 = constantsForYear(2026);
const FLAT: LifetimeAssumptions = {
  premiumGrowth: 0,
  gkvGrowth: 0,
  incomeGrowth: 0,
  incomeYearly: 80_000,
  retirementAge: 67,
  pensionLevel: 0.5,
};
// 500 € a month: 40 € PPV, the rest health premium with the § 149 VAG surcharge (35 years old).
const OFFER = { monthlyPrice: 500, carePrice: 40 };
const EMPLOYEE = { startAge: 35, startYear: 2026, status: "employed" as const };

function at(projection: ReturnType<typeof projectLifetime>, age: number) {
  const row = projection.years.find((year) => year.age === age);
  if (!row) throw new Error(`no row for ${age}`);
  return row;
}

describe("projectLifetime (docs/product/lifetime-cost.md#lifetime-view)", () => {
  it("pins a 35-year-old employee without growth to hand-computed figures", () => {
    const projection = projectLifetime({
      offer: OFFER,
      person: EMPLOYEE,
      constants: Y2026,
      assumptions: FLAT,
    });
    expect(projection.years[0]!.year).toBe(2026);
    expect(projection.years.at(-1)!.age).toBe(85);
    // 35: health 418,18 + surcharge 41,82 + PPV 40 = 500; employer min(230; 508,59) + min(20; 104,63) = 250.
    expect(at(projection, 35).pkvMonthly).toBe(250);
    // GKV: ceiling 5.812,50 € × (14,6 % + 2,9 %) / 2 + 3,6 % / 2 = 613,22 €.
    expect(at(projection, 35).gkvMonthly).toBe(613.22);
    expect(at(projection, 35).pkvCumulative).toBe(3000);
    // The surcharge is due to the end of the year the person turns 60, then the premium is 458,18 €.
    expect(at(projection, 60).pkvMonthly).toBe(250);
    expect(at(projection, 61).pkvMonthly).toBe(229.09);
    // Retired at 67: pension 2.906,25 € (half the income up to the ceiling); the pension insurance pays
    // min(229,09; 2.906,25 × 17,5 % / 2 = 254,30); the GKV would take 2.906,25 × (8,75 % + 3,6 %) = 358,92 €.
    expect(at(projection, 66).pkvMonthly).toBe(229.09);
    expect(at(projection, 67).pkvMonthly).toBe(229.09);
    expect(at(projection, 67).gkvMonthly).toBe(358.92);
    expect(projection.cheaperAtStart).toBe("pkv");
    expect(projection.breakEvenAge).toBeUndefined();
  });

  it("ends the employer's share at retirement and the sick pay with it; the relief lowers the premium from then", () => {
    const offer = { monthlyPrice: 560, carePrice: 40, sickPayPrice: 40, premiumReliefPrice: 20 };
    const projection = projectLifetime({
      offer,
      person: EMPLOYEE,
      reliefMonthly: 100,
      constants: Y2026,
      assumptions: FLAT,
    });
    // Working (35): 560 € gross, employer min(260; 508,59) + 20 = 280.
    expect(at(projection, 35).pkvMonthly).toBe(280);
    // Retired (67): health 418,18 + PPV 40 − relief 100 = 358,18; subsidy min(179,09; 254,30).
    expect(at(projection, 67).pkvMonthly).toBe(179.09);
  });

  it("gives the self-employed no employer share and lets them pay the full GKV rate", () => {
    const projection = projectLifetime({
      offer: OFFER,
      person: { ...EMPLOYEE, status: "self-employed" },
      constants: Y2026,
      assumptions: FLAT,
    });
    expect(at(projection, 35).pkvMonthly).toBe(500);
    // 5.812,50 € × (14,6 % + 2,9 % + 3,6 %) = 1.226,44 €.
    expect(at(projection, 35).gkvMonthly).toBe(1226.44);
    expect(at(projection, 67).pkvMonthly).toBe(458.18);
  });

  it("grows the GKV with the chosen growth and finds the age where the totals turn", () => {
    const grown = projectLifetime({
      offer: OFFER,
      person: EMPLOYEE,
      constants: Y2026,
      assumptions: { ...FLAT, gkvGrowth: 0.05, incomeGrowth: 0.05 },
    });
    // The income grows with the ceiling, so the GKV contribution grows by 5 % a year.
    expect(at(grown, 36).gkvMonthly).toBeCloseTo(613.22 * 1.05, 1);
    const steep = projectLifetime({
      offer: OFFER,
      person: EMPLOYEE,
      constants: Y2026,
      assumptions: { ...FLAT, premiumGrowth: 0.06 },
    });
    expect(steep.breakEvenAge).toBeDefined();
    const steeper = projectLifetime({
      offer: OFFER,
      person: EMPLOYEE,
      constants: Y2026,
      assumptions: { ...FLAT, premiumGrowth: 0.08 },
    });
    // A faster-growing premium turns the totals earlier.
    expect(steeper.breakEvenAge!).toBeLessThan(steep.breakEvenAge!);
    const row = at(steep, steep.breakEvenAge!);
    expect(row.pkvCumulative).toBeGreaterThan(row.gkvCumulative);
    const before = at(steep, steep.breakEvenAge! - 1);
    expect(before.pkvCumulative).toBeLessThanOrEqual(before.gkvCumulative);
  });

  it("separates the § 149 surcharge only where it is due, and the risk surcharge from the health answers", () => {
    expect(premiumParts({ monthlyPrice: 500, carePrice: 40 }, 35).health).toBeCloseTo(460 / 1.1, 6);
    expect(premiumParts({ monthlyPrice: 500, carePrice: 40 }, 21).health).toBe(460);
    const parts = premiumParts({ monthlyPrice: 550, priceWithoutSurcharge: 500, carePrice: 40 }, 35);
    expect(parts.risk).toBe(50);
    expect(parts.health).toBeCloseTo(460 / 1.1, 6);
  });
});
