import { Readable } from "node:stream";
import { AppError, isAppError } from "../../../domain/errors/app-error";
import {
  detectMediaKind,
  MEDIA_CONTENT_TYPES,
  type MediaKind,
  SIGNATURE_BYTES,
} from "../../../domain/media/media-signature";
import type { Storage } from "../../adapters/storage/storage";

/** An upload as it arrives: the raw request body (never read whole) and the declared Content-Length, if any. */
export interface UploadSource {
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | undefined;
}

export interface ReceiveUploadOptions<Kind extends MediaKind> {
  storage: Storage;
  bucket: string;
  maxBytes: number;
  /** The kinds accepted, decided by the first bytes (never by the name or the declared type). */
  accept: readonly Kind[];
  /** The object key for the detected kind (e.g. the gallery's name rule). */
  keyFor: (kind: Kind) => string | Promise<string>;
  /** Replace an object of the same key (site media) or refuse with `file-exists` (gallery: no overwrite). */
  overwrite: boolean;
  /** The answer for a body above `maxBytes` (default: the video text of the spec). */
  tooLarge?: () => AppError;
  /** The answer for content of another kind. */
  wrongType?: () => AppError;
}

export interface ReceivedUpload<Kind extends MediaKind> {
  key: string;
  kind: Kind;
  contentType: string;
  size: number;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The upload pipeline (docs/decisions/019-video-uploads-and-media-storage.md): a declared length above the limit
 * is refused before a byte is read; the first bytes decide the kind (magic bytes); then the body streams to the
 * storage adapter chunk by chunk, counted on the way, and the upload fails with 413 the moment it passes the
 * limit. Nothing but one chunk (and at most one S3 part) is held in memory; a failed upload leaves no object.
 */
export async function receiveUpload<Kind extends MediaKind>(
  source: UploadSource,
  options: ReceiveUploadOptions<Kind>,
): Promise<ReceivedUpload<Kind>> {
  const tooLarge = options.tooLarge ?? (() => new AppError("video-too-large"));
  const wrongType = options.wrongType ?? (() => new AppError("unsupported-media-type"));
  if (source.declaredLength !== undefined && source.declaredLength > options.maxBytes) throw tooLarge();
  if (!source.body) throw new AppError("upload-failed");
  const reader = source.body.getReader();
  const cancel = () => reader.cancel().catch(() => undefined);

  // The first bytes, enough for every signature.
  const head: Uint8Array[] = [];
  let headLength = 0;
  let ended = false;
  try {
    while (headLength < SIGNATURE_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      headLength += value.byteLength;
    }
  } catch (error) {
    throw new AppError("upload-failed", { cause: error });
  }
  if (headLength === 0) throw new AppError("upload-failed");
  const headBytes = Buffer.concat(head.map(asBuffer));
  const detected = detectMediaKind(headBytes.subarray(0, SIGNATURE_BYTES));
  const kind = options.accept.find((accepted) => accepted === detected);
  if (!kind) {
    await cancel();
    throw wrongType();
  }
  const key = await options.keyFor(kind);
  if (!options.overwrite && (await options.storage.head(options.bucket, key))) {
    await cancel();
    throw new AppError("file-exists");
  }

  let received = 0;
  let exceeded = false;
  const count = (bytes: number) => {
    received += bytes;
    if (received > options.maxBytes) {
      exceeded = true;
      throw tooLarge();
    }
  };
  async function* bytes(): AsyncGenerator<Buffer> {
    count(headBytes.byteLength);
    yield headBytes;
    if (ended) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      count(value.byteLength);
      yield asBuffer(value);
    }
  }
  const contentType = MEDIA_CONTENT_TYPES[kind];
  try {
    await options.storage.put(
      options.bucket,
      key,
      Readable.from(bytes(), { objectMode: false }),
      contentType,
    );
  } catch (error) {
    await cancel();
    if (exceeded) throw tooLarge();
    if (isAppError(error)) throw error;
    throw new AppError("upload-failed", { cause: error });
  }
  return { key, kind, contentType, size: received };
}
