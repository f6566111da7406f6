import { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../../domain/errors/app-error";
import { MAX_VIDEO_BYTES } from "../../../domain/media/video-file-name";
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE, soapFault } from "../../../kvr-simulator";
import { readBytesWithin } from "../../../lib/http/read-limited";
import { ClientDisconnectedError } from "../../observability/safe-error";
import { assertJsonDepth } from "../http/json-depth";
import { problemResponse } from "../http/problem-response";
import type { RequestContextVariables } from "./request-context";

/** Every JSON, form and page-action body: 64 KB (the largest form, the long comparison form, is under 4 KB). */
const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyLimitRule {
  path: RegExp;
  maxBytes: number;
  /** The answer when the limit is passed (default: the JSON problem `payload-too-large`). */
  tooLarge?: (maxBytes: number) => Response;
  /**
   * The route reads the body itself, as a stream, and counts it while it streams (uploads): here only a
   * declared Content-Length above `maxBytes` is refused; the body is handed on unread, not buffered.
   */
  streamed?: boolean;
}

/** The one place where a route gets a limit other than the default. */
const BODY_LIMIT_EXCEPTIONS: readonly BodyLimitRule[] = [
  {
    // SOAP requests to the embedded engine: the engine's own limit (a Calculate envelope is a few KB).
    path: /^\/soap\/kvr$/,
    maxBytes: MAX_REQUEST_BYTES,
    tooLarge: () =>
      new Response(soapFault("soap:Client", REQUEST_TOO_LARGE), {
        status: 413,
        headers: { "content-type": "text/xml; charset=utf-8", connection: "close" },
      }),
  },
  {
    // Video uploads and site media (docs/decisions/019-video-uploads-and-media-storage.md): 100 MB, streamed.
    path: /^\/api\/(videos|admin\/site-media\/[a-z-]+|admin\/site-media\/partner-logo\/[^/]+)$/,
    maxBytes: MAX_VIDEO_BYTES,
    streamed: true,
  },
];

const NUL_FREE_EXEMPT = /^\/soap\/kvr$/;

/** Whether any string in a parsed JSON value (keys included) contains a NUL character. */
function jsonHasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, entry]) => key.includes("\u0000") || jsonHasNul(entry));
  }
  return false;
}

