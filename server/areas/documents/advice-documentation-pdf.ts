import { needsLines } from "../../../domain/leads/advice";
import type { AdviceDocumentationRecord } from "../../../domain/leads/advice-reasons";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatEuro } from "../../../lib/format/number-format";
import { footer, heading, paragraph, title, writePdf } from "./pdf-writer";

/** The documentation's file name (the mail's attachment and the download). */
export const ADVICE_DOCUMENTATION_FILENAME = "beratungsdokumentation.pdf";

/** What the documentation is, at its top (§ 62 VVG). */
const PURPOSE =
  "Diese Beratungsdokumentation hält nach §§ 61, 62 VVG fest, welche Wünsche und Bedürfnisse Sie uns genannt haben, " +
  "welche Tarife wir Ihnen daraufhin zeigen und aus welchen Gründen. Sie erhalten sie in Textform, bevor Ihre " +
  "Anfrage an einen Versicherungsmakler weitergegeben wird.";

const LIMITS =
  "Die Gründe stammen aus der veröffentlichten Sortierregel unseres Vergleichs (Leistungspunkte je Euro " +
  "Monatsbeitrag, Note im Vergleich, Top-Empfehlungen, die kein anderer Tarif bei Preis und Note schlägt) und aus " +
  "den Angaben des Rechenkerns. Beiträge sind Modellbeiträge; verbindlich sind allein Antrag und Bedingungen des " +
  "Versicherers. Der Makler prüft Ihre Angaben im Gespräch und ergänzt die Beratung.";

/**
 * 'Beratungsdokumentation' (docs/product/broker-duties.md#advice-documentation): exactly what the lead stores — the
 * needs, the tariffs shown with their reasons, the date and the market basis — through the tagged writer.
 */
export function adviceDocumentationPdf(
  record: Omit<AdviceDocumentationRecord, "document" | "token">,
  context: { statusLine: string; personName: string },
): Promise<Buffer> {
  const createdAt = new Date(record.createdAt);
  return writePdf({ title: "Beratungsdokumentation", createdAt }, (pdf) => {
    title(pdf, "Beratungsdokumentation");
    paragraph(
      pdf,
      `Für ${context.personName} · erstellt am ${formatDateTime(createdAt)} · Fassung ${record.version}`,
    );
    paragraph(pdf, PURPOSE);

    heading(pdf, "Ihre Wünsche und Bedürfnisse");
    for (const line of needsLines(record.needs)) paragraph(pdf, `${line.label}: ${line.value}`);

    heading(pdf, "Unsere Empfehlung und ihre Gründe");
    if (record.recommendation.length === 0) paragraph(pdf, "Zu Ihrer Anfrage liegt kein Tarif vor.");
    for (const tariff of record.recommendation) {
      heading(
        pdf,
        `${tariff.insurer} – ${tariff.tariffName}: ${formatEuro(tariff.monthlyPrice)} im Monat, Selbstbeteiligung ${tariff.deductible}`,
        11,
      );
      for (const reason of [...tariff.reasons, ...tariff.needReasons]) paragraph(pdf, `• ${reason}`);
    }

    heading(pdf, "Marktgrundlage");
    paragraph(
      pdf,
      record.marketBasis ??
        "Wir vergleichen eine Auswahl des Marktes, nicht den gesamten Markt (§ 60 Abs. 1 VVG).",
    );
    if (record.figuresYear) paragraph(pdf, `Rechengrößen ${record.figuresYear}.`);

    heading(pdf, "Grenzen dieser Empfehlung");
    paragraph(pdf, LIMITS);

    footer(pdf, context.statusLine);
  });
}
