import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { SORT_PARAM } from "../../../domain/comparison/result-order";
import {
  activeFilterCount,
  DEDUCTIBLE_FILTERS,
  DEDUCTIBLE_LABELS,
  DENTAL_FILTERS,
  DENTAL_LABELS,
  EMPTY_FILTERS,
  FILTER_PARAMS,
  type FilterCounts,
  INPATIENT_FILTERS,
  INPATIENT_LABELS,
  isInsurerSelected,
  matchesInsurer,
  PACKAGE_FILTERS,
  PACKAGE_LABELS,
  type ResultFilters,
} from "../../../domain/comparison/results-filters";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { resultsSelectClass } from "./field-styles";
import { ResetFiltersLink } from "./reset-filters-link";

/** The line under the filter bar's title: the person's job status and age on the insurance start. */
export interface ResultsSummary {
  jobStatusLabel: string;
  age: number;
}

/** The filter bar of the results screen: package, dental, hospital, deductible and insurers (a GET form). */
export function FilterBar({
  comparisonId,
  editHref,
  summary,
  filters,
  counts,
  onChange,
}: {
  comparisonId: string;
  /** 'Angaben ändern': the long form with this comparison's data. */
  editHref: string;
  summary: ResultsSummary;
  filters: ResultFilters;
  counts: FilterCounts;
  onChange: (filters: ResultFilters) => void;
}) {
  // Open on wide screens, collapsed on phones: before hydration CSS decides (`max-md:hidden`), then the state.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    setOpen((current) => current ?? !window.matchMedia("(max-width: 767px)").matches);
  }, []);
  // Uncontrolled after the first render: the visitor opens and closes the insurer list.
  const [insurersOpenAtStart] = useState(filters.insurers.length > 0);
  const id = useId();
  const [searchParams] = useSearchParams();
  const sortValue = searchParams.get(SORT_PARAM);
  const active = activeFilterCount(filters);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
            Private Krankenversicherungs Vergleich
          </h2>
          <Badge>5 Filter verfügbar</Badge>
        </div>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={open ?? true}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !(value ?? true))}
          data-testid="filter-toggle"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {open === undefined ? (
            <>
              <span className="md:hidden">Filter anzeigen</span>
              <span className="max-md:hidden">Filter ausblenden</span>
            </>
          ) : open ? (
            "Filter ausblenden"
          ) : (
            "Filter anzeigen"
          )}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-700" data-testid="filter-summary">
          Private Krankenversicherung · {summary.jobStatusLabel} · {summary.age} Jahre zum Versicherungsbeginn
        </p>
        <Link
          to={editHref}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900"
        >
          Angaben ändern
        </Link>
      </div>
      <Form
        method="get"
        id={`${id}-panel`}
        hidden={open === false}
        className={cn("mt-4", open === undefined && "max-md:hidden")}
        data-filter-panel=""
        preventScrollReset
        replace
      >
        {/* Without JavaScript the toggle cannot open the panel: keep it open on phones, too. */}
        <noscript>
          <style>{"[data-filter-panel]{display:block!important}"}</style>
        </noscript>
        <input type="hidden" name="c" value={comparisonId} />
        {sortValue && <input type="hidden" name={SORT_PARAM} value={sortValue} />}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            label="Paket"
            name={FILTER_PARAMS.package}
            value={filters.package}
            counts={counts.package}
            options={PACKAGE_FILTERS.map((value) => [value, PACKAGE_LABELS[value]])}
            onChange={(value) => onChange({ ...filters, package: value as ResultFilters["package"] })}
          />
          <FilterSelect
            label="Zahnersatz"
            name={FILTER_PARAMS.dental}
            value={filters.dental}
            counts={counts.dental}
            options={DENTAL_FILTERS.map((value) => [value, DENTAL_LABELS[value]])}
            onChange={(value) => onChange({ ...filters, dental: value as ResultFilters["dental"] })}
          />
          <FilterSelect
            label="Krankenhaus"
            name={FILTER_PARAMS.inpatient}
            value={filters.inpatient}
            counts={counts.inpatient}
            options={INPATIENT_FILTERS.map((value) => [value, INPATIENT_LABELS[value]])}
            onChange={(value) => onChange({ ...filters, inpatient: value as ResultFilters["inpatient"] })}
          />
          <FilterSelect
            label="Selbstbeteiligung"
            name={FILTER_PARAMS.deductible}
            value={filters.deductible}
            counts={counts.deductible}
            options={DEDUCTIBLE_FILTERS.map((value) => [value, DEDUCTIBLE_LABELS[value]])}
            onChange={(value) => onChange({ ...filters, deductible: value as ResultFilters["deductible"] })}
          />
        </div>
        <details
          className="mt-4 rounded-lg border border-slate-200 p-3"
          open={insurersOpenAtStart || undefined}
        >
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-slate-800">
            Versicherer{filters.insurers.length > 0 ? ` (${filters.insurers.length} ausgewählt)` : ""}
          </summary>
          <fieldset>
            <legend className="sr-only">Versicherer</legend>
            <div className="mt-2 grid max-h-48 grid-cols-1 gap-x-4 overflow-y-auto sm:grid-cols-3 lg:grid-cols-4">
              {counts.insurers.map(({ name, count }) => (
                <label
                  key={name}
                  className={cn(
                    "flex min-h-11 items-center gap-2 text-sm",
                    count === 0 ? "text-slate-500" : "text-slate-800",
                  )}
                >
                  <input
                    type="checkbox"
                    name={FILTER_PARAMS.insurers}
                    value={name}
                    checked={isInsurerSelected(filters, name)}
                    onChange={(event) =>
                      onChange({
                        ...filters,
                        insurers: event.target.checked
                          ? [...filters.insurers, name]
                          : filters.insurers.filter((entry) => !matchesInsurer(entry, name)),
                      })
                    }
                    className="size-5 accent-primary-800"
                  />
                  {name} <span className="text-slate-500">({count})</span>
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit">Ergebnisse aktualisieren</Button>
          <ResetFiltersLink
            variant="secondary"
            comparisonId={comparisonId}
            onReset={() => onChange(EMPTY_FILTERS)}
          />
          {active > 0 && <span className="self-center text-sm text-slate-600">{active} Filter aktiv</span>}
        </div>
      </Form>
    </section>
  );
}

/** A filter's select: 'Alle' and the options, each with the tariffs it would show under the other filters. */
function FilterSelect({
  label,
  name,
  value,
  counts,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  counts: Readonly<Record<string, number>>;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={resultsSelectClass}
      >
        <option value="">{`Alle (${counts[""] ?? 0})`}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {`${optionLabel} (${counts[optionValue] ?? 0})`}
          </option>
        ))}
      </select>
    </div>
  );
}
