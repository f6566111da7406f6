import { describe, expect, it } from "vitest";
import { type RankableOffer, SORT_ORDERS, sortOffers } from "./sort-orders";

const offer = (id: string, monthlyPrice: number, points: number, status?: string): RankableOffer => ({
  id,
  provider: id,
  name: id,
  monthlyPrice,
  totalLeistungPoints: points,
  deductibleAmount: 0,
  ...(status ? { riskAssessment: { status } } : {}),
});

describe("sort orders", () => {
  it("put tariffs the insurer would likely refuse after every other, in every order", () => {
    const offers = [
      offer("refused-cheap-good", 300, 95, "decline"),
      offer("surcharge", 520, 80, "surcharge"),
      offer("accept", 480, 70, "accept"),
      offer("refused-dear", 700, 60, "decline"),
      offer("unchecked", 500, 75),
    ];
    for (const order of SORT_ORDERS) {
      const ids = sortOffers(offers, order).map((entry) => entry.id);
      expect(ids.slice(-2).sort()).toEqual(["refused-cheap-good", "refused-dear"]);
    }
    expect(sortOffers(offers, "preis").map((entry) => entry.id)).toEqual([
      "accept",
      "unchecked",
      "surcharge",
      "refused-cheap-good",
      "refused-dear",
    ]);
  });
});
