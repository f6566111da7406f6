import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createAuthRateLimitStorage,
  createMemoryRateLimits,
  createPostgresRateLimits,
  createRedisRateLimits,
  RATE_LIMIT_TABLE,
  type RateLimits,
} from "./rate-limit-store";

/**
 * The semantics every store must share (count, block, retry-after, reset, window expiry, two instances counting
 * together), on memory always, on PostgreSQL when DATABASE_URL is set and on Redis when it answers.
 */

interface StoreUnderTest {
  kind: "memory" | "postgres" | "redis";
  /** Two handles on one store, as two server instances would hold them (memory: one process, one handle). */
  open(prefix: string): Promise<RateLimits>;
  /** Lets `ms` pass for the store: a controlled clock where the store allows it, real time for Redis. */
  pass(ms: number): Promise<void>;
  /** The shortest window this store counts (Redis counts whole seconds). */
  shortWindowMs: number;
  shared: boolean;
}

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(url: string): Promise<boolean> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const stores: StoreUnderTest[] = [];

let memoryNow = Date.parse("2026-03-01T10:00:00Z");
stores.push({
  kind: "memory",
  open: async () => memoryRateLimits,
  pass: async (ms) => {
    memoryNow += ms;
  },
  shortWindowMs: 60_000,
  shared: false,
});
const memoryRateLimits = createMemoryRateLimits({ now: () => memoryNow });

let postgresDatabaseUrl: string | undefined;
let dropPostgresDatabase: (() => Promise<void>) | undefined;
if (process.env.DATABASE_URL) {
  stores.push({
    kind: "postgres",
    open: async (prefix) => {
      if (!postgresDatabaseUrl) throw new Error("no database");
      return createPostgresRateLimits({ url: postgresDatabaseUrl, keyPrefix: prefix });
    },
    // The library reads Date.now() in this process for every window decision: a faked Date is its clock.
    pass: async (ms) => {
      vi.setSystemTime(Date.now() + ms);
    },
    shortWindowMs: 60_000,
    shared: true,
  });
} else {
  console.warn("rate-limit-store: PostgreSQL-Store nicht getestet (DATABASE_URL nicht gesetzt)");
}

