import { MoveHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import type { FiguresLabel } from "../../../domain/constants/figures-notice";
import type { LongViewSummary } from "../../../domain/lifetime/long-view";
import type { TariffFacts } from "../../../domain/offers/tariff-facts";
import { BENEFIT_GROUPS } from "../../../domain/ranking/benefit-points";
import { formatEuro, formatEuroWhole, formatPercent } from "../../../lib/format/number-format";
import { AssumptionLine } from "./assumption-line";
import { FiguresNote } from "./figures-note";
import { ModelPriceNote } from "./model-price-note";
import { OfferGrade } from "./offer-grade";
import { PriceParts, WithoutSurchargePrice } from "./price-parts";
import { resultsHref } from "./results-links";
import { RiskAssessmentBadge } from "./risk-assessment-badge";
import { GROUP_TITLES, groupScore, PointsBadge, type TariffDetailsOffer } from "./tariff-details";
import { FINANCIAL_STRENGTH_NOTE, tariffFactRows } from "./tariff-facts";

/** Side-by-side comparison of up to three tariffs (URL: /ihre-pkv-tarife/vergleich?c=…&t=…&t=…). */
export function TariffCompare({
  comparisonId,
  offers,
  priceNotice,
  insuranceStart,
  figures,
  longViews = {},
  facts = {},
  termsUrls = {},
  assumptions,
}: {
  comparisonId: string;
  offers: TariffDetailsOffer[];
  priceNotice: string | undefined;
  insuranceStart: string;
  figures: FiguresLabel;
  /** The long view per offer id with the default assumptions (docs/product/lifetime-cost.md). */
  longViews?: Record<string, LongViewSummary>;
  /** What a person needs to choose, per offer id (docs/product/results.md#choosing-facts). */
  facts?: Record<string, TariffFacts>;
  /** The insurer's terms (AVB) per offer id, where an admin linked them. */
  termsUrls?: Record<string, string | undefined>;
  /** What the comparison priced (docs/product/comparison.md#assumptions). */
  assumptions?: ComparisonAssumptions;
}) {
  const longView = (offer: TariffDetailsOffer) => longViews[offer.id];
  const hasProjection = offers.some((offer) => longView(offer)?.pkvTotal !== undefined);
  const rows: Array<[string, (offer: TariffDetailsOffer) => ReactNode]> = [
    [
      "Monatsbeitrag",
      (offer) => (
        <>
          <strong className="whitespace-nowrap">{formatEuro(offer.monthlyPrice)}</strong>
          <WithoutSurchargePrice extras={offer} monthlyPrice={offer.monthlyPrice} className="block" />
          <PriceParts extras={offer} className="mt-1" />
        </>
      ),
    ],
    // The health pre-check's estimate, when the person answered the health questions.
    ...(offers.some((offer) => offer.riskAssessment)
      ? [
          [
            "Gesundheitsangaben (Schätzung)",
            (offer: TariffDetailsOffer) =>
              offer.riskAssessment ? <RiskAssessmentBadge assessment={offer.riskAssessment} /> : "–",
          ] as [string, (offer: TariffDetailsOffer) => ReactNode],
        ]
      : []),
    [
      "Ihr Anteil",
      (offer) => <span className="whitespace-nowrap">{formatEuro(offer.employeeContribution)}</span>,
    ],
    ...(offers.some((offer) => longView(offer))
      ? ([
          [
            "Nach Steuerersparnis (geschätzt)",
            (offer) => {
              const view = longView(offer);
              return view ? <span className="whitespace-nowrap">{formatEuro(view.afterTax)}</span> : "–";
            },
          ],
          [
            "Beitragsentwicklung (Modell, Ø pro Jahr)",
            (offer) => {
              const view = longView(offer);
              return view ? formatPercent(Math.round(view.averageRate * 1000) / 1000) : "–";
            },
          ],
        ] as Array<[string, (offer: TariffDetailsOffer) => ReactNode]>)
      : []),
    ...(hasProjection
      ? ([
          [
            "Eigenanteil bis 85 (Projektion, GKV zum Vergleich)",
            (offer) => {
              const view = longView(offer);
              return view?.pkvTotal === undefined ? (
                "–"
              ) : (
                <>
                  <span className="whitespace-nowrap">{formatEuroWhole(view.pkvTotal)}</span>
                  <span className="block text-xs text-slate-600">
                    GKV: {formatEuroWhole(view.gkvTotal ?? 0)}
                    {view.breakEvenAge !== undefined ? ` · Wendepunkt mit ${view.breakEvenAge} Jahren` : ""}
                  </span>
                </>
              );
            },
          ],
        ] as Array<[string, (offer: TariffDetailsOffer) => ReactNode]>)
      : []),
    ["Zahnersatz", (offer) => `${offer.dentistCoverage} %`],
    ["Zahnbehandlung", (offer) => `${offer.dentalTreatment} %`],
    ["Krankenhaus", (offer) => offer.hospitalRoom],
    ["Chefarzt", (offer) => (offer.chiefPhysician ? "ja" : "nein")],
    ["Selbstbeteiligung", (offer) => offer.deductible],
    ["Note", (offer) => <OfferGrade grade={offer.grade} />],
    ["Leistungspunkte", (offer) => <PointsBadge points={offer.totalLeistungPoints} total />],
    ...BENEFIT_GROUPS.map((group): [string, (offer: TariffDetailsOffer) => ReactNode] => [
      GROUP_TITLES[group],
      (offer) => {
        const score = groupScore(offer, group);
        return score === undefined ? "–" : <PointsBadge points={score} />;
      },
    ]),
    ["Tarifbausteine", (offer) => offer.tariffComponents.slice(0, 6).join(", ")],
    ["Berechnet mit", (offer) => <AssumptionLine assumptions={assumptions} offer={offer} />],
    ...factRows(offers, facts, termsUrls, assumptions),
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <Link
        to={resultsHref.results(comparisonId)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
      >
        Zurück zu Ihren Tarifen
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">Tarifvergleich</h1>
      <div className="mt-4 space-y-3">
        {priceNotice && <ModelPriceNote text={priceNotice} />}
        <FiguresNote insuranceStart={insuranceStart} figures={figures} />
      </div>
      {offers.length === 0 ? (
        <p className="mt-6 text-slate-700">
          Bitte wählen Sie auf der Ergebnisseite bis zu drei Tarife zum Vergleich aus.
        </p>
      ) : (
        <>
          {offers.length > 1 && (
            // On a phone only the first tariff fits beside the labels: say that the table scrolls sideways.
            <p
              className="mt-6 flex items-center gap-2 text-sm text-slate-700 md:hidden"
              data-testid="compare-scroll-hint"
            >
              <MoveHorizontal className="size-4 shrink-0" aria-hidden />
              Alle {offers.length} Tarife: Tabelle zur Seite wischen.
            </p>
          )}
          <section
            aria-label="Vergleichstabelle"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrolling region must be reachable by keyboard
            tabIndex={0}
            className="relative mt-3 overflow-x-auto rounded-2xl md:mt-6 border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Tarife im direkten Vergleich</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="sticky left-0 z-10 bg-white p-3 text-slate-600">
                    Merkmal
                  </th>
                  {offers.map((offer) => (
                    <th key={offer.id} scope="col" className="p-3 align-top">
                      <span className="block font-bold text-slate-900">{offer.provider}</span>
                      <Link
                        to={resultsHref.details(comparisonId, offer.id)}
                        className="font-semibold text-primary-800 underline underline-offset-4"
                      >
                        {offer.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label} className="border-b border-slate-100 last:border-0">
                    {/* The labels stay in view while the tariffs scroll past them. */}
                    <th
                      scope="row"
                      className="sticky left-0 z-10 w-32 bg-white p-3 font-medium text-slate-700 shadow-[1px_0_0_var(--color-slate-200)] md:w-auto md:shadow-none"
                    >
                      {label}
                    </th>
                    {offers.map((offer) => (
                      <td key={offer.id} className="p-3 text-slate-900">
                        {cell(offer)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p className="mt-4 text-sm text-slate-600" data-testid="financial-strength-note">
            {FINANCIAL_STRENGTH_NOTE}
          </p>
        </>
      )}
    </div>
  );
}

/** The choosing facts as rows: one per fact, each offer's value (docs/product/results.md#choosing-facts). */
function factRows(
  offers: readonly TariffDetailsOffer[],
  facts: Record<string, TariffFacts>,
  termsUrls: Record<string, string | undefined>,
  assumptions: ComparisonAssumptions | undefined,
): Array<[string, (offer: TariffDetailsOffer) => ReactNode]> {
  const rowsOf = (offer: TariffDetailsOffer) => {
    const offerFacts = facts[offer.id];
    return offerFacts
      ? tariffFactRows({ facts: offerFacts, assumptions, termsUrl: termsUrls[offer.id] })
      : undefined;
  };
  const template = offers.map(rowsOf).find((rows) => rows !== undefined);
  if (!template) return [];
  return template.map((row) => [
    row.label,
    (offer) => rowsOf(offer)?.find((entry) => entry.key === row.key)?.value ?? "–",
  ]);
}
