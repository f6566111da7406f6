import { desc, eq } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema/comparisons";

/**
 * 'Meine Vergleiche' (personal area): the account's comparisons, the newest made or kept first
 * (docs/product/documents.md#meine-vergleiche).
 */
export async function listComparisonsOf(db: Database, userId: string) {
  return db
    .select({ id: comparisons.id, createdAt: comparisons.createdAt, offerCount: comparisons.offerCount })
    .from(comparisons)
    .where(eq(comparisons.userId, userId))
    .orderBy(desc(comparisons.updatedAt), desc(comparisons.createdAt))
    .limit(100);
}

/** For the account's data export (DSGVO Art. 15/20): its stored comparisons as they are. */
export async function exportComparisonsOf(db: Database, userId: string) {
  return db.select().from(comparisons).where(eq(comparisons.userId, userId));
}

/**
 * For the account's deletion (DSGVO Art. 17): its stored comparisons (the shared results they used go with the
 * 30-day clean-up). A transaction may be passed as `db`.
 */
export async function deleteComparisonsOf(db: Database, userId: string): Promise<void> {
  await db.delete(comparisons).where(eq(comparisons.userId, userId));
}
