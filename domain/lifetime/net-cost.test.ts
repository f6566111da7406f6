import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { basisShareOf, marginalTaxRate, netCost, taxBrackets } from "./net-cost";

const Y2026 = constantsForYear(2026);

describe("netCost (docs/product/lifetime-cost.md#net-cost)", () => {
  it("deducts the basic-cover part the person bears at the marginal rate", () => {
    // 600 € (50 € PPV), employee with the employer paying half: 275 + 25 = 300 €.
    const offer = {
      monthlyPrice: 600,
      carePrice: 50,
      employeeContribution: 300,
      employerContribution: 300,
      chiefPhysician: true,
      hospitalRoom: "Zweibettzimmer",
      dentistCoverage: 80,
    };
    expect(basisShareOf(offer)).toBe(0.88);
    // 550 € × 88 % + 50 € − 300 € employer share = 234 €; 35 % of it = 81,90 €.
    expect(netCost(offer, 0.35)).toEqual({
      afterEmployerShare: 300,
      deductible: 234,
      taxSaving: 81.9,
      afterTax: 218.1,
      basisShare: 0.88,
    });
  });

  it("keeps to the 2026 caps: above them the employer pays the highest subsidies only", () => {
    const monthlyPrice = 1_300;
    const care = 120;
    const employer =
      Math.min((monthlyPrice - care) / 2, Y2026.maxEmployerSubsidyHealthMonthly) +
      Math.min(care / 2, Y2026.maxEmployerSubsidyCareMonthly);
    expect(employer).toBe(508.59 + 60);
    const offer = {
      monthlyPrice,
      carePrice: care,
      employeeContribution: monthlyPrice - employer,
      employerContribution: employer,
      chiefPhysician: false,
      hospitalRoom: "Mehrbettzimmer",
      dentistCoverage: 80,
    };
    const cost = netCost(offer, 0.42);
    // 1.180 € × 96 % + 120 € − 568,59 € = 684,21 €; 42 % = 287,37 €.
    expect(cost.deductible).toBe(684.21);
    expect(cost.taxSaving).toBe(287.37);
    expect(cost.afterTax).toBe(444.04);
  });

  it("leaves sick pay and premium relief out of the deductible part and never deducts below zero", () => {
    const offer = {
      monthlyPrice: 300,
      carePrice: 30,
      sickPayPrice: 40,
      premiumReliefPrice: 30,
      employeeContribution: 150,
      employerContribution: 150,
      chiefPhysician: false,
      hospitalRoom: "Mehrbettzimmer",
      dentistCoverage: 80,
    };
    // 200 € × 96 % + 30 € − 150 € = 72 €.
    expect(netCost(offer, 0.3).deductible).toBe(72);
    expect(netCost({ ...offer, employerContribution: 400 }, 0.3).taxSaving).toBe(0);
  });
});

describe("marginalTaxRate (§ 32a EStG, 2026)", () => {
  it("follows the zones of the tariff", () => {
    expect(marginalTaxRate(12_000)).toBe(0);
    expect(marginalTaxRate(12_349)).toBeCloseTo(0.14, 3);
    // The zones meet: about 24 % at 17.799 €, 42 % at 69.878 €.
    expect(marginalTaxRate(17_799)).toBeCloseTo(0.2397, 3);
    expect(marginalTaxRate(17_800)).toBeCloseTo(0.2397, 3);
    expect(marginalTaxRate(69_878)).toBeCloseTo(0.42, 3);
    expect(marginalTaxRate(100_000)).toBe(0.42);
    expect(marginalTaxRate(300_000)).toBe(0.45);
  });

  it("offers brackets with rising rates", () => {
    const rates = taxBrackets().map((bracket) => bracket.ratePercent);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(rates.at(-1)).toBe(45);
  });
});
