import type { Dirent } from "node:fs";
import { chmod, lstat, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The data directory (PGlite's database, the local file storage, the cookie secret) is private to the server's
 * user, whatever the umask: directories 0700, files 0600 (docs/operations.md#data-directory-permissions).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `path` (and missing parents) as a private directory, and makes an existing one private. */
export async function ensurePrivateDirectory(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(path, PRIVATE_DIRECTORY_MODE);
}

/**
 * Makes every directory under `root` (and `root`) 0700 and every file 0600; returns how many it changed. An
 * existing installation has PGlite's files at 0666. Symbolic links are neither followed nor changed (chmod would
 * change their target); a missing `root` is nothing to do.
 */
export async function makeTreePrivate(root: string): Promise<number> {
  // The root itself may be a link (DATA_DIR on a mounted volume): that one is followed.
  let rootIsDirectory: boolean;
  try {
    rootIsDirectory = (await stat(root)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  if (!rootIsDirectory) return (await makePrivate(root, PRIVATE_FILE_MODE, stat)) ? 1 : 0;
  let changed = (await makePrivate(root, PRIVATE_DIRECTORY_MODE, stat)) ? 1 : 0;
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      // Removed meanwhile (PGlite's temporary files): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    // A directory's entries at once: PGlite's base/5 alone holds some 300 files.
    const results = await Promise.all(
      entries.map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          pending.push(path);
          return makePrivate(path, PRIVATE_DIRECTORY_MODE);
        }
        return entry.isFile() ? makePrivate(path, PRIVATE_FILE_MODE) : false;
      }),
    );
    changed += results.filter(Boolean).length;
  }
  return changed;
}

/** Sets the permission bits of `path` to `mode` when they differ; whether it changed them. */
async function makePrivate(path: string, mode: number, statOf = lstat): Promise<boolean> {
  try {
    if (((await statOf(path)).mode & 0o777) === mode) return false;
    await chmod(path, mode);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}
