import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps same-site paths with query and hash", () => {
    expect(safeNextPath("/mein-bereich")).toBe("/mein-bereich");
    expect(safeNextPath("/api/auth/verify-email?token=abc&callbackURL=%2Fmein-bereich")).toBe(
      "/api/auth/verify-email?token=abc&callbackURL=%2Fmein-bereich",
    );
    expect(safeNextPath("/comparison?c=1#ergebnisse")).toBe("/comparison?c=1#ergebnisse");
  });

  it("refuses CR, LF, tab and other control characters", () => {
    expect(safeNextPath("/a\r\nSet-Cookie: x=1")).toBe("/");
    expect(safeNextPath("/a\nb")).toBe("/");
    expect(safeNextPath("/\t/evil.example")).toBe("/");
    expect(safeNextPath("/a\u0000")).toBe("/");
  });

  it("refuses other sites: //, backslashes, schemes, relative paths", () => {
    expect(safeNextPath("//evil.example")).toBe("/");
    expect(safeNextPath("/\\evil.example")).toBe("/");
    expect(safeNextPath("/a\\b")).toBe("/");
    expect(safeNextPath("https://evil.example/")).toBe("/");
    expect(safeNextPath("javascript:alert(1)")).toBe("/");
    expect(safeNextPath("mein-bereich")).toBe("/");
    expect(safeNextPath("")).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath(`/${"a".repeat(2001)}`)).toBe("/");
  });
});
