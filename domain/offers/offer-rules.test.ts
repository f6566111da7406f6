import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import {
  adjustPriceForDeductible,
  deductiblePriceAdjustment,
  deductibleText,
  fallbackYearlySavings,
  hospitalRoomLabel,
  isListedProvider,
  optionsSurcharge,
  priceBands,
  rateOffer,
  reconcileSplit,
  savingsEstimate,
  splitContribution,
  yearlySavings,
} from "./offer-rules";

const c2025 = constantsForYear(2025);
const c2026 = constantsForYear(2026);

describe("rating", () => {
  const base = { provider: "Gothaer", dentalReplacement: 50, beds: 3, deductible: 600, monthlyPrice: 700 };
  it("starts at 3.5", () => expect(rateOffer(base)).toBe(3.5));
  it("adds each bonus exactly", () => {
    expect(rateOffer({ ...base, provider: "Debeka" })).toBe(4.5);
    expect(rateOffer({ ...base, dentalReplacement: 85 })).toBe(4);
    expect(rateOffer({ ...base, dentalReplacement: 75 })).toBe(3.8);
    expect(rateOffer({ ...base, beds: 1 })).toBe(3.9);
    expect(rateOffer({ ...base, beds: 2 })).toBe(3.7);
    expect(rateOffer({ ...base, deductible: 0 })).toBe(3.8);
    expect(rateOffer({ ...base, deductible: 300 })).toBe(3.6);
    expect(rateOffer({ ...base, monthlyPrice: 479.99 })).toBe(3.8);
    expect(rateOffer({ ...base, monthlyPrice: 599 })).toBe(3.6);
    expect(rateOffer({ ...base, monthlyPrice: 600 })).toBe(3.5);
  });
  it("caps at 5", () => {
    expect(
      rateOffer({ provider: "Allianz", dentalReplacement: 90, beds: 1, deductible: 0, monthlyPrice: 400 }),
    ).toBe(5);
  });
  it("knows the four listed providers", () => {
    expect(["Debeka", "DKV", "Allianz", "Signal Iduna", "SIGNAL-IDUNA"].every(isListedProvider)).toBe(true);
    expect(isListedProvider("HanseMerkur")).toBe(false);
  });
});

describe("savings", () => {
  it("uses (850 − price) × 12, at least 0", () => {
    expect(yearlySavings(650)).toBe(2400);
    expect(yearlySavings(900)).toBe(0);
  });
  it("fallback is (5 % of price + 30) × 12", () => {
    expect(fallbackYearlySavings(500)).toBe(660);
  });
  it("results-screen estimate uses the year's basis, rounded", () => {
    expect(savingsEstimate(300, c2025)).toBe(Math.round(7243.43 - 3600));
    expect(savingsEstimate(700, c2025)).toBe(0);
    expect(savingsEstimate(300, c2026)).toBe(Math.round(6103.13 + 1255.5 + 418.5 - 3600));
  });
});

describe("contribution split", () => {
  it("defaults to half each for employees, capped at the year's caps", () => {
    expect(splitContribution(500, {}, { employerSubsidy: true, constants: c2026 })).toEqual({
      employee: 250,
      employer: 250,
    });
    const high = splitContribution(1400, {}, { employerSubsidy: true, constants: c2026 });
    expect(high.employer).toBe(613.22);
    expect(high.employee).toBe(786.78);
    expect(splitContribution(500, {}, { employerSubsidy: false, constants: c2026 })).toEqual({
      employee: 500,
      employer: 0,
    });
  });
  it("keeps shares within the 1 € tolerance", () => {
    expect(reconcileSplit(500, { employee: 250.5, employer: 250.4 })).toEqual({
      employee: 250.5,
      employer: 250.4,
    });
  });
  it("scales both shares when the sum is too high", () => {
    const split = reconcileSplit(500, { employee: 300, employer: 300 });
    expect(split.employer).toBe(250);
    expect(split.employee).toBe(250);
    expect(split.employee + split.employer).toBeCloseTo(500, 2);
  });
  it("adds a missing difference to the employee share", () => {
    expect(reconcileSplit(500, { employee: 200, employer: 250 })).toEqual({ employee: 250, employer: 250 });
  });
});

describe("price adjustments, bands and options", () => {
  it("maps deductibles to price adjustments", () => {
    expect([300, 600, 1000, 1500, 2500, 5000, 700].map(deductiblePriceAdjustment)).toEqual([
      -20, -40, -60, -80, -100, -120, 0,
    ]);
    expect(adjustPriceForDeductible(500, 1000)).toBe(440);
  });
  it("builds four equal bands", () => {
    expect(priceBands([400, 800, 600])).toEqual([
      { from: 400, to: 500 },
      { from: 500, to: 600 },
      { from: 600, to: 700 },
      { from: 700, to: 800 },
    ]);
  });
  it("widens a range under 10 € by at least 50 € or 10 %", () => {
    const narrow = priceBands([300, 305]);
    expect(narrow[3]!.to - narrow[0]!.from).toBeCloseTo(5 + 50, 5);
    const expensive = priceBands([1000, 1004]);
    expect(expensive[3]!.to - expensive[0]!.from).toBeCloseTo(4 + 100.4, 5);
    expect(priceBands([])).toEqual([]);
  });
  it("prices the options", () => {
    expect(
      optionsSurcharge({
        dental: 90,
        outpatient: "Enhanced",
        room: "2-bed",
        general: "Extra",
        sicknessBenefit: 50,
      }),
    ).toBe(20 + 15 + 10 + 20 + 15);
    expect(optionsSurcharge({ dental: 70 })).toBe(0);
  });
  it("labels rooms and deductibles with the defaults", () => {
    expect(hospitalRoomLabel(1)).toBe("Einbettzimmer");
    expect(hospitalRoomLabel(4)).toBe("Mehrbettzimmer");
    expect(hospitalRoomLabel(undefined)).toBe("Zweibettzimmer");
    expect(deductibleText(undefined)).toBe("300€ pro Jahr");
    expect(deductibleText(600)).toBe("600€ pro Jahr");
  });
});
