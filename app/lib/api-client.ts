import type { FieldErrors } from "../../domain/errors/app-error";
import { ERROR_CATALOGUE, type ErrorCode } from "../../domain/errors/error-codes";
import { isProblemDetails, type ProblemDetails } from "../../domain/errors/problem-details";

/**
 * How a call failed:
 * - `problem`: the server answered with the error contract (`application/problem+json`, see domain/errors);
 * - `http`: an error status with another body (an older `{error}` body, HTML from a proxy, nothing) — treated as
 *   `internal-error`, with the body's `error` text as `detail` when there is one;
 * - `network`: no answer at all (offline, connection refused, CORS);
 * - `invalid-response`: a success status whose body is not JSON or does not match the expected schema.
 */
export type ApiErrorKind = "problem" | "http" | "network" | "invalid-response";

/** The code of a failed call: the problem's code, or `network` when no answer arrived. */
export type ApiErrorCode = ErrorCode | "network";

/** What `apiRequest` validates a success body with: zod's `safeParse` shape (no zod import needed here). */
interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code?: ErrorCode;
  /** The server's German message (`detail`, or `error` of an older body); undefined when it sent none. */
  detail?: string;
  fieldErrors?: FieldErrors;
  problem?: ProblemDetails;
  body?: unknown;
  cause?: unknown;
}

/** The one error `apiRequest` throws: switch on `code` (or `is(...)`), never on the German text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: ApiErrorCode;
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The server's message for people, when it sent one. */
  readonly detail: string | undefined;
  /** Messages per field (validation failures); empty when there are none. */
  readonly fieldErrors: FieldErrors;
  /** The problem body (with extensions such as `verified`), for `kind: "problem"`. */
  readonly problem: ProblemDetails | undefined;
  /** The parsed JSON error body, whatever its shape (undefined when it was not JSON). */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const code: ApiErrorCode = init.kind === "network" ? "network" : (init.code ?? "internal-error");
    const fallback = code === "network" ? "Network error" : ERROR_CATALOGUE[code].detail;
    super(init.detail ?? fallback, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.kind = init.kind;
    this.code = code;
    this.status = init.status;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.problem = init.problem;
    this.body = init.body;
  }

  /**
   * True when the failure has one of `codes`. An error body without a code (a server from before the error
   * contract) matches by the HTTP status the catalogue gives the code, so callers work with both.
   */
  is(...codes: ErrorCode[]): boolean {
    if (this.kind === "problem") return codes.includes(this.code as ErrorCode);
    if (this.kind === "http") return codes.some((code) => ERROR_CATALOGUE[code].status === this.status);
    return false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions<T> {
  /** Defaults to POST when `json` is given, otherwise GET. */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as the JSON request body. */
  json?: unknown;
  /** Extra request headers, e.g. `Prefer: return=minimal`. */
  headers?: Record<string, string>;
  /** Validates the success body; a mismatch throws an `invalid-response` ApiError. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/** Parses a body text as JSON: `undefined` when empty, `invalid` when it is not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Field errors of an error body without the contract: `{field: "msg"}` or `{field: ["msg"]}`. */
function legacyFieldErrors(errors: unknown): FieldErrors | undefined {
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return undefined;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === "string") result[field] = [value];
    else if (Array.isArray(value)) result[field] = value.filter((entry) => typeof entry === "string");
  }
  return result;
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (isProblemDetails(body)) {
    return new ApiError({
      kind: "problem",
      status,
      code: body.code,
      detail: body.detail,
      fieldErrors: body.errors,
      problem: body,
      body,
    });
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    kind: "http",
    status,
    code: "internal-error",
    detail: typeof record.error === "string" && record.error !== "" ? record.error : undefined,
    fieldErrors: legacyFieldErrors(record.errors),
    body,
  });
}

/**
 * JSON call to the portal's own API (`/api/...`): sends `json` with `Accept: application/json`, returns the
 * parsed success body (validated by `schema` when given; `undefined` for an empty body) and throws an
 * `ApiError` otherwise. An aborted request rethrows the AbortError unchanged.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const hasBody = options.json !== undefined;
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(path, {
      method: options.method ?? (hasBody ? "POST" : "GET"),
      headers: {
        Accept: "application/json",
        ...(hasBody ? { "Content-Type": "application/json" } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(options.json) : undefined,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ kind: "network", status: 0, cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ kind: "network", status: 0, cause: error });
  }
  const parsed = parseJson(text);
  if (!response.ok) throw errorFromBody(response.status, parsed.ok ? parsed.value : undefined);
  if (!parsed.ok) throw new ApiError({ kind: "invalid-response", status: response.status });
  if (!options.schema) return parsed.value as T;
  const checked = options.schema.safeParse(parsed.value);
  if (!checked.success) {
    throw new ApiError({ kind: "invalid-response", status: response.status, body: parsed.value });
  }
  return checked.data;
}
