import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  DataDirLockedError,
  type ProcessIdentity,
  parseLockFile,
  readProcessIdentity,
} from "./data-dir-lock";

describe("data directory lock", () => {
  const lockPath = () => join(mkdtempSync(join(tmpdir(), "lock-")), "db.lock");
  const holderOf = (path: string) => parseLockFile(readFileSync(path, "utf8"));

  it("records pid, boot id and start time of the holder", () => {
    const path = lockPath();
    const release = acquireDataDirLock(path);
    expect(holderOf(path)).toEqual(readProcessIdentity(process.pid));
    expect(holderOf(path)?.startTime).toMatch(/^\d+$/);
    release();
  });

  it("refuses a second opener while the owner process lives", () => {
    const path = lockPath();
    writeFileSync(path, JSON.stringify(readProcessIdentity(process.ppid)));
    expect(() => acquireDataDirLock(path)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(path)).toThrow(/bereits von Prozess/);
  });

  it("refuses a live owner recorded by an older version (bare pid)", () => {
    const path = lockPath();
    writeFileSync(path, String(process.ppid));
    expect(() => acquireDataDirLock(path)).toThrow(/bereits von Prozess/);
  });

  it("refuses a second open inside the same process", () => {
    const path = lockPath();
    const release = acquireDataDirLock(path);
    expect(() => acquireDataDirLock(path)).toThrow(/in diesem Prozess bereits geöffnet/);
    release();
    acquireDataDirLock(path)();
  });

  it("takes over a stale lock whose owner is gone", () => {
    const path = lockPath();
    writeFileSync(path, "2147483646");
    const release = acquireDataDirLock(path, { onTakeOver: () => {} });
    expect(holderOf(path)?.pid).toBe(process.pid);
    release();
  });

  it("takes over its own pid left by an earlier process (node as PID 1 after a container restart)", () => {
    const path = lockPath();
    const self: ProcessIdentity = { pid: 1, bootId: "boot-a", startTime: "5000" };
    writeFileSync(path, JSON.stringify({ pid: 1, bootId: "boot-a", startTime: "3100" }));
    const messages: string[] = [];
    const release = acquireDataDirLock(path, {
      self,
      isAlive: () => true,
      identityOf: () => self,
      onTakeOver: (message) => messages.push(message),
    });
    expect(holderOf(path)).toEqual(self);
    expect(messages).toEqual([expect.stringContaining("earlier process")]);
    release();
  });

  it("takes over a live pid that now belongs to another process (other start time)", () => {
    const path = lockPath();
    writeFileSync(path, JSON.stringify({ pid: 4242, bootId: "boot-a", startTime: "100" }));
    const messages: string[] = [];
    const release = acquireDataDirLock(path, {
      self: { pid: 7, bootId: "boot-a", startTime: "900" },
      isAlive: (pid) => pid === 4242,
      identityOf: (pid) => ({ pid, bootId: "boot-a", startTime: "800" }),
      onTakeOver: (message) => messages.push(message),
    });
    expect(holderOf(path)?.pid).toBe(7);
    expect(messages).toEqual([expect.stringContaining("another process")]);
    release();
  });

  it("takes over a lock recorded in another boot, even when the pid is alive again", () => {
    const path = lockPath();
    writeFileSync(path, JSON.stringify({ pid: 4242, bootId: "boot-old", startTime: "100" }));
    const messages: string[] = [];
    const release = acquireDataDirLock(path, {
      self: { pid: 7, bootId: "boot-new", startTime: "900" },
      isAlive: () => true,
      identityOf: (pid) => ({ pid, bootId: "boot-new", startTime: "100" }),
      onTakeOver: (message) => messages.push(message),
    });
    expect(holderOf(path)?.pid).toBe(7);
    expect(messages).toEqual([expect.stringContaining("earlier boot")]);
    release();
  });

  it("refuses a live holder with the same boot id and start time", () => {
    const path = lockPath();
    const holder = { pid: 4242, bootId: "boot-a", startTime: "100" };
    writeFileSync(path, JSON.stringify(holder));
    expect(() =>
      acquireDataDirLock(path, {
        self: { pid: 7, bootId: "boot-a", startTime: "900" },
        isAlive: () => true,
        identityOf: () => holder,
      }),
    ).toThrow(/wird bereits von Prozess 4242 benutzt/);
    expect(holderOf(path)).toEqual(holder);
  });
});
