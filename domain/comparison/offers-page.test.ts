import { describe, expect, it } from "vitest";
import {
  HOUSEHOLD_OFFERS_PAGE,
  MAX_OFFERS_PAGE,
  OFFERS_PAGE_MESSAGES,
  offersPageOf,
  parseOffersPageRequest,
} from "./offers-page";

describe("offer pages", () => {
  it("reads offset and limit as whole numbers, limit 1 to the maximum", () => {
    expect(parseOffersPageRequest({})).toEqual({ page: { offset: 0, limit: undefined } });
    expect(parseOffersPageRequest({ offset: "10", limit: "5" })).toEqual({ page: { offset: 10, limit: 5 } });
    expect(parseOffersPageRequest({ limit: String(MAX_OFFERS_PAGE) })).toEqual({
      page: { offset: 0, limit: MAX_OFFERS_PAGE },
    });
    expect(parseOffersPageRequest({ offset: "-1", limit: "0" })).toEqual({
      errors: { offset: [OFFERS_PAGE_MESSAGES.offset], limit: [OFFERS_PAGE_MESSAGES.limit] },
    });
    for (const limit of ["", "1.5", "1e2", String(MAX_OFFERS_PAGE + 1), "9999999999"]) {
      expect(parseOffersPageRequest({ limit })).toEqual({ errors: { limit: [OFFERS_PAGE_MESSAGES.limit] } });
    }
  });

  it("pages a household's lists by default, a single person's list whole, and says where the next page starts", () => {
    expect(offersPageOf(76, { offset: 0, limit: undefined }, true)).toEqual({
      offset: 0,
      limit: HOUSEHOLD_OFFERS_PAGE,
      total: 76,
      nextOffset: HOUSEHOLD_OFFERS_PAGE,
    });
    expect(offersPageOf(76, { offset: 0, limit: undefined }, false)).toEqual({
      offset: 0,
      limit: 76,
      total: 76,
      nextOffset: undefined,
    });
    expect(offersPageOf(76, { offset: 70, limit: 5 }, false).nextOffset).toBe(75);
    expect(offersPageOf(76, { offset: 75, limit: 5 }, true).nextOffset).toBeUndefined();
    expect(offersPageOf(0, { offset: 0, limit: undefined }, false)).toMatchObject({
      limit: 1,
      nextOffset: undefined,
    });
  });
});
