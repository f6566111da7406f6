import { GRADE_BANDS, type RelativeGrade } from "../../../domain/ranking/relative-grade";
import { formatNumber } from "../../../lib/format/number-format";
import { InfoTooltip } from "../../components/ui/info-tooltip";
import { cn } from "../../lib/cn";

/** The grade as shown everywhere: '1,3 sehr gut'. */
export function gradeText(grade: RelativeGrade): string {
  return `${formatNumber(grade.value, 1)} ${grade.label}`;
}

const bandRange = (band: (typeof GRADE_BANDS)[number]) =>
  `„${band.label}“ (${formatNumber(band.best / 10, 1)}–${formatNumber(band.worst / 10, 1)})`;

/**
 * The tooltip next to a grade: what it compares and how the bands are cut (docs/product/results.md#grades), and for
 * a tariff with a Primärarzt rule that the rule costs it points (docs/product/results.md#primary-doctor).
 */
export function gradeExplanation(grade: RelativeGrade, primaryDoctorRule?: string): string {
  const rule = primaryDoctorRule
    ? ` Der Tarif hat ein Primärarztprinzip (${primaryDoctorRule}): Bei der freien Arztwahl erhält er deshalb ` +
      "weniger Leistungspunkte, das senkt seine Note."
    : "";
  if (grade.of === 1) {
    return (
      "Ihre Anfrage ergab nur diesen einen Tarif. Die Note vergleicht die Leistungspunkte der Tarife einer " +
      "Anfrage untereinander und sagt hier daher wenig aus." +
      rule
    );
  }
  const [best, ...others] = GRADE_BANDS;
  const of = formatNumber(grade.of);
  return (
    `Note im Vergleich zu den ${of} Tarifen Ihrer Anfrage: Platz ${formatNumber(grade.rank)} von ${of} nach ` +
    `Leistungspunkten. Höchstens ein Fünftel der Tarife erhält ${bandRange(best!)}, dann folgen ` +
    `${others.slice(0, -1).map(bandRange).join(", ")} und ${bandRange(others[others.length - 1]!)}. ` +
    "Der Preis fließt nicht in die Note ein." +
    rule
  );
}

/**
 * A tariff's grade relative to its comparison, with the explaining tooltip: one look on the top cards, the list,
 * the details and the direct comparison. `stacked` is the list's column (large number, label below).
 */
export function OfferGrade({
  grade,
  primaryDoctorRule,
  layout = "inline",
  align = "start",
}: {
  grade: RelativeGrade | undefined;
  /** The tariff's Primärarzt rule (ResultOffer.primaryDoctorRule): the tooltip explains what it costs the grade. */
  primaryDoctorRule?: string | undefined;
  layout?: "inline" | "stacked";
  /** Where the tooltip opens (end: at the right edge of a card). */
  align?: "start" | "end";
}) {
  if (!grade) return null;
  const stacked = layout === "stacked";
  return (
    <span
      data-testid="offer-grade"
      data-grade={gradeText(grade)}
      // The tooltip (shown on demand) also explains the Primärarzt rule.
      data-grade-explains={primaryDoctorRule ? "primary-doctor" : undefined}
      className={cn(
        "inline-flex items-center gap-1",
        stacked ? "sm:flex-col sm:gap-0" : "text-sm text-slate-700",
      )}
    >
      <span
        className={cn(
          "inline-flex items-baseline gap-1.5",
          stacked && "sm:flex-col sm:items-center sm:gap-0",
        )}
      >
        <span className="sr-only">Note </span>
        <span className={cn("font-bold text-primary-800", stacked ? "text-2xl" : "text-lg")}>
          {formatNumber(grade.value, 1)}
        </span>
        <span
          className={cn("font-semibold", stacked ? "text-xs text-slate-600 uppercase" : "text-slate-700")}
        >
          {grade.label}
        </span>
      </span>
      <InfoTooltip iconOnly align={align} label="Wie entsteht die Note?">
        {gradeExplanation(grade, primaryDoctorRule)}
      </InfoTooltip>
    </span>
  );
}
