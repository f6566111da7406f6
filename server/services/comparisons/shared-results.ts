import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Offer } from "../../../domain/offers/offer";
import type { Database } from "../../adapters/db/client";
import { comparisonResults } from "../../adapters/db/schema";
import { decodeResult, encodeResult } from "./result-packing";

/** A shared result is touched (last_used_at) at most this often per process; unused ones are purged after a day. */
const RESULT_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Decoded shared results kept in memory for the results pages. */
const DECODED_RESULTS = 64;

export type SharedResults = ReturnType<typeof createSharedResults>;

/**
 * The engine results shared by equal comparisons (`comparison_results`, docs/decisions/020-comparison-performance.md):
 * stored once, marked used at most hourly per process, decoded results kept in memory.
 */
export function createSharedResults(db: Database) {
  const decoded = new LRUCache<string, Offer[]>({ max: DECODED_RESULTS });
  /** When this process last made sure a shared result is stored (and marked it used). */
  const touched = new Map<string, number>();

  return {
    /** Stores the shared result once (or marks it used); equal results share one row. */
    async store(hash: string, variants: Offer[], at: Date, variantsJson?: Uint8Array): Promise<void> {
      decoded.set(hash, variants);
      const last = touched.get(hash);
      if (last !== undefined && at.getTime() - last < RESULT_TOUCH_INTERVAL_MS) return;
      const updated = await db
        .update(comparisonResults)
        .set({ lastUsedAt: at })
        .where(eq(comparisonResults.hash, hash))
        .returning({ hash: comparisonResults.hash });
      if (updated.length === 0) {
        const payload = await encodeResult(variants, variantsJson);
        await db
          .insert(comparisonResults)
          .values({ hash, offers: payload, offerCount: variants.length, createdAt: at, lastUsedAt: at })
          .onConflictDoUpdate({ target: comparisonResults.hash, set: { lastUsedAt: at } });
      }
      if (touched.size >= 10_000) touched.clear();
      touched.set(hash, at.getTime());
    },

    async load(hash: string): Promise<Offer[]> {
      const cached = decoded.get(hash);
      if (cached) return cached;
      const [row] = await db
        .select({ offers: comparisonResults.offers })
        .from(comparisonResults)
        .where(eq(comparisonResults.hash, hash));
      if (!row) throw new Error(`Shared comparison result ${hash} is missing.`);
      const variants = await decodeResult(row.offers);
      decoded.set(hash, variants);
      return variants;
    },

    /** After a purge: the next comparison with a result makes sure it is stored again. */
    forgetTouched(): void {
      touched.clear();
    },
  };
}
