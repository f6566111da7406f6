import { useCallback, useEffect, useRef, useState } from "react";
import { isProblemDetails } from "../../domain/errors/problem-details";
import { VIDEO_TOO_LARGE_MESSAGE } from "../../domain/media/video-file-name";

export const UPLOAD_FAILED_TITLE = "Upload fehlgeschlagen";
export const UPLOAD_FAILED_MESSAGE = "Es ist ein Fehler beim Hochladen aufgetreten.";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; loaded: number; total: number; percent: number }
  | { status: "done"; fileName: string; body: unknown }
  | { status: "error"; fileName: string; reason: string | undefined };

export interface UploadRequest {
  url: string;
  method: "POST" | "PUT";
  file: File;
  /** Checked before anything is sent (the server checks again while the file streams). */
  maxBytes: number;
  tooLargeMessage?: string;
}

/** The server's German reason of a failed upload, if it sent one (problem+json `detail`). */
function reasonOf(xhr: XMLHttpRequest, tooLargeMessage: string): string | undefined {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (isProblemDetails(body)) return body.detail;
  } catch {
    // not a problem body (a proxy's page): the status tells
  }
  return xhr.status === 413 ? tooLargeMessage : undefined;
}

/**
 * One file upload with the real byte progress: XMLHttpRequest's upload progress events (fetch has none), the
 * file itself as the body (streamed by the browser, never read into memory here), the original name in the
 * query. States: idle → uploading (bytes sent / total) → done or error.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const xhrRef = useRef<XMLHttpRequest | null>(null);

  useEffect(() => () => xhrRef.current?.abort(), []);

  const start = useCallback((request: UploadRequest): Promise<unknown> => {
    const { file } = request;
    if (file.size > request.maxBytes) {
      setState({
        status: "error",
        fileName: file.name,
        reason: request.tooLargeMessage ?? VIDEO_TOO_LARGE_MESSAGE,
      });
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      const separator = request.url.includes("?") ? "&" : "?";
      xhr.open(request.method, `${request.url}${separator}name=${encodeURIComponent(file.name)}`);
      xhr.setRequestHeader("Accept", "application/json");
      setState({ status: "uploading", fileName: file.name, loaded: 0, total: file.size, percent: 0 });
      xhr.upload.addEventListener("progress", (event) => {
        const total = event.lengthComputable ? event.total : file.size;
        const percent = total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
        setState({ status: "uploading", fileName: file.name, loaded: event.loaded, total, percent });
      });
      xhr.addEventListener("load", () => {
        xhrRef.current = null;
        if (xhr.status >= 200 && xhr.status < 300) {
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = undefined;
          }
          setState({ status: "done", fileName: file.name, body });
          resolve(body);
        } else {
          setState({
            status: "error",
            fileName: file.name,
            reason: reasonOf(xhr, request.tooLargeMessage ?? VIDEO_TOO_LARGE_MESSAGE),
          });
          resolve(undefined);
        }
      });
      const fail = () => {
        xhrRef.current = null;
        setState({ status: "error", fileName: file.name, reason: undefined });
        resolve(undefined);
      };
      xhr.addEventListener("error", fail);
      xhr.addEventListener("abort", fail);
      xhr.send(file);
    });
  }, []);

  const reset = useCallback(() => setState({ status: "idle" }), []);
  return { state, start, reset };
}
