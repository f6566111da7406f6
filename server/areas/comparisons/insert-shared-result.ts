import type { Database } from "../../adapters/db/client";
import { comparisonResults, tariffFacts } from "../../adapters/db/schema/comparisons";
import type { EncodedResult } from "./result-codec";
import { gzipResult } from "./result-packing";

/** The database or a transaction: only its inserts are used. */
type SchemaDatabase = Pick<Database, "insert">;

/**
 * Writes one encoded result: the tariff facts it refers to that are not stored yet, then the result (or marks an
 * existing one used). `knownFacts` are hashes already known to be stored (facts are never deleted).
 */
export async function insertSharedResult(
  db: SchemaDatabase,
  row: { encoded: EncodedResult; offerCount: number; createdAt: Date; lastUsedAt: Date },
  knownFacts?: Set<string>,
): Promise<void> {
  const missing = row.encoded.facts.filter((entry) => !knownFacts?.has(entry.hash));
  if (missing.length > 0) {
    await db
      .insert(tariffFacts)
      .values(missing.map((entry) => ({ hash: entry.hash, facts: entry.json, createdAt: row.createdAt })))
      .onConflictDoNothing();
    if (knownFacts) for (const entry of missing) knownFacts.add(entry.hash);
  }
  await db
    .insert(comparisonResults)
    .values({
      hash: row.encoded.hash,
      offers: await gzipResult(row.encoded.json),
      offerCount: row.offerCount,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
    })
    .onConflictDoUpdate({ target: comparisonResults.hash, set: { lastUsedAt: row.lastUsedAt } });
}
