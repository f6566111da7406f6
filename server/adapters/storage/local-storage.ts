import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../files/private-files";
import {
  type ByteRange,
  contentTypeForKey,
  isSafeBucketName,
  isSafeObjectKey,
  type Storage,
  type StoredObjectInfo,
} from "./storage";

/** Unfinished uploads; not a valid bucket name, so never listed or served. */
const INCOMING_DIR = ".incoming";

/** Objects as files under `<root>/<bucket>/<key>`. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);

  function pathOf(bucket: string, key: string): string {
    if (!isSafeBucketName(bucket) || !isSafeObjectKey(key))
      throw new Error(`Ungültiger Speicherpfad: ${bucket}/${key}`);
    const path = resolve(base, bucket, key);
    if (!path.startsWith(`${base}${sep}`)) throw new Error(`Ungültiger Speicherpfad: ${bucket}/${key}`);
    return path;
  }

  async function info(bucket: string, key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const stats = await stat(pathOf(bucket, key));
      if (!stats.isFile()) return undefined;
      return { key, size: stats.size, lastModified: stats.mtime, contentType: contentTypeForKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  return {
    async put(bucket, key, data, _contentType) {
      const path = pathOf(bucket, key);
      // Uploads are part of the data directory: private to the server's user, whatever the umask
      // (docs/operations.md#data-directory-permissions).
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      // Written beside the buckets first and moved into place when complete: a reader (or the listing) never
      // sees half a file, and a failed upload (too large, broken connection) leaves nothing behind.
      const incoming = join(base, INCOMING_DIR);
      await mkdir(incoming, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const temporary = join(incoming, randomUUID());
      const source = data instanceof Readable ? data : Readable.from([Buffer.from(data)]);
      try {
        await pipeline(source, createWriteStream(temporary, { mode: PRIVATE_FILE_MODE }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    head: info,
    async get(bucket, key, range?: ByteRange) {
      const found = await info(bucket, key);
      if (!found) return undefined;
      const body = createReadStream(pathOf(bucket, key), range ? { start: range.start, end: range.end } : {});
      return { ...found, body };
    },
    async list(bucket) {
      const dir = pathOf(bucket, "x").slice(0, -2);
      let entries: string[];
      try {
        entries = await readdir(dir, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const objects = await Promise.all(
        entries.map((entry) => info(bucket, relative(dir, join(dir, entry)).split(sep).join("/"))),
      );
      return objects
        .filter((object): object is StoredObjectInfo => object !== undefined)
        .sort((a, b) => a.key.localeCompare(b.key));
    },
    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
  };
}
