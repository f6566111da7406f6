// The PGlite data directory's lock, shared by the server (server/adapters/db/data-dir-lock.ts) and the backup and
// restore scripts (scripts/backup-common.mjs). Plain JavaScript with its types in data-dir-lock.d.mts: the scripts
// run on Node without a TypeScript loader, the server imports it through its build.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/** The data directory's modes (docs/operations.md#data-directory-permissions). */
const PRIVATE_DIRECTORY_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Exactly one process may open a PGlite data directory: a second opener corrupts it silently.
 * The lock file records who holds it: pid, the kernel's boot id and the process's start time (from /proc).
 * A lock is stale, and taken over, when its pid is dead, or alive but a different process: another boot id
 * (the machine restarted) or another start time (the pid was reused, e.g. node as PID 1 after a container
 * restart). A live holder is refused. Without /proc (macOS, Windows) only the pid can be checked.
 */
export class DataDirLockedError extends Error {
  name = "DataDirLockedError";
  /**
   * @param {string} message
   * @param {number | undefined} holderPid the live holder's pid (undefined: the lock file could not be created)
   */
  constructor(message, holderPid) {
    super(message);
    this.holderPid = holderPid;
  }
}

function readOrUndefined(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** Boot id and start time of a pid from /proc (Linux); only the pid elsewhere. */
export function readProcessIdentity(pid) {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  const bootId = readOrUndefined("/proc/sys/kernel/random/boot_id")?.trim() || undefined;
  if (stat === undefined) return { pid, bootId };
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name, field 3 (state) is index 0, so field 22 (starttime) is index 19.
  return { pid, bootId, startTime: fields[19] };
}

function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The holder recorded in a lock file: JSON, or a bare pid (older versions). */
export function parseLockFile(content) {
  const trimmed = content.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number.parseInt(trimmed, 10) };
  try {
    const value = JSON.parse(trimmed);
    if (typeof value?.pid !== "number" || !Number.isInteger(value.pid)) return undefined;
    return {
      pid: value.pid,
      bootId: typeof value.bootId === "string" ? value.bootId : undefined,
      startTime: typeof value.startTime === "string" ? value.startTime : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Whether a recorded value differs from the live one; unknown on either side counts as the same. */
const differs = (recorded, live) => recorded !== undefined && live !== undefined && recorded !== live;

/** Why the recorded holder no longer holds the lock, or undefined when it still does. */
function staleReason(holder, options) {
  if (holder === undefined) return "unreadable lock file";
  const { self } = options;
  if (holder.pid === self.pid) {
    // Our own pid: either this very process opened it already, or an earlier process had the same pid.
    if (holder.startTime === undefined && holder.bootId === undefined) return "old lock file with our pid";
    if (differs(holder.bootId, self.bootId)) return "our pid, recorded in an earlier boot";
    if (differs(holder.startTime, self.startTime)) return "our pid, recorded by an earlier process";
    return undefined;
  }
  if (!options.isAlive(holder.pid)) return `process ${holder.pid} has ended`;
  const live = options.identityOf(holder.pid);
  if (differs(holder.bootId, live?.bootId ?? self.bootId))
    return `process ${holder.pid} is from an earlier boot`;
  if (differs(holder.startTime, live?.startTime)) return `pid ${holder.pid} now belongs to another process`;
  return undefined;
}

/** Takes the lock (refusing a live holder, taking over a stale one); returns the release function. */
export function acquireDataDirLock(lockPath, options = {}) {
  const identityOf = options.identityOf ?? readProcessIdentity;
  const isAlive = options.isAlive ?? isProcessAlive;
  const self = options.self ?? identityOf(process.pid) ?? { pid: process.pid };
  const onTakeOver = options.onTakeOver ?? ((message) => process.stderr.write(`warning: ${message}\n`));
  // Private, as the rest of the data directory (docs/operations.md#data-directory-permissions).
  mkdirSync(dirname(lockPath), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", PRIVATE_FILE_MODE);
      writeSync(fd, JSON.stringify({ pid: self.pid, bootId: self.bootId, startTime: self.startTime }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = parseLockFile(readOrUndefined(lockPath) ?? "");
      const reason = staleReason(holder, { identityOf, isAlive, self });
      if (reason === undefined && holder?.pid === self.pid) {
        throw new DataDirLockedError(
          `Das Datenverzeichnis ${dirname(lockPath)} ist in diesem Prozess bereits geöffnet.`,
          holder.pid,
        );
      }
      if (reason === undefined) {
        throw new DataDirLockedError(
          `Die Datenbank in ${dirname(lockPath)} wird bereits von Prozess ${holder?.pid} benutzt. ` +
            "PGlite erlaubt nur einen Prozess pro Datenverzeichnis: beenden Sie den laufenden Server " +
            "(oder nutzen Sie PostgreSQL über DATABASE_URL), bevor Sie Skripte oder Werkzeuge starten.",
          holder?.pid,
        );
      }
      onTakeOver(`taking over the stale lock ${lockPath}: ${reason}`);
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Sperrdatei ${lockPath} konnte nicht angelegt werden.`, undefined);
}
