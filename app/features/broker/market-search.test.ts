import { describe, expect, it } from "vitest";
import { marketSearch } from "./market-search";

describe("marketSearch (the market's URL)", () => {
  it("leaves out empty filters, the default sort and the first page", () => {
    expect(marketSearch({ sort: "newest" })).toBe("");
    expect(marketSearch({ sort: "newest" }, { page: 1 })).toBe("");
  });

  it("keeps filters, sort, page and the lead to buy", () => {
    expect(
      marketSearch(
        { quality: "rueckruf", jobStatus: "employed", coverageWish: "premium", sort: "price-desc" },
        { page: 3, buy: "abc" },
      ),
    ).toBe("?quality=rueckruf&jobStatus=employed&coverageWish=premium&sort=price-desc&page=3&buy=abc");
  });
});
