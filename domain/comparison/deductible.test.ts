import { describe, expect, it } from "vitest";
import { parseDeductibleChoice, pickDeductibleStep, preferredDeductible } from "./deductible";

describe("deductible choice", () => {
  it("parses the form's text and keeps 'no choice' apart from 0 €", () => {
    expect(parseDeductibleChoice("600€")).toBe(600);
    expect(parseDeductibleChoice("0€")).toBe(0);
    expect(parseDeductibleChoice("1.200 €")).toBe(1200);
    expect(parseDeductibleChoice("")).toBeUndefined();
    expect(parseDeductibleChoice(undefined)).toBeUndefined();
    expect(parseDeductibleChoice("viel")).toBeNaN();
  });

  it("uses the one default (0 €) only when nothing was chosen, within the coverage limit", () => {
    expect(preferredDeductible({ jobStatus: "employed", coverageType: "comfort" })).toBe(0);
    expect(preferredDeductible({ jobStatus: "self-employed", coverageType: "basic" })).toBe(0);
    expect(
      preferredDeductible({ jobStatus: "self-employed", coverageType: "premium", deductible: "500€" }),
    ).toBe(500);
    expect(preferredDeductible({ jobStatus: "employed", coverageType: "comfort", deductible: "0€" })).toBe(0);
    expect(preferredDeductible({ jobStatus: "student", coverageType: "basic", deductible: "5000€" })).toBe(
      5000,
    );
  });

  it("shows the highest step not above the preference, else the lowest; a filter limit excludes", () => {
    expect(pickDeductibleStep([0, 300, 600, 1200], 600)).toBe(600);
    expect(pickDeductibleStep([0, 300, 600, 1200], 500)).toBe(300);
    expect(pickDeductibleStep([300, 600], 0)).toBe(300);
    expect(pickDeductibleStep([300, 600], 0, 0)).toBeUndefined();
    expect(pickDeductibleStep([0, 300, 600], 600, 500)).toBe(300);
  });
});
