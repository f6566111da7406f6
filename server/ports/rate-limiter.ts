/** Fixed-window counter per key. In memory by default; the interface allows a shared store for scale-out. */
export interface RateLimiter {
  /** Whether the key has used up its window (without counting). */
  check(key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  /**
   * Counts one hit worth `points` (default 1; a household's comparison counts each person); returns whether this
   * hit was still within the limit and how many points the window holds now. A refused hit counts too.
   */
  hit(key: string, points?: number): Promise<{ allowed: boolean; retryAfterSeconds: number; count: number }>;
  /** Blocks the key for `seconds` from now (a window of its own, whatever the limit's window is). */
  block(key: string, seconds: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (a deleted account's keys per address). */
  resetStartingWith(prefix: string): Promise<void>;
}

export function createMemoryRateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, time: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > time ? entry : undefined;
  };
  const retryAfter = (resetAt: number, time: number) => Math.max(1, Math.ceil((resetAt - time) / 1000));
  return {
    async check(key) {
      const time = now();
      const entry = current(key, time);
      return {
        blocked: entry !== undefined && entry.count >= options.max,
        retryAfterSeconds: entry ? retryAfter(entry.resetAt, time) : 0,
      };
    },
    async hit(key, points = 1) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [entryKey, entry] of windows) if (entry.resetAt <= time) windows.delete(entryKey);
      }
      let entry = current(key, time);
      if (!entry) {
        entry = { count: 0, resetAt: time + options.windowMs };
        windows.set(key, entry);
      }
      entry.count += points;
      return {
        allowed: entry.count <= options.max,
        retryAfterSeconds: retryAfter(entry.resetAt, time),
        count: entry.count,
      };
    },
    async block(key, seconds) {
      const time = now();
      const count = Math.max(current(key, time)?.count ?? 0, options.max);
      windows.set(key, { count, resetAt: time + seconds * 1000 });
    },
    async reset(key) {
      windows.delete(key);
    },
    async resetStartingWith(prefix) {
      for (const key of windows.keys()) if (key.startsWith(prefix)) windows.delete(key);
    },
  };
}

/**
 * Told of each request a limit refused, with the limit's name
 * (docs/operations.md#metrics-rate-limit-refusals).
 */
export type RefusalListener = (limit: string) => void;

/**
 * Where a limit refuses a request: `hit` – the hit over the limit is refused (limits that admit by counting:
 * comparisons, contact requests, Lucy, SOAP, registrations); `check` – a blocked check is refused (lock-outs that
 * count failures and refuse later attempts: the gate, failed sign-ins).
 */
export type RefusalPoint = "hit" | "check";

/** The limiter, telling `onRefusal` each time it refuses a request at `refusesOn`. */
export function reportingRefusals(
  limiter: RateLimiter,
  refusesOn: RefusalPoint,
  onRefusal: () => void,
): RateLimiter {
  return {
    async check(key) {
      const state = await limiter.check(key);
      if (refusesOn === "check" && state.blocked) onRefusal();
      return state;
    },
    async hit(key, points) {
      const result = await limiter.hit(key, points);
      if (refusesOn === "hit" && !result.allowed) onRefusal();
      return result;
    },
    block: (key, seconds) => limiter.block(key, seconds),
    reset: (key) => limiter.reset(key),
    resetStartingWith: (prefix) => limiter.resetStartingWith(prefix),
  };
}
