import { AppError, isAppError } from "../../../domain/errors/app-error";
import { isDatabaseBusy } from "../../adapters/db/connection-errors";
import { statusPage } from "./status-page";

/** How long an overloaded instance asks clients to wait before they try again (`Retry-After`). */
export const SERVICE_BUSY_RETRY_AFTER_SECONDS = 10;

/** The heading of the German page people get while the database is overloaded. */
export const SERVICE_BUSY_HEADING = "Gerade ausgelastet";

/**
 * An overload (docs/security.md#overload): the database handed out no connection within the pool's bounded wait
 * or refused one (also as the cause of another error), or a `service-busy` thrown for it. No fault to answer with
 * 500: the client may simply try again.
 */
export function isServiceBusy(error: unknown): boolean {
  return (isAppError(error) && error.code === "service-busy") || isDatabaseBusy(error);
}

/** `service-busy` (503) with `Retry-After`, for the overload `cause`. */
export function serviceBusyError(cause?: unknown): AppError {
  if (isAppError(cause) && cause.code === "service-busy") return cause;
  return new AppError("service-busy", { retryAfterSeconds: SERVICE_BUSY_RETRY_AFTER_SECONDS, cause });
}

/** The German page of an overload (no scripts, nothing read from the database). */
export function serviceBusyPage(error: AppError, siteName: string | undefined): Response {
  return new Response(statusPage({ heading: SERVICE_BUSY_HEADING, message: error.detail, siteName }), {
    status: error.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(error.retryAfterSeconds ?? SERVICE_BUSY_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}
