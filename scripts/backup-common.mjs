// Shared by `npm run backup` (scripts/backup.mjs) and `npm run restore` (scripts/restore.mjs): where the embedded
// installation keeps its data, the data directory's lock, checksums, row counts and the manifest
// (docs/operations.md#backup-and-restore). Plain JavaScript: the scripts run under Node without TypeScript.
import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import {
  acquireDataDirLock as acquireSharedDataDirLock,
  DataDirLockedError,
} from "../lib/data-dir-lock/data-dir-lock.mjs";

/** Identifies a backup directory written by scripts/backup.mjs. */
export const BACKUP_FORMAT = "pkv-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";
/** `sha256sum -c SHA256SUMS` checks a backup without Node. */
export const CHECKSUM_FILE = "SHA256SUMS";
export const DATABASE_FILE = "database/pgdata.tar.gz";
export const STORAGE_PREFIX = "storage/";
export const SECRET_FILE = "app-secret";
/** Unfinished uploads of the local storage (server/adapters/storage/local-storage.ts): never backed up. */
const INCOMING_DIR = ".incoming";

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const journalPath = join(repositoryRoot, "server/adapters/db/migrations/meta/_journal.json");

/** An expected failure: the scripts print its message (German, for the operator) without a stack trace. */
export class BackupError extends Error {
  name = "BackupError";
}

/**
 * Where the embedded installation keeps its data, as server/composition/boot.ts derives it from DATA_DIR and STORAGE_DIR:
 * the PGlite database in DATA_DIR/db (lock DATA_DIR/db.lock), files in DATA_DIR/storage, the generated cookie
 * secret in DATA_DIR/app-secret.
 */
export function embeddedLocations(env = process.env) {
  if (env.DATABASE_URL?.trim()) {
    throw new BackupError(
      "DATABASE_URL ist gesetzt: die Datenbank ist PostgreSQL, nicht die eingebettete PGlite-Datenbank. " +
        "Sichern Sie sie mit pg_dump -Fc und stellen Sie sie mit pg_restore wieder her " +
        "(docs/operations.md#postgresql-and-s3).",
    );
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || "./data");
  const dbDir = join(dataDir, "db");
  const storageDir = resolve(env.STORAGE_DIR?.trim() || join(dataDir, "storage"));
  return {
    dataDir,
    dbDir,
    lockPath: `${dbDir}.lock`,
    storageDir,
    /** With STORAGE_PROVIDER=s3 the files are in the bucket: back that up with the bucket's own means. */
    localStorage: (env.STORAGE_PROVIDER?.trim() || "local") === "local",
    secretPath: join(dataDir, SECRET_FILE),
  };
}

// --- Private files (the same rules as server/adapters/files/private-files.ts and server/adapters/db/private-node-fs.ts) --

/**
 * The data directory and the backup are private to the user running the scripts, whatever the umask: directories
 * 0700, files 0600 (docs/operations.md#data-directory-permissions).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

async function setPrivateMode(path, mode, statOf = lstat) {
  try {
    if (((await statOf(path)).mode & 0o777) === mode) return false;
    await chmod(path, mode);
    return true;
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Makes every directory under `root` (and `root`) 0700 and every file 0600; returns how many it changed. Symbolic
 * links below `root` are neither followed nor changed; a missing `root` is nothing to do.
 */
export async function makeTreePrivate(root) {
  let rootIsDirectory;
  try {
    rootIsDirectory = (await stat(root)).isDirectory();
  } catch (error) {
    if (error.code === "ENOENT") return 0;
    throw error;
  }
  if (!rootIsDirectory) return (await setPrivateMode(root, PRIVATE_FILE_MODE, stat)) ? 1 : 0;
  let changed = (await setPrivateMode(root, PRIVATE_DIRECTORY_MODE, stat)) ? 1 : 0;
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (error.code === "ENOENT") continue;
      throw error;
    }
    const results = await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          pending.push(path);
          return setPrivateMode(path, PRIVATE_DIRECTORY_MODE);
        }
        return entry.isFile() ? setPrivateMode(path, PRIVATE_FILE_MODE) : false;
      }),
    );
    changed += results.filter(Boolean).length;
  }
  return changed;
}

/** Creates `path` (and missing parents) as a private directory, and makes an existing one private. */
export async function ensurePrivateDirectory(path) {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(path, PRIVATE_DIRECTORY_MODE);
}

/**
 * PGlite's NodeFS without group and other bits: Emscripten chmods every file Postgres creates to 0666, whatever
 * the umask, and unpacks an archive with the archive's modes. Wrapped as in server/adapters/db/private-node-fs.ts;
 * when a PGlite update renames these internals nothing is wrapped, and makeTreePrivate afterwards still applies.
 */
export class PrivateNodeFS extends NodeFS {
  async init(pg, options) {
    const result = await super.init(pg, options);
    result.emscriptenOpts.preRun = [
      ...(result.emscriptenOpts.preRun ?? []),
      (module) => {
        const nodeFs = module.NODEFS;
        const doSetAttr = nodeFs?.doSetAttr;
        const mknod = nodeFs?.node_ops?.mknod;
        if (!doSetAttr || !mknod) return;
        nodeFs.doSetAttr = (target, node, attr, ...rest) =>
          doSetAttr(
            target,
            node,
            attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 },
            ...rest,
          );
        nodeFs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~0o077, dev);
      },
    ];
    return result;
  }
}

// --- The data directory's lock (the server's own, lib/data-dir-lock/data-dir-lock.mjs) ------------------------

