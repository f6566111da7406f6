import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import {
  cents,
  gkvContribution,
  type SavingsPerson,
  savingsClaimOf,
  savingsText,
  savingsTextBasisOf,
  yearlySavings,
} from "./gkv-contribution";

const c2025 = constantsForYear(2025);
const c2026 = constantsForYear(2026);
const person = (
  group: SavingsPerson["group"],
  age = 35,
  extra: Partial<SavingsPerson> = {},
): SavingsPerson => ({
  group,
  age,
  beihilfe: group === "civil-servant",
  ...extra,
});
const of = (p: SavingsPerson, constants = c2026) => gkvContribution(p, constants)!;

describe("gkvContribution (2026: ceiling 69.750 €, 14,6 % + 2,9 %, PV 3,6 %, surcharge 0,6 %)", () => {
  it("employees: the employee share at the ceiling, the surcharge alone", () => {
    const c = of(person("employee"));
    // 69.750 € × 8,75 % = 6.103,13 € + 1,8 % = 1.255,50 € + 0,6 % = 418,50 €
    expect([c.health.amount, c.care.amount, c.surcharge?.amount, c.yearly]).toEqual([
      6103.13, 1255.5, 418.5, 7777.13,
    ]);
    expect(c.sharedBy).toBe("employer");
    expect(c.text).toContain("davon trägt der Arbeitgeber die Hälfte, Ihr Anteil 8,75 % = 6.103,13 €");
    expect(c.text).toContain(
      "Kinderlosenzuschlag 0,6 % (ab 23 Jahren, von Ihnen allein getragen) = 418,50 €",
    );
    expect(c.text).toContain("zusammen 7.777,13 € im Jahr.");
  });

  it("2025 gives the spec's tooltip basis (7.243,43 €)", () => {
    expect(of(person("employee"), c2025).yearly).toBe(7243.43);
  });

  it("applies the childless surcharge from the 23rd birthday on, in every group", () => {
    const at = (group: SavingsPerson["group"], age: number) => of(person(group, age)).yearly;
    expect([at("employee", 22), at("employee", 23)]).toEqual([7358.63, 7777.13]);
    expect([at("self-employed", 22), at("self-employed", 23)]).toEqual([14298.75, 14717.25]);
    expect([at("civil-servant", 22), at("civil-servant", 23)]).toEqual([13043.25, 13461.75]);
    expect([at("student", 22), at("student", 23)]).toEqual([1715.52, 1777.08]);
    // 17 (an apprentice, a young self-employed): no surcharge
    expect(of(person("self-employed", 17)).surcharge).toBeUndefined();
    expect(of(person("employee", 17)).text).toContain("kein Kinderlosenzuschlag (erst ab 23 Jahren)");
  });

  it("self-employed and freelancers: the full contribution at the reduced rate, nobody shares it", () => {
    const c = of(person("self-employed"));
    // 69.750 € × 16,9 % = 11.787,75 € + 3,6 % = 2.511,00 € + 0,6 % = 418,50 €
    expect([c.health.amount, c.care.amount, c.yearly]).toEqual([11787.75, 2511, 14717.25]);
    expect(c.sharedBy).toBeUndefined();
    expect(c.text).toContain("vollen GKV-Beitrag 2026 für Selbstständige und Freiberufler");
    expect(c.text).toContain("ermäßigter Beitragssatz 14 % ohne Krankengeld");
  });

  it("civil servants without pauschale Beihilfe: the whole health contribution, half the PV rate with Beihilfe", () => {
    const c = of(person("civil-servant"));
    expect([c.health.amount, c.care.paidRate, c.care.amount, c.yearly]).toEqual([
      11787.75, 0.018, 1255.5, 13461.75,
    ]);
    expect(c.text).toContain("von Ihnen allein getragen (kein Arbeitgeberanteil, keine pauschale Beihilfe");
    expect(c.text).toContain("bei Beihilfeanspruch der halbe Beitragssatz 1,8 % = 1.255,50 €");
    expect(c.pkvSide).toContain("Restkostenversicherung");
    // without a Beihilfe entitlement the full PV rate
    expect(of(person("civil-servant", 35, { beihilfe: false })).yearly).toBe(14717.25);
  });

  it("civil servants with pauschale Beihilfe: the Dienstherr pays half of the health contribution", () => {
    const c = of(person("civil-servant", 35, { pauschaleBeihilfe: "Hamburg" }));
    // 69.750 € × 8,45 % = 5.893,88 € + 1.255,50 € + 418,50 €
    expect([c.health.rate, c.health.paidRate, c.health.amount, c.yearly]).toEqual([
      0.169, 0.0845, 5893.88, 7567.88,
    ]);
    expect(c.sharedBy).toBe("pauschale Beihilfe");
    expect(c.text).toContain(
      "davon trägt Ihr Dienstherr (Hamburg) als pauschale Beihilfe die Hälfte, Ihr Anteil 8,45 % = 5.893,88 €",
    );
    expect(of(person("civil-servant", 22, { pauschaleBeihilfe: "Hamburg" })).yearly).toBe(7149.38);
  });

  it("students: the KVdS rate on 855 € a month, per month times 12", () => {
    const c = of(person("student", 25, { beihilfe: false }));
    // 855 € × 13,12 % = 112,18 € + 3,6 % = 30,78 € + 0,6 % = 5,13 € → 148,09 € a month
    expect([c.period, c.health.amount, c.care.amount, c.surcharge?.amount, c.total, c.yearly]).toEqual([
      "month",
      112.18,
      30.78,
      5.13,
      148.09,
      1777.08,
    ]);
    expect(c.text).toContain("zusammen 148,09 € im Monat, 1.777,08 € im Jahr.");
  });

  it("children: family insurance, no contribution", () => {
    expect(gkvContribution(person("child", 0), c2026)).toBeUndefined();
  });
});

