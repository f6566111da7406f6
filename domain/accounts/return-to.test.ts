import { describe, expect, it } from "vitest";
import { returnPathOf } from "./return-path-schema";
import { comparisonToKeep, loginPathReturningTo, resultsReturnPath } from "./return-to";

describe("return after sign-in", () => {
  it("accepts paths of this site only", () => {
    expect(returnPathOf("/ihre-pkv-tarife?c=abc")).toBe("/ihre-pkv-tarife?c=abc");
    expect(returnPathOf("/mein-bereich#meine-vergleiche")).toBe("/mein-bereich#meine-vergleiche");
    for (const foreign of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "evil",
      "",
      "/a b",
      7,
    ]) {
      expect(returnPathOf(foreign)).toBeUndefined();
    }
    expect(returnPathOf(`/${"a".repeat(600)}`)).toBeUndefined();
  });

  it("finds the comparison a results path leads back to", () => {
    expect(comparisonToKeep(resultsReturnPath("c-1 2"))).toBe("c-1 2");
    expect(comparisonToKeep("/ihre-pkv-tarife?c=abc&sort=price")).toBe("abc");
    expect(comparisonToKeep("/ihre-pkv-tarife")).toBeUndefined();
    expect(comparisonToKeep("/mein-bereich?c=abc")).toBeUndefined();
    expect(comparisonToKeep(undefined)).toBeUndefined();
  });

  it("builds the login link that returns to the results", () => {
    expect(loginPathReturningTo(resultsReturnPath("abc"))).toBe("/login?next=%2Fihre-pkv-tarife%3Fc%3Dabc");
  });
});
