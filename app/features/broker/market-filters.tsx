import { Form, useSubmit } from "react-router";
import { JOB_STATUS_LABELS, JOB_STATUSES } from "../../../domain/comparison/form-values";
import { LEAD_QUALITIES, LEAD_QUALITY_LABELS } from "../../../domain/leads/lifecycle";
import { COVERAGE_WISH_LABELS, MARKET_SORTS, type MarketQuery } from "../../../domain/leads/market";
import { Button } from "../../components/ui/button";

type FilterName = "quality" | "jobStatus" | "coverageWish" | "sort";

/**
 * Filter and sort of the market as a GET form: the query lives in the URL and the server applies it. With
 * JavaScript a change applies at once; without, 'Anwenden' submits the form.
 */
export function MarketFilters({ query, idPrefix }: { query: MarketQuery; idPrefix: string }) {
  const submit = useSubmit();
  const select = (label: string, name: FilterName, options: Array<[string, string]>) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`${idPrefix}-${name}`}
        name={name}
        defaultValue={query[name] ?? ""}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form
      method="get"
      aria-label="Filter und Sortierung"
      // A new URL (back button) shows its own values.
      key={JSON.stringify(query)}
      className="mt-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      {select("Qualität", "quality", [
        ["", "Alle"],
        ...LEAD_QUALITIES.map((quality): [string, string] => [quality, LEAD_QUALITY_LABELS[quality]]),
      ])}
      {select("Berufsstatus", "jobStatus", [
        ["", "Alle"],
        ...JOB_STATUSES.map((status): [string, string] => [status, JOB_STATUS_LABELS[status]]),
      ])}
      {select("Versicherungswunsch", "coverageWish", [["", "Alle"], ...Object.entries(COVERAGE_WISH_LABELS)])}
      {select("Sortierung", "sort", Object.entries(MARKET_SORTS))}
      <Button type="submit" variant="secondary">
        Anwenden
      </Button>
    </Form>
  );
}
