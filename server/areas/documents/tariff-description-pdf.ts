import type { Offer } from "../../../domain/offers/offer";
import { BENEFIT_GROUPS, gradingText } from "../../../domain/ranking/benefit-points";
import type { OperatorDetails } from "../../../domain/settings/site-settings";
import { formatCalendarDate, formatDateTime } from "../../../lib/format/date-format";
import { formatEuro, formatNumber } from "../../../lib/format/number-format";
import { brokerStatusLine } from "./comparison-pdf";
import { footer, heading, paragraph, tableRow, title, writePdf } from "./pdf-writer";

/** What the model is and is not, on every tariff description. */
export const TARIFF_DESCRIPTION_NOTICE =
  "Tarifbeschreibung (Modell): Diese Beschreibung stammt aus dem Marktmodell des Portals. Sie ist kein Angebot und " +
  "ersetzt nicht die Allgemeinen Versicherungsbedingungen (AVB) und Tarifbedingungen des Versicherers; maßgeblich " +
  "sind allein diese.";

/** How the model prices by age (kvr-simulator/premium-model.ts and its parts; docs/product/rating-engine.md). */
const AGE_GROUPS = [
  "Kinder von 0 bis 15 und Jugendliche von 16 bis 20 Jahren zahlen je einen festen Beitrag ihres Altersbands, ohne Alterungsrückstellungen.",
  "Ab 21 Jahren rechnet das Modell mit dem Eintrittsalter (Kalenderjahr des Beginns minus Geburtsjahr) und mit Alterungsrückstellungen; je älter beim Eintritt, desto höher der Beitrag.",
  "Von 22 bis zum Ende des Jahres, in dem Sie 60 werden, kommt der gesetzliche Zuschlag von 10 % hinzu (§ 149 VAG).",
];

const MODEL_LIMITS = [
  "Beiträge sind Modellbeiträge nach den Grundsätzen der Krankenversicherungsaufsichtsverordnung (KVAV) mit Annahmen zu Leistungsausgaben, Zins und Kosten, keine Beiträge des Versicherers.",
  "Leistungspunkte und Leistungstexte fassen das Modell des Tarifs zusammen; Einschränkungen, Wartezeiten und Erstattungsgrenzen stehen nur in den Bedingungen des Versicherers.",
  "Eine Gesundheitsprüfung des Versicherers kann zu Zuschlägen, Leistungsausschlüssen oder einer Ablehnung führen.",
];

/**
 * 'Tarifbeschreibung (Modell)' of one tariff (docs/product/documents.md#tariff-description): benefits by area with
 * their points, the deductible steps with this person's prices, the age groups and the model's limits.
 */
export function tariffDescriptionPdf(
  offer: Offer,
  steps: readonly Offer[],
  context: { operator: OperatorDetails; now: Date; insuranceStart: string },
): Promise<Buffer> {
  const documentTitle = `Tarifbeschreibung (Modell): ${offer.provider} – ${offer.name}`;
  return writePdf({ title: documentTitle, createdAt: context.now }, (pdf) => {
    title(pdf, `${offer.provider} – ${offer.name}`, 16);
    pdf
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#475569")
      .text(`Tarifbeschreibung (Modell) · Stand: ${formatDateTime(context.now)}`);
    pdf.moveDown(0.5);
    paragraph(pdf, TARIFF_DESCRIPTION_NOTICE);

    heading(pdf, "Leistungen nach Bereichen");
    paragraph(
      pdf,
      `Leistungspunkte gesamt: ${formatNumber(offer.totalLeistungPoints, 1)} von 100 · Zahnersatz ${offer.dentistCoverage} % · Zahnbehandlung ${offer.dentalTreatment} % · ${offer.hospitalRoom} · ${offer.chiefPhysician ? "Chefarztbehandlung" : "keine Chefarztbehandlung"}`,
    );
    for (const group of BENEFIT_GROUPS) {
      const points = offer.benefitGroupPoints?.[group];
      heading(
        pdf,
        points === undefined ? group : `${group}: ${formatNumber(points, 1)} Punkte (${gradingText(points)})`,
        11,
      );
      const items = (offer.benefitDetails ?? []).filter((item) => item.group === group);
      if (items.length === 0) paragraph(pdf, "Keine Leistungen angegeben.");
      for (const item of items) {
        paragraph(
          pdf,
          `${item.isPositive ? "+" : "–"} ${item.text}${item.description ? `: ${item.description}` : ""}`,
        );
      }
    }

    heading(pdf, "Selbstbeteiligungsstufen");
    paragraph(
      pdf,
      `Beiträge für Ihre Angaben, Versicherungsbeginn ${formatCalendarDate(context.insuranceStart)}:`,
    );
    const widths = [0.4, 0.3, 0.3];
    tableRow(pdf, ["Selbstbeteiligung", "Monatsbeitrag", "Ihr Anteil"], widths, { bold: true });
    for (const step of [...steps].sort((a, b) => (a.deductibleAmount ?? 0) - (b.deductibleAmount ?? 0))) {
      tableRow(
        pdf,
        [step.deductible, formatEuro(step.monthlyPrice), formatEuro(step.employeeContribution)],
        widths,
      );
    }

    heading(pdf, "Altersgruppen");
    for (const text of AGE_GROUPS) paragraph(pdf, text);

    heading(pdf, "Grenzen des Modells");
    for (const text of MODEL_LIMITS) paragraph(pdf, text);

    footer(pdf, brokerStatusLine(context.operator));
  });
}
