import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAppSecret } from "../server/adapters/auth/app-secret";
import { type Database, openDatabase } from "../server/adapters/db/client";
import { acquireDataDirLock, readProcessIdentity } from "../server/adapters/db/data-dir-lock";
import { createLocalStorage } from "../server/adapters/storage/local-storage";
import { seedDatabase } from "../server/seeds/seed-database";
import { seedMedia } from "../server/seeds/seed-media";
import { createBroker, createComparison, createLead, createUser } from "../tests/setup/factories";
import {
  chmodTree,
  modeCounts,
  nonPrivateEntries,
  tarModes,
  treeModes,
  withTarModes,
} from "../tests/setup/file-modes";
import { type BackupManifest, createBackup } from "./backup.mjs";
import {
  CHECKSUM_FILE,
  formatChecksums,
  MANIFEST_FILE,
  sha256Of,
  shippedMigrations,
} from "./backup-common.mjs";
import { restoreBackup } from "./restore.mjs";

/** Rows per table of every schema but PostgreSQL's own, counted by the test itself (not by the scripts). */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select schemaname, tablename from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  )) as unknown as { rows: Array<{ schemaname: string; tablename: string }> };
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from "${schemaname}"."${tablename}"`),
    )) as unknown as { rows: Array<{ n: number }> };
    counts[`${schemaname}.${tablename}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** sha256 of every file under `root` by relative path. */
function fileDigests(root: string): Record<string, string> {
  if (!existsSync(root)) return {};
  const digests: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[relative(root, path).split(sep).join("/")] = createHash("sha256")
      .update(readFileSync(path))
      .digest("hex");
  }
  return digests;
}

async function seedRows(db: Database) {
  await seedDatabase(db);
  const user = await createUser(db, { email: "erika.muster@example.de" });
  await createBroker(db, { email: "makler@example.de" });
  for (let index = 0; index < 3; index += 1) await createComparison(db, { userId: user.id });
  await createComparison(db);
  await createLead(db, { email: "max.muster@example.de" });
}

const root = mkdtempSync(join(tmpdir(), "pkv-backup-test-"));
const dataDir = join(root, "data");
const backupDir = join(root, "sicherung-2026-05-01");
const env = (dir: string) => ({ DATA_DIR: dir });
const BACKUP_TIME = new Date(Date.UTC(2026, 4, 1, 6, 30));

const before: { rows: Record<string, number>; storage: Record<string, string>; secret: string } = {
  rows: {},
  storage: {},
  secret: "",
};
let manifest: BackupManifest;
let umask: number;

/** A copy of the backup to damage. */
function copyOfBackup(name: string): string {
  const copy = join(root, name);
  cpSync(backupDir, copy, { recursive: true });
  return copy;
}

/** Rewrites a backup's manifest and keeps SHA256SUMS consistent with it (a forged, not a damaged, backup). */
function rewriteManifest(dir: string, change: (manifest: BackupManifest) => void) {
  const forged = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), "utf8")) as BackupManifest;
  change(forged);
  const text = `${JSON.stringify(forged, null, 2)}\n`;
  writeFileSync(join(dir, MANIFEST_FILE), text);
  writeFileSync(
    join(dir, CHECKSUM_FILE),
    formatChecksums([...forged.files, { path: MANIFEST_FILE, sha256: sha256Of(text) }]),
  );
}

