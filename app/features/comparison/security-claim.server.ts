import { type SecurityClaim, securityClaimOn } from "../../../domain/settings/security-certificate";
import { berlinDate } from "../../../lib/dates/berlin-date";
import type { PageContext } from "../../../server/transport/page-context.server";

/** What the trust banners may claim today, from the certificate an admin entered (docs/product/broker-duties.md#claims). */
export async function securityClaimFor(page: PageContext): Promise<SecurityClaim> {
  const { securityCertificate } = await page.services.getSiteSettings();
  return securityClaimOn(securityCertificate, berlinDate(Date.now()));
}
