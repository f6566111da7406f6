import { CheckCircle2, FileDown, MinusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import type { FiguresLabel } from "../../../domain/constants/figures-notice";
import type { BenefitDetail, Offer } from "../../../domain/offers/offer";
import { tariffFacts } from "../../../domain/offers/tariff-facts";
import {
  BENEFIT_GROUPS,
  type BenefitGroup,
  gradingText,
  type PointColor,
  pointColor,
} from "../../../domain/ranking/benefit-points";
import { formatEuro, formatNumber } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { AssumptionLine } from "./assumption-line";
import { applicationRequestHref } from "./contact-request-links";
import { textActionClass } from "./field-styles";
import { FiguresNote } from "./figures-note";
import { ModelPriceNote } from "./model-price-note";
import { OfferGrade } from "./offer-grade";
import { PriceParts, WithoutSurchargePrice } from "./price-parts";
import { resultsHref } from "./results-links";
import { RiskAssessmentBadge } from "./risk-assessment-badge";
import { TariffFactsSection } from "./tariff-facts";

/** Tariff details: the offer's full benefits, as the engine grouped and rated them. */
export type TariffDetailsOffer = Pick<
  Offer,
  | "id"
  | "provider"
  | "name"
  | "monthlyPrice"
  | "employeeContribution"
  | "employerContribution"
  | "dentistCoverage"
  | "dentalTreatment"
  | "hospitalRoom"
  | "chiefPhysician"
  | "deductible"
  | "deductibleAmount"
  | "grade"
  | "tariffComponents"
  | "realBenefits"
  | "totalLeistungPoints"
  | "benefitDetails"
  | "benefitGroupPoints"
  | "riskAssessment"
  | "priceWithoutSurcharge"
  | "sickPayPrice"
  | "premiumReliefPrice"
>;

const POINT_COLOR_CLASSES: Record<PointColor, string> = {
  green: "bg-green-700 text-white",
  blue: "bg-blue-700 text-white",
  yellow: "bg-yellow-300 text-slate-900",
  orange: "bg-orange-700 text-white",
  red: "bg-red-700 text-white",
};

/** Short German group titles of the issue: Ambulante, Stationäre, Zahn, Pflege, Sonstige Leistungen. */
export const GROUP_TITLES: Record<BenefitGroup, string> = {
  "Ambulante Leistungen": "Ambulante Leistungen",
  "Stationäre Leistungen": "Stationäre Leistungen",
  Zahnleistungen: "Zahnleistungen",
  Pflegeleistungen: "Pflegeleistungen",
  "Sonstige Leistungen": "Sonstige Leistungen",
};

export function groupScore(offer: TariffDetailsOffer, group: BenefitGroup): number | undefined {
  return offer.benefitGroupPoints?.[group];
}

/**
 * Benefit points in their colour with the spec's grading text (groups), or as 'N von 100' for a tariff's total:
 * the tariff's own grade is the relative one ({@link OfferGrade}), so the total shows no second grading word.
 */
export function PointsBadge({ points, total = false }: { points: number; total?: boolean }) {
  return (
    <span
      data-color={pointColor(points)}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        POINT_COLOR_CLASSES[pointColor(points)],
      )}
    >
      {total
        ? `${formatNumber(points, 1)} von 100`
        : `${formatNumber(points, 1)} Punkte · ${gradingText(points)}`}
    </span>
  );
}

function itemsOf(offer: TariffDetailsOffer, group: BenefitGroup): BenefitDetail[] {
  if (offer.benefitDetails) return offer.benefitDetails.filter((item) => item.group === group);
  return (offer.realBenefits[group] ?? []).map((text) => ({
    group,
    text,
    description: undefined,
    points: 0,
    isPositive: true,
  }));
}

