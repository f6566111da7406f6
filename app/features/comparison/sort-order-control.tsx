import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import {
  parseSortOrder,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  SORT_PARAM,
  type SortOrder,
} from "../../../domain/comparison/result-order";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";
import { resultsSelectClass } from "./field-styles";
import { SHOWN_PARAM } from "./results-links";

/** The sort-order control: a GET form (works without JavaScript), applied at once with JavaScript. */
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
  );
}