describe("the saving of an offer", () => {
  const employee = of(person("employee"));
  it("is the GKV contribution minus 12 × what the person pays, in cents; the claim in whole euros", () => {
    expect(yearlySavings(employee, 300)).toBe(4177.13);
    expect(savingsClaimOf(4177.13)).toBe(4177);
    expect(savingsClaimOf(4177.5)).toBe(4178);
    expect(yearlySavings(employee, 700)).toBe(-622.87);
  });

  it("makes no claim for a saving that rounds to less than 1 €", () => {
    expect(savingsClaimOf(yearlySavings(employee, 648.09))).toBeUndefined(); // 0,05 €
    expect(savingsClaimOf(-622.87)).toBeUndefined();
    expect(savingsClaimOf(0.5)).toBe(1);
  });

  it("names the compared PKV amount and the saving in the tooltip", () => {
    const text = savingsText(employee, 300);
    expect(text.startsWith(employee.text)).toBe(true);
    expect(text).toContain(
      "Ihr Anteil am PKV-Beitrag (nach Abzug des Arbeitgeberzuschusses): 12 × 300,00 € = 3.600,00 € im Jahr.",
    );
    expect(text).toContain("Ersparnis: 7.777,13 € − 3.600,00 € = 4.177,13 € im Jahr, gerundet 4.177 €.");
    expect(savingsText(employee, 700)).toContain("= 8.400,00 € im Jahr. Keine Ersparnis gegenüber der GKV.");
    expect(savingsText(of(person("self-employed")), 500.5)).toContain(
      "Ihr PKV-Beitrag: 12 × 500,50 € = 6.006,00 €",
    );
  });

  it("takes a text apart into its shared parts only when they write the same text again", () => {
    for (const p of [
      person("employee"),
      person("student", 24),
      person("civil-servant", 40, { pauschaleBeihilfe: "Bremen" }),
    ]) {
      const contribution = of(p);
      for (const paid of [99.99, 312.45, 2000]) {
        const text = savingsText(contribution, paid);
        expect(savingsTextBasisOf(text, paid)).toEqual({
          text: contribution.text,
          pkvSide: contribution.pkvSide,
          yearly: contribution.yearly,
        });
        // another offer's amount, or any other text: not taken apart
        expect(savingsTextBasisOf(text, paid + 1)).toBeUndefined();
      }
    }
    expect(savingsTextBasisOf("Ihr PKV-Beitrag: 12 × 1,00 €", 1)).toBeUndefined();
  });

  it("rounds cents half up despite binary fractions", () => {
    expect(cents(69_750 * 0.0875)).toBe(6103.13);
    expect(cents(66_150 * 0.0855)).toBe(5655.83);
    expect(cents(-0.125)).toBe(-0.13);
  });
});
