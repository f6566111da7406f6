import { AppError } from "../../../domain/errors/app-error";
import {
  DEFAULT_SPHERE_KEY,
  firstMp4Key,
  HERO_VIDEO_KEY,
  isLogoFileName,
  LOGO_BUCKET,
  LOGO_KINDS,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  MAX_LOGO_BYTES,
  SITE_MEDIA_RULES,
  type SiteMediaSlot,
} from "../../../domain/media/site-media";
import { mediaUrl } from "../../../domain/media/video-file-name";
import type { Storage } from "../../adapters/storage/storage";
import { receiveUpload, type UploadSource } from "./receive-upload";

export interface ReplacedSiteMedia {
  slot: SiteMediaSlot;
  key: string;
  url: string;
  size: number;
}

/**
 * Replaces the hero video or the sphere animation with an uploaded MP4 (checked by content, 100 MB while
 * streaming). The object keeps its address; the storage route answers it with an ETag and `no-cache`, so
 * browsers and a cached landing page pick the new file up on their next request.
 */
export async function replaceSiteMedia(
  storage: Storage,
  slot: SiteMediaSlot,
  source: UploadSource,
): Promise<ReplacedSiteMedia> {
  const rule = SITE_MEDIA_RULES[slot];
  const received = await receiveUpload(source, {
    storage,
    bucket: rule.bucket,
    maxBytes: rule.maxBytes,
    accept: rule.accept,
    keyFor: async () =>
      slot === "hero-video"
        ? HERO_VIDEO_KEY
        : (firstMp4Key(await storage.list(rule.bucket)) ?? DEFAULT_SPHERE_KEY),
    overwrite: true,
    wrongType: () => new AppError("unsupported-media-type", { detail: "Nur MP4-Videos sind hier erlaubt." }),
  });
  return { slot, key: received.key, url: mediaUrl(rule.bucket, received.key), size: received.size };
}

/**
 * Replaces an existing partner logo (PNG by content, at most 2 MB) under its address. Only a logo that exists
 * can be replaced: the mapping of insurer names to files is fixed (docs/product/site.md#insurer-logos).
 * The logos are cached for an hour, so a replacement shows within that time.
 */
export async function replacePartnerLogo(
  storage: Storage,
  file: string,
  source: UploadSource,
): Promise<{ key: string; url: string; size: number }> {
  if (!isLogoFileName(file) || !(await storage.head(LOGO_BUCKET, file))) throw new AppError("file-not-found");
  const received = await receiveUpload(source, {
    storage,
    bucket: LOGO_BUCKET,
    maxBytes: MAX_LOGO_BYTES,
    accept: LOGO_KINDS,
    keyFor: () => file,
    overwrite: true,
    tooLarge: () => new AppError("payload-too-large", { detail: LOGO_TOO_LARGE_MESSAGE }),
    wrongType: () => new AppError("unsupported-media-type", { detail: LOGO_TYPE_MESSAGE }),
  });
  return { key: received.key, url: mediaUrl(LOGO_BUCKET, received.key), size: received.size };
}
