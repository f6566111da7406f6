import { describe, expect, it } from "vitest";
import { ANNUAL_INCOME_MESSAGES, annualIncomeSchema, parseAnnualIncome } from "./annual-income";
import { createLongFormSchema } from "./long-form";

describe("annual income", () => {
  it("reads a form's German amounts", () => {
    expect(parseAnnualIncome("90000")).toBe(90_000);
    expect(parseAnnualIncome("90.000")).toBe(90_000);
    expect(parseAnnualIncome(" 77.400,50 € ")).toBe(77_400.5);
    expect(parseAnnualIncome("1.234.567")).toBe(1_234_567);
    expect(parseAnnualIncome("")).toBeUndefined();
    expect(parseAnnualIncome("viel")).toBeNaN();
    expect(parseAnnualIncome("-5")).toBe(-5);
  });

  it("accepts numbers and amounts from 0 to the ceiling, with German messages otherwise", () => {
    const message = (value: unknown) => annualIncomeSchema.safeParse(value).error?.issues[0]?.message;
    expect(annualIncomeSchema.parse(0)).toBe(0);
    expect(annualIncomeSchema.parse("60.000")).toBe(60_000);
    expect(annualIncomeSchema.parse("")).toBeUndefined();
    expect(annualIncomeSchema.parse(undefined)).toBeUndefined();
    expect(message(-1)).toBe(ANNUAL_INCOME_MESSAGES.negative);
    expect(message(10_000_001)).toBe(ANNUAL_INCOME_MESSAGES.tooLarge);
    expect(message("viel")).toBe(ANNUAL_INCOME_MESSAGES.format);
    expect(message(true)).toBe(ANNUAL_INCOME_MESSAGES.format);
    expect(message(Number.POSITIVE_INFINITY)).toBe(ANNUAL_INCOME_MESSAGES.format);
  });

  it("is kept for an employee and dropped for every other status by the long form", () => {
    const schema = createLongFormSchema({ today: "2026-02-10" });
    const base = { birthDate: "1990-05-01", gender: "female" };
    expect(schema.parse({ ...base, jobStatus: "employed", annualIncome: 60_000 }).annualIncome).toBe(60_000);
    expect(schema.parse({ ...base, jobStatus: "employed" })).not.toHaveProperty("annualIncome");
    expect(schema.parse({ ...base, jobStatus: "self-employed", annualIncome: 60_000 })).not.toHaveProperty(
      "annualIncome",
    );
    expect(
      schema.safeParse({ ...base, jobStatus: "employed", annualIncome: -3 }).error?.issues[0],
    ).toMatchObject({ path: ["annualIncome"], message: ANNUAL_INCOME_MESSAGES.negative });
  });
});
