import { describe, expect, it } from "vitest";
import { YEARLY_CONSTANTS, type YearlyTable } from "../constants/yearly-constants";
import { eligibilityOf, gkvReturnNotice, thresholdForStart } from "./eligibility";
import { eligibilityAnswer, eligibilityDetail } from "./eligibility-answer";
import { JOB_STATUSES } from "./form-values";

const table: YearlyTable = YEARLY_CONSTANTS;
const limit2026 = 77_400;

describe("eligibility before prices", () => {
  it("refuses an employee one euro below the start year's Versicherungspflichtgrenze", () => {
    expect(
      eligibilityOf({ jobStatus: "employed", annualIncome: limit2026 - 1 }, "2026-03-01", table),
    ).toEqual({
      eligible: false,
      reason: "income-below-limit",
      annualIncome: limit2026 - 1,
      threshold: { amount: limit2026, year: 2026, requestedYear: 2026, provisional: false },
    });
  });

  it("admits an employee exactly at the threshold and above it", () => {
    for (const annualIncome of [limit2026, limit2026 + 1, 90_000])
      expect(eligibilityOf({ jobStatus: "employed", annualIncome }, "2026-03-01", table)).toMatchObject({
        eligible: true,
        basis: "income-at-or-above-limit",
      });
  });

  it("measures against the start's year, not today's: 75.000 € passes in 2025 and fails in 2026", () => {
    const person = { jobStatus: "employed" as const, annualIncome: 75_000 };
    expect(eligibilityOf(person, "2025-12-01", table).eligible).toBe(true);
    expect(eligibilityOf(person, "2026-01-01", table).eligible).toBe(false);
  });

  it("uses the nearest year for a start year not in the table and marks it provisional", () => {
    const result = eligibilityOf({ jobStatus: "employed", annualIncome: 60_000 }, "2027-01-01", table);
    expect(result).toMatchObject({
      eligible: false,
      threshold: { amount: limit2026, year: 2026, requestedYear: 2027, provisional: true },
    });
    if (result.eligible) throw new Error("expected not eligible");
    expect(eligibilityAnswer(result).provisional).toBe(
      "Die Rechengrößen für 2027 sind noch nicht hinterlegt; wir haben die Grenze von 2026 verwendet (vorläufig).",
    );
    expect(eligibilityDetail(eligibilityAnswer(result))).toContain("(vorläufig)");
  });

  it("uses a year an admin stored", () => {
    const stored = [...table, { ...table[1]!, year: 2027, compulsoryInsuranceLimitYearly: 80_000 }];
    expect(thresholdForStart("2027-02-01", stored)).toEqual({
      amount: 80_000,
      year: 2027,
      requestedYear: 2027,
      provisional: false,
    });
  });

  it("prices an employee without an income as before", () => {
    expect(eligibilityOf({ jobStatus: "employed" }, "2026-03-01", table)).toMatchObject({
      eligible: true,
      basis: "income-not-stated",
    });
  });

  it("tests no other job status for income", () => {
    for (const jobStatus of JOB_STATUSES.filter((status) => status !== "employed"))
      expect(eligibilityOf({ jobStatus, annualIncome: 10_000 }, "2026-03-01", table)).toEqual({
        eligible: true,
        basis: "not-income-tested",
      });
  });

  it("says why not, when it changes and what remains, with German amounts", () => {
    const result = eligibilityOf({ jobStatus: "employed", annualIncome: 60_000 }, "2026-03-01", table);
    if (result.eligible) throw new Error("expected not eligible");
    const answer = eligibilityAnswer(result);
    expect(answer.why).toContain(
      "Die Versicherungspflichtgrenze 2026 liegt bei 77.400\u00a0€ brutto im Jahr.",
    );
    expect(answer.why).toContain("Sie haben 60.000\u00a0€ angegeben.");
    expect(answer.why).toContain("§ 6 Abs. 1 Nr. 1 SGB V");
    expect(answer.provisional).toBeUndefined();
    expect(answer.changes).toMatch(/selbstständig machen.*verbeamtet/);
    expect(answer.remains).toContain("Zusatzversicherungen bieten wir hier nicht an.");
  });
});

describe("the way back into the GKV", () => {
  it("says nothing below 50, closes at 55 from 50, closed from 55 (ages on the start)", () => {
    expect(gkvReturnNotice("1976-03-02", "2026-03-01")).toBeUndefined(); // 49
    expect(gkvReturnNotice("1976-03-01", "2026-03-01")).toBe("closes-at-55"); // 50
    expect(gkvReturnNotice("1971-03-02", "2026-03-01")).toBe("closes-at-55"); // 54
    expect(gkvReturnNotice("1971-03-01", "2026-03-01")).toBe("closed"); // 55
  });
});
