import type { SiteSettings } from "../../../domain/settings/site-settings";
import { slug } from "../../../lib/text/slug";
import type { StoredComparison } from "../comparisons";
import type { SendComparisonMail } from "./comparison-mail";
import { comparisonPdf } from "./comparison-pdf";
import { firstInformationPdf } from "./first-information-pdf";
import { tariffDescriptionPdf } from "./tariff-description-pdf";

export { ADVICE_DOCUMENTATION_FILENAME, adviceDocumentationPdf } from "./advice-documentation-pdf";
export { createSendComparisonMail, type SendComparisonMail } from "./comparison-mail";
export { brokerStatusLine } from "./comparison-pdf";
export { DOCUMENT_LIMIT, enforceDocumentRateLimit } from "./document-rate-limit";
export { marketBasisLines } from "./market-basis-lines";
/**
 * The comparison's documents for the pages (docs/product/documents.md), with the operator's details and the clock.
 * Every PDF counts against the client address's limit (`rate-limited`, docs/product/documents.md#pdf).
 */
export interface ComparisonDocuments {
  comparisonPdf(comparison: StoredComparison): Promise<Uint8Array>;
  /** The PDF and its file name; undefined when the comparison holds no such tariff. */
  tariffDescriptionPdf(
    comparison: StoredComparison,
    offerId: string,
  ): Promise<{ bytes: Uint8Array; filename: string } | undefined>;
  /** The Erstinformation as a PDF (docs/product/broker-duties.md#first-information); counts against the limit. */
  firstInformationPdf(): Promise<Uint8Array>;
  /** Mails the comparison to the address in `input` (docs/product/documents.md#by-e-mail); throws `AppError`. */
  sendByMail: SendComparisonMail;
}

export function createComparisonDocuments(deps: {
  getSiteSettings: () => Promise<SiteSettings>;
  now: () => number;
  sendByMail: SendComparisonMail;
  /** Counts one PDF against the client address's limit; throws `rate-limited` over it (document-rate-limit.ts). */
  enforceLimit: () => Promise<void>;
}): ComparisonDocuments {
  const context = async () => ({
    operator: (await deps.getSiteSettings()).operator,
    now: new Date(deps.now()),
  });
  return {
    sendByMail: deps.sendByMail,
    async firstInformationPdf() {
      await deps.enforceLimit();
      return firstInformationPdf(await deps.getSiteSettings(), new Date(deps.now()));
    },
    async comparisonPdf(comparison) {
      await deps.enforceLimit();
      return comparisonPdf(comparison, await context());
    },
    async tariffDescriptionPdf(comparison, offerId) {
      const offer = comparison.offers.find((entry) => entry.id === offerId);
      if (!offer) return undefined;
      await deps.enforceLimit();
      const steps = comparison.variants.filter((variant) => variant.tariffKey === offer.tariffKey);
      const bytes = await tariffDescriptionPdf(offer, steps, {
        ...(await context()),
        insuranceStart: comparison.insuranceStart,
      });
      return { bytes, filename: `tarifbeschreibung-${slug(`${offer.provider} ${offer.name}`)}.pdf` };
    },
  };
}
