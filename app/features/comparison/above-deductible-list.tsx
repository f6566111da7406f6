import type { ReactNode } from "react";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { ABOVE_DEDUCTIBLE_HEADING } from "../../../domain/ranking/top-picks";
import { formatEuroWhole } from "../../../lib/format/number-format";

/**
 * The tariffs that exist only with a deductible above the person's (docs/product/results.md#ranking): never
 * highlighted, listed under their own heading after the further list; each row as in that list (`renderRow`).
 */
export function AboveDeductibleList({
  offers,
  preferredDeductible,
  renderRow,
}: {
  offers: readonly ResultOffer[];
  preferredDeductible: number;
  renderRow: (offer: ResultOffer) => ReactNode;
}) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="hoehere-selbstbeteiligung" className="mt-10" data-testid="above-deductible">
      <h2 id="hoehere-selbstbeteiligung" className="text-xl font-bold text-slate-900">
        {ABOVE_DEDUCTIBLE_HEADING}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {offers.length === 1 ? "Diesen Tarif gibt" : `Diese ${offers.length} Tarife gibt`} es nicht mit Ihrer
        Selbstbeteiligung von bis zu {formatEuroWhole(preferredDeductible)} im Jahr; gezeigt ist die
        niedrigste Stufe. Hervorgehoben werden nur Tarife mit Ihrer Selbstbeteiligung.
      </p>
      <ul className="mt-4 space-y-3">{offers.map(renderRow)}</ul>
    </section>
  );
}
