import { z } from "zod";
import { CONTACT_MESSAGES } from "../leads/contact-request";
import { TEXT_LIMITS } from "../validation/text-limits";

/**
 * 'Vergleich per E-Mail senden' (docs/product/documents.md#by-e-mail): the one field of the form, shared by the form
 * and the server. The address is used for this one mail and not kept.
 */
export const sendComparisonSchema = z.object({
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(TEXT_LIMITS.email, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
});

/** Mails per client address and hour. */
export const COMPARISON_MAIL_LIMIT = { max: 5, windowMs: 60 * 60 * 1000, refusesOn: "hit" } as const;
export const COMPARISON_MAIL_RATE_LIMITED =
  "Sie haben in der letzten Stunde zu viele Vergleiche per E-Mail gesendet. Bitte versuchen Sie es später erneut.";
