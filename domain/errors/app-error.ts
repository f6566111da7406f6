import { ERROR_CATALOGUE, type ErrorCode } from "./error-codes";

/** Messages per field, e.g. `{ email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein."] }`. */
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  /** German message for the user; defaults to the catalogue's text for the code. */
  detail?: string;
  fieldErrors?: FieldErrors;
  /** Seconds until a rate-limited request may be retried (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  /** Extra members of the problem body that an endpoint's documented contract needs (e.g. `verified`). */
  extensions?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The one error type services throw for expected failures: a stable code, its HTTP status and a German
 * message. `app.onError` turns it into `application/problem+json`; anything else becomes `internal-error`.
 */
/** Marks AppErrors across module instances (Vite's runner re-evaluates modules on an edit in `npm run dev`). */
const APP_ERROR_BRAND = Symbol.for("pkv.app-error");

export class AppError extends Error {
  readonly [APP_ERROR_BRAND] = true;
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly extensions: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = ERROR_CATALOGUE[code];
    const detail = options.detail ?? entry.detail;
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = entry.status;
    this.title = entry.title;
    this.detail = detail;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extensions = options.extensions;
  }
}

export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error && (error as unknown as Record<symbol, unknown>)[APP_ERROR_BRAND] === true)
  );
}
