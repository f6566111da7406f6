import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { modeCounts, nonPrivateEntries, treeModes } from "../../../tests/setup/file-modes";
import { type DatabaseHandle, openDatabase } from "./client";

const root = mkdtempSync(join(tmpdir(), "pkv-private-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The most permissive umask: whatever is private below is so because the code makes it so, not the umask.
let umask: number;
beforeEach(() => {
  umask = process.umask(0o000);
});
afterEach(() => {
  process.umask(umask);
});

/** Writes that make Postgres create files: a table, its rows, an index, a checkpoint. */
async function write(handle: DatabaseHandle) {
  await handle.db.execute(sql`create table permission_probe (id serial primary key, note text)`);
  await handle.db.execute(
    sql`insert into permission_probe (note) select 'Zeile ' || n from generate_series(1, 500) n`,
  );
  await handle.db.execute(sql`create index on permission_probe (note)`);
  await handle.db.execute(sql`checkpoint`);
}

describe("the embedded database's files are private (docs/operations.md#data-directory-permissions)", () => {
  it("a new database: every directory 0700 and every file 0600 while it runs and after it closed", async () => {
    const dataDir = join(root, "new");
    const handle = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
    try {
      await write(handle);
      // While open: PGlite created these files itself (through PrivateNodeFS), nothing chmod-ed them afterwards.
      const running = treeModes(dataDir);
      expect(Object.keys(running).length).toBeGreaterThan(900);
      expect(running["db.lock"]).toBe("0600");
      expect(nonPrivateEntries(running)).toEqual({});
    } finally {
      await handle.close();
    }
    expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
    expect(nonPrivateEntries(treeModes(dataDir))).toEqual({});
  });

  it("an installation written with PGlite's own file system (0666 files) is private once opened", async () => {
    const dbDir = join(root, "existing", "db");
    mkdirSync(dbDir, { recursive: true });
    const old = await PGlite.create(dbDir);
    await old.close();
    const before = modeCounts(nonPrivateEntries(treeModes(dbDir)));
    // The finding: Emscripten chmods Postgres's files to 0666, whatever the umask.
    expect(before["0666"]).toBeGreaterThan(900);

    const handle = await openDatabase({ kind: "pglite", dataDir: dbDir });
    try {
      expect(nonPrivateEntries(treeModes(dbDir))).toEqual({});
      await write(handle);
      expect(nonPrivateEntries(treeModes(dbDir))).toEqual({});
    } finally {
      await handle.close();
    }
    expect(nonPrivateEntries(treeModes(dbDir))).toEqual({});
  });
});
