import { eq, inArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Offer } from "../../../domain/offers/offer";
import type { Database } from "../../adapters/db/client";
import { comparisonResults, tariffFacts } from "../../adapters/db/schema/comparisons";
import { insertSharedResult } from "./insert-shared-result";
import {
  decodeResult,
  type EncodedResult,
  encodeResult,
  isPackedResult,
  parseFacts,
  type StoredFacts,
} from "./result-codec";
import { gunzipResult } from "./result-packing";

/** A shared result is touched (last_used_at) at most this often per process; unused ones are purged after a day. */
const RESULT_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Decoded shared results kept in memory for the results pages. */
const DECODED_RESULTS = 64;
/** Tariff facts kept in memory (a catalogue has a few hundred tariffs). */
const CACHED_FACTS = 4000;

export type SharedResults = ReturnType<typeof createSharedResults>;

/**
 * The engine results shared by equal comparisons (`comparison_results`, docs/decisions/020-comparison-performance.md):
 * stored once (format 3: columns, texts once, tariff facts by reference), marked used at most hourly per process,
 * decoded results and tariff facts kept in memory.
 */
export function createSharedResults(db: Database) {
  const decoded = new LRUCache<string, Offer[]>({ max: DECODED_RESULTS });
  const facts = new LRUCache<string, StoredFacts>({ max: CACHED_FACTS });
  const storedFacts = new Set<string>();
  /** When this process last made sure a shared result is stored (and marked it used). */
  const touched = new Map<string, number>();

  const factsFor = async (hashes: readonly string[]) => {
    const missing = hashes.filter((hash) => !facts.has(hash));
    if (missing.length > 0) {
      const rows = await db.select().from(tariffFacts).where(inArray(tariffFacts.hash, missing));
      for (const row of rows) facts.set(row.hash, parseFacts(row.facts));
    }
    const byHash = new Map<string, StoredFacts>();
    for (const hash of hashes) {
      const found = facts.get(hash);
      if (!found) throw new Error(`Tariff facts ${hash} are missing.`);
      byHash.set(hash, found);
    }
    return (hash: string) => byHash.get(hash)!;
  };

  return {
    /**
     * Stores the shared result once (or marks it used); equal results share one row. `encoded` is the result as
     * hashed for `hash` (encoded once per new engine result); without it the variants are encoded here.
     */
    async store(hash: string, variants: Offer[], at: Date, encoded?: EncodedResult): Promise<void> {
      decoded.set(hash, variants);
      const last = touched.get(hash);
      if (last !== undefined && at.getTime() - last < RESULT_TOUCH_INTERVAL_MS) return;
      // A result just computed (encoded) is written at once (an insert that marks an existing row used); one
      // from the engine cache is most likely stored, so it is marked used first and written only if it is gone.
      const stored =
        !encoded &&
        (
          await db
            .update(comparisonResults)
            .set({ lastUsedAt: at })
            .where(eq(comparisonResults.hash, hash))
            .returning({ hash: comparisonResults.hash })
        ).length > 0;
      if (!stored) {
        const result = encoded ?? encodeResult(variants);
        if (result.hash !== hash) throw new Error(`Shared result ${hash} does not match its variants.`);
        await insertSharedResult(
          db,
          { encoded: result, offerCount: variants.length, createdAt: at, lastUsedAt: at },
          storedFacts,
        );
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
      const stored: unknown = JSON.parse(await gunzipResult(row.offers));
      const variants = isPackedResult(stored)
        ? decodeResult(stored, await factsFor(stored.facts))
        : // Format 2: the variants themselves (results stored before format 3), without the engine's
          // ExtendedOutput offers no longer carry (docs/decisions/020-comparison-performance.md#offers-from-step-templates).
          (stored as Array<Offer & { extendedOutput?: unknown }>).map(
            ({ extendedOutput: _engine, ...offer }) => offer,
          );
      decoded.set(hash, variants);
      return variants;
    },

    /** After a purge: the next comparison with a result makes sure it is stored again. */
    forgetTouched(): void {
      touched.clear();
    },
  };
}
