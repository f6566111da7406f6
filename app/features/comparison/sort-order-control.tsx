import { Info } from "lucide-react";
import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import {
  parseSortOrder,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  SORT_PARAM,
  type SortOrder,
} from "../../../domain/comparison/result-order";
import { NEUTRALITY_RULE } from "../../../domain/ranking/ranking-explanation";
import {
  benefitWeightsSentence,
  SORT_PRECEDENCE_NOTE,
  sortParameterLines,
} from "../../../domain/ranking/ranking-parameters";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import { resultsSelectClass } from "./field-styles";
import { SHOWN_PARAM } from "./results-links";

/**
 * The sort-order control: a GET form (works without JavaScript), applied at once with JavaScript; beside it the
 * chosen order's criteria and their weight, from the code's own lists (§ 5b UWG,
 * docs/product/broker-duties.md#ranking-parameters).
 */
export function SortOrderControl({
  comparisonId,
  order,
  onChange,
}: {
  comparisonId: string;
  order: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return (
    // The criteria stand in the label's line, so the control keeps its height; they open over the page.
    <div className="relative">
      <Form method="get" replace preventScrollReset className="flex flex-wrap items-end gap-2">
        {[...searchParams.entries()]
          .filter(([name]) => name !== SORT_PARAM && name !== SHOWN_PARAM && name !== "c")
          .map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name="c" value={comparisonId} />
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
              Sortieren nach
            </label>
            <SortParameters order={order} />
          </div>
          <select
            id={id}
            name={SORT_PARAM}
            value={order}
            onChange={(event) => onChange(parseSortOrder(event.target.value))}
            className={resultsSelectClass}
          >
            {SORT_ORDERS.map((value) => (
              <option key={value} value={value}>
                {SORT_ORDER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {!hydrated && (
          <Button type="submit" variant="secondary">
            Sortieren
          </Button>
        )}
      </Form>
    </div>
  );
}

/** 'Kriterien und Gewichtung': the chosen order's criteria, most important first, and the benefit points' weights. */
function SortParameters({ order }: { order: SortOrder }) {
  return (
    <details className="text-sm text-slate-700" data-testid="sort-parameters">
      <summary
        className="cursor-pointer list-none rounded text-primary-800 [&::-webkit-details-marker]:hidden"
        title="Kriterien und Gewichtung der Sortierung"
      >
        <Info className="inline size-4 align-text-bottom" aria-hidden />
        <span className="sr-only">Kriterien und Gewichtung der Sortierung</span>
      </summary>
      <div className="absolute right-0 z-10 mt-2 w-[min(28rem,calc(100vw-2rem))] space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
        <p className="font-semibold text-slate-900">„{SORT_ORDER_LABELS[order]}“ ordnet so:</p>
        <ol className="space-y-1">
          {sortParameterLines(order).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p>{SORT_PRECEDENCE_NOTE}</p>
        <p>{benefitWeightsSentence()}</p>
        <p>{NEUTRALITY_RULE}</p>
      </div>
    </details>
  );
}
