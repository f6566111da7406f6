import { describe, expect, it } from "vitest";
import { packResultOffers, type ResultOffer, unpackResultOffers } from "./result-offer";

const benefits = ["Zahnersatz 80 %", 'Chefarzt "Wahlleistung"', "Heilpraktiker bis 1.000 €"];
const components = ["KV1", "ZE80", "SB600"];

function resultOffer(index: number, extra: Partial<ResultOffer> = {}): ResultOffer {
  return {
    id: `tarif-${index}`,
    tariffKey: `tarif-${index >> 1}`,
    provider: index % 2 ? "Allianz" : "Debeka",
    name: `Komfort ${index}`,
    monthlyPrice: 289.5 + index,
    employeeContribution: 144.75,
    employerContribution: 144.75,
    savingsEstimate: 1234.5,
    savingsBasis: "Geschätzte Ersparnis gegenüber dem GKV-Höchstbeitrag 2026 (Arbeitnehmeranteil)",
    dentistCoverage: 80,
    dentalTreatment: 100,
    hospitalRoom: "Zweibettzimmer",
    chiefPhysician: true,
    deductible: "600 €",
    deductibleAmount: 600,
    rating: 4.5,
    benefits,
    tariffComponents: components,
    hasEGO2: false,
    totalLeistungPoints: 87,
    category: "preis-leistung",
    ...extra,
  };
}

describe("packed result offers", () => {
  it("reads back exactly the offers it wrote, missing values included", () => {
    const offers = [
      resultOffer(0),
      resultOffer(1, { savingsEstimate: undefined, savingsBasis: undefined, deductibleAmount: undefined }),
      resultOffer(2, { benefits: [], tariffComponents: ["KV2"], chiefPhysician: false, hasEGO2: true }),
      resultOffer(3, { name: "Tarif mit \\ Backslash und \u2028 Zeilentrenner", monthlyPrice: 0 }),
    ];
    const read = unpackResultOffers(packResultOffers(offers));
    expect(read).toEqual(offers);
    expect(read[1]?.savingsEstimate).toBeUndefined();
    expect(read[1]?.deductibleAmount).toBeUndefined();
    expect(read[0]?.savingsEstimate).toBe(1234.5);
    expect(unpackResultOffers(packResultOffers([]))).toEqual([]);
  });

  it("writes each repeated text once", () => {
    const packed = packResultOffers(Array.from({ length: 50 }, (_, index) => resultOffer(index)));
    expect(packed.split("Heilpraktiker bis 1.000 €").length - 1).toBe(1);
    expect(packed.split("GKV-Höchstbeitrag").length - 1).toBe(1);
    expect(packed.split('"monthlyPrice"').length - 1).toBe(1);
  });
});
