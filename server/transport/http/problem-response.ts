import type { Context } from "hono";
import { AppError, isAppError } from "../../../domain/errors/app-error";
import { PROBLEM_CONTENT_TYPE, toProblemDetails } from "../../../domain/errors/problem-details";
import type { Logger } from "../../observability/logger";
import { isClientDisconnect } from "../../observability/safe-error";
import { REQUEST_ID_HEADER, type RequestContextVariables } from "../middleware/request-context";
import { isServiceBusy, serviceBusyError, serviceBusyPage } from "./service-busy";

/** AppError → `application/problem+json` of the one shape (plus `Retry-After` for rate limits). */
export function problemResponse(error: AppError, requestId: string | undefined): Response {
  const headers = new Headers({ "Content-Type": `${PROBLEM_CONTENT_TYPE}; charset=utf-8` });
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  return new Response(JSON.stringify(toProblemDetails(error, requestId)), { status: error.status, headers });
}

/** Paths answered with problem JSON on an overload: the API and React Router's data requests (as in maintenance). */
function wantsProblem(path: string): boolean {
  return path.startsWith("/api/") || path.endsWith(".data");
}

/**
 * The app's one error handler: an AppError is an expected failure and answers with its code; anything else is
 * logged with the request id and answers `internal-error` (German text, the id in the body, never a stack). The
 * logger's `err` serializer keeps request data and query parameters out of the log (server/observability/logger.ts); a client
 * that went away mid-request is no error of ours and is logged at debug level only. An overload (no database
 * connection within the pool's wait, docs/security.md#overload) answers `503 service-busy` with `Retry-After`:
 * problem JSON for the API and data requests, a German page for pages (named after `siteName`).
 */
export function handleError(
  error: unknown,
  c: Context,
  fallbackLogger: Logger,
  options: { siteName?: string } = {},
): Response {
  const variables = c.var as Partial<RequestContextVariables>;
  const requestId = variables.requestId;
  const logger = variables.logger ?? fallbackLogger;
  if (isServiceBusy(error)) {
    const busy = serviceBusyError(error);
    logger.warn({ err: busy.cause ?? busy, method: c.req.method, path: c.req.path }, "service busy");
    if (wantsProblem(c.req.path)) return problemResponse(busy, requestId);
    const page = serviceBusyPage(busy, options.siteName);
    if (requestId) page.headers.set(REQUEST_ID_HEADER, requestId);
    return page;
  }
  if (isAppError(error)) {
    if (error.status >= 500) logger.error({ err: error.cause ?? error }, error.code);
    return problemResponse(error, requestId);
  }
  if (isClientDisconnect(error)) {
    logger.debug(
      { method: c.req.method, path: c.req.path },
      "client disconnected before the request was read",
    );
    // Nobody reads this answer; 499 is the usual mark of a request the client closed.
    return new Response(null, { status: 499 });
  }
  logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
  return problemResponse(new AppError("internal-error", { cause: error }), requestId);
}
