import { describe, expect, it } from "vitest";
import { ASSUMPTION_MESSAGES, parseGermanNumber, readLifetimeAssumptions } from "./lifetime-assumptions";

describe("readLifetimeAssumptions", () => {
  it("reads German numbers and keeps defaults for empty fields", () => {
    expect(readLifetimeAssumptions({ premiumGrowth: "3,5", income: "77.400", retirementAge: "" })).toEqual({
      choice: { premiumGrowth: 3.5, income: 77_400 },
      errors: {},
    });
    expect(parseGermanNumber(" 4 % ")).toBe(4);
    expect(parseGermanNumber("1.000.000")).toBe(1_000_000);
    expect(parseGermanNumber("abc")).toBeUndefined();
    expect(parseGermanNumber("-2")).toBeUndefined();
  });

  it("names each field that is out of range or not a number, in German", () => {
    const { choice, errors } = readLifetimeAssumptions({
      premiumGrowth: "25",
      gkvGrowth: "x",
      retirementAge: "66,5",
      taxRate: "42",
    });
    expect(choice).toEqual({ taxRate: 42 });
    expect(errors).toEqual({
      premiumGrowth: ASSUMPTION_MESSAGES.premiumGrowth,
      gkvGrowth: ASSUMPTION_MESSAGES.gkvGrowth,
      retirementAge: ASSUMPTION_MESSAGES.retirementAge,
    });
  });
});
