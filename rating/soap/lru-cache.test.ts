import { describe, expect, it } from "vitest";
import { responseCacheKey } from "./lru-cache";

describe("responseCacheKey", () => {
  it("keys responses by length, start and end", () => {
    expect(responseCacheKey("<a>1</a>")).not.toBe(responseCacheKey("<a>22</a>"));
  });
});
