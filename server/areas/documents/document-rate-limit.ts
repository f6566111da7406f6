import { AppError } from "../../../domain/errors/app-error";
import type { RateLimiter } from "../../ports/rate-limiter";

/** The PDFs one client address may have written in 10 minutes (docs/product/documents.md#pdf). */
export const DOCUMENT_LIMIT = { max: 30, windowMs: 10 * 60 * 1000, refusesOn: "hit" } as const;

export const DOCUMENTS_RATE_LIMITED =
  "Zu viele PDF-Dokumente in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.";

/**
 * One PDF (the comparison or a tariff description) against the client address's limit: throws `rate-limited`
 * (429 with `Retry-After`) when the address is over it. Writing a PDF costs a few hundred milliseconds of CPU.
 */
export async function enforceDocumentRateLimit(limiter: RateLimiter, clientAddress: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.hit(clientAddress);
  if (!allowed) throw new AppError("rate-limited", { detail: DOCUMENTS_RATE_LIMITED, retryAfterSeconds });
}