if (await redisReachable(redisUrl)) {
  stores.push({
    kind: "redis",
    open: (prefix) => createRedisRateLimits({ url: redisUrl, keyPrefix: prefix }),
    // Redis expires keys on its own clock: real time passes (the windows under test are one second long).
    pass: async () => {},
    shortWindowMs: 1000,
    shared: true,
  });
} else {
  console.warn(`rate-limit-store: Redis-Store nicht getestet (${redisUrl} antwortet nicht)`);
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const { default: pg } = await import("pg");
  const name = `test_rate_limits_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  postgresDatabaseUrl = url.toString();
  dropPostgresDatabase = async () => {
    const dropper = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
});

afterAll(async () => {
  await dropPostgresDatabase?.();
});

describe.each(stores)("rate limit store: $kind", (store) => {
  const opened: RateLimits[] = [];
  const open = async (prefix: string) => {
    const rateLimits = await store.open(prefix);
    opened.push(rateLimits);
    return rateLimits;
  };
  const freshPrefix = () => `test-${randomBytes(6).toString("hex")}`;

  afterEach(async () => {
    vi.useRealTimers();
    for (const rateLimits of opened.splice(0)) await rateLimits.close();
  });

  it("counts hits per key, blocks after max with a retry-after within the window, and resets", async () => {
    if (store.kind === "postgres")
      vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T10:00:00Z") });
    const rateLimits = await open(freshPrefix());
    expect(rateLimits.kind).toBe(store.kind);
    const limiter = rateLimits.limiter("gate-failed", { max: 3, windowMs: 15 * 60 * 1000 });

    expect(await limiter.check("203.0.113.7")).toEqual({ blocked: false, retryAfterSeconds: 0 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const hit = await limiter.hit("203.0.113.7");
      expect(hit.allowed).toBe(true);
      expect(hit.retryAfterSeconds).toBeGreaterThan(0);
      expect(hit.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    const blocked = await limiter.check("203.0.113.7");
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    const fourth = await limiter.hit("203.0.113.7");
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

    // Another key and another limit of the same name space count on their own.
    expect((await limiter.hit("203.0.113.8")).allowed).toBe(true);
    const other = rateLimits.limiter("login-failed-ip", { max: 3, windowMs: 15 * 60 * 1000 });
    expect((await other.check("203.0.113.7")).blocked).toBe(false);

    await limiter.reset("203.0.113.7");
    expect(await limiter.check("203.0.113.7")).toEqual({ blocked: false, retryAfterSeconds: 0 });
    expect((await limiter.hit("203.0.113.7")).allowed).toBe(true);
  });

  it("opens the key again once its window has passed", async () => {
    if (store.kind === "postgres")
      vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T10:00:00Z") });
    const rateLimits = await open(freshPrefix());
    const limiter = rateLimits.limiter("comparisons", { max: 2, windowMs: store.shortWindowMs });
    await limiter.hit("client");
    await limiter.hit("client");
    expect((await limiter.hit("client")).allowed).toBe(false);
    expect((await limiter.check("client")).blocked).toBe(true);

    await store.pass(store.shortWindowMs + 1000);
    await expect.poll(async () => (await limiter.check("client")).blocked, { timeout: 30_000 }).toBe(false);
    expect((await limiter.hit("client")).allowed).toBe(true);
    expect((await limiter.hit("client")).allowed).toBe(true);
    expect((await limiter.hit("client")).allowed).toBe(false);
  });

  it("forgets exactly the keys under a prefix, also with LIKE and glob characters in it", async () => {
    const rateLimits = await open(freshPrefix());
    const limiter = rateLimits.limiter("login-known-address", { max: 1, windowMs: 15 * 60 * 1000 });
    const other = rateLimits.limiter("login-failed-pair", { max: 9, windowMs: 15 * 60 * 1000 });
    const prefix = "login-pair:a_b%c*d?[e]|";
    for (const key of [`${prefix}10.0.0.1`, `${prefix}2001:db8::1`, "login-pair:aXb%c*d?[e]|10.0.0.1"]) {
      await limiter.hit(key);
    }
    await other.hit(`${prefix}10.0.0.1`);
    await limiter.resetStartingWith(prefix);
    expect((await limiter.check(`${prefix}10.0.0.1`)).blocked).toBe(false);
    expect((await limiter.check(`${prefix}2001:db8::1`)).blocked).toBe(false);
    // A key that only matches the prefix as a pattern ('_' as any character) and another limit stay.
    expect((await limiter.check("login-pair:aXb%c*d?[e]|10.0.0.1")).blocked).toBe(true);
    expect((await other.hit(`${prefix}10.0.0.1`)).count).toBe(2);
  });

  it("counts a hit worth several points as that many (a household's persons)", async () => {
    const rateLimits = await open(freshPrefix());
    const limiter = rateLimits.limiter("comparison-persons", { max: 10, windowMs: 15 * 60 * 1000 });
    expect(await limiter.hit("198.51.100.2", 6)).toMatchObject({ allowed: true, count: 6 });
    expect(await limiter.hit("198.51.100.2", 4)).toMatchObject({ allowed: true, count: 10 });
    expect(await limiter.hit("198.51.100.2")).toMatchObject({ allowed: false, count: 11 });
    expect(await limiter.hit("198.51.100.3", 11)).toMatchObject({ allowed: false });
  });

  it("counts concurrent hits exactly (one atomic step per hit)", async () => {
    const rateLimits = await open(freshPrefix());
    const limiter = rateLimits.limiter("code-checks-ip", { max: 5, windowMs: 15 * 60 * 1000 });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("198.51.100.1")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("reports the count with each hit and blocks a key for a time of its own", async () => {
    if (store.kind === "postgres")
      vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T10:00:00Z") });
    const rateLimits = await open(freshPrefix());
    const counter = rateLimits.limiter("login-failed-pair", { max: 1000, windowMs: 24 * 60 * 60 * 1000 });
    expect((await counter.hit("pair")).count).toBe(1);
    expect((await counter.hit("pair")).count).toBe(2);
    const delay = rateLimits.limiter("login-delay-pair", { max: 1, windowMs: 60_000 });
    const seconds = store.shortWindowMs / 1000;
    await delay.block("pair", seconds);
    const blocked = await delay.check("pair");
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(seconds);
    expect((await delay.check("other")).blocked).toBe(false);
    await store.pass(store.shortWindowMs + 1000);
    await expect.poll(async () => (await delay.check("pair")).blocked, { timeout: 30_000 }).toBe(false);
  });

  it("keeps long keys apart (e-mail addresses of any length)", async () => {
    const rateLimits = await open(freshPrefix());
    const limiter = rateLimits.limiter("login-failed-account", { max: 1, windowMs: 15 * 60 * 1000 });
    const long = `${"a".repeat(240)}@example.de`;
    expect((await limiter.hit(long)).allowed).toBe(true);
    expect((await limiter.hit(long)).allowed).toBe(false);
    expect((await limiter.hit(`b${long}`)).allowed).toBe(true);
  });

  if (store.shared) {
    it("shares the counts of two instances on one store", async () => {
      const prefix = freshPrefix();
      const first = await open(prefix);
      const second = await open(prefix);
      const policy = { max: 10, windowMs: 15 * 60 * 1000 };
      const limiters = [first.limiter("gate-failed", policy), second.limiter("gate-failed", policy)] as const;
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await limiters[attempt % 2 === 0 ? 0 : 1].hit("203.0.113.9")).allowed).toBe(true);
      }
      expect((await limiters[0].check("203.0.113.9")).blocked).toBe(true);
      expect((await limiters[1].hit("203.0.113.9")).allowed).toBe(false);
      expect((await limiters[0].hit("203.0.113.9")).allowed).toBe(false);

      // A reset on one instance (e.g. after a successful sign-in) is seen by the other.
      await limiters[0].reset("203.0.113.9");
      expect((await limiters[1].check("203.0.113.9")).blocked).toBe(false);

      // Another deployment (another prefix) on the same store counts on its own.
      const elsewhere = await open(freshPrefix());
      expect((await elsewhere.limiter("gate-failed", policy).check("203.0.113.9")).blocked).toBe(false);
    });
  }

  if (store.shared) {
    it("backs Better Auth's per-IP limits with the shared store", async () => {
      const prefix = freshPrefix();
      const storages = [
        createAuthRateLimitStorage(await open(prefix)),
        createAuthRateLimitStorage(await open(prefix)),
      ] as const;
      const rule = { window: 60, max: 3 };
      const key = "203.0.113.10|/sign-in/email";
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await storages[attempt % 2 === 0 ? 0 : 1].consume(key, rule)).toEqual({
          allowed: true,
          retryAfter: null,
        });
      }
      const refused = await storages[1].consume(key, rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
      // Another rule (another path's window and max) counts separately.
      expect(
        (await storages[0].consume("203.0.113.10|/reset-password", { window: 60, max: 10 })).allowed,
      ).toBe(true);
    });
  }

  if (store.kind === "postgres") {
    it("keeps the counters of all instances in the one table it creates itself", async () => {
      const prefix = freshPrefix();
      const [first, second] = await Promise.all([open(prefix), open(prefix)]);
      await first.limiter("gate-failed", { max: 1, windowMs: 60_000 }).hit("x");
      expect((await second.limiter("gate-failed", { max: 1, windowMs: 60_000 }).hit("x")).allowed).toBe(
        false,
      );
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: postgresDatabaseUrl });
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as count from pg_tables where tablename = $1",
        [RATE_LIMIT_TABLE],
      );
      await client.end();
      expect(rows[0].count).toBe(1);
    });
  }
});

describe("rate limit store: start-up errors", () => {
  it("says in German when Redis does not answer", async () => {
    await expect(createRedisRateLimits({ url: "redis://127.0.0.1:1" })).rejects.toThrow(
      /Redis unter REDIS_URL nicht erreichbar/,
    );
  });
});
