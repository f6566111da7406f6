import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { ensurePrivateDirectory, makeTreePrivate } from "../files/private-files";
import { acquireDataDirLock } from "./data-dir-lock";
import { PrivateNodeFS } from "./private-node-fs";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the pool reports errors it survives (a dropped idle connection); the app's logger in production. */
interface DatabaseLogger {
  warn(object: { err: unknown }, message: string): void;
}

/**
 * The PostgreSQL pool per instance: at most `max` connections, and a request waits at most
 * `connectionTimeoutMillis` for one before it fails as busy (503 `service-busy`, docs/security.md#overload).
 */
export interface PoolOptions {
  max: number;
  connectionTimeoutMillis: number;
}

const DEFAULT_POOL_OPTIONS: PoolOptions = { max: 10, connectionTimeoutMillis: 5000 };

export type DatabaseTarget =
  | { kind: "postgres"; url: string; logger?: DatabaseLogger; pool?: Partial<PoolOptions> }
  | { kind: "pglite"; dataDir: string; onStaleLock?: (message: string) => void }
  | { kind: "pglite-memory"; from?: PGlite };

/** Folder with the drizzle-kit migrations; resolved from the working directory so source and bundle agree. */
export const migrationsFolder = resolve(process.cwd(), "server/adapters/db/migrations");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    return openPostgres(target.url, target.logger, { ...DEFAULT_POOL_OPTIONS, ...target.pool });
  }
  return openPglite(target);
}

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * Binary values to and from PGlite with Node's native hex conversion. PGlite's own writes and reads the hex digit by
 * digit in script, about 0,3 ms per KB: a few milliseconds for every stored result
 * (docs/decisions/020-comparison-performance.md#binary-values-in-pglite).
 */
const BYTEA_AS_HEX = {
  serializers: {
    [BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: { [BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") },
};

async function openPglite(target: Exclude<DatabaseTarget, { kind: "postgres" }>): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let releaseLock = () => {};
  /** Makes the data directory private again (docs/operations.md#data-directory-permissions). */
  let makePrivate = async () => {};
  let client: PGlite;
  if (target.kind === "pglite") {
    const dataDir = resolve(target.dataDir);
    releaseLock = acquireDataDirLock(`${dataDir}.lock`, { onTakeOver: target.onStaleLock });
    makePrivate = async () => {
      await makeTreePrivate(dataDir);
    };
    try {
      // An existing installation's files may be 0666 (written before PrivateNodeFS): private before opening.
      await ensurePrivateDirectory(dataDir);
      await makePrivate();
      client = await PGlite.create({ fs: new PrivateNodeFS(dataDir), ...BYTEA_AS_HEX });
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    // A copy of `from` (as PGlite's clone(), which would not keep the conversions below).
    client = target.from
      ? await PGlite.create({ loadDataDir: await target.from.dumpDataDir("none"), ...BYTEA_AS_HEX })
      : await PGlite.create(BYTEA_AS_HEX);
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  try {
    const isMigratedClone = target.kind === "pglite-memory" && target.from !== undefined;
    if (!isMigratedClone) {
      await migrate(db as never, { migrationsFolder });
    }
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
        await makePrivate();
      } finally {
        releaseLock();
      }
    },
  };
}

/** Any number for pg_advisory_lock; keeps concurrently starting instances from migrating at the same time. */
const MIGRATION_LOCK_ID = 7_244_871;

async function openPostgres(
  url: string,
  logger: DatabaseLogger | undefined,
  options: PoolOptions,
): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, ...options });
  // An idle connection that the server drops (restart, failover, DROP DATABASE … WITH (FORCE)) must not crash the
  // process; the pool discards it and the next query opens a fresh one. The error is logged, not thrown.
  pool.on("error", (error) => logger?.warn({ err: error }, "PostgreSQL: idle connection lost"));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  try {
    const connection = await pool.connect();
    try {
      await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrate(drizzle({ client: connection }) as never, { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      connection.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}
