import { HeartPulse } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import type { CoverageType } from "../../../domain/comparison/form-values";
import { marketBasis } from "../../../domain/comparison/market-basis";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { SORT_ORDER_LABELS } from "../../../domain/comparison/result-order";
import { EMPTY_FILTERS } from "../../../domain/comparison/results-filters";
import type { ResultHint } from "../../../domain/comparison/results-hints";
import { type FiguresLabel, figuresNotice } from "../../../domain/constants/figures-notice";
import type { SavingsBasis } from "../../../domain/constants/yearly-constants";
import { RISK_ESTIMATE_NOTE } from "../../../domain/offers/risk-labels";
import { TOP_PICK_NOTES } from "../../../domain/ranking/top-picks";
import { StaticContent } from "../../lib/static-content";
import { useHydrated } from "../../lib/use-hydrated";
import { AboveDeductibleList } from "./above-deductible-list";
import { AdviceBox } from "./advice-box";
import { CompareBar, useCompareSelection } from "./compare-selection";
import { FamilyOverview } from "./family-overview";
import { FiguresNote } from "./figures-note";
import { HouseholdTabs } from "./household-tabs";
import { type FamilyView, labelMembers } from "./household-view";
import { MarketBasisNote } from "./market-basis-note";
import { ModelPriceNote } from "./model-price-note";
import { NO_MATCHING_TARIFFS } from "./no-matching-tariffs";
import { CompactOfferRow, TopOfferCard } from "./offer-cards";
import type { OfferExtras } from "./offer-extras";
import { RankingExplanation } from "./ranking-explanation";
import { RANKING_RULE_NOTE } from "./ranking-rule-note";
import { ResetFiltersLink } from "./reset-filters-link";
import { ResultsActions } from "./results-actions";
import { FilterBar, type ResultsSummary } from "./results-filter-bar";
import { ResultsHints, type SickPayRerun } from "./results-hints";
import { resultsHref } from "./results-links";
import { SortOrderControl } from "./sort-order-control";
import {
  FEWER_TOP_PICKS_NOTE,
  LEVEL_ONLY_ABOVE_DEDUCTIBLE,
  NO_TOP_PICK_WITHIN_DEDUCTIBLE,
  TopPicksNote,
} from "./top-picks-note";
import { useResultsView } from "./use-results-view";

