import { firstInformationDocument } from "../../../domain/settings/first-information-text";
import type { SiteSettings } from "../../../domain/settings/site-settings";
import { formatDateTime } from "../../../lib/format/date-format";
import { footer, heading, paragraph, title, writePdf } from "./pdf-writer";

/**
 * The Erstinformation (§ 15 VersVermV) as a PDF to keep (docs/product/broker-duties.md#first-information): the same
 * sections as the panel on the forms, its version and the moment it was written.
 */
export function firstInformationPdf(settings: SiteSettings, now: Date): Promise<Buffer> {
  const document = firstInformationDocument(settings);
  return writePdf({ title: document.title, createdAt: now }, (pdf) => {
    title(pdf, document.title);
    paragraph(pdf, `Version ${document.version}, Stand ${formatDateTime(now)}`);
    for (const section of document.sections) {
      heading(pdf, section.heading);
      for (const line of section.lines) paragraph(pdf, line);
    }
    footer(pdf, `${settings.operator.companyName} · Erstinformation ${document.version}`);
  });
}
