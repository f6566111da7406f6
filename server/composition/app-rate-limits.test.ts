import { describe, expect, it } from "vitest";
import type { RateLimitPolicy, RateLimits } from "../adapters/rate-limit/rate-limit-store";
import { createMemoryRateLimiter, type RateLimiter } from "../ports/rate-limiter";
import { APP_RATE_LIMIT_POLICIES, createAppRateLimits } from "./app-rate-limits";

/** A store that records which limits were asked for, with which policy. */
function recordingStore() {
  const asked = new Map<string, RateLimitPolicy>();
  const store: RateLimits = {
    kind: "memory",
    limiter: (name, policy) => {
      asked.set(name, policy);
      return createMemoryRateLimiter(policy);
    },
    close: async () => {},
  };
  return { store, asked };
}

const env = { BENCH_UNLIMITED_COMPARISONS: false } as never;

describe("createAppRateLimits", () => {
  it("asks the shared store for every limit by name with its policy; the SOAP limits only on demand", () => {
    const { store, asked } = recordingStore();
    const limits = createAppRateLimits({ env, rateLimits: store }, Date.now);
    expect(Object.fromEntries(asked)).toEqual({
      comparisons: { max: 60, windowMs: 600_000, refusesOn: "hit" },
      "comparison-mails": { max: 5, windowMs: 3_600_000, refusesOn: "hit" },
      documents: { max: 30, windowMs: 600_000, refusesOn: "hit" },
      "gate-failed": { max: 10, windowMs: 900_000, refusesOn: "check" },
      "chat-session": { max: 30, windowMs: 600_000, refusesOn: "hit" },
      "chat-ip": { max: 120, windowMs: 600_000, refusesOn: "hit" },
    });
    limits.soap();
    expect(asked.get("soap-authenticate")).toEqual({ max: 10, windowMs: 900_000, refusesOn: "hit" });
    expect(asked.get("soap-calculate")).toEqual({ max: 120, windowMs: 60_000, refusesOn: "hit" });
    expect(asked.size).toBe(Object.keys(APP_RATE_LIMIT_POLICIES).length);
  });

  it("keeps the limits a test hands in", () => {
    const { store, asked } = recordingStore();
    const own = (): RateLimiter => createMemoryRateLimiter({ max: 1, windowMs: 1 });
    const deps = {
      env,
      rateLimits: store,
      comparisonLimiter: own(),
      documentLimiter: own(),
      gateFailedAttempts: own(),
      chatRateLimits: { perSession: own(), perIp: own() },
    };
    const limits = createAppRateLimits(deps, Date.now);
    expect(limits.comparisons).toBe(deps.comparisonLimiter);
    expect(limits.documents).toBe(deps.documentLimiter);
    expect(limits.gateFailed).toBe(deps.gateFailedAttempts);
    expect(limits.chat).toEqual(deps.chatRateLimits);
    // The comparison mails' limit has no stand-in: it comes from the store.
    expect([...asked.keys()]).toEqual(["comparison-mails"]);
  });

  it("lifts the comparison limit only for the benchmark", () => {
    const { store, asked } = recordingStore();
    createAppRateLimits({ env: { BENCH_UNLIMITED_COMPARISONS: true } as never, rateLimits: store }, Date.now);
    expect(asked.get("comparisons")).toEqual({
      max: Number.MAX_SAFE_INTEGER,
      windowMs: 600_000,
      refusesOn: "hit",
    });
  });
});
