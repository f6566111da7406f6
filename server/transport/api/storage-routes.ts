import { Hono } from "hono";
import { AppError } from "../../../domain/errors/app-error";
import type { ByteRange, Storage } from "../../adapters/storage/storage";
import { isSafeBucketName, isSafeObjectKey, PUBLIC_BUCKETS } from "../../adapters/storage/storage";

/** Parses a single-range `Range` header. 'invalid' → 416; undefined → whole object. */
function parseRangeHeader(header: string | undefined, size: number): ByteRange | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "invalid";
  if (size === 0) return "invalid";
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "invalid";
  return { start, end };
}

/**
 * Buckets whose objects an admin replaces under the same address (hero video, sphere): browsers revalidate them
 * (ETag → 304), so a replacement shows at once. Everything else is cached for an hour. Always `private`: the
 * files are behind the access gate, so no shared cache (proxy, CDN) may keep and hand them to someone without a
 * grant (docs/decisions/001-server-enforced-gate.md).
 */
const REVALIDATED_BUCKETS: readonly string[] = ["site-media", "sphere-animations"];

function cacheControlFor(bucket: string): string {
  return REVALIDATED_BUCKETS.includes(bucket) ? "private, no-cache" : "private, max-age=3600";
}

/** Public buckets over HTTP: content types, Range requests (video seeking), ETag and caching headers. */
export function createStorageRoutes(storage: Storage) {
  const routes = new Hono();
  routes.on(["GET", "HEAD"], "/:bucket/:key{.+}", async (c) => {
    const bucket = c.req.param("bucket");
    const key = decodeURIComponent(c.req.param("key"));
    if (
      !(PUBLIC_BUCKETS as readonly string[]).includes(bucket) ||
      !isSafeBucketName(bucket) ||
      !isSafeObjectKey(key)
    ) {
      throw new AppError("file-not-found");
    }
    const info = await storage.head(bucket, key);
    if (!info) throw new AppError("file-not-found");
    const etag = `"${info.size.toString(36)}-${info.lastModified.getTime().toString(36)}"`;
    const headers: Record<string, string> = {
      "Content-Type": info.contentType,
      "Accept-Ranges": "bytes",
      "Cache-Control": cacheControlFor(bucket),
      ETag: etag,
      "Last-Modified": info.lastModified.toUTCString(),
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    const range = parseRangeHeader(c.req.header("range"), info.size);
    if (range === "invalid") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${info.size}` });
    }
    const length = range ? range.end - range.start + 1 : info.size;
    const status = range ? 206 : 200;
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers["Content-Length"] = String(length);
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    const object = await storage.get(bucket, key, range);
    if (!object) throw new AppError("file-not-found");
    const { Readable } = await import("node:stream");
    return c.body(Readable.toWeb(object.body) as ReadableStream, status, headers);
  });
  return routes;
}
