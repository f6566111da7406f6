import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, reportingRefusals } from "./rate-limiter";

describe("reportingRefusals", () => {
  const limiter = (refusesOn: "hit" | "check") => {
    const clock = { now: 0 };
    let refusals = 0;
    const inner = createMemoryRateLimiter({ max: 2, windowMs: 60_000, now: () => clock.now });
    return {
      clock,
      inner,
      refusals: () => refusals,
      limiter: reportingRefusals(inner, refusesOn, () => refusals++),
    };
  };

  it("reports each hit over the limit of a limit that admits by counting, never a check", async () => {
    const { limiter: counted, refusals, clock } = limiter("hit");
    expect((await counted.hit("a")).allowed).toBe(true);
    expect((await counted.hit("a")).allowed).toBe(true);
    expect((await counted.check("a")).blocked).toBe(true);
    expect(refusals()).toBe(0);
    expect((await counted.hit("a")).allowed).toBe(false);
    expect((await counted.hit("a")).allowed).toBe(false);
    expect(refusals()).toBe(2);
    clock.now += 60_000;
    expect((await counted.hit("a")).allowed).toBe(true);
    expect(refusals()).toBe(2);
  });

  it("reports each blocked check of a lock-out, never the failures it counts", async () => {
    const { limiter: lockOut, refusals } = limiter("check");
    for (let n = 0; n < 4; n += 1) await lockOut.hit("a");
    expect(refusals()).toBe(0);
    expect((await lockOut.check("a")).blocked).toBe(true);
    expect((await lockOut.check("b")).blocked).toBe(false);
    expect(refusals()).toBe(1);
    await lockOut.block("c", 30);
    expect((await lockOut.check("c")).blocked).toBe(true);
    expect(refusals()).toBe(2);
  });

  it("passes block and the resets through to the limiter", async () => {
    const { limiter: counted, inner } = limiter("hit");
    await counted.block("a", 30);
    expect((await inner.check("a")).blocked).toBe(true);
    await counted.reset("a");
    expect((await inner.check("a")).blocked).toBe(false);
    await counted.hit("user:1|x");
    await counted.hit("user:1|x");
    await counted.resetStartingWith("user:1|");
    expect((await inner.check("user:1|x")).blocked).toBe(false);
  });
});