beforeAll(async () => {
  // The most permissive umask, for the whole file: whatever backup and restore leave private is so because they
  // make it so (docs/operations.md#data-directory-permissions).
  umask = process.umask(0o000);
  // An embedded installation as the server leaves it: migrated and seeded by the app's own code, a few rows,
  // the shipped media plus an upload in a nested key, an unfinished upload, the generated cookie secret.
  const handle = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
  try {
    await seedRows(handle.db);
    before.rows = await rowCounts(handle.db);
  } finally {
    await handle.close();
  }
  const storage = createLocalStorage(join(dataDir, "storage"));
  await seedMedia(storage);
  await storage.put("site-media", "2026/mai/titelbild.png", randomBytes(50_000), "image/png");
  mkdirSync(join(dataDir, "storage", ".incoming"), { recursive: true });
  writeFileSync(join(dataDir, "storage", ".incoming", "abgebrochen"), "halber Upload");
  before.secret = resolveAppSecret(undefined, dataDir);
  before.storage = fileDigests(join(dataDir, "storage"));
  delete before.storage[".incoming/abgebrochen"];
  // With the modes earlier versions left (PGlite's files 0666) and more: every file 0666, every directory 0777.
  chmodTree(dataDir, 0o666, 0o777);

  manifest = await createBackup({ target: backupDir, env: env(dataDir), now: () => BACKUP_TIME });
});

afterAll(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe("npm run backup (embedded installation)", () => {
  it("writes a manifest with row counts, checksums, version, migration and time, and releases the lock", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(manifest.createdAt).toBe("2026-05-01T06:30:00.000Z");
    expect(manifest.app.version).toBe(pkg.version);
    expect(manifest.database.migration.tag).toBe(shippedMigrations().at(-1)?.tag);
    expect(manifest.database.rowCounts).toEqual(before.rows);
    expect(manifest.database.rowCounts["public.comparisons"]).toBe(4);
    const stored = Object.fromEntries(
      manifest.files
        .filter((file) => file.path.startsWith("storage/"))
        .map((file) => [file.path.slice("storage/".length), file.sha256]),
    );
    expect(stored).toEqual(before.storage);
    expect(stored["site-media/2026/mai/titelbild.png"]).toBeDefined();
    expect(manifest.appSecret).toBe(true);
    // Every file of the backup is listed in SHA256SUMS (the format of sha256sum -c), the manifest too.
    const sums = readFileSync(join(backupDir, CHECKSUM_FILE), "utf8");
    for (const [path, digest] of Object.entries(fileDigests(backupDir))) {
      if (path !== CHECKSUM_FILE) expect(sums).toContain(`${digest}  ${path}\n`);
    }
    expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes("unfertig"))).toEqual([]);
  });

  it("is private: the backup's directories 0700, its files 0600, the archive's entries too; the data directory", () => {
    const archive = tarModes(readFileSync(join(backupDir, "database", "pgdata.tar.gz")));
    expect(Object.keys(archive).length).toBeGreaterThan(900);
    expect(archive.PG_VERSION).toBe("0600");
    expect(archive.base).toBe("d 0700");
    expect(nonPrivateEntries(archive)).toEqual({});
    const backup = treeModes(backupDir);
    expect(backup["storage/site-media/2026/mai/titelbild.png"]).toBe("0600");
    expect(nonPrivateEntries(backup)).toEqual({});
    expect(nonPrivateEntries(treeModes(dataDir))).toEqual({});
  });

  it("refuses while another process (the server) holds the data directory, and changes nothing", async () => {
    const other = readProcessIdentity(process.ppid);
    const release = acquireDataDirLock(join(dataDir, "db.lock"), { self: other });
    try {
      await expect(
        createBackup({ target: join(root, "waehrend-betrieb"), env: env(dataDir) }),
      ).rejects.toThrow(`wird gerade von Prozess ${process.ppid} benutzt (läuft der Server?)`);
      expect(existsSync(join(dataDir, "db.lock"))).toBe(true);
      expect(existsSync(join(root, "waehrend-betrieb"))).toBe(false);
    } finally {
      release();
    }
  });

  it("refuses a non-empty target and a data directory without database", async () => {
    await expect(createBackup({ target: backupDir, env: env(dataDir) })).rejects.toThrow(
      "existiert und ist nicht leer",
    );
    await expect(
      createBackup({ target: join(root, "leer-ziel"), env: env(join(root, "gibt-es-nicht")) }),
    ).rejects.toThrow("keine Datenbank");
    await expect(
      createBackup({ target: join(root, "pg"), env: { DATABASE_URL: "postgres://db/portal" } }),
    ).rejects.toThrow("pg_dump");
  });
});

