import { eq } from "drizzle-orm";
import type { LongFormData } from "../../../domain/comparison/long-form";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import { MODEL_PRICE_NOTICE } from "../../../rating";
import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema";
import { type StoredRanking, unpackRanked } from "./result-packing";
import type { SharedResults } from "./shared-results";
import type { Comparisons, EngineKind } from "./types";

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isComparisonId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

export const priceNoticeFor = (priceBasis: PriceBasis | undefined) =>
  priceBasis === "model" ? MODEL_PRICE_NOTICE : undefined;

/**
 * A stored comparison by id, or undefined (malformed or unknown id). Every row is in the current format
 * (`StoredRanking` plus `result_hash`): older formats are converted at start-up (legacy-comparison-rows.ts).
 */
export function createGetComparison(db: Database, results: SharedResults): Comparisons["get"] {
  return async (id) => {
    if (!isComparisonId(id)) return undefined;
    const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id));
    if (!row) return undefined;
    if (!row.resultHash) throw new Error(`Comparison ${row.id} has no shared result.`);
    const stored = row.offers as StoredRanking;
    const variants = await results.load(row.resultHash);
    const offers = unpackRanked(variants, stored);
    return {
      id: row.id,
      input: row.input as LongFormData,
      offers,
      variants,
      preferredDeductible: stored.preferredDeductible,
      count: row.offerCount,
      engine: row.engine as EngineKind,
      priceBasis: stored.priceBasis,
      priceNotice: priceNoticeFor(stored.priceBasis),
      insuranceStart: stored.insuranceStart,
      figures: stored.figures.label,
      constants: stored.figures.constants,
      createdAt: row.createdAt.toISOString(),
      ownerId: row.userId,
    };
  };
}
