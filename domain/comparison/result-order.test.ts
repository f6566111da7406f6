import { describe, expect, it } from "vitest";
import { orderResults, parseSortOrder, SORT_ORDER_LABELS } from "./result-order";

const offer = (provider: string, monthlyPrice: number, totalLeistungPoints: number) => ({
  provider,
  monthlyPrice,
  totalLeistungPoints,
  id: `${provider}-${monthlyPrice}`,
});

const offers = [
  offer("A", 500, 90), // 5,56 €/point
  offer("A", 300, 80), // 3,75
  offer("B", 200, 40), // 5,00
  offer("C", 600, 95), // 6,32
  offer("D", 100, 10), // 10,00
];

describe("results order", () => {
  it("sorts by price per point, price or points; top 3 hold at most one tariff per insurer", () => {
    const ids = (result: { top: Array<{ id: string }>; more: Array<{ id: string }> }) => [
      result.top.map((entry) => entry.id),
      result.more.map((entry) => entry.id),
    ];
    expect(ids(orderResults(offers, "preis-leistung"))).toEqual([
      ["A-300", "B-200", "C-600"],
      ["A-500", "D-100"],
    ]);
    expect(ids(orderResults(offers, "preis"))).toEqual([
      ["D-100", "B-200", "A-300"],
      ["A-500", "C-600"],
    ]);
    expect(ids(orderResults(offers, "leistung"))).toEqual([
      ["C-600", "A-500", "B-200"],
      ["A-300", "D-100"],
    ]);
  });

  it("reads the URL parameter with 'Preis-Leistung' as default", () => {
    expect(parseSortOrder("preis")).toBe("preis");
    expect(parseSortOrder("provision")).toBe("preis-leistung");
    expect(parseSortOrder(null)).toBe("preis-leistung");
    expect(Object.values(SORT_ORDER_LABELS)).toEqual(["Preis-Leistung", "Preis", "Leistung"]);
  });
});
