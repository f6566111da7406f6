import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { gkvContribution, type SavingsPerson } from "./gkv-contribution";
import { savingsAfterDeductible, savingsAssumptionsOf } from "./savings-assumptions";

const constants = constantsForYear(2026);
const textOf = (person: SavingsPerson) => {
  const contribution = gkvContribution(person, constants);
  if (!contribution) throw new Error("no contribution");
  return contribution.text;
};

describe("savingsAssumptionsOf", () => {
  it("reads the year, the ceiling and the childless surcharge from every group's text", () => {
    for (const group of ["employee", "self-employed", "civil-servant"] as const) {
      expect(savingsAssumptionsOf(textOf({ group, age: 35, beihilfe: group === "civil-servant" }))).toEqual({
        year: 2026,
        basis: "ceiling",
        childlessSurcharge: true,
      });
    }
    expect(savingsAssumptionsOf(textOf({ group: "student", age: 21, beihilfe: false }))).toEqual({
      year: 2026,
      basis: "student",
      childlessSurcharge: false,
    });
    expect(savingsAssumptionsOf(textOf({ group: "employee", age: 22, beihilfe: false }))).toMatchObject({
      childlessSurcharge: false,
    });
  });

  it("names no assumptions for a text without them", () => {
    expect(savingsAssumptionsOf("Keine Ersparnis gegenüber der GKV.")).toBeUndefined();
  });
});

describe("savingsAfterDeductible", () => {
  it("subtracts the whole yearly deductible, and may leave nothing", () => {
    expect(savingsAfterDeductible(3000, 600)).toBe(2400);
    expect(savingsAfterDeductible(3000, undefined)).toBe(3000);
    expect(savingsAfterDeductible(500, 1200)).toBe(-700);
  });
});
