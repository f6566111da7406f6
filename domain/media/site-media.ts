import type { ImageKind, VideoKind } from "./media-signature";
import { MAX_VIDEO_BYTES, mediaUrl } from "./video-file-name";

/**
 * The media of the site that an admin replaces on /svadmin/appearance (docs/decisions/019-video-uploads-and-media-storage.md).
 * The hero video has its own bucket, so the gallery ('videos') never shows it; its address is stable
 * (`/storage/site-media/hero.mp4`) and revalidated by ETag, so a cached landing page keeps working after a
 * replacement. The sphere is 'the first .mp4 in sphere-animations' (docs/product/site.md#hero-video): a
 * replacement overwrites that object (same address) or, in an empty bucket, becomes `sphere.mp4`.
 */
const SITE_MEDIA_BUCKET = "site-media";
export const HERO_VIDEO_KEY = "hero.mp4";
export const HERO_VIDEO_URL = mediaUrl(SITE_MEDIA_BUCKET, HERO_VIDEO_KEY);
export const SPHERE_BUCKET = "sphere-animations";
export const DEFAULT_SPHERE_KEY = "sphere.mp4";

const SITE_MEDIA_SLOTS = ["hero-video", "sphere-animation"] as const;
export type SiteMediaSlot = (typeof SITE_MEDIA_SLOTS)[number];

export interface SiteMediaSlotRule {
  bucket: string;
  /** German label of the upload field. */
  label: string;
  accept: readonly VideoKind[];
  maxBytes: number;
}

export const SITE_MEDIA_RULES: Record<SiteMediaSlot, SiteMediaSlotRule> = {
  "hero-video": {
    bucket: SITE_MEDIA_BUCKET,
    label: "Hero-Video",
    accept: ["mp4"],
    maxBytes: MAX_VIDEO_BYTES,
  },
  "sphere-animation": {
    bucket: SPHERE_BUCKET,
    label: "Kugel-Animation",
    accept: ["mp4"],
    maxBytes: MAX_VIDEO_BYTES,
  },
};

export function isSiteMediaSlot(value: string): value is SiteMediaSlot {
  return (SITE_MEDIA_SLOTS as readonly string[]).includes(value);
}

/** The sphere's object: the first .mp4 of the bucket (sorted by key), if any. */
export function firstMp4Key(objects: ReadonlyArray<{ key: string }>): string | undefined {
  return [...objects]
    .map((object) => object.key)
    .filter((key) => key.toLowerCase().endsWith(".mp4") && !key.includes("/"))
    .sort()[0];
}

/** Partner logos: an admin replaces an existing PNG of the public `logos` bucket (same address). */
export const LOGO_BUCKET = "logos";
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = "Das Logo ist zu groß (maximal 2 MB erlaubt).";
export const LOGO_TYPE_MESSAGE = "Nur PNG-Bilder sind hier erlaubt.";
export const LOGO_KINDS: readonly ImageKind[] = ["png"];

/** A logo file name as the mapping uses them (`Signal+Iduna.png`): no path, PNG. */
export function isLogoFileName(file: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9+_-]{0,80}\.png$/.test(file);
}
