import { Film, Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_VIDEO_BYTES } from "../../../domain/media/video-file-name";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatNumber } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { UploadPanel } from "../../components/upload-panel";
import { cn } from "../../lib/cn";
import { VideoPlayer } from "./video-player";

export interface GalleryEntry {
  key: string;
  title: string;
  url: string;
  size: number;
  uploadedAt: string;
}

const GALLERY_LOAD_ERROR = "Videos konnten nicht geladen werden.";
const GALLERY_EMPTY = "Keine Videos gefunden.";

export interface VideoGalleryProps {
  videos: GalleryEntry[];
  loadFailed: boolean;
  isAdmin: boolean;
  /** Reloads the list (after an error, an upload or a deletion). */
  onReload: () => void;
  /** Deletes a video (admins); resolves false when it failed. */
  onDelete: (key: string) => Promise<boolean>;
}

/** /videos (docs/product/site.md#video-gallery): player, grid of at most 10 videos, the admins' upload. */
export function VideoGallery({ videos, loadFailed, isAdmin, onReload, onDelete }: VideoGalleryProps) {
  const [selectedKey, setSelectedKey] = useState<string>();
  const [chosenByClick, setChosenByClick] = useState(false);
  const [confirmKey, setConfirmKey] = useState<string>();
  const [deleteError, setDeleteError] = useState<string>();
  const selected = videos.find((video) => video.key === selectedKey) ?? videos[0];

  async function remove(key: string) {
    setDeleteError(undefined);
    const deleted = await onDelete(key);
    setConfirmKey(undefined);
    if (!deleted) setDeleteError("Das Video konnte nicht gelöscht werden.");
    else if (key === selectedKey) setSelectedKey(undefined);
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Videogalerie</h1>

      {loadFailed ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p className="font-medium text-red-800">{GALLERY_LOAD_ERROR}</p>
          <Button type="button" variant="secondary" onClick={onReload}>
            Erneut versuchen
          </Button>
        </div>
      ) : videos.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">{GALLERY_EMPTY}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          {selected && <VideoPlayer video={selected} autoPlay={chosenByClick} />}
          <section aria-labelledby="video-list-heading" className="grid content-start gap-3">
            <h2 id="video-list-heading" className="text-lg font-semibold text-slate-900">
              Videos ({formatNumber(videos.length)})
            </h2>
            {deleteError && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-800">
                {deleteError}
              </p>
            )}
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {videos.map((video) => (
                <li
                  key={video.key}
                  className={cn(
                    "grid gap-2 rounded-lg border p-3",
                    video.key === selected?.key ? "border-primary-700 bg-primary-50" : "border-slate-200",
                  )}
                >
                  <button
                    type="button"
                    aria-pressed={video.key === selected?.key}
                    onClick={() => {
                      setSelectedKey(video.key);
                      setChosenByClick(true);
                    }}
                    className="flex min-h-11 items-start gap-2 text-left"
                  >
                    <Film className="mt-0.5 size-4 shrink-0 text-primary-800" aria-hidden />
                    <span className="grid">
                      <span className="font-medium break-all text-slate-900">{video.title}</span>
                      <span className="text-xs text-slate-600">
                        {formatDateTime(video.uploadedAt)} · {formatNumber(video.size / (1024 * 1024), 1)} MB
                      </span>
                    </span>
                  </button>
                  {isAdmin &&
                    (confirmKey === video.key ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          type="button"
                          onClick={() => remove(video.key)}
                          className="bg-red-700 hover:bg-red-800"
                        >
                          Endgültig löschen
                        </Button>
                        <Button type="button" variant="ghost" onClick={() => setConfirmKey(undefined)}>
                          Abbrechen
                        </Button>
                      </div>
                    ) : (
                      <Button
                        type="button"
                        variant="ghost"
                        onClick={() => setConfirmKey(video.key)}
                        aria-label={`${video.title} löschen`}
                        className="justify-self-start"
                      >
                        <Trash2 className="size-4" aria-hidden /> Löschen
                      </Button>
                    ))}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}

      {isAdmin && (
        <section
          aria-labelledby="video-upload-heading"
          className="grid max-w-xl gap-3 rounded-xl border border-slate-200 p-4"
        >
          <h2 id="video-upload-heading" className="text-lg font-semibold text-slate-900">
            Video hochladen
          </h2>
          <UploadPanel
            label="Videodatei"
            accept="video/mp4,video/webm,video/ogg"
            hint="MP4, WebM oder Ogg, höchstens 100 MB."
            url="/api/videos"
            method="POST"
            maxBytes={MAX_VIDEO_BYTES}
            onUploaded={(body) => {
              const key = (body as { video?: { key?: string } } | undefined)?.video?.key;
              if (key) setSelectedKey(key);
              onReload();
            }}
          />
        </section>
      )}
    </div>
  );
}
