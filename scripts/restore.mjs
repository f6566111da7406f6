#!/usr/bin/env node
// `npm run restore -- <backup directory>`: restores a backup of scripts/backup.mjs into an EMPTY data directory
// (DATA_DIR; STORAGE_DIR when set) (docs/operations.md#backup-and-restore). Before anything is written, every file
// of the backup is checked against its sha256 (SHA256SUMS, which also covers the manifest); after restoring, the
// row count of every table and the migration state of the restored database must equal the manifest's, and every
// restored file is checked again. A failed restore removes what it wrote, so the directory is empty again.
import { chmod, copyFile, mkdir, readdir, readFile, rm, rmdir } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  acquireDataDirLock,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  berlinTime,
  CHECKSUM_FILE,
  DATABASE_FILE,
  embeddedLocations,
  ensurePrivateDirectory,
  exists,
  fileDigest,
  germanNumber,
  isEmptyDirectory,
  MANIFEST_FILE,
  makeTreePrivate,
  megabytes,
  migrationState,
  PRIVATE_DIRECTORY_MODE,
  PrivateNodeFS,
  parseChecksums,
  runCli,
  SECRET_FILE,
  STORAGE_PREFIX,
  sha256Of,
  shippedMigrations,
  tableRowCounts,
} from "./backup-common.mjs";

/** Paths in a manifest are relative, with `/`, and never leave the backup. */
const isSafeRelativePath = (path) =>
  typeof path === "string" &&
  path !== "" &&
  !path.startsWith("/") &&
  !path.includes("\\") &&
  path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");

/**
 * Checks a backup directory without writing anything: SHA256SUMS, the manifest's own checksum and format, every
 * file's size and sha256, and that this version knows the backup's newest migration. Returns the manifest.
 */
export async function verifyBackup(source) {
  const sourceDir = resolve(source);
  const read = async (name) => {
    try {
      return await readFile(join(sourceDir, name));
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") {
        throw new BackupError(`${sourceDir} ist keine vollständige Sicherung: ${name} fehlt.`);
      }
      throw error;
    }
  };
  const sums = parseChecksums((await read(CHECKSUM_FILE)).toString("utf8"));
  const manifestBytes = await read(MANIFEST_FILE);
  if (sums.get(MANIFEST_FILE) !== sha256Of(manifestBytes)) {
    throw new BackupError(
      `${MANIFEST_FILE} ist beschädigt oder verändert (Prüfsumme stimmt nicht mit ${CHECKSUM_FILE} überein).`,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString("utf8"));
  } catch {
    throw new BackupError(`${MANIFEST_FILE} ist kein gültiges JSON.`);
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${sourceDir} ist keine Sicherung dieses Formats (${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION} erwartet).`,
    );
  }
  const files = Array.isArray(manifest.files) ? manifest.files : [];
  const listed = new Set(files.map((file) => file.path));
  const database = manifest.database;
  if (
    !files.every((file) => isSafeRelativePath(file.path)) ||
    listed.size !== files.length ||
    database?.kind !== "pglite" ||
    database.file !== DATABASE_FILE ||
    !listed.has(DATABASE_FILE) ||
    typeof database.rowCounts !== "object" ||
    database.rowCounts === null
  ) {
    throw new BackupError(`${MANIFEST_FILE} ist unvollständig oder ungültig.`);
  }
  const unlisted = [...sums.keys()].filter((path) => path !== MANIFEST_FILE && !listed.has(path));
  if (unlisted.length > 0 || files.some((file) => sums.get(file.path) !== file.sha256)) {
    throw new BackupError(`${CHECKSUM_FILE} und ${MANIFEST_FILE} passen nicht zusammen.`);
  }
  for (const file of files) {
    let actual;
    try {
      actual = await fileDigest(join(sourceDir, file.path));
    } catch (error) {
      if (error.code === "ENOENT")
        throw new BackupError(`Die Sicherung ist unvollständig: ${file.path} fehlt.`);
      throw error;
    }
    if (actual.sha256 !== file.sha256 || actual.size !== file.size) {
      throw new BackupError(
        `Die Sicherung ist beschädigt: ${file.path} (Prüfsumme oder Größe stimmt nicht).`,
      );
    }
  }
  const known = shippedMigrations().map((migration) => migration.tag);
  if (!database.migration?.tag || !known.includes(database.migration.tag)) {
    throw new BackupError(
      `Die Sicherung stammt von einer neueren Version (${manifest.app?.version ?? "?"}, Migration ` +
        `${database.migration?.tag ?? "unbekannt"}): bitte mit dieser oder einer neueren Version wiederherstellen.`,
    );
  }
  return manifest;
}

/** Differences between two `{ "schema.table": rows }` maps, as text; [] when equal. */
function countDifferences(expected, actual) {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: erwartet ${expected[table] ?? "–"}, vorgefunden ${actual[table] ?? "–"}`);
}

/** Removes everything in `dir` except `keep` (the directory was empty before the restore). */
async function emptyDirectory(dir, keep = []) {
  let entries;
  try {
    entries = await readdir(dir);
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    if (!keep.includes(entry)) await rm(join(dir, entry), { recursive: true, force: true });
  }
}

/**
 * Restores the backup in `source` into the embedded installation described by `env` (DATA_DIR, STORAGE_DIR,
 * STORAGE_PROVIDER), whose directories must be empty or missing. Returns the manifest and what was restored.
 */
