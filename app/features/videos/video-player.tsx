import { useEffect, useRef, useState } from "react";
import { VIDEO_LOAD_ERROR, VIDEO_PLAY_ERROR } from "../../lib/video-messages";

export interface PlayerVideo {
  key: string;
  title: string;
  url: string;
}

/**
 * The gallery's player (docs/product/site.md#video-gallery, docs/product/errors.md): native controls, the
 * error texts 'Video konnte nicht geladen werden.' (the file cannot be loaded) and 'Fehler beim Laden des
 * Videos.' (playing failed), and the fallback text for browsers without the video element.
 */
export function VideoPlayer({ video, autoPlay }: { video: PlayerVideo; autoPlay: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string>();

  // A newly chosen video starts playing (the choice was the visitor's click).
  useEffect(() => {
    setError(undefined);
    const element = videoRef.current;
    if (!element || !autoPlay || !video.url) return;
    element.play().catch((reason: unknown) => {
      const name = reason instanceof DOMException ? reason.name : "";
      if (name === "NotSupportedError") setError(VIDEO_LOAD_ERROR);
      else if (name !== "NotAllowedError" && name !== "AbortError") setError(VIDEO_PLAY_ERROR);
    });
  }, [video.url, autoPlay]);

  return (
    <figure className="grid gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption files */}
        <video
          key={video.url}
          ref={videoRef}
          src={video.url}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${video.title}`}
          data-testid="gallery-player"
          onError={() => setError(VIDEO_LOAD_ERROR)}
          className="size-full"
        >
          Ihr Browser unterstützt das Video-Element nicht.
        </video>
      </div>
      <figcaption className="text-sm font-medium break-all text-slate-800">{video.title}</figcaption>
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
    </figure>
  );
}