export interface ResultsScreenProps {
  comparisonId: string;
  summary: ResultsSummary;
  /** Every deductible variant of every tariff; the screen shows one per tariff. */
  offers: ResultOffer[];
  /** The deductible each tariff is shown at unless the filter limits it. */
  preferredDeductible: number;
  /** What the comparison priced, stated on every card and row (docs/product/comparison.md#assumptions). */
  assumptions?: ComparisonAssumptions;
  /** The coverage package asked for: the top 3 and the default order follow it (domain/ranking/top-picks.ts). */
  requestedCoverage: CoverageType | undefined;
  priceNotice: string | undefined;
  savingsBasis: SavingsBasis;
  /** The insurance start and which year's figures the prices and savings use. */
  insuranceStart: string;
  figures: FiguresLabel;
  brokerName: string;
  /** The Erstinformation in force (docs/product/broker-duties.md#first-information). */
  firstInformationVersion?: string;
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
   * 'Vergleich speichern' (docs/product/documents.md#meine-vergleiche): `can-keep` (a signed-in private account) shows
   * the button, `kept` the link to 'Meine Vergleiche', `sign-in` (anonymous) a link to /login that returns here and
   * keeps the comparison; nothing for brokers and insurers.
   */
  keep?: "can-keep" | "kept" | "sign-in";
  /** A read-only link to these results (docs/product/documents.md#share-link). */
  shareUrl?: string;
  /** The hints per group (docs/product/results.md#hints) and the sick-pay hint's action. */
  hints?: readonly ResultHint[];
  sickPayRerun?: SickPayRerun;
}

const NO_EXTRAS: Readonly<Record<string, OfferExtras>> = {};

/** The results screen /ihre-pkv-tarife (docs/product/results.md, docs/decisions/005-comparison-and-results.md). */
export function ResultsScreen(props: ResultsScreenProps) {
  const { comparisonId, family, offerExtras = NO_EXTRAS } = props;
  const view = useResultsView({
    offers: props.offers,
    offerExtras,
    preferredDeductible: props.preferredDeductible,
    requestedCoverage: props.requestedCoverage,
  });
  const { offers, filters, order, tariffCount, filtered, filteredEmpty, top, setFilters } = view;
  const { selected, compareProps } = useCompareSelection();
  const hydrated = useHydrated();
  const members = useMemo(() => (family ? labelMembers(family.members) : []), [family]);
  // Counted from this comparison's own tariffs (docs/product/broker-duties.md#market-basis).
  const basis = useMemo(() => marketBasis(props.offers), [props.offers]);
  const notes = (className: string) => (
    // Text only: never hydrated (docs/decisions/024-react-in-the-browser.md#static-content).
    <StaticContent key={comparisonId} className={className}>
      {props.priceNotice && <ModelPriceNote text={props.priceNotice} />}
      <FiguresNote insuranceStart={props.insuranceStart} figures={props.figures} />
    </StaticContent>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-10" data-hydrated={hydrated}>
      {family && (
        <>
          {members.length > 1 && <HouseholdTabs members={members} currentId={comparisonId} />}
          <FamilyOverview
            members={members}
            combinations={family.combinations}
            assumptions={family.assumptions}
            notes={notes("space-y-3")}
          />
        </>
      )}
      <FilterBar
        comparisonId={comparisonId}
        // A household's data is changed from its first person's comparison (the applicant's own fields on top).
        editHref={resultsHref.form(family?.members[0]?.comparisonId ?? comparisonId)}
        summary={props.summary}
        filters={filters}
        counts={view.counts}
        onChange={setFilters}
      />

      {/* A household's notes stand with its family overview above. */}
      {!family && notes("mt-6 space-y-3")}

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
          <ResultsActions
            comparisonId={comparisonId}
            hasTariffs={tariffCount > 0}
            keep={props.keep}
            shareUrl={props.shareUrl}
          />
          {filtered.length > 1 && (
            <SortOrderControl comparisonId={comparisonId} order={order} onChange={view.setOrder} />
          )}
        </div>
      </div>
      {view.estimated && (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700" data-testid="risk-estimate-note">
          <HeartPulse className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{RISK_ESTIMATE_NOTE}</span>
        </p>
      )}

      {top.length === 0 && view.aboveDeductible.length > 0 ? (
        <TopPicksNote text={NO_TOP_PICK_WITHIN_DEDUCTIBLE} />
      ) : top.length === 0 ? (
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
              note={view.topNotes[offer.id]}
              extras={offerExtras[offer.id]}
              assumptions={props.assumptions}
            />
          ))}
        </div>
      )}
      {top.length > 0 &&
        view.aboveDeductible.length > 0 &&
        top.every((offer) => view.topNotes[offer.id] === TOP_PICK_NOTES.higher) && (
          <TopPicksNote text={LEVEL_ONLY_ABOVE_DEDUCTIBLE} />
        )}
      {top.length > 0 && top.length < 3 && filtered.length > top.length && (
        <TopPicksNote text={FEWER_TOP_PICKS_NOTE} />
      )}

      {/* Right after the picks, so a phone reaches the first pick without scrolling past it. */}
      <StaticContent key={`${comparisonId}-market`} className="mt-6 space-y-3">
        {tariffCount > 0 && (
          <p className="text-sm text-slate-700" data-testid="ranking-rule-note">
            {RANKING_RULE_NOTE}
          </p>
        )}
        <MarketBasisNote basis={basis} coverage={props.requestedCoverage} />
      </StaticContent>

      {props.hints && <ResultsHints hints={props.hints} sickPayRerun={props.sickPayRerun} />}

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="weitere-tarife" className="min-w-0">
          <h2 id="weitere-tarife" className="text-xl font-bold text-slate-900">
            Weitere {view.more.length} passende Tarife
          </h2>
          <p className="mt-1 text-sm text-slate-600">sortiert nach {SORT_ORDER_LABELS[order]}</p>
          <ul className="mt-4 space-y-3">
            {view.visibleMore.map((offer) => (
              <CompactOfferRow
                key={offer.id}
                offer={offer}
                detailsHref={resultsHref.details(comparisonId, offer.id)}
                compare={compareProps(offer)}
                extras={offerExtras[offer.id]}
                assumptions={props.assumptions}
              />
            ))}
          </ul>
          {view.remaining > 0 && (
            <Link
              to={`?${view.moreQuery}`}
              replace
              preventScrollReset
              className="mt-5 inline-flex min-h-11 items-center rounded-lg border border-primary-800 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
            >
              Weitere {view.remaining} Tarife anzeigen
            </Link>
          )}
          <AboveDeductibleList
            offers={view.aboveDeductible}
            preferredDeductible={props.preferredDeductible}
            renderRow={(offer) => (
              <CompactOfferRow
                key={offer.id}
                offer={offer}
                detailsHref={resultsHref.details(comparisonId, offer.id)}
                compare={compareProps(offer)}
                extras={offerExtras[offer.id]}
              />
            )}
          />
        </section>
        <aside className="space-y-6" aria-label="Beratung und Sortierung">
          <AdviceBox
            comparisonId={comparisonId}
            providers={[...new Set(offers.map((offer) => offer.provider))]}
            brokerName={props.brokerName}
            firstInformationVersion={props.firstInformationVersion}
            renderLogo={props.renderLogo}
            chatOpener={props.chatOpener}
            riskPreCheck={props.riskPreCheck}
          />
          <StaticContent>
            <RankingExplanation />
          </StaticContent>
        </aside>
      </div>

      {selected.length > 0 && <CompareBar comparisonId={comparisonId} selected={selected} />}
    </div>
  );
}
