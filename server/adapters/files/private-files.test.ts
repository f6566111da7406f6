import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { chmodTree, nonPrivateEntries, treeModes } from "../../../tests/setup/file-modes";
import { ensurePrivateDirectory, makeTreePrivate } from "./private-files";

const root = mkdtempSync(join(tmpdir(), "pkv-private-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The most permissive umask: whatever is private below is so because the code says so.
let umask: number;
beforeEach(() => {
  umask = process.umask(0o000);
});
afterEach(() => {
  process.umask(umask);
});

describe("makeTreePrivate (docs/operations.md#data-directory-permissions)", () => {
  it("makes every directory 0700 and every file 0600, and counts what it changed", async () => {
    const dir = join(root, "installation");
    mkdirSync(join(dir, "db", "base", "5"), { recursive: true });
    writeFileSync(join(dir, "db", "PG_VERSION"), "17");
    writeFileSync(join(dir, "db", "base", "5", "1259"), "rows");
    writeFileSync(join(dir, "app-secret"), "secret");
    chmodTree(dir, 0o666, 0o777);

    // 4 directories, 3 files.
    expect(await makeTreePrivate(dir)).toBe(7);
    expect(nonPrivateEntries(treeModes(dir))).toEqual({});
    expect(await makeTreePrivate(dir)).toBe(0);
  });

  it("neither follows nor changes a symbolic link, and a missing root is nothing to do", async () => {
    const dir = join(root, "with-link");
    const outside = join(root, "outside.txt");
    mkdirSync(dir);
    writeFileSync(outside, "not ours", { mode: 0o644 });
    symlinkSync(outside, join(dir, "link"));
    await makeTreePrivate(dir);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(await makeTreePrivate(join(root, "missing"))).toBe(0);
  });
});

describe("ensurePrivateDirectory", () => {
  it("creates missing parents 0700, and makes an existing directory 0700", async () => {
    await ensurePrivateDirectory(join(root, "new", "data", "db"));
    expect(treeModes(join(root, "new"))).toEqual({ ".": "d 0700", data: "d 0700", "data/db": "d 0700" });

    const existing = join(root, "existing");
    mkdirSync(existing);
    chmodSync(existing, 0o755);
    await ensurePrivateDirectory(existing);
    expect(statSync(existing).mode & 0o777).toBe(0o700);
  });
});
