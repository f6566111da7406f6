import { PRICE_PART_LABELS, WITHOUT_SURCHARGE_LABEL } from "../../../domain/offers/risk-labels";
import { formatEuro } from "../../../lib/format/number-format";
import { cn } from "../../lib/cn";
import { type OfferExtras, surchargeIncluded } from "./offer-extras";

/**
 * 'ohne Risikozuschlag: X €' beside a price that includes the health pre-check's expected surcharge
 * (docs/product/comparison.md#family-and-health); nothing without one.
 */
export function WithoutSurchargePrice({
  extras,
  monthlyPrice,
  className,
}: {
  extras: OfferExtras | undefined;
  monthlyPrice: number;
  className?: string;
}) {
  if (!surchargeIncluded(extras, monthlyPrice)) return null;
  return (
    <span data-testid="price-without-surcharge" className={cn("text-sm text-slate-600", className)}>
      {WITHOUT_SURCHARGE_LABEL}:{" "}
      <span className="whitespace-nowrap">{formatEuro(extras.priceWithoutSurcharge)}</span>
    </span>
  );
}

/** The parts of the monthly price for the chosen sick pay and premium relief, as lines of the price breakdown. */
function pricePartLines(extras: OfferExtras | undefined): Array<{ key: string; text: string }> {
  const lines: Array<{ key: string; text: string }> = [];
  if (extras?.sickPayPrice !== undefined)
    lines.push({ key: "sickPay", text: `${PRICE_PART_LABELS.sickPay}: ${formatEuro(extras.sickPayPrice)}` });
  if (extras?.premiumReliefPrice !== undefined)
    lines.push({
      key: "premiumRelief",
      text: `${PRICE_PART_LABELS.premiumRelief}: ${formatEuro(extras.premiumReliefPrice)}`,
    });
  return lines;
}

/** The price parts as a list ('davon Krankentagegeld: 31,20 €'); nothing when the offer has none. */
export function PriceParts({ extras, className }: { extras: OfferExtras | undefined; className?: string }) {
  const lines = pricePartLines(extras);
  if (lines.length === 0) return null;
  return (
    <ul
      data-testid="price-parts"
      aria-label="Preisbestandteile"
      className={cn("text-sm text-slate-700", className)}
    >
      {lines.map((line) => (
        <li key={line.key} data-price-part={line.key}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
