#!/usr/bin/env node
// `npm run backup -- <target directory>`: a consistent, restorable backup of the embedded installation (PGlite in
// DATA_DIR/db, the local file storage, the generated cookie secret) into a new directory with a manifest
// (docs/operations.md#backup-and-restore). The server must be stopped: PGlite allows one process per data
// directory, and the backup takes the directory's lock as the server does, so the server cannot start meanwhile.
// The database is written by PGlite's own dumpDataDir() (a gzipped tar of the data directory), the files are
// copied as they are; the manifest lists row counts per table, every file with its sha256, the app version, the
// newest migration and the time. With DATABASE_URL (PostgreSQL) use pg_dump instead.
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import {
  acquireDataDirLock,
  appVersion,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  berlinTime,
  CHECKSUM_FILE,
  DATABASE_FILE,
  embeddedLocations,
  exists,
  fileDigest,
  formatChecksums,
  germanNumber,
  isEmptyDirectory,
  listStorageFiles,
  MANIFEST_FILE,
  makeTreePrivate,
  megabytes,
  migrationState,
  PrivateNodeFS,
  pgliteVersion,
  runCli,
  SECRET_FILE,
  STORAGE_PREFIX,
  sha256Of,
  tableRowCounts,
} from "./backup-common.mjs";

const isInside = (child, parent) => {
  const path = relative(parent, child);
  return path === "" || !(path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path));
};

/**
 * Writes a backup of the embedded installation described by `env` (DATA_DIR, STORAGE_DIR, STORAGE_PROVIDER)
 * into `target`, which must not exist or be empty. Returns the manifest.
 */
export async function createBackup({ target, env = process.env, now = () => new Date() }) {
  if (!target)
    throw new BackupError("Bitte ein Zielverzeichnis angeben: npm run backup -- <Zielverzeichnis>");
  const locations = embeddedLocations(env);
  const targetDir = resolve(target);
  if (isInside(targetDir, locations.dataDir) || isInside(targetDir, locations.storageDir)) {
    throw new BackupError(
      `Das Ziel ${targetDir} liegt im Datenverzeichnis: bitte ein Verzeichnis außerhalb wählen.`,
    );
  }
  if (!(await isEmptyDirectory(targetDir))) {
    throw new BackupError(
      `Das Ziel ${targetDir} existiert und ist nicht leer: eine Sicherung überschreibt nichts, ` +
        "bitte ein neues Verzeichnis angeben.",
    );
  }
  if (!(await exists(join(locations.dbDir, "PG_VERSION")))) {
    throw new BackupError(`In ${locations.dbDir} liegt keine Datenbank (DATA_DIR richtig gesetzt?).`);
  }

  const release = acquireDataDirLock(locations.lockPath);
  // Written beside the target and renamed when complete: a half-written backup never looks like a backup.
  const staging = join(
    dirname(targetDir),
    `.${basename(targetDir)}.unfertig-${randomBytes(4).toString("hex")}`,
  );
  try {
    await mkdir(dirname(targetDir), { recursive: true });
    // Personal data and the cookie secret: only the owner may read the backup.
    await mkdir(staging, { mode: 0o700 });
    await mkdir(join(staging, dirname(DATABASE_FILE)));
    const { PGlite } = await import("@electric-sql/pglite");
    // The archive keeps the modes of the database's files: the data directory private (0700/0600) before PGlite
    // opens it, also an installation's written when PGlite left them at 0666
    // (docs/operations.md#data-directory-permissions).
    await makeTreePrivate(locations.dataDir);
    if (locations.localStorage) await makeTreePrivate(locations.storageDir);
    const pg = await PGlite.create({ fs: new PrivateNodeFS(locations.dbDir) });
    let database;
    try {
      // Nobody else writes (we hold the lock), so the counts and the dump describe the same state.
      const rowCounts = await tableRowCounts(pg);
      const migration = await migrationState(pg);
      const dump = await pg.dumpDataDir("gzip");
      await writeFile(join(staging, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
      database = {
        kind: "pglite",
        pgliteVersion: pgliteVersion(),
        file: DATABASE_FILE,
        migration,
        rowCounts,
      };
    } finally {
      await pg.close();
    }

    const paths = [DATABASE_FILE];
    const storageFiles = locations.localStorage ? await listStorageFiles(locations.storageDir) : [];
    for (const file of storageFiles) {
      const copy = join(staging, STORAGE_PREFIX, file);
      await mkdir(dirname(copy), { recursive: true });
      await copyFile(join(locations.storageDir, file), copy);
      paths.push(`${STORAGE_PREFIX}${file}`);
    }
    // Without APP_SECRET the server signs cookies and encrypts the stored engine credentials with this file.
    if (await exists(locations.secretPath)) {
      await copyFile(locations.secretPath, join(staging, SECRET_FILE));
      paths.push(SECRET_FILE);
    }

    const files = [];
    for (const path of paths) files.push({ path, ...(await fileDigest(join(staging, path))) });
    const storageBytes = files
      .filter((file) => file.path.startsWith(STORAGE_PREFIX))
      .reduce((sum, file) => sum + file.size, 0);
    const manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now().toISOString(),
      app: appVersion(),
      database,
      storage: locations.localStorage
        ? { included: true, fileCount: storageFiles.length, bytes: storageBytes }
        : { included: false, reason: "STORAGE_PROVIDER=s3: Dateien liegen im Bucket" },
      appSecret: paths.includes(SECRET_FILE),
      files,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    await writeFile(join(staging, MANIFEST_FILE), manifestText);
    const sums = [...files, { path: MANIFEST_FILE, sha256: sha256Of(manifestText) }];
    await writeFile(join(staging, CHECKSUM_FILE), formatChecksums(sums));
    // The copies keep their sources' modes and writeFile follows the umask: every file 0600, every directory 0700.
    await makeTreePrivate(staging);
    if (await exists(targetDir)) await rmdir(targetDir);
    await rename(staging, targetDir);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}

export function describeBackup(manifest, targetDir) {
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(manifest.database.rowCounts).length;
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const storage = manifest.storage.included
    ? `${germanNumber(manifest.storage.fileCount)} Dateien (${megabytes(manifest.storage.bytes)})`
    : "keine Dateien (STORAGE_PROVIDER=s3: den Bucket gesondert sichern)";
  return [
    `Sicherung geschrieben: ${targetDir}`,
    `  Stand:      ${berlinTime(manifest.createdAt)}, Version ${manifest.app.version}, ` +
      `Migration ${manifest.database.migration.tag ?? "unbekannt"}`,
    `  Datenbank:  ${germanNumber(tables)} Tabellen, ${germanNumber(rows)} Zeilen`,
    `  Speicher:   ${storage}`,
    `  Insgesamt:  ${megabytes(bytes)}; prüfen mit: (cd ${targetDir} && sha256sum -c ${CHECKSUM_FILE})`,
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(
    "Aufruf: npm run backup -- <Zielverzeichnis>\n" +
      "Sichert die eingebettete Datenbank (DATA_DIR/db), den lokalen Dateispeicher und DATA_DIR/app-secret\n" +
      "in ein neues Verzeichnis. Der Server muss dafür beendet sein (docs/operations.md#backup-and-restore).\n",
    async (target) => {
      const started = performance.now();
      const manifest = await createBackup({ target });
      process.stdout.write(
        `${describeBackup(manifest, resolve(target))}\n  Dauer:      ${germanNumber((performance.now() - started) / 1000, 1)} s\n`,
      );
    },
  );
}
