import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

describe("data directory lock", () => {
  const lockPath = () => join(mkdtempSync(join(tmpdir(), "lock-")), "db.lock");

  it("refuses a second opener while the owner process lives", () => {
    const path = lockPath();
    writeFileSync(path, String(process.ppid));
    expect(() => acquireDataDirLock(path)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(path)).toThrow(/bereits von Prozess/);
  });

  it("refuses a second open inside the same process", () => {
    const path = lockPath();
    const release = acquireDataDirLock(path);
    expect(() => acquireDataDirLock(path)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(path)();
  });

  it("takes over a stale lock whose owner is gone", () => {
    const path = lockPath();
    writeFileSync(path, "2147483646");
    const release = acquireDataDirLock(path);
    expect(readFileSync(path, "utf8")).toBe(String(process.pid));
    release();
  });
});
