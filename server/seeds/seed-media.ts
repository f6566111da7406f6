import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { contentTypeForKey, PUBLIC_BUCKETS, type Storage } from "../adapters/storage/storage";

/** Where the shipped media live (made by scripts/make-media.sh): one folder per public bucket. */
const SHIPPED_MEDIA_DIR = resolve("assets/media");

/**
 * Puts the shipped insurer wordmarks, hero video and sphere animation into their public buckets when they
 * are missing. Idempotent: an object that exists (e.g. replaced by an admin) is never overwritten.
 */
export async function seedMedia(storage: Storage, mediaDir: string = SHIPPED_MEDIA_DIR): Promise<void> {
  for (const bucket of PUBLIC_BUCKETS) {
    let files: string[];
    try {
      files = (await readdir(join(mediaDir, bucket), { withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const file of files) {
      if (await storage.head(bucket, file)) continue;
      const data = await readFile(join(mediaDir, bucket, file));
      await storage.put(bucket, file, new Uint8Array(data), contentTypeForKey(file));
    }
  }
}
