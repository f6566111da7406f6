import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema/comparisons";
import { createWriteBatcher } from "../../adapters/db/write-batcher";

export type ComparisonRow = typeof comparisons.$inferInsert;

/** New comparison rows, written together when they arrive while a write is in flight (group commit). */
export function createComparisonRowBatcher(db: Database): (row: ComparisonRow) => Promise<void> {
  return createWriteBatcher<ComparisonRow>(async (rows) => {
    await db.insert(comparisons).values(rows);
  });
}
