import { eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import type { LongFormData } from "../../../domain/comparison/long-form";
import type { Offer } from "../../../domain/offers/offer";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import { berlinDate, firstOfNextMonth } from "../../../lib/dates/berlin-date";
import type * as schema from "../../adapters/db/schema";
import { comparisons } from "../../adapters/db/schema";
import { insertSharedResult } from "./insert-shared-result";
import { encodeResult } from "./result-codec";
import { type PackedRanking, type StoredFigures, type StoredRanking, shippedFigures } from "./result-packing";

type MigrationDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** `comparisons.offers` of rows stored before decision 020: the offers themselves, no shared result. */
interface OffersRow {
  all?: Offer[];
  variants?: Offer[];
  preferredDeductible?: number;
  priceBasis?: PriceBasis;
  insuranceStart?: string;
}

/** `comparisons.offers` of rows stored after decision 020 but before the start and the figures were recorded. */
type EarlyRankingRow = Omit<StoredRanking, "insuranceStart" | "figures" | "preferredDeductible"> & {
  preferredDeductible?: number;
  insuranceStart?: string;
  figures?: StoredFigures;
};

/**
 * The rows in an older format (the same predicate as the partial index `comparisons_legacy_idx` of migration
 * 0010_legacy_comparison_rows.sql, so finding none costs nothing).
 */
const IS_LEGACY = sql`(${comparisons.resultHash} is null or not (${comparisons.offers} ?& array['figures','insuranceStart','preferredDeductible']))`;

const BATCH = 200;

/** Ranked offers as positions in `variants`, matched by value (a row's JSON holds separate, equal copies). */
function packByValue(variants: readonly Offer[], ranked: readonly Offer[]): PackedRanking {
  const position = new Map<string, number>();
  variants.forEach((offer, index) => {
    const key = JSON.stringify(offer);
    if (!position.has(key)) position.set(key, index);
  });
  const extra: Offer[] = [];
  const indexes = ranked.map((offer) => {
    const known = position.get(JSON.stringify(offer));
    if (known !== undefined) return known;
    extra.push(offer);
    return -extra.length;
  });
  return { ranked: indexes, extra: extra.length > 0 ? extra : undefined };
}

/**
 * Converts comparison rows of older storage formats to the current one (docs/decisions/020-comparison-performance.md):
 * rows that hold the offers themselves get their shared result in `comparison_results` (gzip, so in JS, not in
 * SQL) and the ranking as positions; every row gets the start, the preferred deductible and the figures the page
 * showed for it then (the first of the month after the comparison; the shipped figures of its year). Runs after the
 * SQL migrations under the migration lock (server/adapters/db/data-migrations.ts); idempotent. Returns how many
 * rows were converted.
 */
export async function convertLegacyComparisonRows(
  db: MigrationDatabase,
  now: () => Date = () => new Date(),
): Promise<number> {
  let converted = 0;
  for (;;) {
    const rows = await db.select().from(comparisons).where(IS_LEGACY).limit(BATCH);
    if (rows.length === 0) return converted;
    for (const row of rows) {
      const input = row.input as LongFormData;
      const early = row.resultHash ? (row.offers as EarlyRankingRow) : undefined;
      const old = row.offers as OffersRow & EarlyRankingRow;
      let resultHash = row.resultHash;
      let packed: PackedRanking;
      if (early && resultHash) {
        packed = { ranked: early.ranked, extra: early.extra };
      } else {
        const all = old.all ?? [];
        const variants = old.variants ?? all;
        const encoded = encodeResult(variants);
        resultHash = encoded.hash;
        await insertSharedResult(db, {
          encoded,
          offerCount: variants.length,
          createdAt: row.createdAt,
          lastUsedAt: now(),
        });
        packed = packByValue(variants, all);
      }
      const stored: StoredRanking = {
        format: 2,
        ranked: packed.ranked,
        ...(packed.extra ? { extra: packed.extra } : {}),
        preferredDeductible: old.preferredDeductible ?? preferredDeductible(input),
        ...(old.priceBasis ? { priceBasis: old.priceBasis } : {}),
        // As the page showed such rows: the first of the month after the comparison, its year's figures.
        insuranceStart: old.insuranceStart ?? firstOfNextMonth(berlinDate(row.createdAt)),
        figures: old.figures ?? shippedFigures(row.createdAt),
      };
      await db.update(comparisons).set({ offers: stored, resultHash }).where(eq(comparisons.id, row.id));
      converted += 1;
    }
  }
}