export async function restoreBackup({ source, env = process.env }) {
  if (!source)
    throw new BackupError("Bitte die Sicherung angeben: npm run restore -- <Sicherungsverzeichnis>");
  const locations = embeddedLocations(env);
  const sourceDir = resolve(source);
  const manifest = await verifyBackup(sourceDir);
  const storageFiles = manifest.files.filter((file) => file.path.startsWith(STORAGE_PREFIX));
  const fromData = relative(locations.dataDir, locations.storageDir);
  const separateStorage = fromData === ".." || fromData.startsWith(`..${sep}`) || isAbsolute(fromData);
  for (const dir of [locations.dataDir, ...(separateStorage ? [locations.storageDir] : [])]) {
    if (!(await isEmptyDirectory(dir))) {
      throw new BackupError(
        `Das Verzeichnis ${dir} ist nicht leer. Die Wiederherstellung schreibt nur in ein leeres ` +
          "Datenverzeichnis: bitte ein neues DATA_DIR angeben (oder das alte nach einer Prüfung beiseitelegen).",
      );
    }
  }
  if (storageFiles.length > 0 && !locations.localStorage) {
    throw new BackupError(
      "Die Sicherung enthält Dateien des lokalen Speichers, aber STORAGE_PROVIDER=s3 ist gesetzt: " +
        "ohne STORAGE_PROVIDER wiederherstellen und die Dateien danach in den Bucket übertragen.",
    );
  }

  const createdDataDir = !(await exists(locations.dataDir));
  // Private (0700/0600) whatever the umask and the modes stored in the backup
  // (docs/operations.md#data-directory-permissions).
  await ensurePrivateDirectory(locations.dataDir);
  const lockName = relative(locations.dataDir, locations.lockPath);
  const release = acquireDataDirLock(locations.lockPath);
  let succeeded = false;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const tarball = new File([await readFile(join(sourceDir, DATABASE_FILE))], "pgdata.tar.gz");
    await ensurePrivateDirectory(locations.dbDir);
    const pg = await PGlite.create({ fs: new PrivateNodeFS(locations.dbDir), loadDataDir: tarball });
    try {
      const differences = countDifferences(manifest.database.rowCounts, await tableRowCounts(pg));
      if (differences.length > 0) {
        throw new BackupError(
          `Die wiederhergestellte Datenbank weicht vom Manifest ab:\n  ${differences.join("\n  ")}`,
        );
      }
      const migration = await migrationState(pg);
      if (
        migration.tag !== manifest.database.migration.tag ||
        migration.applied !== manifest.database.migration.applied
      ) {
        throw new BackupError(
          `Der Migrationsstand der wiederhergestellten Datenbank (${migration.tag ?? "unbekannt"}) weicht vom ` +
            `Manifest ab (${manifest.database.migration.tag}).`,
        );
      }
    } finally {
      await pg.close();
    }

    for (const file of storageFiles) {
      const target = join(locations.storageDir, ...file.path.slice(STORAGE_PREFIX.length).split("/"));
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      await copyFile(join(sourceDir, file.path), target);
      const copied = await fileDigest(target);
      if (copied.sha256 !== file.sha256) {
        throw new BackupError(`${file.path} wurde nicht fehlerfrei zurückgeschrieben (Prüfsumme).`);
      }
    }
    if (manifest.files.some((file) => file.path === SECRET_FILE)) {
      await copyFile(join(sourceDir, SECRET_FILE), locations.secretPath);
      await chmod(locations.secretPath, 0o600);
    }
    // The copies keep the modes in the backup (an older backup's files may be 0644).
    await makeTreePrivate(locations.dataDir);
    if (separateStorage) await makeTreePrivate(locations.storageDir);
    succeeded = true;
    return { manifest, dataDir: locations.dataDir, storageDir: locations.storageDir };
  } finally {
    if (!succeeded) {
      await emptyDirectory(locations.dataDir, [lockName]);
      if (separateStorage) await emptyDirectory(locations.storageDir);
    }
    release();
    if (!succeeded && createdDataDir) await rmdir(locations.dataDir).catch(() => {});
  }
}

export function describeRestore({ manifest, dataDir }) {
  const counts = Object.values(manifest.database.rowCounts);
  const rows = counts.reduce((sum, n) => sum + n, 0);
  const storage = manifest.files.filter((file) => file.path.startsWith(STORAGE_PREFIX));
  const bytes = storage.reduce((sum, file) => sum + file.size, 0);
  return [
    `Wiederhergestellt nach ${dataDir}:`,
    `  Stand der Sicherung: ${berlinTime(manifest.createdAt)}, Version ${manifest.app.version}, ` +
      `Migration ${manifest.database.migration.tag}`,
    `  Datenbank: ${germanNumber(counts.length)} Tabellen, ${germanNumber(rows)} Zeilen (Anzahl je Tabelle geprüft)`,
    `  Speicher:  ${germanNumber(storage.length)} Dateien (${megabytes(bytes)}, Prüfsummen geprüft)` +
      (manifest.storage?.included === false ? "; Dateien im S3-Bucket wurden nicht gesichert" : ""),
    manifest.appSecret
      ? "  app-secret wiederhergestellt (gilt nur ohne APP_SECRET in der Umgebung)"
      : "  kein app-secret in der Sicherung (APP_SECRET aus der Umgebung verwenden)",
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(
    "Aufruf: npm run restore -- <Sicherungsverzeichnis>\n" +
      "Stellt eine Sicherung von npm run backup in ein LEERES Datenverzeichnis (DATA_DIR) wieder her und\n" +
      "prüft Prüfsummen und Zeilenzahlen (docs/operations.md#backup-and-restore).\n",
    async (target) => {
      const result = await restoreBackup({ source: target });
      process.stdout.write(`${describeRestore(result)}\n`);
    },
  );
}
