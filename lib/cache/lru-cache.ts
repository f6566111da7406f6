import { LRUCache } from "lru-cache";

/**
 * The one in-process cache of the rating engine and the services built on it
 * (docs/decisions/020-comparison-performance.md#decision): bounded by `maxEntries` (the least recently used entry
 * leaves first; a hit and a set count as a use), entries expire `ttlMs` after they were set, and it counts hits
 * and misses (an expired entry is a miss).
 *
 * The bound and the eviction order are the `lru-cache` package's; the expiry is checked here. The package's own
 * ttl treats a start time of 0 as "no ttl" (an injected clock that starts at 0 would never expire anything),
 * keeps an entry until *more* than ttl has passed (here it is gone once ttl has passed), and reads 0 as "forever"
 * (here a ttl of 0 caches nothing and `Infinity` keeps entries until they are evicted).
 */
export class LruCache<K extends NonNullable<unknown>, V> {
  readonly #entries: LRUCache<K, { value: V; expires: number }>;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache({ max: maxEntries });
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= this.now()) {
      if (entry) this.#entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
