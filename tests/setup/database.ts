import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openDatabase, type PoolOptions } from "../../server/adapters/db/client";

/** Integration tests run on PGlite always, and on PostgreSQL too whenever DATABASE_URL is set. */
export const testDatabaseKinds: Array<"pglite" | "postgres"> = process.env.DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

let migratedTemplate: Promise<DatabaseHandle> | undefined;

/** A fresh, migrated, isolated database. PGlite: clone of a migrated in-memory template; PostgreSQL: a new database. */
export async function openTestDatabase(
  kind: "pglite" | "postgres",
  options: { pool?: Partial<PoolOptions> } = {},
): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    migratedTemplate ??= openDatabase({ kind: "pglite-memory" });
    const template = await migratedTemplate;
    const client = (template.db as unknown as { $client: PGlite }).$client;
    return openDatabase({ kind: "pglite-memory", from: client });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), pool: options.pool });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
