import {
  BookmarkCheck,
  BookmarkPlus,
  FileDown,
  HeartPulse,
  Mail,
  Share2,
  SlidersHorizontal,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import type { CoverageType } from "../../../domain/comparison/form-values";
import { PAGE_SIZE, type ResultOffer } from "../../../domain/comparison/result-offer";
import {
  parseSortOrder,
  RANKING_EXPLANATION,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  SORT_PARAM,
  type SortOrder,
} from "../../../domain/comparison/result-order";
import {
  activeFilterCount,
  DEDUCTIBLE_FILTERS,
  DEDUCTIBLE_LABELS,
  DENTAL_FILTERS,
  DENTAL_LABELS,
  EMPTY_FILTERS,
  FILTER_PARAMS,
  type FilterCounts,
  filterCounts,
  filtersToParams,
  INPATIENT_FILTERS,
  INPATIENT_LABELS,
  isInsurerSelected,
  matchesInsurer,
  PACKAGE_FILTERS,
  PACKAGE_LABELS,
  parseFilters,
  type ResultFilters,
  selectVisibleOffers,
} from "../../../domain/comparison/results-filters";
import { type FiguresLabel, figuresNotice } from "../../../domain/constants/figures-notice";
import type { SavingsBasis } from "../../../domain/constants/yearly-constants";
import { RISK_ESTIMATE_NOTE } from "../../../domain/offers/risk-labels";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { StaticContent } from "../../lib/static-content";
import { useHydrated } from "../../lib/use-hydrated";
import { AdviceBox } from "./advice-box";
import { FamilyOverview } from "./family-overview";
import { textActionClass } from "./field-styles";
import { FiguresNote } from "./figures-note";
import { HouseholdTabs } from "./household-tabs";
import { type FamilyView, labelMembers } from "./household-view";
import { ModelPriceNote } from "./model-price-note";
import { NO_MATCHING_TARIFFS } from "./no-matching-tariffs";
import { CompactOfferRow, TopOfferCard } from "./offer-cards";
import type { OfferExtras } from "./offer-extras";
import { MAX_COMPARE, resultsHref } from "./results-links";

export interface ResultsScreenProps {
  comparisonId: string;
  summary: { jobStatusLabel: string; age: number };
  /** Every deductible variant of every tariff; the screen shows one per tariff. */
  offers: ResultOffer[];
  /** The deductible each tariff is shown at unless the filter limits it. */
  preferredDeductible: number;
  /** The coverage package asked for: the top 3 and the default order follow it (domain/ranking/top-picks.ts). */
  requestedCoverage: CoverageType | undefined;
  priceNotice: string | undefined;
  savingsBasis: SavingsBasis;
  /** The insurance start and which year's figures the prices and savings use. */
  insuranceStart: string;
  figures: FiguresLabel;
  brokerName: string;
  renderLogo: (insurer: string) => ReactNode;
  /** The chat assistant's opener for the advice box (composed in by the route). */
  chatOpener?: ReactNode;
  /** The household this comparison belongs to (tabs per person and the family's combinations), if any. */
  family?: FamilyView;
  /** The health pre-check's estimate and the price parts by offer id, for the offers that have them. */
  offerExtras?: Readonly<Record<string, OfferExtras>>;
  /** Somebody of the household gave health answers: the advice box offers the anonymous risk pre-check. */
  riskPreCheck?: boolean;
  /**
   * 'Vergleich speichern' for a signed-in private account: `can-keep` shows the button, `kept` the link to 'Meine
   * Vergleiche' (docs/product/documents.md#meine-vergleiche); nothing for others.
   */
  keep?: "can-keep" | "kept";
  /** A read-only link to these results (docs/product/documents.md#share-link). */
  shareUrl?: string;
}

const NO_EXTRAS: Readonly<Record<string, OfferExtras>> = {};

/** The offers with their health pre-check's estimate, or the same array when no offer has one. */
function withEstimates(
  offers: ResultOffer[],
  extras: Readonly<Record<string, OfferExtras>>,
): Array<ResultOffer & Pick<OfferExtras, "riskAssessment">> {
  if (!offers.some((offer) => extras[offer.id]?.riskAssessment)) return offers;
  return offers.map((offer) => {
    const riskAssessment = extras[offer.id]?.riskAssessment;
    return riskAssessment ? { ...offer, riskAssessment } : offer;
  });
}

/** Parameter for how many offers of the further list are shown ('Weitere M Tarife anzeigen'). */
export const SHOWN_PARAM = "mehr";

export function shownCount(params: URLSearchParams): number {
  const value = Number(params.get(SHOWN_PARAM));
  return Number.isInteger(value) && value > PAGE_SIZE ? Math.min(value, 1000) : PAGE_SIZE;
}

const selectClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

/** The results screen /ihre-pkv-tarife (docs/product/results.md, docs/decisions/005-comparison-and-results.md). */
export function ResultsScreen(props: ResultsScreenProps) {
  const { comparisonId, family, offerExtras = NO_EXTRAS } = props;
  // With health answers a likely refusal ends every order (docs/product/results.md#ranking): the estimate joins
  // the offers it belongs to; without estimates the offers stay as they are.
  const offers = useMemo(() => withEstimates(props.offers, offerExtras), [props.offers, offerExtras]);
  const [searchParams, setSearchParams] = useSearchParams();
  // Parsed once per URL, so the memoised lists and counts below recompute only when the URL changes.
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const shown = shownCount(searchParams);
  const order = parseSortOrder(searchParams.get(SORT_PARAM));
  const { preferredDeductible, requestedCoverage } = props;
  // One variant per tariff, unfiltered: the total the counts refer to (tariffs, not variants).
  const tariffs = useMemo(
    () => selectVisibleOffers(offers, { preferredDeductible }).all,
    [offers, preferredDeductible],
  );
  const tariffCount = tariffs.length;
  const {
    top,
    topNotes,
    more,
    all: filtered,
  } = useMemo(
    () => selectVisibleOffers(offers, { filters, order, preferredDeductible, requestedCoverage }),
    [offers, filters, order, preferredDeductible, requestedCoverage],
  );
  // Tariffs per filter option under the other filters (the counts beside the options).
  const counts = useMemo(
    () => filterCounts(offers, filters, preferredDeductible),
    [offers, filters, preferredDeductible],
  );
  const filteredEmpty = filtered.length === 0 && tariffCount > 0;
  const visibleMore = more.slice(0, shown);
  const remaining = more.length - visibleMore.length;
  const [selected, setSelected] = useState<string[]>([]);
  const hydrated = useHydrated();
  const members = useMemo(() => (family ? labelMembers(family.members) : []), [family]);
  const estimated = offers !== props.offers;

  const setFilters = (next: ResultFilters) => {
    const params = filtersToParams(next, searchParams);
    params.delete(SHOWN_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const setOrder = (next: SortOrder) => {
    const params = new URLSearchParams(searchParams);
    if (next === "preis-leistung") params.delete(SORT_PARAM);
    else params.set(SORT_PARAM, next);
    params.delete(SHOWN_PARAM);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const toggleCompare = (id: string) =>
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
    onToggle: () => toggleCompare(offer.id),
  });

  const moreParams = new URLSearchParams(searchParams);
  moreParams.set(SHOWN_PARAM, String(shown + PAGE_SIZE));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-10" data-hydrated={hydrated}>
      {family && (
        <>
          {members.length > 1 && <HouseholdTabs members={members} currentId={comparisonId} />}
          <FamilyOverview
            members={members}
            combinations={family.combinations}
            notes={
              // Text only: never hydrated (docs/decisions/024-react-in-the-browser.md#static-content).
              <StaticContent key={comparisonId} className="space-y-3">
                {props.priceNotice && <ModelPriceNote text={props.priceNotice} />}
                <FiguresNote insuranceStart={props.insuranceStart} figures={props.figures} />
              </StaticContent>
            }
          />
        </>
      )}
      <FilterBar
        comparisonId={comparisonId}
        // A household's data is changed from its first person's comparison (the applicant's own fields on top).
        editHref={resultsHref.form(family?.members[0]?.comparisonId ?? comparisonId)}
        summary={props.summary}
        filters={filters}
        counts={counts}
        onChange={setFilters}
      />

      {/* Text only: never hydrated (docs/decisions/024-react-in-the-browser.md#static-content). A household's
          notes stand with its family overview above. */}
      {!family && (
        <StaticContent key={comparisonId} className="mt-6 space-y-3">
          {props.priceNotice && <ModelPriceNote text={props.priceNotice} />}
          <FiguresNote insuranceStart={props.insuranceStart} figures={props.figures} />
        </StaticContent>
      )}

      <h1 className="mt-8 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {filteredEmpty
          ? "Kein Tarif passt zu Ihren Filtern"
          : tariffCount === 0
            ? "Keine Tarife gefunden"
            : "Unsere KI hat erfolgreich Tarife für Sie gefunden"}
      </h1>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <p className="text-slate-700" data-testid="result-count" aria-live="polite">
          {filtered.length} von {tariffCount} Tarifen passen zu Ihren Filtern.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {props.keep === "can-keep" && (
            <form method="post" action="/ihre-pkv-tarife/speichern">
              <input type="hidden" name="c" value={comparisonId} />
              <button type="submit" className={textActionClass}>
                <BookmarkPlus className="size-4" aria-hidden />
                Vergleich speichern
              </button>
            </form>
          )}
          {props.keep === "kept" && (
            <Link to="/mein-bereich#meine-vergleiche" className={textActionClass}>
              <BookmarkCheck className="size-4" aria-hidden />
              Gespeichert in „Meine Vergleiche“
            </Link>
          )}
          {tariffCount > 0 && (
            <a
              href={resultsHref.pdf(comparisonId)}
              download
              className={textActionClass}
              data-testid="comparison-pdf"
            >
              <FileDown className="size-4" aria-hidden />
              Vergleich als PDF
            </a>
          )}
          {tariffCount > 0 && props.shareUrl && (
            <details className="text-sm" data-testid="share-link">
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-4">
                <Share2 className="size-4" aria-hidden />
                Link teilen
              </summary>
              <label className="mt-1 block text-slate-700">
                Nur zum Ansehen, ohne Ihre Angaben; gilt, solange der Vergleich besteht:
                <input
                  readOnly
                  value={props.shareUrl}
                  onFocus={(event) => event.currentTarget.select()}
                  className="mt-1 block w-full min-w-64 rounded-lg border border-slate-300 px-2 py-1 font-mono text-xs"
                />
              </label>
            </details>
          )}
          {tariffCount > 0 && (
            <Link to={resultsHref.send(comparisonId)} className={textActionClass}>
              <Mail className="size-4" aria-hidden />
              Per E-Mail senden
            </Link>
          )}
          {filtered.length > 1 && (
            <SortOrderControl comparisonId={comparisonId} order={order} onChange={setOrder} />
          )}
        </div>
      </div>
      {estimated && (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700" data-testid="risk-estimate-note">
          <HeartPulse className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{RISK_ESTIMATE_NOTE}</span>
        </p>
      )}

      {top.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6" data-testid="empty-result">
          {filteredEmpty ? (
            <>
              <p className="text-slate-700">
                Mit diesen Filtern finden wir keinen der {tariffCount} berechneten Tarife. Lockern Sie
                einzelne Filter oder setzen Sie alle Filter zurück.
              </p>
              <ResetFiltersLink
                className="mt-4"
                comparisonId={comparisonId}
                onReset={() => setFilters(EMPTY_FILTERS)}
              />
            </>
          ) : (
            <p className="text-slate-700">{NO_MATCHING_TARIFFS}</p>
          )}
        </div>
      ) : (
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          {top.map((offer, index) => (
            <TopOfferCard
              key={offer.id}
              offer={offer}
              position={index}
              savingsBasis={props.savingsBasis}
              figuresNotice={figuresNotice(props.figures)}
              detailsHref={resultsHref.details(comparisonId, offer.id)}
              compare={compareProps(offer)}
              note={topNotes[offer.id]}
              extras={offerExtras[offer.id]}
            />
          ))}
        </div>
      )}

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="weitere-tarife" className="min-w-0">
          <h2 id="weitere-tarife" className="text-xl font-bold text-slate-900">
            Weitere {more.length} passende Tarife
          </h2>
          <p className="mt-1 text-sm text-slate-600">sortiert nach {SORT_ORDER_LABELS[order]}</p>
          <ul className="mt-4 space-y-3">
            {visibleMore.map((offer) => (
              <CompactOfferRow
                key={offer.id}
                offer={offer}
                detailsHref={resultsHref.details(comparisonId, offer.id)}
                compare={compareProps(offer)}
                extras={offerExtras[offer.id]}
              />
            ))}
          </ul>
          {remaining > 0 && (
            <Link
              to={`?${moreParams.toString()}`}
              replace
              preventScrollReset
              className="mt-5 inline-flex min-h-11 items-center rounded-lg border border-primary-800 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
            >
              Weitere {remaining} Tarife anzeigen
            </Link>
          )}
        </section>
        <aside className="space-y-6" aria-label="Beratung und Sortierung">
          <AdviceBox
            comparisonId={comparisonId}
            providers={[...new Set(offers.map((offer) => offer.provider))]}
            brokerName={props.brokerName}
            renderLogo={props.renderLogo}
            chatOpener={props.chatOpener}
            riskPreCheck={props.riskPreCheck}
          />
          <StaticContent>
            <RankingExplanation />
          </StaticContent>
        </aside>
      </div>

      {selected.length > 0 && (
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
      )}
    </div>
  );
}

function FilterBar({
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
  summary: ResultsScreenProps["summary"];
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

/** 'Filter zurücksetzen': clears the filters in place; without JavaScript the link loads the unfiltered results. */
function ResetFiltersLink({
  comparisonId,
  onReset,
  variant,
  className,
}: {
  comparisonId: string;
  onReset: () => void;
  variant?: "secondary";
  className?: string;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link
        to={resultsHref.results(comparisonId)}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onReset();
        }}
      >
        Filter zurücksetzen
      </Link>
    </Button>
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
        className={selectClass}
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

/** The sort-order control: a GET form (works without JavaScript), applied at once with JavaScript. */
function SortOrderControl({
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
          className={selectClass}
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

/** 'So sortieren wir': the ranking explanation exactly as the code orders the offers. */
function RankingExplanation() {
  return (
    <section aria-labelledby="so-sortieren-wir" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="so-sortieren-wir" className="text-lg font-bold text-slate-900">
        So sortieren wir
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {RANKING_EXPLANATION.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ul>
    </section>
  );
}