describe("npm run restore", () => {
  it("round trip: backup → wipe → restore keeps every row and file, and the app opens the database", async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const result = await restoreBackup({ source: backupDir, env: env(dataDir) });
    expect(result.dataDir).toBe(dataDir);
    expect(fileDigests(join(dataDir, "storage"))).toEqual(before.storage);
    expect(readFileSync(join(dataDir, "app-secret"), "utf8")).toBe(before.secret);
    expect(resolveAppSecret(undefined, dataDir)).toBe(before.secret);
    expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
    // Private whatever the umask (0 in this file).
    expect(nonPrivateEntries(treeModes(dataDir))).toEqual({});
    // The app's database layer opens it (migrations: nothing to do) and finds every row.
    const handle = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
    try {
      expect(await rowCounts(handle.db)).toEqual(before.rows);
    } finally {
      await handle.close();
    }
  });

  it("makes the data directory private whatever the backup's modes (an archive with 0666 and 0777 entries)", async () => {
    const loose = copyOfBackup("alte-rechte");
    const dump = join(loose, "database", "pgdata.tar.gz");
    writeFileSync(dump, withTarModes(readFileSync(dump), 0o666, 0o777));
    expect(modeCounts(tarModes(readFileSync(dump)))).toEqual({
      "0666": expect.any(Number),
      "d 0777": expect.any(Number),
    });
    rewriteManifest(loose, (changed) => {
      const file = changed.files.find((entry) => entry.path === "database/pgdata.tar.gz");
      if (!file) throw new Error("database/pgdata.tar.gz fehlt im Manifest");
      const bytes = readFileSync(dump);
      file.sha256 = createHash("sha256").update(bytes).digest("hex");
      file.size = bytes.length;
    });
    chmodTree(loose, 0o644, 0o755);
    const target = join(root, "ziel-alte-rechte");
    await restoreBackup({ source: loose, env: env(target) });
    const restored = treeModes(target);
    expect(restored["db/PG_VERSION"]).toBe("0600");
    expect(restored["storage/site-media/2026/mai/titelbild.png"]).toBe("0600");
    expect(restored["app-secret"]).toBe("0600");
    expect(nonPrivateEntries(restored)).toEqual({});
  });

  it("refuses a non-empty data directory and leaves it as it is", async () => {
    const occupied = join(root, "belegt");
    mkdirSync(occupied);
    writeFileSync(join(occupied, "notiz.txt"), "bitte nicht löschen");
    await expect(restoreBackup({ source: backupDir, env: env(occupied) })).rejects.toThrow(
      `Das Verzeichnis ${occupied} ist nicht leer`,
    );
    expect(readdirSync(occupied)).toEqual(["notiz.txt"]);
  });

  it("refuses a damaged file, a changed manifest and a missing file before writing anything", async () => {
    const damaged = copyOfBackup("beschaedigt");
    const dump = join(damaged, "database", "pgdata.tar.gz");
    const bytes = readFileSync(dump);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(dump, bytes);
    const target = join(root, "ziel-beschaedigt");
    await expect(restoreBackup({ source: damaged, env: env(target) })).rejects.toThrow(
      "Die Sicherung ist beschädigt: database/pgdata.tar.gz",
    );

    const edited = copyOfBackup("manifest-geaendert");
    const manifestPath = join(edited, MANIFEST_FILE);
    writeFileSync(
      manifestPath,
      readFileSync(manifestPath, "utf8").replace('"public.comparisons": 4', '"public.comparisons": 5'),
    );
    await expect(restoreBackup({ source: edited, env: env(target) })).rejects.toThrow(
      "manifest.json ist beschädigt oder verändert",
    );

    const incomplete = copyOfBackup("unvollstaendig");
    rmSync(join(incomplete, "storage", "site-media", "2026", "mai", "titelbild.png"));
    await expect(restoreBackup({ source: incomplete, env: env(target) })).rejects.toThrow(
      "Die Sicherung ist unvollständig: storage/site-media/2026/mai/titelbild.png fehlt",
    );

    await expect(restoreBackup({ source: join(root, "gibt-es-nicht"), env: env(target) })).rejects.toThrow(
      "SHA256SUMS fehlt",
    );
    expect(existsSync(target)).toBe(false);
  });

  it("checks the restored row counts against the manifest and removes a restore that does not match", async () => {
    const forged = copyOfBackup("gefaelscht");
    rewriteManifest(forged, (changed) => {
      changed.database.rowCounts["public.comparisons"] = 5;
    });
    const target = join(root, "ziel-gefaelscht");
    await expect(restoreBackup({ source: forged, env: env(target) })).rejects.toThrow(
      "public.comparisons: erwartet 5, vorgefunden 4",
    );
    expect(existsSync(target)).toBe(false);
  });
});

