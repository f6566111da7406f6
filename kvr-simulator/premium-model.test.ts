import { describe, expect, it } from "vitest";
import { constantsForYear, type YearlyConstants } from "../domain/constants/yearly-constants";
import { ANNUITY_TO_67, LIFELONG_ANNUITY, lapse, mortality, SURVIVORS } from "./actuarial";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import type { TariffDefinition } from "./catalogue/types";
import { entryAgeFor } from "./entry-age";
import { unitCostsMonthly } from "./health-premium";
import { legalSurchargeApplies } from "./legal-surcharge";
import { type QuoteInput, quote } from "./premium-model";

const c2026 = constantsForYear(2026);
const comfort = TARIFFS.find((tariff) => tariff.kind === "full" && tariff.line === "comfort")!;
const beihilfe = TARIFFS.find((tariff) => tariff.kind === "beihilfe")!;
const student = TARIFFS.find((tariff) => tariff.kind === "student")!;

function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    birthDate: "1991-06-15",
    startDate: "2026-12-01",
    deductible: 600,
    residualPercent: 100,
    sickPay: { startDay: 43, dailyAmount: 100 },
    careObligation: true,
    beihilfe: false,
    employerShare: true,
    constants: c2026,
    ...overrides,
  };
}

describe("actuarial basis", () => {
  it("has a decreasing survivor function and plausible Ausscheideordnung", () => {
    for (let age = 0; age < 110; age++) expect(SURVIVORS[age + 1]!).toBeLessThanOrEqual(SURVIVORS[age]!);
    expect(mortality(40)).toBeGreaterThan(0.0005);
    expect(mortality(40)).toBeLessThan(0.003);
    expect(mortality(80)).toBeGreaterThan(0.02);
    expect(lapse(25)).toBe(0.03);
    expect(lapse(60)).toBe(0);
  });
  it("has annuities that shrink with age and end at 67 for sick pay", () => {
    // Lapse shortens the expected premium period of young adults; from 55 (no lapse) only mortality acts.
    for (let age = 55; age < 105; age++)
      expect(LIFELONG_ANNUITY[age + 1]!).toBeLessThan(LIFELONG_ANNUITY[age]!);
    expect(LIFELONG_ANNUITY[21]!).toBeGreaterThan(10);
    expect(ANNUITY_TO_67[66]).toBeCloseTo(1, 10);
    expect(ANNUITY_TO_67[67]).toBe(0);
  });
});

describe("§ 149 VAG surcharge", () => {
  it("applies from 1 January after the 21st birthday to the end of the year of the 60th birthday", () => {
    expect(legalSurchargeApplies("2005-12-31", "2026-12-01")).toBe(false); // turns 21 in 2026
    expect(legalSurchargeApplies("2004-01-01", "2026-01-01")).toBe(true); // turned 21 in 2025
    expect(legalSurchargeApplies("1966-12-31", "2026-12-01")).toBe(true); // turns 60 in 2026
    expect(legalSurchargeApplies("1965-01-01", "2026-01-01")).toBe(false); // turned 60 in 2025
  });
  it("is exactly 10 % of the health premium, not of sick pay or PPV", () => {
    const q = quote(comfort, input());
    expect(q.surcharge).toBe(Math.round(q.health * 0.1 * 100) / 100);
    expect(q.kvTotal).toBeCloseTo(q.health + q.surcharge + q.sickPay, 2);
    expect(q.total).toBeCloseTo(q.kvTotal + q.care, 2);
    expect(quote(comfort, input({ birthDate: "2005-03-01" })).surcharge).toBe(0);
    expect(quote(student, input({ birthDate: "2002-03-01" })).surcharge).toBe(0);
  });
});

