import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
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
}

/** S3-compatible object storage (AWS S3, MinIO, Hetzner, IONOS…). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const bucketName = (bucket: string) => `${options.bucketPrefix}${bucket}`;
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    async put(bucket, key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucketName(bucket), Key: key, Body: data, ContentType: contentType }),
      );
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
