import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache";

/** A cache on a clock the test moves, given the keys in order with the values 1, 2, 3 … */
function filled(maxEntries: number, ttlMs: number, keys: string[]) {
  const clock = { time: 0 };
  const cache = new LruCache<string, number>(maxEntries, ttlMs, () => clock.time);
  keys.forEach((key, index) => {
    cache.set(key, index + 1);
  });
  return { cache, clock };
}

describe("LruCache", () => {
  it("expires entries and evicts the oldest beyond the maximum", () => {
    const { cache, clock } = filled(2, 1000, ["a", "b", "c"]);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    clock.time = 1000;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("evicts the least recently used entry and expires entries", () => {
    const { cache, clock } = filled(2, 100, ["a", "b"]);
    expect(cache.get("a")).toBe(1); // a is now the most recently used
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    clock.time = 101;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("puts an entry last in the eviction order on every hit and every set of it", () => {
    const { cache } = filled(3, 1000, ["a", "b", "c"]);
    cache.get("a");
    cache.get("b");
    // Use order now: c, a, b (b most recent), so c leaves first, then a.
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    cache.set("e", 5);
    expect(cache.size).toBe(3);
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    expect(cache.get("d")).toBe(4);
    expect(cache.get("e")).toBe(5);
    // Setting an existing key again counts as its latest use: b was used before d and e, yet stays.
    cache.set("b", 20);
    cache.set("f", 6);
    expect(cache.get("d")).toBeUndefined();
    expect(cache.get("b")).toBe(20);
  });

  it("counts hits and misses; an absent and an expired entry are misses, a set counts neither", () => {
    const { cache, clock } = filled(2, 100, []);
    expect([cache.hits, cache.misses]).toEqual([0, 0]);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 1);
    cache.set("b", 2);
    expect([cache.hits, cache.misses]).toEqual([0, 1]);
    cache.get("a");
    cache.get("a");
    cache.get("b");
    expect([cache.hits, cache.misses]).toEqual([3, 1]);
    clock.time = 100;
    expect(cache.get("a")).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([3, 2]);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect([cache.hits, cache.misses]).toEqual([3, 2]);
  });

  it("caches nothing with a ttl of 0 and keeps entries until evicted with an infinite ttl", () => {
    const none = filled(2, 0, ["a"]);
    expect(none.cache.get("a")).toBeUndefined();
    expect([none.cache.hits, none.cache.misses]).toEqual([0, 1]);
    const forever = filled(2, Number.POSITIVE_INFINITY, ["a", "b"]);
    forever.clock.time = Number.MAX_SAFE_INTEGER;
    expect(forever.cache.get("a")).toBe(1);
    forever.cache.set("c", 3);
    expect(forever.cache.get("b")).toBeUndefined();
    expect(forever.cache.get("a")).toBe(1);
  });
});
