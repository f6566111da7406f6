import { describe, expect, it } from "vitest";
import {
  FAMILY_INPUT_MESSAGES,
  HEALTH_RANGES,
  healthAnswersSchema,
  householdIssues,
  maxSickPayForIncome,
  premiumReliefSchema,
  sickPaySchema,
} from "./family-input";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("health answers", () => {
  it("reads form fields and JSON alike, with defaults for what was not answered", () => {
    const fromForm = healthAnswersSchema.parse({
      heightCm: "180",
      weightKg: "82,5",
      outpatientTreatments3y: "2",
      psychotherapy10y: "on",
      chronicConditions: ["ASTHMA", "ASTHMA"],
      glassesDiopters: "-2,5",
    });
    expect(fromForm).toEqual({
      heightCm: 180,
      weightKg: 82.5,
      outpatientTreatments3y: 2,
      hospitalStays5y: 0,
      psychotherapy10y: true,
      chronicConditions: ["ASTHMA"],
      regularMedication: false,
      missingTeeth: 0,
      plannedDentalTreatment: false,
      glassesDiopters: -2.5,
    });
    expect(healthAnswersSchema.parse({ heightCm: 165, weightKg: 60, regularMedication: true })).toMatchObject(
      {
        regularMedication: true,
        chronicConditions: [],
      },
    );
  });

  it("refuses implausible answers with German field messages", () => {
    const result = healthAnswersSchema.safeParse({
      heightCm: 20,
      weightKg: 900,
      outpatientTreatments3y: -1,
      hospitalStays5y: 1.5,
      chronicConditions: ["SCHNUPFEN"],
      glassesDiopters: 40,
      psychotherapy10y: "vielleicht",
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(byPath).toEqual({
      heightCm: FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm),
      weightKg: FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg),
      outpatientTreatments3y: FAMILY_INPUT_MESSAGES.count,
      hospitalStays5y: FAMILY_INPUT_MESSAGES.count,
      "chronicConditions.0": FAMILY_INPUT_MESSAGES.condition,
      glassesDiopters: FAMILY_INPUT_MESSAGES.diopters,
      psychotherapy10y: FAMILY_INPUT_MESSAGES.yesNo,
    });
    expect(FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm)).toBe(
      "Bitte geben Sie die Größe in cm ein (zwischen 100 und 230 cm).",
    );
  });
});

describe("sick pay and premium relief", () => {
  it("accepts the offered steps and start days only", () => {
    expect(sickPaySchema.parse({ dailyAmount: "80", startDay: "15" })).toEqual({
      dailyAmount: 80,
      startDay: 15,
    });
    expect(messagesOf(sickPaySchema.safeParse({ dailyAmount: 83, startDay: 10 }))).toEqual([
      FAMILY_INPUT_MESSAGES.sickPayAmount,
      FAMILY_INPUT_MESSAGES.sickPayStartDay,
    ]);
    expect(FAMILY_INPUT_MESSAGES.sickPayStartDay).toBe(
      "Bitte wählen Sie den Beginn des Krankentagegelds: ab dem 8, 15, 22, 29 oder 43. Tag.",
    );
    expect(premiumReliefSchema.parse({ monthlyAmount: "300" })).toEqual({ monthlyAmount: 300 });
    expect(messagesOf(premiumReliefSchema.safeParse({ monthlyAmount: 275 }))).toEqual([
      FAMILY_INPUT_MESSAGES.premiumReliefAmount,
    ]);
  });

  it("caps the daily sick pay at a thirtieth of the net income", () => {
    expect(maxSickPayForIncome(3_000)).toBe(100);
    expect(maxSickPayForIncome(2_999)).toBe(95);
    expect(maxSickPayForIncome(40_000)).toBe(500);
  });
});

describe("household rules", () => {
  const adult = { role: "self" as const, jobStatus: "employed", ageOnStart: 35 };
  it("allows one self, one partner and four children", () => {
    const children = Array.from({ length: 4 }, () => ({
      role: "child" as const,
      jobStatus: "child",
      ageOnStart: 5,
    }));
    expect(householdIssues([adult, { ...adult, role: "partner" }, ...children])).toEqual([]);
    expect(householdIssues([adult, adult, ...children, children[0]!]).map((issue) => issue.message)).toEqual([
      FAMILY_INPUT_MESSAGES.oneSelf,
      FAMILY_INPUT_MESSAGES.children,
    ]);
  });

  it("checks health ranges per person, sick pay per job status and premium relief per age", () => {
    const health = healthAnswersSchema.parse({ heightCm: 60, weightKg: 6 });
    const issues = householdIssues([
      { ...adult, health },
      { role: "child", jobStatus: "child", ageOnStart: 1, health },
      {
        role: "partner",
        jobStatus: "civil-servant",
        ageOnStart: 19,
        sickPay: { dailyAmount: 50, startDay: 43 },
        premiumRelief: { monthlyAmount: 100 },
      },
      { ...adult, role: "child", jobStatus: "child", ageOnStart: 10, premiumRelief: { monthlyAmount: 100 } },
      {
        role: "self",
        jobStatus: "employed",
        ageOnStart: 40,
        sickPay: { dailyAmount: 150, startDay: 15, netIncomeMonthly: 3_000 },
      },
    ]);
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["", FAMILY_INPUT_MESSAGES.oneSelf],
      ["0.health.heightCm", FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm)],
      ["0.health.weightKg", FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg)],
      ["2.sickPay", FAMILY_INPUT_MESSAGES.sickPayNotAvailable],
      ["2.premiumRelief", FAMILY_INPUT_MESSAGES.premiumReliefAge],
      ["3.premiumRelief", FAMILY_INPUT_MESSAGES.premiumReliefChild],
      ["4.sickPay.startDay", FAMILY_INPUT_MESSAGES.sickPayEmployeeStartDay],
      ["4.sickPay.dailyAmount", FAMILY_INPUT_MESSAGES.sickPayAboveIncome(100)],
    ]);
  });
});
