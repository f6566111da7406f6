import { describe, expect, it } from "vitest";
import { birthDateForAge } from "./price-dialogue-request";

const TODAY = "2026-11-23";

describe("the age rule", () => {
  it("makes the person the given age on the insurance start", () => {
    expect(birthDateForAge(34, TODAY)).toBe("1992-12-01");
    expect(birthDateForAge(0, TODAY)).toBe(TODAY);
  });
});
