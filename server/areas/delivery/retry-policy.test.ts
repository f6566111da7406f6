import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY, retryDelay } from "./retry-policy";

describe("retryDelay", () => {
  const middle = 0.5;

  it("doubles from 30 s and stops at the cap", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) =>
      retryDelay(DEFAULT_RETRY_POLICY, attempts, middle),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryDelay({ ...DEFAULT_RETRY_POLICY, maxAttempts: 20 }, 12, middle)).toBe(60 * 60 * 1000);
  });

  it("spreads a retry by ±20 %", () => {
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, 0)).toBe(24_000);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 1, 0.999_999)).toBe(36_000);
    expect(retryDelay(DEFAULT_RETRY_POLICY, 3, 0.25)).toBe(108_000);
  });

  it("gives up after the eighth attempt", () => {
    expect(retryDelay(DEFAULT_RETRY_POLICY, 7, middle)).toBeDefined();
    expect(retryDelay(DEFAULT_RETRY_POLICY, 8, middle)).toBeUndefined();
  });
});
