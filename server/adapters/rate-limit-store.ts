import { createMemoryRateLimiter, type RateLimiter } from "../middleware/rate-limiter";

/** How many hits a key may make within one window. */
export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/**
 * Where every rate limit and lock-out of the portal counts its hits. One instance per process, chosen once at
 * start-up; `name` separates the limits (e.g. "gate-failed", "login-failed-account") inside one shared store, so
 * two instances behind a load balancer count together when the store is shared.
 */
export interface RateLimits {
  readonly kind: "memory" | "postgres" | "redis";
  limiter(name: string, policy: RateLimitPolicy): RateLimiter;
  close(): Promise<void>;
}

/** The embedded default: counters in this process's memory (one instance only). */
export function createMemoryRateLimits(options: { now?: () => number } = {}): RateLimits {
  return {
    kind: "memory",
    limiter: (_name, policy) => createMemoryRateLimiter({ ...policy, now: options.now }),
    close: async () => {},
  };
}
