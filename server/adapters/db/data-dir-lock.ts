/**
 * The PGlite data directory's lock: one implementation, in lib/data-dir-lock/data-dir-lock.mjs, so that the backup
 * and restore scripts (plain Node, no TypeScript loader) take the very lock the server takes.
 */
export {
  acquireDataDirLock,
  DataDirLockedError,
  type ProcessIdentity,
  parseLockFile,
  readProcessIdentity,
} from "../../../lib/data-dir-lock/data-dir-lock.mjs";
