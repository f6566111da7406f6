import type { AppError, FieldErrors } from "./app-error";
import { type ErrorCode, isErrorCode } from "./error-codes";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/**
 * The body of every `/api/*` error (RFC 9457 problem details), one shape for all endpoints:
 * `type` is `/probleme/<code>`, `code` the stable code clients switch on, `detail` the German message,
 * `errors` the messages per field (validation only), `requestId` the id in the server log (500s).
 * `error` repeats `detail` for the spec's older client contracts (`{error}` on failure).
 */
export interface ProblemDetails {
  type: string;
  code: ErrorCode;
  title: string;
  status: number;
  detail: string;
  error: string;
  errors?: FieldErrors;
  requestId?: string;
  [extension: string]: unknown;
}

function problemType(code: ErrorCode): string {
  return `/probleme/${code}`;
}

export function toProblemDetails(error: AppError, requestId?: string): ProblemDetails {
  return {
    ...error.extensions,
    type: problemType(error.code),
    code: error.code,
    title: error.title,
    status: error.status,
    detail: error.detail,
    error: error.detail,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** True for a parsed JSON body that has the problem shape (used by the browser's API client). */
export function isProblemDetails(body: unknown): body is ProblemDetails {
  if (typeof body !== "object" || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    isErrorCode(candidate.code) &&
    typeof candidate.status === "number" &&
    typeof candidate.detail === "string"
  );
}
