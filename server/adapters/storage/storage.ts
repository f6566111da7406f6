import type { Readable } from "node:stream";

/** Buckets whose objects are served to everyone who passed the gate. */
export const PUBLIC_BUCKETS = ["logos", "videos", "sphere-animations", "site-media"] as const;
export type PublicBucket = (typeof PUBLIC_BUCKETS)[number];

export interface StoredObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
  contentType: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

interface StoredObjectBody extends StoredObjectInfo {
  body: Readable;
}

/** File storage: a local directory by default, an S3-compatible service for scale-out. */
export interface Storage {
  put(bucket: string, key: string, data: Uint8Array | Readable, contentType: string): Promise<void>;
  head(bucket: string, key: string): Promise<StoredObjectInfo | undefined>;
  /** The object's bytes, or only `range` of them. */
  get(bucket: string, key: string, range?: ByteRange): Promise<StoredObjectBody | undefined>;
  list(bucket: string): Promise<StoredObjectInfo[]>;
  delete(bucket: string, key: string): Promise<void>;
}

const contentTypes: Record<string, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  ogv: "video/ogg",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  gif: "image/gif",
  json: "application/json",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
};

export function contentTypeForKey(key: string): string {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return contentTypes[extension] ?? "application/octet-stream";
}

/** Keys are relative paths of safe segments: no traversal, no absolute paths, no control characters. */
export function isSafeObjectKey(key: string): boolean {
  if (key === "" || key.length > 512 || key.startsWith("/") || key.includes("\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function isSafeBucketName(bucket: string): boolean {
  return /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);
}
