import { isAppError } from "../../../domain/errors/app-error";

/** HTTP answers of the PDF resource routes (docs/product/documents.md#pdf). */

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Unknown, deleted or another account's comparison, or a tariff it does not hold: a plain German 404. */
export function pdfNotFound(): Response {
  return new Response("Vergleich oder Tarif nicht gefunden. Bitte starten Sie einen neuen Vergleich.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A PDF refused by the client address's limit (docs/product/documents.md#pdf): a plain German 429 with
 * `Retry-After`. Anything else is thrown on (the route's error handling answers it).
 */
export function pdfRefused(error: unknown): Response {
  if (!isAppError(error) || error.code !== "rate-limited") throw error;
  return new Response(error.detail, {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(error.retryAfterSeconds ?? 60),
    },
  });
}
