import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { comparisonAssumptions, offerAssumptions } from "./assumptions";
import {
  offerAssumptionSentences,
  ownShareStatement,
  pricedStatement,
  sickPayText,
} from "./assumptions-text";

const nb = "\u00a0";
const constants = constantsForYear(2027);

describe("the assumptions in German", () => {
  it("says what an employee's offer priced and the own share after the employer's, with the cap", () => {
    const assumptions = comparisonAssumptions({
      form: { jobStatus: "employed", insuredPerson: "self" },
      preferredDeductible: 0,
      insuranceStart: "2027-01-01",
      constants,
    });
    const offer = offerAssumptions(assumptions, {
      deductibleAmount: 0,
      employeeContribution: 423.61,
      employerContribution: 423.62,
    });
    expect(offerAssumptionSentences(offer)).toEqual([
      `Berechnet mit Selbstbeteiligung 0${nb}€ im Jahr, Krankentagegeld 100${nb}€ pro Tag ab dem 43. Tag, Versicherungsbeginn 01.01.2027.`,
      `Ihr Anteil nach Arbeitgeberanteil: 423,61${nb}€ im Monat (Arbeitgeber 423,62${nb}€; der Arbeitgeber zahlt höchstens die Hälfte, ${constants.year} bis ${constants.maxEmployerSubsidyHealthMonthly.toFixed(2).replace(".", ",")}${nb}€ Kranken- und ${constants.maxEmployerSubsidyCareMonthly.toFixed(2).replace(".", ",")}${nb}€ Pflegeversicherung im Monat).`,
    ]);
  });

  it("says 'ohne Krankentagegeld' for a self-employed person without one, and no own-share sentence", () => {
    const assumptions = comparisonAssumptions({
      form: { jobStatus: "self-employed", insuredPerson: "self" },
      preferredDeductible: 1000,
      insuranceStart: "2027-02-01",
      constants,
    });
    const offer = offerAssumptions(assumptions, {
      deductibleAmount: 1000,
      employeeContribution: 390,
      employerContribution: 0,
    });
    expect(ownShareStatement(offer)).toBeUndefined();
    expect(offerAssumptionSentences(offer)).toEqual([
      `Berechnet mit Selbstbeteiligung 1.000${nb}€ im Jahr, ohne Krankentagegeld, Versicherungsbeginn 01.02.2027.`,
    ]);
  });

  it("names a chosen sick pay with cents only when it has some, and a premium relief", () => {
    expect(sickPayText({ dailyAmount: 85, startDay: 8 })).toBe(
      `Krankentagegeld 85${nb}€ pro Tag ab dem 8. Tag`,
    );
    expect(
      pricedStatement({
        deductible: 300,
        sickPay: undefined,
        premiumRelief: 250,
        insuranceStart: "2027-03-01",
        employerShareCap: undefined,
      }),
    ).toBe(
      `Berechnet mit Selbstbeteiligung 300${nb}€ im Jahr, ohne Krankentagegeld, Beitragsentlastung 250${nb}€ im Monat ab 67, Versicherungsbeginn 01.03.2027.`,
    );
  });
});
