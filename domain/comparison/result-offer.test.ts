import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { gkvContribution, savingsText } from "../offers/gkv-contribution";
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
    grade: { value: 1.3, label: "sehr gut", rank: 2, of: 40 },
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
      resultOffer(4, { grade: { value: 3.6, label: "ausreichend", rank: 31, of: 40 } }),
      resultOffer(5, { grade: undefined }),
      resultOffer(6, { primaryDoctorRule: "Facharzt ohne Überweisung nur 80 % Erstattung" }),
      resultOffer(7, { primaryDoctorRule: "Facharzt ohne Überweisung nur 80 % Erstattung" }),
    ];
    const read = unpackResultOffers(packResultOffers(offers));
    expect(read).toEqual(offers);
    expect(read[1]?.savingsEstimate).toBeUndefined();
    expect(read[1]?.deductibleAmount).toBeUndefined();
    expect(read[0]?.savingsEstimate).toBe(1234.5);
    expect(read[4]?.grade).toEqual({ value: 3.6, label: "ausreichend", rank: 31, of: 40 });
    expect(read[5]?.grade).toBeUndefined();
    expect(read[6]?.primaryDoctorRule).toBe("Facharzt ohne Überweisung nur 80 % Erstattung");
    expect(read[0]?.primaryDoctorRule).toBeUndefined();
    expect(unpackResultOffers(packResultOffers([]))).toEqual([]);
  });

  it("writes a grade as its value, rank and count (the label follows from the value)", () => {
    const packed = packResultOffers([resultOffer(0)]);
    expect(packed).toContain("[1.3,2,40]");
    expect(packed).not.toContain("sehr gut");
  });

  it("writes each repeated text once", () => {
    const packed = packResultOffers(Array.from({ length: 50 }, (_, index) => resultOffer(index)));
    expect(packed.split("Heilpraktiker bis 1.000 €").length - 1).toBe(1);
    expect(packed.split("GKV-Höchstbeitrag").length - 1).toBe(1);
    expect(packed.split('"monthlyPrice"').length - 1).toBe(1);
  });

  it("writes the savings computation once and each offer's own amounts again from its employee share", () => {
    const contribution = gkvContribution(
      { group: "employee", age: 35, beihilfe: false },
      constantsForYear(2026),
    )!;
    const offers = Array.from({ length: 50 }, (_, index) => {
      const employeeContribution = 250 + index * 7.13;
      return resultOffer(index, {
        employeeContribution,
        savingsBasis: savingsText(contribution, employeeContribution),
      });
    });
    offers.push(resultOffer(50, { savingsBasis: "Ein anderer Text" }));
    const packed = packResultOffers(offers);
    expect(packed.split("Arbeitnehmeranteil in der GKV 2026").length - 1).toBe(1);
    expect(packed).not.toContain("12 × 250,00 €");
    const read = unpackResultOffers(packed);
    expect(read).toEqual(offers);
    expect(read[0]?.savingsBasis).toContain(
      "12 × 250,00 € = 3.000,00 € im Jahr. Ersparnis: 7.777,13 € − 3.000,00 €",
    );
  });
});
