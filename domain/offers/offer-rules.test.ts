import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import {
  adjustPriceForDeductible,
  deductiblePriceAdjustment,
  deductibleText,
  hospitalRoomLabel,
  optionsSurcharge,
  priceBands,
  rateOffer,
  reconcileSplit,
  splitContribution,
  tariffKeyOf,
} from "./offer-rules";

const c2026 = constantsForYear(2026);

describe("rating", () => {
  const base = { totalBenefitPoints: 0, dentalReplacement: 50, beds: 3, deductible: 600, monthlyPrice: 700 };
  it("starts at 3.5", () => expect(rateOffer(base)).toBe(3.5));
  it("adds each bonus exactly", () => {
    expect(rateOffer({ ...base, totalBenefitPoints: 100 })).toBe(4.5);
    expect(rateOffer({ ...base, totalBenefitPoints: 60 })).toBe(4.1);
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
      rateOffer({ totalBenefitPoints: 90, dentalReplacement: 90, beds: 1, deductible: 0, monthlyPrice: 400 }),
    ).toBe(5);
  });
  it("has no input that names an insurer", () => {
    // The rating input is numbers only: the same tariff under any insurer's name rates the same.
    expect(Object.keys(base).sort()).toEqual([
      "beds",
      "deductible",
      "dentalReplacement",
      "monthlyPrice",
      "totalBenefitPoints",
    ]);
  });
});

describe("tariffKeyOf", () => {
  it("is the normalised provider and tariff name", () => {
    expect(tariffKeyOf("Signal Iduna", "Komfort  Plus ")).toBe("signaliduna|komfort plus");
    expect(tariffKeyOf("SIGNAL-IDUNA", "Komfort Plus")).toBe(tariffKeyOf("Signal Iduna", "komfort plus"));
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
    expect(deductibleText(600)).toBe("600\u00a0€ pro Jahr");
    expect(deductibleText(1200)).toBe("1.200\u00a0€ pro Jahr");
  });
});
