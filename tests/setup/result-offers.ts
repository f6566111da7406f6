import type { ResultOffer } from "../../domain/comparison/result-offer";

/**
 * One offer as the results page holds it, for the card, price and assumption tests: a Komfort tariff at
 * 612,40 € with a 300 € deductible, the employer paying half; `extra` replaces any field.
 */
export function resultOffer<T extends Partial<ResultOffer>>(extra: T = {} as T): ResultOffer & T {
  return {
    id: "tarif-1",
    tariffKey: "anbieter|komfort",
    provider: "Anbieter",
    name: "Komfort",
    monthlyPrice: 612.4,
    employeeContribution: 306.2,
    employerContribution: 306.2,
    savingsEstimate: undefined,
    savingsBasis: undefined,
    dentistCoverage: 80,
    dentalTreatment: 90,
    hospitalRoom: "Zweibettzimmer",
    chiefPhysician: true,
    deductible: "300 € pro Jahr",
    deductibleAmount: 300,
    rating: 5,
    benefits: [],
    tariffComponents: [],
    hasEGO2: false,
    totalLeistungPoints: 80,
    grade: undefined,
    category: "standard",
    ...extra,
  };
}
