import { eq } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { settings } from "../../adapters/db/schema/site";

/**
 * One row of the `settings` table, for another area's own document (e.g. the engine credentials of
 * server/areas/kvr-console/): the table is the site area's (docs/architecture.md#table-ownership).
 */
export async function readSettingRow(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores `value` under `key` (a transaction may be passed as `db`). */
export async function writeSettingRow(db: Database, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}
