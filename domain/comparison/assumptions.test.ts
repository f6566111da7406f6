import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import {
  comparisonAssumptions,
  DEFAULT_DEDUCTIBLE,
  defaultAssumptions,
  offerAssumptions,
} from "./assumptions";
import { preferredDeductible } from "./deductible";
import { JOB_STATUSES } from "./form-values";
import { createLongFormSchema } from "./long-form";
import { shortFormToLongForm } from "./short-form";

const constants = constantsForYear(2026);

describe("defaultAssumptions", () => {
  it("is 0 € for every job status, sick pay only for employees insuring themselves, no premium relief", () => {
    for (const status of JOB_STATUSES) {
      const defaults = defaultAssumptions(status);
      expect(defaults.deductible, status).toBe(0);
      expect(defaults.premiumRelief, status).toBeUndefined();
      expect(defaults.sickPay, status).toEqual(
        status === "employed" ? { dailyAmount: 100, startDay: 43 } : undefined,
      );
    }
    expect(defaultAssumptions("employed", "child").sickPay).toBeUndefined();
  });

  it("is what both forms preselect and what an API call or the chat without a deductible gets", () => {
    const short = shortFormToLongForm({ birthDate: "01.05.1991", jobStatus: "self-employed" });
    const api = createLongFormSchema({ today: "2026-11-23" }).parse({
      birthDate: "1991-05-01",
      gender: "male",
      jobStatus: "self-employed",
    });
    expect(preferredDeductible(short)).toBe(DEFAULT_DEDUCTIBLE);
    expect(preferredDeductible(api)).toBe(DEFAULT_DEDUCTIBLE);
  });
});

describe("comparisonAssumptions", () => {
  const base = { preferredDeductible: 0, insuranceStart: "2026-12-01", constants };

  it("gives an employee the default sick pay and the start year's employer cap", () => {
    const assumptions = comparisonAssumptions({
      ...base,
      form: { jobStatus: "employed", insuredPerson: "self" },
    });
    expect(assumptions).toEqual({
      deductible: 0,
      sickPay: { dailyAmount: 100, startDay: 43 },
      premiumRelief: undefined,
      insuranceStart: "2026-12-01",
      employerShareCap: { year: 2026, health: 508.59, care: 104.63 },
    });
  });

  it("keeps a chosen sick pay and premium relief; the self-employed have none and no employer", () => {
    const none = comparisonAssumptions({
      ...base,
      form: { jobStatus: "self-employed", insuredPerson: "self" },
    });
    expect(none.sickPay).toBeUndefined();
    expect(none.employerShareCap).toBeUndefined();
    const chosen = comparisonAssumptions({
      ...base,
      form: { jobStatus: "self-employed", insuredPerson: "self" },
      sickPay: { dailyAmount: 80, startDay: 29 },
      premiumRelief: { monthlyAmount: 300 },
    });
    expect(chosen.sickPay).toEqual({ dailyAmount: 80, startDay: 29 });
    expect(chosen.premiumRelief).toBe(300);
    // A civil servant's or a child's sick pay is not priced by the engine: none is stated.
    const servant = comparisonAssumptions({
      ...base,
      form: { jobStatus: "civil-servant", insuredPerson: "self" },
      sickPay: { dailyAmount: 80, startDay: 29 },
    });
    expect(servant.sickPay).toBeUndefined();
  });

  it("states an offer at its own deductible step and, for employees, both shares", () => {
    const assumptions = comparisonAssumptions({
      ...base,
      form: { jobStatus: "employed", insuredPerson: "self" },
    });
    const offer = offerAssumptions(assumptions, {
      deductibleAmount: 300,
      employeeContribution: 250.5,
      employerContribution: 250.5,
    });
    expect(offer.deductible).toBe(300);
    expect(offer.shares).toEqual({ own: 250.5, employer: 250.5 });
    expect(
      offerAssumptions(assumptions, {
        deductibleAmount: undefined,
        employeeContribution: 1,
        employerContribution: 1,
      }).deductible,
    ).toBe(0);
  });
});
