import { describe, expect, it } from "vitest";
import { type HintFacts, resultHints } from "./results-hints";

const facts = (over: Partial<HintFacts>): HintFacts => ({
  jobStatus: "employed",
  birthDate: "1990-05-01",
  insuranceStart: "2026-12-01",
  hasSickPay: false,
  annualIncome: 90_000,
  riskStatuses: [],
  threshold: { amount: 77_400, year: 2026 },
  ...over,
});
const kinds = (over: Partial<HintFacts>) => resultHints(facts(over)).map((hint) => hint.kind);

describe("result hints per group", () => {
  it("gives an employee with an income above the threshold no hint", () => {
    expect(kinds({})).toEqual([]);
  });

  it("names the threshold to an employee who gave no income", () => {
    expect(resultHints(facts({ annualIncome: undefined }))).toEqual([
      { kind: "employee-income-not-stated", threshold: 77_400, year: 2026 },
    ]);
  });

  it("tells the self-employed and freelancers without sick pay, not with it", () => {
    expect(kinds({ jobStatus: "self-employed" })).toEqual(["no-sick-pay"]);
    expect(kinds({ jobStatus: "freelancer" })).toEqual(["no-sick-pay"]);
    expect(kinds({ jobStatus: "self-employed", hasSickPay: true })).toEqual([]);
  });

  it("tells students about the exemption, and the family insurance only below 25 on the start", () => {
    expect(resultHints(facts({ jobStatus: "student", birthDate: "2002-12-02" }))).toEqual([
      { kind: "student", familyInsuranceAge: true },
    ]); // 23
    expect(resultHints(facts({ jobStatus: "student", birthDate: "2001-12-01" }))).toEqual([
      { kind: "student", familyInsuranceAge: false },
    ]); // 25
  });

  it("tells civil servants about the Öffnungsaktion and the Beihilfe rules", () => {
    expect(kinds({ jobStatus: "civil-servant" })).toEqual(["civil-servant"]);
  });

  it("tells adults from 50 on the start about the age-55 rule, children never", () => {
    expect(kinds({ birthDate: "1976-12-02" })).toEqual([]); // 49
    expect(resultHints(facts({ birthDate: "1976-12-01" }))).toEqual([
      { kind: "gkv-return", notice: "closes-at-55" },
    ]);
    expect(resultHints(facts({ birthDate: "1970-01-01", jobStatus: "civil-servant" }))).toEqual([
      { kind: "civil-servant" },
      { kind: "gkv-return", notice: "closed" },
    ]);
    expect(kinds({ birthDate: "1970-01-01", jobStatus: "child" })).toEqual([]);
  });

  it("names the Basistarif when a refusal is likely for any tariff", () => {
    expect(kinds({ riskStatuses: ["accept", "surcharge"] })).toEqual([]);
    expect(kinds({ riskStatuses: ["accept", "decline"] })).toEqual(["basistarif"]);
  });
});
