/**
 * The comparisons area's tables (docs/architecture.md#table-ownership): stored comparisons, their shared engine
 * results and the tariffs' benefit facts. Only server/areas/comparisons/ reads and writes them.
 */
import { customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Binary column (gzip-compressed JSON). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The benefit facts of a tariff (benefit lists, benefit details, group points), the same for every person: stored once
 * by the sha256 of their JSON and referred to from the shared results (docs/decisions/020-comparison-performance.md#result-format-3).
 * Catalogue data without anything personal; never purged (bounded by the tariffs of the catalogues in use).
 */
export const tariffFacts = pgTable("tariff_facts", {
  hash: text("hash").primaryKey(),
  /** JSON of the facts. */
  facts: text("facts").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Engine results shared by stored comparisons (docs/decisions/020-comparison-performance.md): every deductible
 * variant of one calculation, addressed by the sha256 of their stored form, so equal results are stored once. Rows no
 * comparison refers to are deleted with the 30-day clean-up (after a day without use).
 */
export const comparisonResults = pgTable("comparison_results", {
  hash: text("hash").primaryKey(),
  /**
   * gzip of the packed result (all deductible variants, engine order; result-codec.ts), or of the variants' JSON for
   * results stored before format 3.
   */
  offers: bytea("offers").notNull(),
  offerCount: integer("offer_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored comparisons (docs/decisions/005-comparison-and-results.md): the long-form inputs, the ranked offers and the engine used, so a results URL
 * (/ihre-pkv-tarife?c=<id>) reproduces them. Anonymous ones (user_id null) are deleted after 30 days.
 */
export const comparisons = pgTable(
  "comparisons",
  {
    /** Unguessable URL-safe id. */
    id: text("id").primaryKey(),
    /** Owner when the visitor was signed in (user id), else null. */
    userId: text("user_id"),
    /**
     * SHA-256 of the key of the browser that made it (server/adapters/auth/browser-key.ts): an anonymous comparison
     * is shown in full to that browser only. Null for rows made without a key.
     */
    creatorKeyHash: text("creator_key_hash"),
    /** The validated long-form data of docs/product/comparison.md#form-data. */
    input: jsonb("input").notNull(),
    /**
     * `{ format: 2, ranked, extra?, preferredDeductible, priceBasis, insuranceStart, figures }`: the ranked offers as
     * positions in the shared result `result_hash` (server/areas/comparisons/result-packing.ts). Rows of older
     * formats (the offers themselves, `{ all, variants, … }`) are converted at start-up (migration 0010).
     */
    offers: jsonb("offers").notNull(),
    /** The shared engine result (comparison_results.hash); null only in rows of before decision 020 not yet converted. */
    resultHash: text("result_hash").references(() => comparisonResults.hash),
    offerCount: integer("offer_count").notNull(),
    /** 'embedded' (model prices) or 'external' (KVR_URL). */
    engine: text("engine").notNull(),
    /**
     * The Erstinformation shown on the form that made it (docs/product/broker-duties.md#first-information):
     * `{ version, shownAt }`; null for comparisons made without a form (API) or before it existed.
     */
    firstInformation: jsonb("first_information"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("comparisons_user_idx").on(table.userId),
    index("comparisons_created_idx").on(table.createdAt),
    index("comparisons_result_idx").on(table.resultHash),
  ],
);
