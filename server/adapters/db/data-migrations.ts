import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { convertLegacyComparisonRows } from "../../services/comparisons/legacy-comparison-rows";
import type * as schema from "./schema";

/**
 * Data migrations that SQL cannot do (e.g. gzip in JS). They run after the SQL migrations at every start, under the
 * same lock (PostgreSQL: the advisory lock; PGlite: one process per data directory), and are idempotent: each
 * finds its own unconverted rows (cheaply, through a partial index its SQL migration creates).
 */
export async function runDataMigrations(
  db: PgDatabase<PgQueryResultHKT, typeof schema>,
  now: () => Date = () => new Date(),
): Promise<void> {
  // 0010_legacy_comparison_rows: comparison rows of older storage formats → the current format.
  await convertLegacyComparisonRows(db, now);
}
