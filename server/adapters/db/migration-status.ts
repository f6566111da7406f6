import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Database, migrationsFolder } from "./client";

/** One migration of the shipped folder, as drizzle-kit's journal lists it. */
interface JournalEntry {
  tag: string;
  /** drizzle's migrator stores this as `created_at` of the applied migration. */
  when: number;
}

export interface MigrationStatus {
  /** Every migration of the shipped folder is applied. */
  complete: boolean;
  /** The tags of the shipped migrations the database has not applied (in journal order). */
  missing: string[];
}

/** The migrations table of drizzle's migrator (server/adapters/db/client.ts runs `migrate` with its defaults). */
const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

const journals = new Map<string, readonly JournalEntry[]>();

/** The journal of a migrations folder, read once per folder (it changes only with a deployment). */
export function readJournal(folder: string = migrationsFolder): readonly JournalEntry[] {
  let entries = journals.get(folder);
  if (!entries) {
    const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    };
    entries = journal.entries.map(({ tag, when }) => ({ tag, when }));
    journals.set(folder, entries);
  }
  return entries;
}

/**
 * Whether the database has applied every migration the portal ships (docs/operations.md#readiness):
 * drizzle's migrator records each applied migration with the journal's `when` as `created_at`, on PGlite and on
 * PostgreSQL alike. A database without the migrations table has applied none. Throws when the database does not
 * answer.
 */
export async function readMigrationStatus(
  db: Database,
  folder: string = migrationsFolder,
): Promise<MigrationStatus> {
  const journal = readJournal(folder);
  const table = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass(${MIGRATIONS_TABLE}) is not null as "exists"`),
  );
  const applied = new Set<number>();
  if (table[0]?.exists) {
    // bigint: a string from node-postgres, a number or bigint from PGlite.
    const rows = rowsOf<{ created_at: string | number | bigint | null }>(
      await db.execute(sql.raw(`select created_at from ${MIGRATIONS_TABLE}`)),
    );
    for (const row of rows) if (row.created_at !== null) applied.add(Number(row.created_at));
  }
  const missing = journal.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
  return { complete: missing.length === 0, missing };
}

/** `execute` answers with `{ rows }` on both drivers (PGlite, node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
