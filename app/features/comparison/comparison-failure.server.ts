import { type AppError, isAppError } from "../../../domain/errors/app-error";

/**
 * A failed new comparison in a route action (docs/architecture.md#error-contract): the service's AppError
 * (`validation-failed`, `rate-limited`, `engine-…-failed`) with the status and `Retry-After` the answer carries.
 * Anything else is no expected failure and is thrown again (the route's error boundary shows it).
 */
export function comparisonFailure(error: unknown): {
  error: AppError;
  init: { status: number; headers: Headers };
} {
  if (!isAppError(error)) throw error;
  const headers = new Headers();
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  return { error, init: { status: error.status, headers } };
}
