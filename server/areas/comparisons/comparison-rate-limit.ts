import { AppError } from "../../../domain/errors/app-error";
import type { RateLimiter } from "../../ports/rate-limiter";

const COMPARISON_RATE_LIMITED = "Zu viele Anfragen. Bitte versuchen Sie es später erneut.";

/**
 * New comparisons per client address (shared by POST /api/comparisons and the form actions), counted per person
 * priced (a household of six uses six): throws `rate-limited` (429 with `Retry-After`) when the address is over
 * its limit.
 */
export async function enforceComparisonRateLimit(
  limiter: RateLimiter,
  clientAddress: string,
  persons = 1,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.hit(clientAddress, persons);
  if (!allowed) throw new AppError("rate-limited", { detail: COMPARISON_RATE_LIMITED, retryAfterSeconds });
}
