import { describe, expect, it } from "vitest";
import { constantsForYear } from "../domain/constants/yearly-constants";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import { quote } from "./premium-model";
import { PREMIUM_RELIEF_LIMITS, premiumReliefMonthlyPremium } from "./premium-relief";

/** Premium relief from 67 (docs/product/rating-engine.md#premium-relief): properties of its premium. */

const AMOUNTS = Array.from({ length: PREMIUM_RELIEF_LIMITS.max / 50 }, (_, index) => 50 * (index + 1));

describe("premium relief (Beitragsentlastung)", () => {
  it("rises with the entry age at every insurer, and with the amount", () => {
    for (const insurer of INSURERS) {
      for (let age = PREMIUM_RELIEF_LIMITS.minAge; age < 66; age++) {
        expect(premiumReliefMonthlyPremium(insurer, age + 1, 300)).toBeGreaterThan(
          premiumReliefMonthlyPremium(insurer, age, 300),
        );
      }
      for (let index = 1; index < AMOUNTS.length; index++) {
        expect(premiumReliefMonthlyPremium(insurer, 40, AMOUNTS[index]!)).toBeGreaterThan(
          premiumReliefMonthlyPremium(insurer, 40, AMOUNTS[index - 1]!),
        );
      }
    }
  });

  it("is 0 without relief and proportional to the amount (no fixed costs)", () => {
    for (const insurer of INSURERS) {
      expect(premiumReliefMonthlyPremium(insurer, 35, 0)).toBe(0);
      expect(premiumReliefMonthlyPremium(insurer, 35, 10)).toBeCloseTo(
        premiumReliefMonthlyPremium(insurer, 35, 1000) / 100,
        10,
      );
    }
  });

  it("stays in the documented range: 300 € from 67 cost about 70–92 € a month at 35, 197–236 € at 50", () => {
    const at = (age: number) => INSURERS.map((insurer) => premiumReliefMonthlyPremium(insurer, age, 300));
    expect(Math.min(...at(35))).toBeGreaterThanOrEqual(65);
    expect(Math.max(...at(35))).toBeLessThanOrEqual(95);
    expect(Math.min(...at(50))).toBeGreaterThanOrEqual(190);
    expect(Math.max(...at(50))).toBeLessThanOrEqual(240);
  });

  it("is part of the KV premium: in the total and in the employer share, not under § 149 VAG", () => {
    const tariff = TARIFFS.find((entry) => entry.kind === "full" && entry.line === "comfort")!;
    const base = {
      birthDate: "1986-06-15",
      startDate: "2026-12-01",
      deductible: 0,
      residualPercent: 100,
      sickPay: null,
      careObligation: true,
      beihilfe: false,
      employerShare: true,
      constants: constantsForYear(2026),
    };
    const without = quote(tariff, base);
    const withRelief = quote(tariff, { ...base, premiumRelief: 400 });
    expect(without.premiumRelief).toBe(0);
    expect(withRelief.premiumRelief).toBeGreaterThan(0);
    expect(withRelief.surcharge).toBe(without.surcharge);
    expect(withRelief.kvTotal).toBeCloseTo(without.kvTotal + withRelief.premiumRelief, 2);
    expect(withRelief.total).toBeCloseTo(without.total + withRelief.premiumRelief, 2);
    expect(withRelief.employer.kv).toBeGreaterThan(without.employer.kv);
  });
});
