import { useState } from "react";
import { Link } from "react-router";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { MAX_COMPARE, resultsHref } from "./results-links";

/** The tariffs picked for 'Tarife vergleichen' (at most MAX_COMPARE) and each card's checkbox state. */
export function useCompareSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((entry) => entry !== id)
        : current.length < MAX_COMPARE
          ? [...current, id]
          : current,
    );
  const compareProps = (offer: ResultOffer) => ({
    checked: selected.includes(offer.id),
    disabled: selected.length >= MAX_COMPARE,
    onToggle: () => toggle(offer.id),
  });
  return { selected, compareProps };
}

/** The bar at the bottom once tariffs are picked: how many, and 'Tarife vergleichen'. */
export function CompareBar({
  comparisonId,
  selected,
}: {
  comparisonId: string;
  selected: readonly string[];
}) {
  return (
    <div className="sticky bottom-4 z-30 mt-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-900 p-4 text-white shadow-xl">
      <p className="text-sm">
        {selected.length} von {MAX_COMPARE} Tarifen ausgewählt
      </p>
      <Link
        to={resultsHref.compare(comparisonId, selected)}
        className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Tarife vergleichen
      </Link>
    </div>
  );
}
