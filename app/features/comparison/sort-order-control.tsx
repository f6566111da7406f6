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
    <div className="flex flex-col items-end gap-1">
      <Form method="get" replace preventScrollReset className="flex flex-wrap items-end gap-2">
        {[...searchParams.entries()]
          .filter(([name]) => name !== SORT_PARAM && name !== SHOWN_PARAM && name !== "c")
          .map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name="c" value={comparisonId} />
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
            Sortieren nach
          </label>
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
      <SortParameters order={order} />
    </div>
  );
}

/** 'Kriterien und Gewichtung': the chosen order's criteria, most important first, and the benefit points' weights. */
function SortParameters({ order }: { order: SortOrder }) {
  return (
    <details className="w-full max-w-md text-sm text-slate-700" data-testid="sort-parameters">
      <summary className="cursor-pointer text-right font-semibold text-primary-800 underline-offset-2 hover:underline">
        Kriterien und Gewichtung der Sortierung
      </summary>
      <div className="mt-2 space-y-2 rounded-xl border border-slate-200 bg-white p-4">
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