/**
 * The PostgreSQL procedure of docs/operations.md (pg_dump -Fc, pg_restore into a fresh database), when
 * DATABASE_URL points at a PostgreSQL server, as the other PostgreSQL tests of this repository. With
 * DATABASE_URL, missing pg_dump/pg_restore binaries fail the test.
 */
if (process.env.DATABASE_URL) {
  describe("PostgreSQL: pg_dump -Fc → pg_restore into a fresh database", () => {
    const serverUrl = process.env.DATABASE_URL ?? "";
    const suffix = `${Date.now()}_${randomBytes(4).toString("hex")}`;
    const names = { source: `backup_source_${suffix}`, restored: `backup_restored_${suffix}` };
    const urlOf = (name: string) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    async function admin(statement: string) {
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }
    function run(binary: string, args: string[]) {
      const result = spawnSync(binary, args, { encoding: "utf8" });
      if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new Error(
          `${binary} nicht gefunden: für den PostgreSQL-Test der Sicherung die PostgreSQL-Client-Programme ` +
            "installieren (z. B. apt-get install postgresql-client, passend zur Server-Version)",
        );
      }
      if (result.status !== 0) throw new Error(`${binary} ${args.join(" ")}: ${result.stderr}`);
      return result.stdout;
    }

    afterAll(async () => {
      await admin(`drop database if exists ${names.source} with (force)`);
      await admin(`drop database if exists ${names.restored} with (force)`);
    });

    it("restores every row, and the app's database layer finds its migrations up to date", async () => {
      await admin(`create database ${names.source}`);
      const source = await openDatabase({ kind: "postgres", url: urlOf(names.source) });
      let rows: Record<string, number>;
      try {
        await seedRows(source.db);
        rows = await rowCounts(source.db);
      } finally {
        await source.close();
      }
      const dumpFile = join(root, "portal.dump");
      run("pg_dump", ["-Fc", "--no-owner", "--no-acl", "-d", urlOf(names.source), "-f", dumpFile]);
      await admin(`create database ${names.restored}`);
      run("pg_restore", ["--no-owner", "--no-acl", "--exit-on-error", "-d", urlOf(names.restored), dumpFile]);

      const restored = await openDatabase({ kind: "postgres", url: urlOf(names.restored) });
      try {
        // openDatabase ran the migrations: none was missing, so the migration table and every row are unchanged.
        expect(await rowCounts(restored.db)).toEqual(rows);
        expect(rows["drizzle.__drizzle_migrations"]).toBe(shippedMigrations().length);
      } finally {
        await restored.close();
      }
    });
  });
} else {
  console.warn("backup: pg_dump/pg_restore-Ablauf nicht getestet (DATABASE_URL nicht gesetzt)");
}
