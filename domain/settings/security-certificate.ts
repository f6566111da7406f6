import { z } from "zod";
import type { IsoDate } from "../../lib/dates/berlin-date";

/**
 * A security certificate an admin entered (page 'Prüfzeichen'): the only basis on which the trust banners may say
 * 'TÜV-geprüfte Sicherheit' (docs/product/broker-duties.md#claims).
 */
export const securityCertificateSchema = z.object({
  /** Who certified, e.g. 'TÜV Saarland'. */
  issuer: z.string().trim().min(1).max(120),
  /** The certificate's number. */
  number: z.string().trim().min(1).max(120),
  /** Last day of validity (ISO date, Berlin). */
  validUntil: z.iso.date(),
});
export type SecurityCertificate = z.infer<typeof securityCertificateSchema>;

/** What the trust banners may claim about security on `today`. */
export type SecurityClaim =
  | { kind: "certified"; tuev: boolean; issuer: string; number: string; validUntil: IsoDate }
  | { kind: "none" };

/**
 * A certificate counts from its entry to its last valid day; a TÜV claim needs an issuer that is a TÜV. Without a
 * valid certificate there is no security seal claim at all.
 */
export function securityClaimOn(certificate: SecurityCertificate | null, today: IsoDate): SecurityClaim {
  if (!certificate || certificate.validUntil < today) return { kind: "none" };
  return {
    kind: "certified",
    tuev: /\bT[ÜU]V\b/i.test(certificate.issuer),
    issuer: certificate.issuer,
    number: certificate.number,
    validUntil: certificate.validUntil,
  };
}
