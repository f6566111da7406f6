/**
 * What a file is, decided by its first bytes (magic numbers), never by its name or the declared type
 * (docs/decisions/019-video-uploads-and-media-storage.md). Pure: shared by the server's upload pipeline and tests.
 */
export type VideoKind = "mp4" | "webm" | "ogg";
export type ImageKind = "png" | "jpeg" | "webp";
export type MediaKind = VideoKind | ImageKind;

export const VIDEO_KINDS: readonly VideoKind[] = ["mp4", "webm", "ogg"];

/** How many leading bytes `detectMediaKind` needs at most (a WebM's DocType sits inside its EBML header). */
export const SIGNATURE_BYTES = 64;

export const MEDIA_CONTENT_TYPES: Record<MediaKind, string> = {
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/** The file extension an object of that kind is stored with (the storage serves the content type by it). */
export const MEDIA_EXTENSIONS: Record<MediaKind, string> = {
  mp4: "mp4",
  webm: "webm",
  ogg: "ogg",
  png: "png",
  jpeg: "jpg",
  webp: "webp",
};

/** ISO-BMFF brands that are still images (AVIF, HEIF), not videos a browser plays in `<video>`. */
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "hevx", "mif1", "msf1"]);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  return ascii(bytes, 0, bytes.length).includes(text);
}

/** The kind of media the leading bytes belong to, or undefined for anything else (text, executables, …). */
export function detectMediaKind(head: Uint8Array): MediaKind | undefined {
  // MP4 (ISO base media): a box size, then 'ftyp' and a major brand.
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    const brand = ascii(head, 8, 4).toLowerCase();
    return IMAGE_BRANDS.has(brand) ? undefined : "mp4";
  }
  // WebM: an EBML header whose DocType is 'webm' (plain Matroska is not played by every browser).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return includesAscii(head.subarray(0, SIGNATURE_BYTES), "webm") ? "webm" : undefined;
  }
  if (ascii(head, 0, 4) === "OggS") return "ogg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  return undefined;
}
