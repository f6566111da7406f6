import heroPoster from "../../../assets/media/hero-poster.webp?url";
import { storageUrl } from "./insurer-logos";

/** The hero video in the public `videos` bucket (seeded from assets/media/videos) and its bundled poster. */
export const HERO_VIDEO_KEY = "hero.mp4";
export const HERO_VIDEO_URL = storageUrl("videos", HERO_VIDEO_KEY);
export const HERO_POSTER_URL = heroPoster;

/** The sphere uses the first .mp4 of its bucket (docs/product/site.md); undefined → the grey fallback circle. */
export function firstMp4Url(objects: ReadonlyArray<{ key: string }>): string | undefined {
  const first = objects.find(
    (object) => object.key.toLowerCase().endsWith(".mp4") && !object.key.endsWith("/"),
  );
  return first ? storageUrl("sphere-animations", first.key) : undefined;
}
