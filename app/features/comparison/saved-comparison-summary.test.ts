import { describe, expect, it } from "vitest";
import { savedComparisonSummary } from "./saved-comparison-summary";

describe("savedComparisonSummary", () => {
  const comparison = {
    input: {
      birthDate: "1990-05-01",
      jobStatus: "employed",
      insuredPerson: "self",
      coverageType: "comfort" as const,
    },
    insuranceStart: "2027-01-01",
    offers: [
      { provider: "Hallesche", name: "NK.select XL", monthlyPrice: 520 },
      { provider: "Debeka", name: "N", monthlyPrice: 480 },
    ],
  };

  it("names the person with the age on the start, the package and the top tariff", () => {
    expect(savedComparisonSummary(comparison)).toEqual({
      person: "Angestellter, 36 Jahre",
      coverage: "Leistungspaket Komfort",
      topTariff: "Hallesche – NK.select XL, 520,00\u00a0€ im Monat",
    });
  });

  it("has no top tariff without offers", () => {
    expect(savedComparisonSummary({ ...comparison, offers: [] }).topTariff).toBeUndefined();
  });
});
