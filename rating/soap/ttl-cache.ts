/** Small time-limited cache with a maximum size; the oldest entry is evicted first. */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
    readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
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