describe("caps and shares", () => {
  it("caps the PPV at the year's maximum, lower with Beihilfe", () => {
    const lowCaps: YearlyConstants = {
      ...c2026,
      maxCarePremiumMonthly: 10,
      maxCarePremiumBeihilfeMonthly: 4,
    };
    const capped = quote(comfort, input({ constants: lowCaps }));
    expect(capped.careUncapped).toBeGreaterThan(10);
    expect(capped.care).toBe(10);
    const withBeihilfe = quote(beihilfe, input({ residualPercent: 50, beihilfe: true, constants: lowCaps }));
    expect(withBeihilfe.care).toBe(4);
    expect(quote(comfort, input()).careCap).toBe(209.25);
    expect(quote(beihilfe, input({ residualPercent: 50, beihilfe: true })).careCap).toBe(104.63);
  });
  it("gives employees half of each part, at most the caps, and AN + AG = total", () => {
    const q = quote(comfort, input());
    expect(q.employer.kv).toBe(Math.round((q.kvTotal / 2) * 100) / 100);
    expect(q.employer.ppv).toBe(Math.round((q.care / 2) * 100) / 100);
    expect(q.employee.total + q.employer.total).toBeCloseTo(q.total, 2);
    const old = quote(TARIFFS.find((t) => t.line === "premium")!, input({ birthDate: "1968-01-01" }));
    expect(old.kvTotal / 2).toBeGreaterThan(508.59);
    expect(old.employer.kv).toBe(508.59);
    const self = quote(comfort, input({ employerShare: false }));
    expect(self.employer.total).toBe(0);
    expect(self.employee.total).toBe(self.total);
  });
});

describe("Beihilfe residual", () => {
  it("covers only the residual percentage", () => {
    const full = quote(
      beihilfe,
      input({ residualPercent: 100, beihilfe: true, sickPay: null, deductible: 0 }),
    );
    const half = quote(
      beihilfe,
      input({ residualPercent: 50, beihilfe: true, sickPay: null, deductible: 0 }),
    );
    const child = quote(
      beihilfe,
      input({ birthDate: "2018-01-01", residualPercent: 20, beihilfe: true, sickPay: null, deductible: 0 }),
    );
    const childFull = quote(
      beihilfe,
      input({ birthDate: "2018-01-01", residualPercent: 100, beihilfe: true, sickPay: null, deductible: 0 }),
    );
    // The claims are insured at the residual share; the unit costs are per contract, whatever the share.
    const unit = (birthDate: string) => unitCostsMonthly(beihilfe, entryAgeFor(birthDate, input().startDate));
    const adult = unit(input().birthDate);
    expect(half.health).toBeCloseTo((full.health - adult) * 0.5 + adult, 1);
    expect(child.health).toBeCloseTo((childFull.health - unit("2018-01-01")) * 0.2 + unit("2018-01-01"), 1);
    expect(half.careUncapped).toBeCloseTo(full.careUncapped * 0.5, 1);
  });
});

describe("monotonicity", () => {
  const adults = Array.from({ length: 39 }, (_, index) => 21 + index);
  it("premiums rise with entry age for every tariff (21–59)", () => {
    for (const tariff of TARIFFS) {
      let previous = 0;
      for (const age of adults) {
        const q = quote(
          tariff,
          input({ birthDate: `${2026 - age}-01-01`, deductible: tariff.deductibleOptions[0]! }),
        );
        expect(q.total, `${tariff.name} ${age}`).toBeGreaterThan(previous);
        previous = q.total;
      }
    }
  });
  it("premiums fall with the deductible for every tariff", () => {
    for (const tariff of TARIFFS as TariffDefinition[]) {
      for (const age of [0, 18, 30, 45]) {
        const prices = [...tariff.deductibleOptions]
          .sort((a, b) => a - b)
          .map((deductible) => quote(tariff, input({ birthDate: `${2026 - age}-01-01`, deductible })).health);
        for (let i = 1; i < prices.length; i++) expect(prices[i]!).toBeLessThan(prices[i - 1]!);
      }
    }
  });
  it("uses the calendar-year entry age", () => {
    expect(entryAgeFor("1991-12-31", "2026-01-01")).toBe(35);
  });
});

describe("loadings", () => {
  it("every insurer has at least 5 % safety loading", () => {
    for (const insurer of INSURERS) expect(insurer.basis.safetyLoading).toBeGreaterThanOrEqual(0.05);
  });
});
