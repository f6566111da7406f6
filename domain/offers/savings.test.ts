import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { gkvComparison, type SavingsPerson, savingsFor, savingsPersonFor } from "./savings";

const c2026 = constantsForYear(2026);
const person = (group: SavingsPerson["group"], age = 35, beihilfe = false): SavingsPerson => ({
  group,
  age,
  beihilfe,
});
const yearly = (p: SavingsPerson) => gkvComparison(p, c2026)?.yearly;

describe("the GKV basis per person (2026)", () => {
  it("employees: the employee share at the ceiling incl. average additional rate and PV", () => {
    // 69.750 € × 8,75 % = 6.103,13 € + 1,8 % = 1.255,50 € + childless 0,6 % = 418,50 €
    expect(yearly(person("employee"))).toBe(7777.13);
    // the childless surcharge applies from 23
    expect(yearly(person("employee", 22))).toBe(7358.63);
    const text = gkvComparison(person("employee"), c2026)!.text;
    expect(text).toContain("Arbeitnehmeranteil in der GKV 2026");
    expect(text).toContain("69.750,00 € im Jahr");
    expect(text).toContain("7.777,13 € im Jahr");
    expect(text).toContain("2,9 %");
  });

  it("self-employed and freelancers: the full contribution at the ceiling (reduced rate, full PV)", () => {
    // 69.750 € × (14,0 % + 2,9 %) = 11.787,75 € + 3,6 % = 2.511,00 € + 0,6 % = 418,50 €
    expect(yearly(person("self-employed"))).toBe(14717.25);
    expect(gkvComparison(person("self-employed"), c2026)!.text).toContain("vollen GKV-Beitrag 2026");
  });

  it("civil servants: the full contribution, PV at half the rate with Beihilfe", () => {
    expect(yearly(person("civil-servant", 35, true))).toBe(11787.75 + 1255.5 + 418.5);
    expect(yearly(person("civil-servant", 35, false))).toBe(14717.25);
    expect(gkvComparison(person("civil-servant", 35, true), c2026)!.text).toContain("Restkostenversicherung");
  });

  it("students: the KVdS rate on 855 € a month", () => {
    // 855 € × 13,12 % = 112,18 € + 3,6 % = 30,78 € + 0,6 % = 5,13 € → 148,09 € a month
    expect(yearly(person("student", 25))).toBe(1777.08);
    expect(yearly(person("student", 21))).toBe(Math.round((112.18 + 30.78) * 12 * 100) / 100);
    expect(gkvComparison(person("student", 25), c2026)!.text).toContain("148,09 € im Monat");
  });

  it("children: family insurance, no GKV basis", () => {
    expect(gkvComparison(person("child", 0), c2026)).toBeUndefined();
  });
});

describe("savingsFor", () => {
  const basis = gkvComparison(person("employee"), c2026);
  it("is the whole-euro difference to 12 × what the person pays", () => {
    expect(savingsFor(300, basis)).toEqual({ savingsEstimate: 4177, savingsBasis: basis!.text });
  });
  it("makes no claim for no saving, never 0 €", () => {
    expect(savingsFor(648.1, basis).savingsEstimate).toBeUndefined();
    expect(savingsFor(700, basis).savingsEstimate).toBeUndefined();
    expect(savingsFor(300, undefined)).toEqual({ savingsEstimate: undefined, savingsBasis: undefined });
  });
});

describe("savingsPersonFor", () => {
  const form = {
    birthDate: "1991-03-14",
    insuredPerson: "self",
    jobStatus: "employed",
    beihilfeStufe: "NOT_IN_WISH",
  } as const;
  it("maps the job status and insured person to the group", () => {
    expect(savingsPersonFor(form, "2026-12-01")).toEqual({ group: "employee", age: 35, beihilfe: false });
    expect(savingsPersonFor({ ...form, jobStatus: "freelancer" }, "2026-12-01").group).toBe("self-employed");
    expect(savingsPersonFor({ ...form, jobStatus: "student" }, "2026-12-01").group).toBe("student");
    expect(savingsPersonFor({ ...form, insuredPerson: "child" }, "2026-12-01").group).toBe("child");
    expect(
      savingsPersonFor(
        { ...form, jobStatus: "civil-servant-child", beihilfeStufe: "TYPE_C_80_80R" },
        "2026-12-01",
      ).group,
    ).toBe("child");
    expect(
      savingsPersonFor({ ...form, jobStatus: "civil-servant", beihilfeStufe: "TYPE_A_50_70R" }, "2026-12-01"),
    ).toEqual({ group: "civil-servant", age: 35, beihilfe: true });
  });
});
