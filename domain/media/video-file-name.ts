import { MEDIA_EXTENSIONS, type VideoKind } from "./media-signature";

/** The gallery's bucket (docs/product/site.md#video-gallery). */
export const VIDEO_BUCKET = "videos";
/** Upload limit: 100 MB (docs/product/site.md#video-gallery). */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** The gallery lists at most this many videos, newest first. */
export const GALLERY_MAX_VIDEOS = 10;
export const VIDEO_TOO_LARGE_MESSAGE = "Die Videodatei ist zu groß (maximal 100MB erlaubt).";
export const VIDEO_TYPE_MESSAGE = "Nur Videos im Format MP4, WebM oder Ogg sind erlaubt.";

const MAX_NAME_LENGTH = 150;
const STORED_NAME = /^(\d{13})-(.+)\.(mp4|webm|ogg)$/;

/**
 * The stored name of an uploaded video (docs/product/site.md#video-gallery): the upload's timestamp in
 * milliseconds, a dash, the original name with whitespace replaced by dashes. Characters that would break a URL
 * path or the storage key (slashes, '%', '?', '#', control characters) become '_'. The extension is the one of
 * the detected content, so `clip.mov` holding MP4 bytes is stored as `…-clip.mp4`.
 */
export function videoObjectName(originalName: string, kind: VideoKind, timestamp: number): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const cleaned = withoutExtension
    .trim()
    .replace(/\s+/g, "-")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f%?#"<>|*:\\/^`{}[\]]/g, "_")
    .replace(/^\.+/, "")
    .slice(0, MAX_NAME_LENGTH);
  const stem = cleaned === "" ? "video" : cleaned;
  return `${String(Math.trunc(timestamp)).padStart(13, "0")}-${stem}.${MEDIA_EXTENSIONS[kind]}`;
}

export interface GalleryVideoName {
  key: string;
  /** What the visitor sees: the stored name without its timestamp. */
  title: string;
  uploadedAt: number;
}

/**
 * Whether a key of the 'videos' bucket is a gallery upload (made by `videoObjectName`). Anything else in the
 * bucket (a folder marker, an older shipped hero video) is not listed.
 */
export function parseGalleryVideoKey(key: string): GalleryVideoName | undefined {
  const match = STORED_NAME.exec(key);
  if (!match || key.includes("/")) return undefined;
  return { key, title: `${match[2]}.${match[3]}`, uploadedAt: Number(match[1]) };
}

/** The gallery: gallery uploads only, newest first, at most 10. */
export function galleryVideos(keys: ReadonlyArray<{ key: string }>): GalleryVideoName[] {
  return keys
    .map(({ key }) => parseGalleryVideoKey(key))
    .filter((video): video is GalleryVideoName => video !== undefined)
    .sort((a, b) => b.uploadedAt - a.uploadedAt || b.key.localeCompare(a.key))
    .slice(0, GALLERY_MAX_VIDEOS);
}

/** The public address of an object in a public bucket (served by server/transport/api/storage-routes.ts). */
export function mediaUrl(bucket: string, key: string): string {
  return `/storage/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}
