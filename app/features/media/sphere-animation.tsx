import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useNearViewport } from "./use-near-viewport";
import { prefersReducedMotion } from "./use-reduced-motion";

const sizes = {
  sm: { className: "size-16", pixels: 64 },
  md: { className: "size-32", pixels: 128 },
  lg: { className: "size-48", pixels: 192 },
} as const;
export type SphereSize = keyof typeof sizes;

/**
 * The looping, muted sphere animation (docs/product/site.md): the first .mp4 of the `sphere-animations` bucket
 * (`src`), or a grey pulsing circle when there is none or it cannot be played. Decorative.
 */
export function SphereAnimation({
  src,
  size = "md",
  className,
}: {
  src: string | undefined;
  size?: SphereSize;
  className?: string;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const { className: sizeClass, pixels } = sizes[size];
  // The video loads only when the sphere comes near the viewport.
  const near = useNearViewport(videoRef);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return;
    video.muted = true;
    if (video.error) setFailed(true);
    else if (!prefersReducedMotion()) video.play().catch(() => undefined);
  }, [near]);

  if (!src || failed) {
    return (
      <div
        aria-hidden="true"
        data-sphere="fallback"
        className={cn("shrink-0 animate-pulse rounded-full bg-slate-300", sizeClass, className)}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: silent decorative animation (no audio track)
    <video
      ref={videoRef}
      src={near ? src : undefined}
      width={pixels}
      height={pixels}
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-sphere="video"
      onError={() => setFailed(true)}
      className={cn("shrink-0 rounded-full mix-blend-multiply", sizeClass, className)}
    />
  );
}
