import { AppError } from "../../../domain/errors/app-error";
import { VIDEO_KINDS } from "../../../domain/media/media-signature";
import {
  galleryVideos,
  MAX_VIDEO_BYTES,
  mediaUrl,
  parseGalleryVideoKey,
  VIDEO_BUCKET,
  videoObjectName,
} from "../../../domain/media/video-file-name";
import type { Storage } from "../../adapters/storage/storage";
import { receiveUpload, type UploadSource } from "./receive-upload";

export interface GalleryVideo {
  key: string;
  title: string;
  url: string;
  size: number;
  /** ISO date-time of the upload. */
  uploadedAt: string;
}

/** The gallery (docs/product/site.md#video-gallery): gallery uploads of the 'videos' bucket, newest first, ≤ 10. */
export async function listGalleryVideos(storage: Storage): Promise<GalleryVideo[]> {
  const objects = await storage.list(VIDEO_BUCKET);
  const sizes = new Map(objects.map((object) => [object.key, object.size]));
  return galleryVideos(objects).map((video) => ({
    key: video.key,
    title: video.title,
    url: mediaUrl(VIDEO_BUCKET, video.key),
    size: sizes.get(video.key) ?? 0,
    uploadedAt: new Date(video.uploadedAt).toISOString(),
  }));
}

/** Stores an uploaded video under the name rule (timestamp + name), never overwriting; mp4/webm/ogg by content. */
export async function uploadGalleryVideo(
  storage: Storage,
  source: UploadSource,
  input: { originalName: string; now: number },
): Promise<GalleryVideo> {
  const received = await receiveUpload(source, {
    storage,
    bucket: VIDEO_BUCKET,
    maxBytes: MAX_VIDEO_BYTES,
    accept: VIDEO_KINDS,
    keyFor: (kind) => videoObjectName(input.originalName, kind, input.now),
    overwrite: false,
  });
  const video = parseGalleryVideoKey(received.key);
  return {
    key: received.key,
    title: video?.title ?? received.key,
    url: mediaUrl(VIDEO_BUCKET, received.key),
    size: received.size,
    uploadedAt: new Date(input.now).toISOString(),
  };
}

/** Deletes a gallery video; anything that is not a gallery upload is not found. */
export async function deleteGalleryVideo(storage: Storage, key: string): Promise<void> {
  if (!parseGalleryVideoKey(key) || !(await storage.head(VIDEO_BUCKET, key))) {
    throw new AppError("file-not-found");
  }
  await storage.delete(VIDEO_BUCKET, key);
}
