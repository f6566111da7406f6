import { describe, expect, it } from "vitest";
import { hasValidPhoneLength, isGermanPhone, isProfilePhone, normalizePhone } from "./phone";

describe("phone rules", () => {
  it.each([
    ["+49 170 1234567", true],
    ["0049-170-1234567", true],
    ["0170 1234567", true],
    ["01701234", true],
    ["0170123", false],
    ["+49 0170 1234567", false],
    ["+43 660 1234567", false],
    ["01701234567890123", false],
    ["0170123456789012", true],
    ["+49 (170) 1234567", false],
    ["abc", false],
  ])("isGermanPhone(%s) = %s", (input, expected) => {
    expect(isGermanPhone(input)).toBe(expected);
  });

  it.each([
    ["0170 1234567", "+491701234567"],
    ["+49 (170) 123-4567", "+491701234567"],
    ["0049 170 1234567", "+491701234567"],
    ["49 170 1234567", "+491701234567"],
    ["170 1234567", "+491701234567"],
  ])("normalizePhone(%s) = %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it("accepts normalised lengths 12 to 16", () => {
    expect(hasValidPhoneLength("+49170123")).toBe(false);
    expect(hasValidPhoneLength("+49170123456")).toBe(true);
    expect(hasValidPhoneLength("+491701234567890")).toBe(true);
    expect(hasValidPhoneLength("+4917012345678901")).toBe(false);
  });

  it("profile phone: +49 or 0, then at least 6 digits, spaces or hyphens", () => {
    expect(isProfilePhone("+49 170 123")).toBe(true);
    expect(isProfilePhone("0170-12")).toBe(true);
    expect(isProfilePhone("0170")).toBe(false);
    expect(isProfilePhone("170 1234567")).toBe(false);
    expect(isProfilePhone("+49 170 abc123")).toBe(false);
  });
});
