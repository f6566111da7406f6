import { describe, expect, it } from "vitest";
import type { BenefitDetail } from "./offer";
import { tariffFacts } from "./tariff-facts";

const item = (text: string, description?: string): BenefitDetail => ({
  group: "Ambulante Leistungen",
  text,
  description,
  points: 1,
  isPositive: true,
});

describe("tariffFacts", () => {
  it("reads the GOÄ rate, the Primärarzt rule and the Beitragsrückerstattung from the benefit items", () => {
    const facts = tariffFacts({
      name: "Komfort",
      sickPayPrice: 28.22,
      benefitDetails: [
        item("GOÄ bis zum 3,5-fachen Satz"),
        item("Klinik-GOÄ über den Höchstsatz hinaus"),
        item("Primärarztprinzip", "Facharzt ohne Überweisung nur 80 % Erstattung"),
        item("Beitragsrückerstattung 3 Monatsbeiträge"),
      ],
    });
    expect(facts).toEqual({
      waitingPeriods: undefined,
      doctorFeeRate: "bis zum 3,5-fachen Satz",
      dentalFeeRate: undefined,
      premiumRefund: "3 Monatsbeiträge",
      primaryDoctor: { rule: true, detail: "Facharzt ohne Überweisung nur 80 % Erstattung" },
      sickPayPrice: 28.22,
    });
  });

  it("says 'keine' Beitragsrückerstattung and free choice of doctor when the items say so", () => {
    const facts = tariffFacts({
      name: "Vital",
      sickPayPrice: undefined,
      benefitDetails: [
        item("GOÄ über den Höchstsatz hinaus"),
        item("Freie Arztwahl", "Freie Arztwahl ohne Primärarztprinzip"),
        item("Keine Beitragsrückerstattung"),
      ],
    });
    expect(facts.doctorFeeRate).toBe("über den Höchstsatz hinaus");
    expect(facts.premiumRefund).toBe("keine");
    expect(facts.primaryDoctor).toEqual({ rule: false, detail: undefined });
  });

  it("invents nothing: without items every fact is unknown, except a Hausarzt tariff's name", () => {
    const none = tariffFacts({ name: "Komfort", sickPayPrice: undefined, benefitDetails: undefined });
    expect(Object.values(none).every((value) => value === undefined)).toBe(true);
    expect(tariffFacts({ name: "AZP Komfort Hausarzt", sickPayPrice: undefined }).primaryDoctor).toEqual({
      rule: true,
      detail: undefined,
    });
  });
});
