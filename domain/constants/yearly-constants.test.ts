import { describe, expect, it } from "vitest";
import {
  constantsForDate,
  constantsForIsoDate,
  constantsForYear,
  savingsBasis,
  YEARLY_CONSTANTS,
} from "./yearly-constants";

describe("yearly constants", () => {
  it("reproduces the 2025 savings basis of the spec exactly", () => {
    const basis = savingsBasis(constantsForYear(2025));
    expect(basis.contributionCeilingYearly).toBe(66_150);
    expect(basis.totalRate).toBeCloseTo(0.171, 10);
    expect(basis.employeeRate).toBeCloseTo(0.0855, 10);
    expect(basis.employeeHealthShare).toBe(5655.83);
    expect(basis.careEmployeeShare).toBe(1190.7);
    expect(basis.childlessSurcharge).toBe(396.9);
    expect(basis.totalYearly).toBe(7243.43);
  });

  it("holds the 2026 values of docs/decisions/007-yearly-constants.md", () => {
    const c = constantsForYear(2026);
    expect(c.compulsoryInsuranceLimitYearly).toBe(77_400);
    expect(c.contributionCeilingYearly).toBe(69_750);
    expect(c.contributionCeilingMonthly).toBe(5_812.5);
    expect(c.generalRate).toBe(0.146);
    expect(c.averageAdditionalRate).toBe(0.029);
    expect(c.maxEmployerSubsidyHealthMonthly).toBe(508.59);
    expect(c.maxEmployerSubsidyCareMonthly).toBe(104.63);
  });

  it("keeps the caps consistent with the rates (half of rate × monthly ceiling)", () => {
    for (const c of YEARLY_CONSTANTS) {
      const health =
        Math.round(((c.generalRate + c.averageAdditionalRate) / 2) * c.contributionCeilingMonthly * 100) /
        100;
      expect(c.maxEmployerSubsidyHealthMonthly).toBe(health);
      expect(c.maxCarePremiumMonthly).toBe(Math.round(c.careRate * c.contributionCeilingMonthly * 100) / 100);
      expect(c.maxCarePremiumBeihilfeMonthly).toBe(Math.round((c.maxCarePremiumMonthly / 2) * 100) / 100);
      expect(c.contributionCeilingMonthly * 12).toBe(c.contributionCeilingYearly);
    }
  });

  it("uses the year in force, clamped to the table", () => {
    expect(constantsForDate(new Date("2026-11-22T12:00:00")).year).toBe(2026);
    expect(constantsForDate(new Date("2025-12-31T12:00:00")).year).toBe(2025);
    expect(constantsForYear(2019).year).toBe(2025);
    expect(constantsForYear(2031).year).toBe(2026);
  });

  it("switches to the new year at midnight in Berlin, not at midnight UTC", () => {
    expect(constantsForDate(new Date("2025-12-31T22:59:59Z")).year).toBe(2025);
    expect(constantsForDate(new Date("2025-12-31T23:30:00Z")).year).toBe(2026);
    expect(constantsForDate(Date.parse("2025-12-31T23:30:00Z")).year).toBe(2026);
    expect(constantsForIsoDate("2026-01-01").year).toBe(2026);
    expect(constantsForIsoDate("2025-12-01").year).toBe(2025);
  });
});
