import { createHash } from "node:crypto";
import {
  type RateLimiterAbstract,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import {
  createMemoryRateLimiter,
  type RateLimiter,
  type RefusalListener,
  type RefusalPoint,
  reportingRefusals,
} from "../../ports/rate-limiter";

/** How many hits a key may make within one window. */
export interface RateLimitPolicy {
  max: number;
  windowMs: number;
  /**
   * Where the limit refuses a request, for counting refusals by name
   * (docs/operations.md#metrics-rate-limit-refusals); unset: the limiter only counts (its refusals, if any,
   * are reported by its caller through `RateLimits.refused`).
   */
  refusesOn?: RefusalPoint;
}

/**
 * Where every rate limit and lock-out of the portal counts its hits. One instance per process, chosen once at
 * start-up; `name` separates the limits (e.g. "gate-failed", "login-failed-account") inside one shared store, so
 * two instances behind a load balancer count together when the store is shared.
 */
export interface RateLimits {
  readonly kind: "memory" | "postgres" | "redis";
  limiter(name: string, policy: RateLimitPolicy): RateLimiter;
  /** Reports a request refused by the limit `name` where the limiter cannot tell (metrics; absent: nobody listens). */
  refused?(limit: string): void;
  close(): Promise<void>;
}

/**
 * The store, telling `onRefusal` the name of the limit whenever one refuses a request: limiters whose policy says
 * where they refuse report themselves, callers report the rest through `refused`.
 */
export function withRefusalReports(store: RateLimits, onRefusal: RefusalListener): RateLimits {
  return {
    kind: store.kind,
    limiter(name, policy) {
      const limiter = store.limiter(name, policy);
      return policy.refusesOn ? reportingRefusals(limiter, policy.refusesOn, () => onRefusal(name)) : limiter;
    },
    refused: onRefusal,
    close: () => store.close(),
  };
}

/** The embedded default: counters in this process's memory (one instance only). */
export function createMemoryRateLimits(options: { now?: () => number } = {}): RateLimits {
  // One limiter per name, as in the shared stores: asking for a name again gives the same counters.
  const limiters = new Map<string, RateLimiter>();
  return {
    kind: "memory",
    limiter: (name, policy) => {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = createMemoryRateLimiter({ ...policy, now: options.now });
        limiters.set(name, limiter);
      }
      return limiter;
    },
    close: async () => {},
  };
}

/** The table the postgres store creates for itself (outside the drizzle migrations: it is the library's format). */
export const RATE_LIMIT_TABLE = "rate_limit_hits";

/** Keys longer than this are hashed: the library's postgres table keeps at most 255 characters per key. */
const MAX_PLAIN_KEY_LENGTH = 160;

function storeKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY_LENGTH
    ? key
    : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * rate-limiter-flexible's fixed window behind our interface. `consume` counts atomically in the store (one
 * upsert in PostgreSQL, one Lua script in Redis) and rejects with a RateLimiterRes once the window is used up;
 * any other rejection is a store error and propagates (the request fails instead of passing unlimited).
 */
function fromLibrary(
  library: RateLimiterAbstract,
  max: number,
  /** Deletes the stored keys starting with a prefix of the library's own format (`keyPrefix:key`). */
  deleteStoredStartingWith: (storedPrefix: string) => Promise<void>,
): RateLimiter {
  return {
    async check(key) {
      const res = await library.get(storeKey(key));
      if (!res) return { blocked: false, retryAfterSeconds: 0 };
      return { blocked: res.consumedPoints >= max, retryAfterSeconds: retryAfterSeconds(res.msBeforeNext) };
    },
    async hit(key, points = 1) {
      try {
        const res = await library.consume(storeKey(key), points);
        return {
          allowed: true,
          retryAfterSeconds: retryAfterSeconds(res.msBeforeNext),
          count: res.consumedPoints,
        };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: retryAfterSeconds(rejection.msBeforeNext),
            count: rejection.consumedPoints,
          };
        }
        throw rejection;
      }
    },
    async block(key, seconds) {
      // The library stores max + 1 points that expire after `seconds` (whole seconds in Redis).
      await library.block(storeKey(key), Math.max(1, Math.ceil(seconds)));
    },
    async reset(key) {
      await library.delete(storeKey(key));
    },
    async resetStartingWith(prefix) {
      // Prefixes are kept short enough that the keys under them are never hashed (MAX_PLAIN_KEY_LENGTH).
      await deleteStoredStartingWith(library.getKey(prefix));
    },
  };
}

/** Window in whole seconds (the Redis store counts in seconds; at least one). */
function durationSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000));
}

