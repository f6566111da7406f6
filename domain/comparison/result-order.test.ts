import { describe, expect, it } from "vitest";
import { parseSortOrder, SORT_ORDER_LABELS } from "./result-order";
import { selectVisibleOffers } from "./results-filters";

const offer = (
  provider: string,
  monthlyPrice: number,
  totalLeistungPoints: number,
  deductibleAmount = 0,
) => ({
  id: `${provider}-${monthlyPrice}`,
  provider,
  name: `${provider} Tarif ${totalLeistungPoints}`,
  monthlyPrice,
  totalLeistungPoints,
  deductibleAmount,
  dentistCoverage: 80,
  hospitalRoom: "Zweibettzimmer",
  chiefPhysician: true,
});

const offers = [
  offer("A", 500, 90), // 180 points per 1.000 €
  offer("A", 300, 80), // 267
  offer("B", 200, 40), // 200
  offer("C", 600, 95), // 158
  offer("D", 100, 10), // 100
  // dearest with the fewest points: every other tariff beats it, so it is the one graded 'ausreichend'
  offer("E", 700, 5), // 7
];

const ids = (result: { top: Array<{ id: string }>; more: Array<{ id: string }> }) => [
  result.top.map((entry) => entry.id),
  result.more.map((entry) => entry.id),
];

describe("results order on the results screen", () => {
  it("sorts by points per euro, price or points; top 3 hold at most one tariff per insurer", () => {
    expect(ids(selectVisibleOffers(offers, { order: "preis-leistung" }))).toEqual([
      ["A-300", "B-200", "C-600"],
      ["A-500", "D-100", "E-700"],
    ]);
    expect(ids(selectVisibleOffers(offers, { order: "preis" }))).toEqual([
      ["D-100", "B-200", "A-300"],
      ["A-500", "C-600", "E-700"],
    ]);
    expect(ids(selectVisibleOffers(offers, { order: "leistung" }))).toEqual([
      ["C-600", "A-500", "B-200"],
      ["A-300", "D-100", "E-700"],
    ]);
  });

  it("shows one deductible variant per tariff, the one the preference picks", () => {
    const variants = [offer("E", 400, 70, 0), { ...offer("E", 380, 70, 600), id: "E-600" }];
    expect(selectVisibleOffers(variants, { preferredDeductible: 600 }).all.map((entry) => entry.id)).toEqual([
      "E-600",
    ]);
    expect(selectVisibleOffers(variants, { preferredDeductible: 0 }).all.map((entry) => entry.id)).toEqual([
      "E-400",
    ]);
  });

  it("reads the URL parameter with 'Preis-Leistung' as default", () => {
    expect(parseSortOrder("preis")).toBe("preis");
    expect(parseSortOrder("provision")).toBe("preis-leistung");
    expect(parseSortOrder(null)).toBe("preis-leistung");
    expect(Object.values(SORT_ORDER_LABELS)).toEqual(["Preis-Leistung", "Preis", "Leistung"]);
  });
});
