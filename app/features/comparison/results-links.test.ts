import { describe, expect, it } from "vitest";
import { resultsHref, shownCount } from "./results-links";

describe("results URLs and paging", () => {
  it("builds addressable URLs for results, details and compare", () => {
    expect(resultsHref.results("abc")).toBe("/ihre-pkv-tarife?c=abc");
    expect(resultsHref.details("abc", "dkv-3")).toBe("/ihre-pkv-tarife/tarif/dkv-3?c=abc");
    expect(resultsHref.compare("abc", ["a-1", "b-2"])).toBe("/ihre-pkv-tarife/vergleich?c=abc&t=a-1&t=b-2");
  });

  it("shows ten further offers unless the URL asks for more", () => {
    expect(shownCount(new URLSearchParams(""))).toBe(10);
    expect(shownCount(new URLSearchParams("mehr=30"))).toBe(30);
    expect(shownCount(new URLSearchParams("mehr=abc"))).toBe(10);
    expect(shownCount(new URLSearchParams("mehr=5"))).toBe(10);
    expect(shownCount(new URLSearchParams("mehr=999999"))).toBe(1000);
  });
});
