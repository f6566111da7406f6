import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { gateRelockSource } from "./gate-relock-script";

/** Runs the script in a sandbox with a driven clock; returns the clock's controls and the reload count. */
function runRelock(grant: { expiresAt: number; now: number }, browserNow: number) {
  let clock = browserNow;
  const timers: Array<{ at: number; run: () => void }> = [];
  const listeners = new Map<string, () => void>();
  let reloads = 0;
  const sandbox = {
    Date: { now: () => clock },
    Math,
    setTimeout: (run: () => void, ms: number) => timers.push({ at: clock + ms, run }),
    location: { reload: () => (reloads += 1) },
    document: { addEventListener: (name: string, run: () => void) => listeners.set(name, run) },
    addEventListener: (name: string, run: () => void) => listeners.set(name, run),
  };
  runInNewContext(gateRelockSource(grant), sandbox);
  return {
    advance(ms: number) {
      clock += ms;
      for (const timer of timers.splice(0)) {
        if (timer.at <= clock) timer.run();
        else timers.push(timer);
      }
    },
    fire: (name: string) => listeners.get(name)?.(),
    reloads: () => reloads,
  };
}

describe("gateRelockSource", () => {
  const grant = { expiresAt: 1_000_000 + 60 * 60_000, now: 1_000_000 };

  it("reloads when the grant runs out, counted from the server's clock", () => {
    // The browser's clock is 5 minutes ahead of the server's: the remaining 60 minutes count, not its own time.
    const relock = runRelock(grant, grant.now + 5 * 60_000);
    relock.advance(59 * 60_000);
    expect(relock.reloads()).toBe(0);
    relock.advance(60_000);
    expect(relock.reloads()).toBe(1);
  });

  it("checks again when the tab comes back, and only once the grant has run out", () => {
    const relock = runRelock(grant, 0);
    relock.fire("visibilitychange");
    relock.fire("focus");
    expect(relock.reloads()).toBe(0);
    relock.advance(61 * 60_000);
    const afterTimer = relock.reloads();
    relock.fire("focus");
    expect(relock.reloads()).toBe(afterTimer + 1);
  });

  it("writes nothing but the two numbers of the visitor", () => {
    const source = gateRelockSource({ expiresAt: 4242, now: 17 });
    expect(source.match(/\d{2,}/g)).toEqual(["2147483647", "4242", "17"]);
  });
});