/** Whether a body is (meant as) JSON: by its type, or by its first character. */
function looksLikeJson(text: string, contentType: string): boolean {
  return contentType.includes("json") || /^\s*[[{]/.test(text);
}

/** Whether a request body (JSON, form or anything else) carries a NUL character in one of its fields. */
export function bodyHasNul(text: string, contentType: string): boolean {
  if (text.includes("\u0000")) return true;
  // Only an encoded NUL needs a closer look, so the usual body is not parsed here a second time.
  if (contentType.includes("application/x-www-form-urlencoded")) {
    if (!/%00/.test(text)) return false;
    for (const [key, value] of new URLSearchParams(text)) {
      if (key.includes("\u0000") || value.includes("\u0000")) return true;
    }
    return false;
  }
  if (!/\\u0000/i.test(text)) return false;
  if (looksLikeJson(text, contentType)) {
    try {
      return jsonHasNul(JSON.parse(text));
    } catch {
      return false; // not JSON: the route answers invalid-json
    }
  }
  return false;
}

/** Whether the query string carries a NUL character (`%00`) in a name or value. */
function queryHasNul(url: string): boolean {
  const search = url.indexOf("?");
  if (search < 0) return false;
  for (const [key, value] of new URLSearchParams(url.slice(search + 1))) {
    if (key.includes("\u0000") || value.includes("\u0000")) return true;
  }
  return false;
}

function payloadTooLarge(
  c: Context,
  code: "payload-too-large" | "video-too-large" = "payload-too-large",
): Response {
  const requestId = (c.var as Partial<RequestContextVariables>).requestId;
  const response = problemResponse(new AppError(code), requestId);
  // The client may still be sending: close the connection instead of reading the rest.
  response.headers.set("Connection", "close");
  return response;
}

/**
 * The Node request behind a Hono request served by @hono/node-server (HTTP/1.1), while nothing has read its body
 * yet; otherwise (tests through `app.request`, HTTP/2) `undefined`.
 */
function unreadNodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return undefined;
  if (incoming.readableDidRead || incoming.readableFlowing !== null || "rawBody" in incoming)
    return undefined;
  return incoming;
}

/** Reads a Node request's body up to `maxBytes`: `undefined` as soon as it is longer (the rest is left unread). */
function readNodeBodyWithin(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        finish();
        incoming.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    const onClose = () => {
      finish();
      reject(new ClientDisconnectedError());
    };
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/**
 * The body limit of every request (docs/decisions/013-http-edge-hardening.md): Content-Length first, then counted
 * while streaming; 413 as soon as the limit is passed, never more than the limit in memory. The accepted body is
 * handed on as a fresh Request, so Hono's readers, Better Auth and React Router actions read it unchanged.
 * A NUL character in a field (body or query) is refused with 400 `invalid-characters` here, in one place; JSON
 * nested deeper than MAX_JSON_DEPTH with 400 `invalid-json` before that (and before any route parses it).
 */
export function requestBodyLimit(
  options: { defaultMaxBytes?: number; exceptions?: readonly BodyLimitRule[] } = {},
): MiddlewareHandler {
  const defaultMaxBytes = options.defaultMaxBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const exceptions = options.exceptions ?? BODY_LIMIT_EXCEPTIONS;
  return async (c, next) => {
    const request = c.req.raw;
    const nulExempt = NUL_FREE_EXEMPT.test(c.req.path);
    if (!nulExempt && queryHasNul(request.url)) throw new AppError("invalid-characters");
    if (request.method === "GET" || request.method === "HEAD") return next();
    const incoming = unreadNodeRequest(c);
    if (!incoming && request.body === null) return next();
    const rule = exceptions.find((exception) => exception.path.test(c.req.path));
    const maxBytes = rule?.maxBytes ?? defaultMaxBytes;
    const declared = request.headers.get("content-length")?.trim();
    const declaredTooLarge = declared !== undefined && /^\d+$/.test(declared) && Number(declared) > maxBytes;
    if (rule?.streamed) {
      if (declaredTooLarge)
        return rule.tooLarge ? rule.tooLarge(maxBytes) : payloadTooLarge(c, "video-too-large");
      return next();
    }
    let bytes: Uint8Array | undefined;
    if (incoming) {
      // Served by Node: read the socket directly and hand the bytes to @hono/node-server as `rawBody`, which its
      // request reads for text(), json(), formData() and body alike. Going through the web stream instead (and a
      // new Request for the readers after this) cost about a fifth of the CPU of a comparison
      // (docs/decisions/020-comparison-performance.md).
      bytes = declaredTooLarge ? undefined : await readNodeBodyWithin(incoming, maxBytes);
      if (bytes !== undefined) Object.assign(incoming, { rawBody: bytes });
    } else {
      bytes = await readBytesWithin(request, maxBytes);
    }
    if (bytes === undefined) return rule?.tooLarge ? rule.tooLarge(maxBytes) : payloadTooLarge(c);
    if (!nulExempt && bytes.byteLength > 0) {
      const text = new TextDecoder().decode(bytes);
      const contentType = request.headers.get("content-type") ?? "";
      // Depth first, before anything parses the body (docs/decisions/013-http-edge-hardening.md#json-depth).
      if (looksLikeJson(text, contentType)) assertJsonDepth(text);
      if (bodyHasNul(text, contentType)) throw new AppError("invalid-characters");
    }
    if (incoming) return next();
    const headers = new Headers(request.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(bytes.byteLength));
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers,
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return next();
  };
}
