import { Volume2, VolumeX } from "lucide-react";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { cn } from "../../lib/cn";
import { VIDEO_LOAD_ERROR, VIDEO_PLAY_ERROR } from "../../lib/video-messages";
import { prefersReducedMotion } from "./use-reduced-motion";

/**
 * The hero video (docs/product/site.md): muted, looping and autoplaying. A click turns the sound on (controls, no
 * loop); the next click or the end restarts it from the start, muted. The poster is the largest paint; the
 * video itself only loads after the page has loaded: the boot script starts videos marked `data-autoplay` then,
 * before React runs (docs/decisions/025-react-starts-on-intent.md). With reduced motion it waits for a click.
 */
export function HeroVideo({ src, poster, className }: { src: string; poster: string; className?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [error, setError] = useState<string>();

  const play = useCallback((video: HTMLVideoElement) => {
    video.play().catch((reason: unknown) => {
      const name = reason instanceof DOMException ? reason.name : "";
      // NotAllowed: autoplay refused (poster stays); Abort: a newer load or pause interrupted it.
      if (name === "NotSupportedError") setError(VIDEO_LOAD_ERROR);
      else if (name !== "NotAllowedError" && name !== "AbortError") setError(VIDEO_PLAY_ERROR);
    });
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!prefersReducedMotion()) play(video);
  }, [play]);

  function enableSound(video: HTMLVideoElement) {
    video.muted = false;
    video.loop = false;
    setSoundOn(true);
    play(video);
    toast({ title: "Sound aktiviert", description: "Das Video wird jetzt mit Ton abgespielt." });
  }

  function restartMuted(video: HTMLVideoElement, announce: boolean) {
    video.muted = true;
    video.loop = true;
    video.currentTime = 0;
    setSoundOn(false);
    if (prefersReducedMotion()) video.pause();
    else play(video);
    if (announce) toast({ title: "Sound deaktiviert", description: "Das Video wird ohne Ton fortgesetzt." });
  }

  function toggleSound() {
    const video = videoRef.current;
    if (!video || error) return;
    if (soundOn) restartMuted(video, true);
    else enableSound(video);
  }

  function onVideoClick(event: MouseEvent<HTMLVideoElement>) {
    event.preventDefault(); // the click is ours, not the native play/pause toggle of the controls
    toggleSound();
  }

  return (
    <div
      className={cn(
        "relative aspect-video w-full overflow-hidden rounded-2xl bg-primary-900 shadow-lg",
        className,
      )}
    >
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        width={960}
        height={540}
        loop={!soundOn}
        controls={soundOn}
        playsInline
        muted
        data-autoplay
        preload="none"
        aria-label="Werbevideo: Private Krankenversicherung einfach vergleichen"
        onClick={onVideoClick}
        onEnded={() => {
          const video = videoRef.current;
          if (video && soundOn) restartMuted(video, false);
        }}
        onError={() => setError(VIDEO_LOAD_ERROR)}
        className="size-full cursor-pointer object-cover"
      >
        Ihr Browser unterstützt das Video-Element nicht.
      </video>
      {!error && (
        <button
          type="button"
          onClick={toggleSound}
          aria-pressed={soundOn}
          className="absolute top-3 right-3 inline-flex min-h-10 items-center gap-2 rounded-full bg-slate-900/75 px-3 text-sm font-medium text-white hover:bg-slate-900"
        >
          {soundOn ? <VolumeX className="size-4" aria-hidden /> : <Volume2 className="size-4" aria-hidden />}
          {soundOn ? "Ton ausschalten" : "Ton einschalten"}
        </button>
      )}
      {error && (
        <p
          role="alert"
          className="absolute inset-x-3 bottom-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
    </div>
  );
}
