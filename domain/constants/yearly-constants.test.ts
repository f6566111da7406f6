import { describe, expect, it } from "vitest";
import { figuresNotice } from "./figures-notice";
import {
  constantsForDate,
  constantsForIsoDate,
  constantsForYear,
  deriveYearlyConstants,
  figuresForStart,
  figuresForYear,
  mergeYearlyTables,
  savingsBasis,
  YEARLY_CONSTANTS,
  type YearlyConstants,
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

  it("uses the year in force; a year without a row uses the nearest one", () => {
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

  it("derives the monthly ceiling, the employer caps and the PPV maximum from the entered figures", () => {
    for (const row of YEARLY_CONSTANTS) expect(deriveYearlyConstants(row)).toEqual(row);
  });

  it("prices a year not in the table with the newest year's figures, marked provisional", () => {
    expect(figuresForYear(2026)).toMatchObject({ requestedYear: 2026, provisional: false });
    expect(figuresForYear(2026).constants.year).toBe(2026);
    const next = figuresForStart("2027-01-01");
    expect(next).toMatchObject({ requestedYear: 2027, provisional: true });
    expect(next.constants.year).toBe(2026);
    expect(next.constants.maxEmployerSubsidyHealthMonthly).toBe(508.59);
    expect(figuresNotice(next)).toBe(
      "Berechnet mit den Rechengrößen 2026; die Werte für 2027 sind noch nicht hinterlegt (vorläufig).",
    );
    expect(figuresNotice(figuresForStart("2026-12-01"))).toBe("Berechnet mit den Rechengrößen 2026.");
  });

  it("lets a stored year win and fill the table, so 2027 is no longer provisional", () => {
    const y2027: YearlyConstants = deriveYearlyConstants({
      year: 2027,
      compulsoryInsuranceLimitYearly: 79_650,
      contributionCeilingYearly: 71_100,
      generalRate: 0.146,
      averageAdditionalRate: 0.031,
      careRate: 0.036,
      childlessSurchargeRate: 0.006,
    });
    const corrected2026 = { ...constantsForYear(2026), averageAdditionalRate: 0.03 };
    const table = mergeYearlyTables(YEARLY_CONSTANTS, [y2027, corrected2026]);
    expect(table.map((row) => row.year)).toEqual([2025, 2026, 2027]);
    expect(figuresForYear(2026, table).constants.averageAdditionalRate).toBe(0.03);
    const figures = figuresForStart("2027-01-01", table);
    expect(figures.provisional).toBe(false);
    expect(figures.constants).toBe(y2027);
    expect(y2027.contributionCeilingMonthly).toBe(5925);
    expect(y2027.maxEmployerSubsidyHealthMonthly).toBe(524.36);
    expect(y2027.maxCarePremiumMonthly).toBe(213.3);
    expect(figuresForStart("2028-01-01", table)).toMatchObject({ provisional: true, requestedYear: 2028 });
    expect(figuresForStart("2028-01-01", table).constants.year).toBe(2027);
  });
});