/**
 * Counters in PostgreSQL (RATE_LIMIT_STORE=postgres): every instance on the same database counts together. The
 * table is created here if missing; expired rows are deleted every five minutes.
 */
export async function createPostgresRateLimits(options: {
  url: string;
  /** Separates several deployments (or test runs) in one table. */
  keyPrefix?: string;
}): Promise<RateLimits> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: options.url, max: 5 });
  // An idle connection the server ended (restart, failover) must not crash the process.
  pool.on("error", () => {});
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS "${RATE_LIMIT_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    );
  } catch (error) {
    // Two instances starting at once: the loser of the CREATE race sees a duplicate type or table; it exists.
    const code = (error as { code?: string }).code;
    if (code !== "23505" && code !== "42P07") {
      await pool.end();
      throw new Error(
        `Zähler-Tabelle für RATE_LIMIT_STORE=postgres nicht anlegbar: ${(error as Error).message}`,
      );
    }
  }
  const cleanup = setInterval(
    () => {
      pool
        .query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE expire < $1`, [Date.now() - 60 * 60 * 1000])
        .catch(() => {});
    },
    5 * 60 * 1000,
  );
  cleanup.unref();
  const prefix = options.keyPrefix ?? "pkv";
  return {
    kind: "postgres",
    limiter: (name, policy) =>
      fromLibrary(
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: "pool",
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: `${prefix}:${name}`,
          points: policy.max,
          duration: durationSeconds(policy.windowMs),
        }),
        policy.max,
        async (storedPrefix) => {
          await pool.query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE starts_with(key, $1)`, [storedPrefix]);
        },
      ),
    close: async () => {
      clearInterval(cleanup);
      await pool.end();
    },
  };
}

/** Counters in Redis (RATE_LIMIT_STORE=redis): keys expire with their window, so nothing needs cleaning up. */
export async function createRedisRateLimits(options: {
  url: string;
  keyPrefix?: string;
}): Promise<RateLimits> {
  const { Redis } = await import("ioredis");
  const client = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 2,
  });
  // Connection errors reach the requests that need the store; without a listener ioredis would log each retry.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis unter REDIS_URL nicht erreichbar: ${(error as Error).message}`);
  }
  const prefix = options.keyPrefix ?? "pkv:rl";
  return {
    kind: "redis",
    limiter: (name, policy) =>
      fromLibrary(
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${prefix}:${name}`,
          points: policy.max,
          duration: durationSeconds(policy.windowMs),
        }),
        policy.max,
        async (storedPrefix) => {
          const pattern = `${storedPrefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
          let cursor = "0";
          do {
            const [next, keys] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
            cursor = next;
            if (keys.length > 0) await client.del(...keys);
          } while (cursor !== "0");
        },
      ),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The store RATE_LIMIT_STORE names (env.ts has checked that its connection setting is there). */
export async function createRateLimits(env: {
  RATE_LIMIT_STORE: "memory" | "postgres" | "redis";
  DATABASE_URL?: string;
  REDIS_URL?: string;
}): Promise<RateLimits> {
  if (env.RATE_LIMIT_STORE === "postgres" && env.DATABASE_URL) {
    return createPostgresRateLimits({ url: env.DATABASE_URL });
  }
  if (env.RATE_LIMIT_STORE === "redis" && env.REDIS_URL) return createRedisRateLimits({ url: env.REDIS_URL });
  if (env.RATE_LIMIT_STORE !== "memory") {
    throw new Error(
      `RATE_LIMIT_STORE=${env.RATE_LIMIT_STORE} braucht ${env.RATE_LIMIT_STORE === "postgres" ? "DATABASE_URL" : "REDIS_URL"}`,
    );
  }
  return createMemoryRateLimits();
}

/** Better Auth's `rateLimit.customStorage`: one atomic check-and-count per request. */
export interface AuthRateLimitStorage {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Better Auth's own per-IP limits on the same shared store (its `rateLimit.customStorage`): one limiter per rule
 * (window × max), the key is Better Auth's (address + path).
 */
export function createAuthRateLimitStorage(rateLimits: RateLimits): AuthRateLimitStorage {
  const limiters = new Map<string, RateLimiter>();
  return {
    async consume(key, rule) {
      const name = `auth-${rule.window}s-${rule.max}`;
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = rateLimits.limiter(name, {
          max: rule.max,
          windowMs: rule.window * 1000,
          refusesOn: "hit",
        });
        limiters.set(name, limiter);
      }
      const result = await limiter.hit(key);
      return result.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: result.retryAfterSeconds };
    },
  };
}
