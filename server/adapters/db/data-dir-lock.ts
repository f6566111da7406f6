import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Exactly one process may open a PGlite data directory: a second opener corrupts it silently.
 * The lock file holds the owner's pid; a stale lock (owner gone) is taken over.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(lockPath: string): () => void {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `Die Datenbank in ${dirname(lockPath)} wird bereits von Prozess ${owner} benutzt. ` +
            "PGlite erlaubt nur einen Prozess pro Datenverzeichnis: beenden Sie den laufenden Server " +
            "(oder nutzen Sie PostgreSQL über DATABASE_URL), bevor Sie Skripte oder Werkzeuge starten.",
        );
      }
      if (owner === process.pid) {
        throw new DataDirLockedError(
          `Das Datenverzeichnis ${dirname(lockPath)} ist in diesem Prozess bereits geöffnet.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Sperrdatei ${lockPath} konnte nicht angelegt werden.`);
}
