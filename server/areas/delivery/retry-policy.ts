/**
 * When a failed delivery is tried again (docs/architecture.md#delivery-queue): exponential backoff from `baseMs`
 * (30 s, 1 min, 2 min, …), capped at `maxMs`, spread by ±`jitter` so that messages failing together do not
 * retry together; after `maxAttempts` attempts the message is given up (status `failed`).
 */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  /** Share of the delay by which a retry is moved at random, e.g. 0.2 for ±20 %. */
  jitter: number;
  maxAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 60 * 60 * 1000,
  jitter: 0.2,
  maxAttempts: 8,
};

/**
 * The wait after the `attempts`-th failed attempt (1 = the first), or undefined when the message is given up.
 * `random` is a number in [0, 1) (Math.random in production).
 */
export function retryDelay(policy: RetryPolicy, attempts: number, random: number): number | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(delay * (1 - policy.jitter + 2 * policy.jitter * random));
}
