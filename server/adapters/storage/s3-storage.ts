import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { contentTypeForKey, type Storage, type StoredObjectInfo } from "./storage";

export interface S3StorageOptions {
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every bucket name (e.g. 'pkv-prod-' → 'pkv-prod-videos'). */
  bucketPrefix: string;
  /** Part size of streamed uploads (default S3_PART_BYTES; at least 5 MiB on AWS). */
  partBytes?: number;
}

/**
 * A streamed object is sent in parts of this size (S3's minimum part is 5 MiB): at most one part is held in
 * memory, whatever the object's size.
 */
const S3_PART_BYTES = 8 * 1024 * 1024;

/** Collects a stream into parts of `partBytes` (the last may be smaller) without holding more than one part. */
async function* partsOf(stream: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (length + buffer.length >= partBytes) {
      const take = partBytes - length;
      chunks.push(buffer.subarray(0, take));
      yield Buffer.concat(chunks);
      buffer = buffer.subarray(take);
      chunks = [];
      length = 0;
    }
    if (buffer.length > 0) {
      chunks.push(buffer);
      length += buffer.length;
    }
  }
  if (length > 0 || chunks.length > 0) yield Buffer.concat(chunks);
}

/** S3-compatible object storage (AWS S3, MinIO, Hetzner, IONOS…). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the API demands them: S3-compatible services (MinIO, Hetzner, …) do not all accept
    // the newer default trailing checksums of streamed bodies.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucketName = (bucket: string) => `${options.bucketPrefix}${bucket}`;
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    async put(bucket, key, data, contentType) {
      const Bucket = bucketName(bucket);
      if (data instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
        return;
      }
      // A stream of unknown length (an upload being received): a multipart upload, one part in memory at a
      // time. A small object (one part) is a plain PutObject. The object appears only when complete; a failed
      // stream (too large, broken connection) aborts the upload and leaves nothing behind.
      const parts = partsOf(data, options.partBytes ?? S3_PART_BYTES);
      const first = await parts.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      const second = first.done ? first : await parts.next();
      if (second.done) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: firstPart, ContentType: contentType }),
        );
        return;
      }
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      try {
        const completed: Array<{ ETag: string | undefined; PartNumber: number }> = [];
        const send = async (body: Buffer) => {
          const PartNumber = completed.length + 1;
          const result = await client.send(
            new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body }),
          );
          completed.push({ ETag: result.ETag, PartNumber });
        };
        await send(firstPart);
        await send(second.value);
        for await (const part of parts) await send(part);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: completed },
          }),
        );
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
    },
    async head(bucket, key) {
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket: bucketName(bucket), Key: key }));
        return {
          key,
          size: result.ContentLength ?? 0,
          lastModified: result.LastModified ?? new Date(0),
          contentType: result.ContentType ?? contentTypeForKey(key),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async get(bucket, key, range) {
      const found = await this.head(bucket, key);
      if (!found) return undefined;
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: bucketName(bucket),
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return { ...found, body: result.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async list(bucket) {
      const objects: StoredObjectInfo[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucketName(bucket), ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key || item.Key.endsWith("/")) continue;
          objects.push({
            key: item.Key,
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
            contentType: contentTypeForKey(item.Key),
          });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return objects;
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucketName(bucket), Key: key }));
    },
  };
}
