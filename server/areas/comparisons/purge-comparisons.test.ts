import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleComparisonCleanup } from "./purge-comparisons";

/** A clean-up whose runs finish only when the test says so. */
function controlledService() {
  const pending: Array<(count: number) => void> = [];
  let started = 0;
  return {
    service: {
      deleteExpiredAnonymous: () => {
        started += 1;
        return new Promise<number>((resolve) => pending.push(resolve));
      },
    },
    started: () => started,
    finish: (count: number) => pending.shift()?.(count),
  };
}

describe("scheduleComparisonCleanup", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never starts a run while the last one is still going", async () => {
    vi.useFakeTimers();
    const control = controlledService();
    const job = scheduleComparisonCleanup(control.service, { intervalMs: 100, onError: () => {} });
    expect(control.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(control.started()).toBe(1);
    control.finish(2);
    expect(await job.firstRun).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(control.started()).toBe(2);
    control.finish(0);
    await job.stop();
  });

  it("stop waits for the run in flight and starts no other", async () => {
    vi.useFakeTimers();
    const control = controlledService();
    const job = scheduleComparisonCleanup(control.service, { intervalMs: 100, onError: () => {} });
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    control.finish(1);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(control.started()).toBe(1);
  });

  it("hands a failed run to onError and goes on", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const job = scheduleComparisonCleanup(
      {
        deleteExpiredAnonymous: async () => {
          calls += 1;
          if (calls === 1) throw new Error("database gone");
          return 3;
        },
      },
      { intervalMs: 100, onError: (error) => errors.push(error) },
    );
    expect(await job.firstRun).toBe(0);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
    await job.stop();
  });
});