/**
 * Takes the PGlite data directory's lock, as the server does, so that no server starts while a backup or restore
 * runs; refuses while a server (or any other process) holds it. Returns the release function.
 */
export function acquireDataDirLock(lockPath) {
  try {
    return acquireSharedDataDirLock(lockPath, {
      onTakeOver: () => process.stderr.write(`Hinweis: verwaiste Sperrdatei ${lockPath} übernommen.\n`),
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (error.holderPid === undefined)
      throw new BackupError(`Die Sperrdatei ${lockPath} konnte nicht angelegt werden.`);
    throw new BackupError(
      `Die Datenbank in ${dirname(lockPath)} wird gerade von Prozess ${error.holderPid} benutzt (läuft der Server?). ` +
        "PGlite erlaubt nur einen Prozess pro Datenverzeichnis: beenden Sie den Server und starten Sie " +
        "die Sicherung oder Wiederherstellung dann erneut.",
    );
  }
}

// --- Files and checksums -----------------------------------------------------------------------------------

/** sha256 (hex) and size of a file, streamed. */
export async function fileDigest(path) {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest("hex"), size };
}

export const sha256Of = (data) => createHash("sha256").update(data).digest("hex");

/** Every regular file under `root` as a sorted relative path with `/`; [] when `root` does not exist. */
export async function listFiles(root, { skipTopLevel = [] } = {}) {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(root, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join("/"),
    )
    .filter((path) => !skipTopLevel.includes(path.split("/")[0]))
    .sort();
}

/** The stored files of the local storage (buckets), without unfinished uploads. */
export const listStorageFiles = (storageDir) => listFiles(storageDir, { skipTopLevel: [INCOMING_DIR] });

/** Whether a directory is missing or empty. */
export async function isEmptyDirectory(path) {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if (error.code === "ENOENT") return true;
    if (error.code === "ENOTDIR") return false;
    throw error;
  }
}

export async function ensureDirectory(path) {
  await mkdir(path, { recursive: true });
}

export async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (error.code === "ENOENT") return false;
    throw error;
  }
}

/** The lines of SHA256SUMS (the format of `sha256sum`: hash, two spaces, path). */
export function formatChecksums(files) {
  return files.map((file) => `${file.sha256}  ${file.path}\n`).join("");
}

export function parseChecksums(text) {
  const sums = new Map();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!match) throw new BackupError(`${CHECKSUM_FILE} ist beschädigt (Zeile „${line.slice(0, 80)}“).`);
    sums.set(match[2], match[1]);
  }
  return sums;
}

// --- The database: row counts and the migration state ------------------------------------------------------

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table of every schema but PostgreSQL's own, as `{ "schema.table": count }`, sorted by name. */
export async function tableRowCounts(pg) {
  const { rows: tables } = await pg.query(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`,
  );
  const counts = {};
  for (const { schemaname, tablename } of tables) {
    const { rows } = await pg.query(
      `select count(*)::bigint as n from ${quoteIdent(schemaname)}.${quoteIdent(tablename)}`,
    );
    counts[`${schemaname}.${tablename}`] = Number(rows[0].n);
  }
  return counts;
}

/** The migrations this code base ships (drizzle-kit's journal). */
export function shippedMigrations() {
  return JSON.parse(readFileSync(journalPath, "utf8")).entries.map((entry) => ({
    tag: entry.tag,
    createdAt: entry.when,
  }));
}

/**
 * The database's migration state: the newest applied drizzle migration (its tag from the journal) and how many
 * are applied. `tag` is undefined when this code base does not know the newest one (a newer version wrote it).
 */
export async function migrationState(pg) {
  const { rows: found } = await pg.query("select to_regclass('drizzle.__drizzle_migrations') as t");
  if (!found[0]?.t) return { tag: undefined, createdAt: undefined, applied: 0 };
  const { rows } = await pg.query(
    "select count(*)::int as applied, max(created_at)::bigint as newest from drizzle.__drizzle_migrations",
  );
  const newest = rows[0].newest === null ? undefined : Number(rows[0].newest);
  const tag = shippedMigrations().find((migration) => migration.createdAt === newest)?.tag;
  return { tag, createdAt: newest, applied: rows[0].applied };
}

export function appVersion() {
  const pkg = JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8"));
  return { name: pkg.name, version: pkg.version };
}

export function pgliteVersion() {
  try {
    const path = join(repositoryRoot, "node_modules/@electric-sql/pglite/package.json");
    return JSON.parse(readFileSync(path, "utf8")).version;
  } catch {
    return undefined;
  }
}

// --- For people --------------------------------------------------------------------------------------------

export const germanNumber = (n, digits = 0) =>
  n.toLocaleString("de-DE", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const megabytes = (bytes) => `${germanNumber(bytes / 1024 / 1024, 1)} MB`;

export const berlinTime = (iso) =>
  `${new Date(iso).toLocaleString("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "medium" })} (Berlin)`;

/**
 * Runs a script's main function with its one directory argument: without exactly one (or with --help) the usage is
 * printed instead; a BackupError is printed as it is, anything else with its stack.
 */
export async function runCli(usage, main) {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0] === "--help" || args[0] === "-h") {
    (args.length === 1 ? process.stdout : process.stderr).write(usage);
    if (args.length !== 1) process.exitCode = 1;
    return;
  }
  try {
    await main(args[0]);
  } catch (error) {
    if (error instanceof BackupError) {
      process.stderr.write(`Fehler: ${error.message}\n`);
    } else {
      process.stderr.write(`${error?.stack ?? error}\n`);
    }
    process.exitCode = 1;
  }
}
