import { describe, expect, it } from "vitest";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "./json-depth";

describe("jsonDepthExceeds", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("allows up to the limit and refuses one level more", () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toBe(false);
    expect(jsonDepthExceeds(`{"a":{"b":${nested(MAX_JSON_DEPTH - 1)}}}`)).toBe(true);
  });

  it("scans 20 000 levels without recursion", () => {
    expect(jsonDepthExceeds(`{"junk":${"[".repeat(20_000)}`)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    const brackets = "[".repeat(100);
    expect(jsonDepthExceeds(JSON.stringify({ name: brackets, quoted: `"${brackets}\\"` }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify([`\\`, brackets]))).toBe(false);
  });

  it("counts siblings by depth, not by number", () => {
    expect(jsonDepthExceeds(JSON.stringify(Array.from({ length: 1000 }, () => [[{ a: [1] }]])))).toBe(false);
  });
});
