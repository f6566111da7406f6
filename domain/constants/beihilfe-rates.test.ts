import { describe, expect, it } from "vitest";
import { BEIHILFE_RATES, beihilfeRatesOf } from "./beihilfe-rates";

describe("Beihilfe rates of the Dienstherren", () => {
  it("holds the Bund and the 16 Länder once each", () => {
    expect(BEIHILFE_RATES).toHaveLength(17);
    expect(new Set(BEIHILFE_RATES.map((rates) => rates.name)).size).toBe(17);
  });

  it("gives every rate between 50 and 80 % and names the law", () => {
    for (const rates of BEIHILFE_RATES) {
      for (const value of [
        rates.active,
        rates.activeWithTwoChildren,
        rates.spouse,
        rates.child,
        rates.pensioner,
      ])
        expect(value >= 50 && value <= 80).toBe(true);
      expect(rates.law).not.toBe("");
    }
  });

  it("reads Bayern's rates: 50 % active, 70 % retired, 80 % for children", () => {
    expect(beihilfeRatesOf("Bayern")).toMatchObject({ active: 50, pensioner: 70, child: 80, spouse: 70 });
    expect(beihilfeRatesOf("Atlantis")).toBeUndefined();
  });
});
