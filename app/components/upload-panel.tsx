import { type FormEvent, useId, useState } from "react";
import { formatNumber } from "../../lib/format/number-format";
import { useHydrated } from "../lib/use-hydrated";
import { UPLOAD_FAILED_MESSAGE, UPLOAD_FAILED_TITLE, type UploadState, useUpload } from "../lib/use-upload";
import { Button } from "./ui/button";

const megabytes = (bytes: number) => `${formatNumber(bytes / (1024 * 1024), 1)} MB`;

export interface UploadPanelProps {
  /** Label of the file field. */
  label: string;
  /** What may be chosen (a hint for the file dialog; the server decides by content). */
  accept: string;
  /** Shown under the field, e.g. 'MP4, WebM oder Ogg, höchstens 100 MB'. */
  hint: string;
  url: string;
  method: "POST" | "PUT";
  maxBytes: number;
  /** The message for a file over `maxBytes` (default: the video text of the spec). */
  tooLargeMessage?: string;
  /** The button that starts over (default 'Anderes Video hochladen'). */
  againLabel?: string;
  /** Called with the server's answer after a successful upload. */
  onUploaded?: (body: unknown) => void;
}

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-primary-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {percent} %
      </p>
    </div>
  );
}

function Progress({ state }: { state: Extract<UploadState, { status: "uploading" }> }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-800">
        <span className="font-medium break-all">{state.fileName}</span> wird hochgeladen …
      </p>
      <ProgressBar percent={state.percent} label="Upload-Fortschritt" />
      <p className="text-xs text-slate-600">
        {megabytes(state.loaded)} von {megabytes(state.total)}
      </p>
    </div>
  );
}

/**
 * The upload states of docs/product/site.md#video-gallery: idle (choose a file), uploading (the real byte
 * progress), done ('Upload erfolgreich!', 'Anderes Video hochladen') and error ('Upload fehlgeschlagen').
 * Shared by the gallery and the admin's site media (hero video, sphere).
 */
export function UploadPanel({
  label,
  accept,
  hint,
  url,
  method,
  maxBytes,
  tooLargeMessage,
  againLabel = "Anderes Video hochladen",
  onUploaded,
}: UploadPanelProps) {
  const { state, start, reset } = useUpload();
  const [file, setFile] = useState<File>();
  // The upload needs JavaScript (progress, streaming body): the field works once React has hydrated.
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const body = await start({ url, method, file, maxBytes, tooLargeMessage });
    if (body !== undefined) onUploaded?.(body);
  }

  function again() {
    setFile(undefined);
    reset();
  }

  if (state.status === "uploading") return <Progress state={state} />;
  if (state.status === "done") {
    return (
      <div className="grid gap-3">
        <ProgressBar percent={100} label="Upload-Fortschritt" />
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          <p className="font-semibold">Upload erfolgreich!</p>
          <p className="text-sm break-all">{state.fileName}</p>
        </div>
        <Button type="button" variant="secondary" onClick={again} className="justify-self-start">
          {againLabel}
        </Button>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="grid gap-3">
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{UPLOAD_FAILED_TITLE}</p>
          <p className="text-sm">{UPLOAD_FAILED_MESSAGE}</p>
          {state.reason && <p className="mt-1 text-sm font-medium">{state.reason}</p>}
        </div>
        <Button type="button" variant="secondary" onClick={again} className="justify-self-start">
          {againLabel}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={!hydrated}
          aria-describedby={hintId}
          onChange={(event) => setFile(event.currentTarget.files?.[0])}
          className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-900"
        />
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <Button type="submit" disabled={!file} className="justify-self-start">
        Hochladen
      </Button>
    </form>
  );
}
