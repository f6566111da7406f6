import { offerAssumptions } from "../../../domain/comparison/assumptions";
import { offerAssumptionSentences, pricedStatement } from "../../../domain/comparison/assumptions-text";
import { JOB_STATUS_LABELS } from "../../../domain/comparison/form-values";
import { figuresNotice } from "../../../domain/constants/figures-notice";
import { COVERAGE_WISH_LABELS } from "../../../domain/leads/market";
import type { Offer } from "../../../domain/offers/offer";
import { RANKING_EXPLANATION } from "../../../domain/ranking/ranking-explanation";
import {
  benefitWeightsSentence,
  SORT_PRECEDENCE_NOTE,
  sortParameterLines,
} from "../../../domain/ranking/ranking-parameters";
import { DEFAULT_SORT_ORDER } from "../../../domain/ranking/sort-orders";
import { ABOVE_DEDUCTIBLE_HEADING, FEWER_TOP_PICKS } from "../../../domain/ranking/top-picks";
import type { OperatorDetails } from "../../../domain/settings/site-settings";
import { formatCalendarDate, formatDateTime } from "../../../lib/format/date-format";
import { formatEuro, formatNumber } from "../../../lib/format/number-format";
import { defaultResultsView, type StoredComparison } from "../comparisons";
import { marketBasisLines } from "./market-basis-lines";
import { footer, heading, paragraph, tableRow, title, writePdf } from "./pdf-writer";

/** The § 34d status every document of the portal names (as the site's footer does). */
export function brokerStatusLine(operator: OperatorDetails): string {
  return `${operator.companyName} · Versicherungsmakler nach § 34d Abs. 1 GewO · Vermittlerregister ${operator.brokerRegistrationNumber}`;
}

const grade = (offer: Offer) =>
  offer.grade ? `${formatNumber(offer.grade.value, 1)} ${offer.grade.label}` : "–";

/**
 * A stored comparison as a PDF to keep (docs/product/documents.md#comparison-pdf): the inputs, the top picks, every
 * tariff in the results' order, the sort rule, the year of the figures, the model notice, the § 34d status and the
 * date.
 */
export function comparisonPdf(
  comparison: StoredComparison,
  context: { operator: OperatorDetails; now: Date },
): Promise<Buffer> {
  const { input } = comparison;
  // The same picks and order as the results page (docs/product/documents.md#comparison-pdf).
  const view = defaultResultsView(comparison);
  const offers = view.all;
  return writePdf({ title: "Ihr PKV-Vergleich", createdAt: context.now }, (pdf) => {
    title(pdf, "Ihr PKV-Vergleich");
    pdf
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#475569")
      .text(`Stand: ${formatDateTime(context.now)} · Vergleich ${comparison.id}`);

    heading(pdf, "Ihre Angaben");
    paragraph(
      pdf,
      [
        `Geburtsdatum: ${formatCalendarDate(input.birthDate)}`,
        `Berufsstatus: ${JOB_STATUS_LABELS[input.jobStatus]}`,
        `Leistungspaket: ${COVERAGE_WISH_LABELS[input.coverageType]}`,
        `Versicherungsbeginn: ${formatCalendarDate(comparison.insuranceStart)}`,
      ].join(" · "),
    );
    // What was priced, in the wording of every surface (docs/product/comparison.md#assumptions).
    paragraph(pdf, pricedStatement(comparison.assumptions));
    paragraph(pdf, figuresNotice(comparison.figures));

    // The market basis inline, the model notice beside it (docs/product/broker-duties.md#market-basis).
    const market = marketBasisLines(comparison);
    heading(pdf, "Marktgrundlage");
    paragraph(pdf, market.headline);
    paragraph(pdf, market.insurers);
    paragraph(pdf, market.notIncluded);
    if (comparison.priceNotice) paragraph(pdf, comparison.priceNotice);

    heading(pdf, "Unsere Top-Empfehlungen");
    view.top.forEach((offer, index) => {
      const note = view.topNotes[offer.id];
      paragraph(
        pdf,
        `${index + 1}. ${offer.provider} – ${offer.name}: ${formatEuro(offer.monthlyPrice)} im Monat, Ihr Anteil ${formatEuro(offer.employeeContribution)}, Note ${grade(offer)}, ${formatNumber(offer.totalLeistungPoints, 1)} Leistungspunkte, Selbstbeteiligung ${offer.deductible}${note ? ` (${note})` : ""}`,
      );
      paragraph(pdf, offerAssumptionSentences(offerAssumptions(comparison.assumptions, offer)).join(" "));
    });
    if (view.top.length < 3 && offers.length > view.top.length) paragraph(pdf, FEWER_TOP_PICKS);
    if (view.aboveDeductible.length > 0) {
      paragraph(
        pdf,
        `${ABOVE_DEDUCTIBLE_HEADING}: ${view.aboveDeductible.length} Tarife, am Ende der Liste (nie hervorgehoben).`,
      );
    }

    if (comparison.household && comparison.household.combinations.length > 0) {
      heading(pdf, "Ihre Familie: Gesamtbeitrag je Versicherer");
      const widths = [0.4, 0.2, 0.4];
      tableRow(pdf, ["Versicherer", "Familie im Monat", "Tarife"], widths, { bold: true });
      for (const combination of comparison.household.combinations.slice(0, 10)) {
        tableRow(
          pdf,
          [
            combination.provider,
            formatEuro(combination.totalMonthly),
            combination.members.map((member) => member.name).join(", "),
          ],
          widths,
        );
      }
    }

    heading(pdf, `Alle ${offers.length} Tarife in der Reihenfolge „Preis-Leistung“`);
    const widths = [0.05, 0.2, 0.25, 0.12, 0.11, 0.11, 0.08, 0.08];
    tableRow(pdf, ["Nr.", "Versicherer", "Tarif", "SB", "Beitrag", "Ihr Anteil", "Note", "Punkte"], widths, {
      bold: true,
    });
    offers.forEach((offer, index) => {
      tableRow(
        pdf,
        [
          String(index + 1),
          offer.provider,
          offer.name,
          offer.deductible,
          formatEuro(offer.monthlyPrice),
          formatEuro(offer.employeeContribution),
          offer.grade ? formatNumber(offer.grade.value, 1) : "–",
          formatNumber(offer.totalLeistungPoints, 1),
        ],
        widths,
      );
    });

    heading(pdf, "So sortieren wir");
    for (const text of RANKING_EXPLANATION) paragraph(pdf, text);
    // The parameters and their weight, from the code's own lists (docs/product/broker-duties.md#ranking-parameters).
    heading(pdf, "Kriterien und Gewichtung der Sortierung „Preis-Leistung“", 11);
    for (const line of sortParameterLines(DEFAULT_SORT_ORDER)) paragraph(pdf, line);
    paragraph(pdf, SORT_PRECEDENCE_NOTE);
    paragraph(pdf, benefitWeightsSentence());

    footer(pdf, brokerStatusLine(context.operator));
  });
}
