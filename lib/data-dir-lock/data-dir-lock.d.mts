/** Types of data-dir-lock.mjs (the PGlite data directory's lock). */

export declare class DataDirLockedError extends Error {
  constructor(message: string, holderPid: number | undefined);
  /** The live holder's pid; undefined when the lock file could not be created. */
  readonly holderPid: number | undefined;
}

/** Who a process is beyond its pid: boot id and start time (clock ticks since boot), when the OS tells. */
export interface ProcessIdentity {
  pid: number;
  bootId?: string;
  startTime?: string;
}

export interface DataDirLockOptions {
  /** The identity of a running pid; undefined when it cannot be read (tests inject it). */
  identityOf?: (pid: number) => ProcessIdentity | undefined;
  /** Whether a pid is alive (tests inject it). */
  isAlive?: (pid: number) => boolean;
  /** This process. */
  self?: ProcessIdentity;
  /** Told when a stale lock is taken over. */
  onTakeOver?: (message: string) => void;
}

export declare function readProcessIdentity(pid: number): ProcessIdentity | undefined;
export declare function parseLockFile(content: string): ProcessIdentity | undefined;
export declare function staleReason(
  holder: ProcessIdentity | undefined,
  options: Required<Pick<DataDirLockOptions, "identityOf" | "isAlive" | "self">>,
): string | undefined;
export declare function acquireDataDirLock(lockPath: string, options?: DataDirLockOptions): () => void;