export function TariffDetails({
  comparisonId,
  offer,
  priceNotice,
  insuranceStart,
  figures,
  termsUrl,
  assumptions,
  children,
}: {
  comparisonId: string;
  offer: TariffDetailsOffer;
  priceNotice: string | undefined;
  insuranceStart: string;
  figures: FiguresLabel;
  /** The insurer's terms (AVB), when an admin has linked them. */
  termsUrl?: string;
  /** What the comparison priced (docs/product/comparison.md#assumptions). */
  assumptions?: ComparisonAssumptions;
  /** Sections after the benefits (the long view). */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-10">
      <Link
        to={resultsHref.results(comparisonId)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
      >
        Zurück zu Ihren Tarifen
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 md:text-3xl">
        {offer.provider} – {offer.name}
      </h1>
      <div className="mt-4 flex flex-wrap items-end gap-x-8 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <p>
          <span className="text-3xl font-bold whitespace-nowrap text-slate-900">
            {formatEuro(offer.monthlyPrice)}
          </span>
          <span className="text-sm text-slate-600"> / Monat</span>
          <WithoutSurchargePrice extras={offer} monthlyPrice={offer.monthlyPrice} className="block" />
        </p>
        <p className="text-sm text-slate-700">
          Ihr Anteil: <strong className="whitespace-nowrap">{formatEuro(offer.employeeContribution)}</strong>
          {offer.employerContribution > 0 && (
            <>
              {" "}
              · Arbeitgeber:{" "}
              <span className="whitespace-nowrap">{formatEuro(offer.employerContribution)}</span>
            </>
          )}
        </p>
        <PriceParts extras={offer} />
        <AssumptionLine assumptions={assumptions} offer={offer} className="basis-full text-sm" />
        <OfferGrade grade={offer.grade} />
        <p className="text-sm text-slate-700">
          Leistungspunkte: <PointsBadge points={offer.totalLeistungPoints} total />
        </p>
        {offer.riskAssessment && (
          <RiskAssessmentBadge assessment={offer.riskAssessment} reasons="list" className="basis-full" />
        )}
        {/* An application goes through a broker (docs/product/leads.md#application-request). */}
        <Button asChild className="w-full sm:ml-auto sm:w-auto">
          <Link to={applicationRequestHref(comparisonId, offer.id)}>Antrag anfragen</Link>
        </Button>
      </div>
      <p className="mt-3">
        <a href={resultsHref.tariffPdf(comparisonId, offer.id)} download className={textActionClass}>
          <FileDown className="size-4" aria-hidden />
          Tarifbeschreibung (Modell) als PDF
        </a>
      </p>
      <div className="mt-4 space-y-3">
        {priceNotice && <ModelPriceNote text={priceNotice} />}
        <FiguresNote insuranceStart={insuranceStart} figures={figures} />
      </div>
      <TariffFactsSection facts={tariffFacts(offer)} assumptions={assumptions} termsUrl={termsUrl} />
      <div className="mt-8 space-y-6">
        {BENEFIT_GROUPS.map((group) => {
          const items = itemsOf(offer, group);
          const score = groupScore(offer, group);
          return (
            <section
              key={group}
              aria-labelledby={`gruppe-${group}`}
              className="rounded-2xl border border-slate-200 bg-white p-5"
              data-group={group}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={`gruppe-${group}`} className="text-lg font-bold text-slate-900">
                  {GROUP_TITLES[group]}
                </h2>
                {score !== undefined && <PointsBadge points={score} />}
              </div>
              {items.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">Keine Leistungen angegeben.</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-100">
                  {items.map((item) => (
                    <li key={item.text} className="flex items-start gap-3 py-2">
                      {item.isPositive ? (
                        <CheckCircle2
                          className="mt-0.5 size-5 shrink-0 text-green-700"
                          aria-label="enthalten"
                        />
                      ) : (
                        <MinusCircle
                          className="mt-0.5 size-5 shrink-0 text-slate-500"
                          aria-label="Einschränkung"
                        />
                      )}
                      <div>
                        <p className="font-medium text-slate-900">{item.text}</p>
                        {item.description && <p className="text-sm text-slate-600">{item.description}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {children}
    </div>
  );
}
