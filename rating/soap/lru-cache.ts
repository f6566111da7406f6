/**
 * The one in-process cache of the rating engine and the services built on it: bounded by `maxEntries` (the least
 * recently used entry leaves first; a hit counts as a use), entries expire `ttlMs` after they were set, and it
 * counts hits and misses (an expired entry is a miss).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  hits = 0;
  misses = 0;

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= this.now()) {
      if (entry) this.#entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits += 1;
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** Extraction cache key: start, length and end of the response (§9). */
export function responseCacheKey(text: string): string {
  return `${text.length}|${text.slice(0, 120)}|${text.slice(-120)}`;
}
