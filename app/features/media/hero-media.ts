import heroPoster from "../../../assets/media/hero-poster.webp?url";
import { firstMp4Key, HERO_VIDEO_URL, SPHERE_BUCKET } from "../../../domain/media/site-media";
import { storageUrl } from "./insurer-logos";

/**
 * The hero video in the public `site-media` bucket (seeded from assets/media/site-media; an admin replaces it
 * under the same address, docs/decisions/019-video-uploads-and-media-storage.md) and its bundled poster.
 */
export { HERO_VIDEO_URL };
export const HERO_POSTER_URL = heroPoster;

/** The sphere uses the first .mp4 of its bucket (docs/product/site.md); undefined → the grey fallback circle. */
export function firstMp4Url(objects: ReadonlyArray<{ key: string }>): string | undefined {
  const key = firstMp4Key(objects);
  return key ? storageUrl(SPHERE_BUCKET, key) : undefined;
}
