import { Info } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import { compactFeatures, type ResultOffer } from "../../../domain/comparison/result-offer";
import type { SavingsBasis } from "../../../domain/constants/yearly-constants";
import {
  type SavingsAssumptions,
  savingsAfterDeductible,
  savingsAssumptionsOf,
} from "../../../domain/offers/savings-assumptions";
import { formatEuro, formatEuroWhole, formatPercent } from "../../../lib/format/number-format";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { AssumptionLine } from "./assumption-line";
import type { OfferExtras } from "./offer-extras";
import { OfferGrade } from "./offer-grade";
import { PriceParts, WithoutSurchargePrice } from "./price-parts";
import { RiskAssessmentBadge } from "./risk-assessment-badge";

/**
 * Savings estimate with its tooltip: the offer's own basis text (what this person would pay in the GKV) or,
 * without one, the year's GKV maximum employee contribution (docs/product/results.md#offers).
 */
function SavingsLine({
  amount,
  basis,
  basisText,
  figuresNotice,
  deductible,
}: {
  amount: number;
  basis: SavingsBasis | undefined;
  basisText: string | undefined;
  figuresNotice: string | undefined;
  /** The card's own deductible per year. */
  deductible: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const assumptions =
    basisText !== undefined
      ? savingsAssumptionsOf(basisText)
      : basis && { year: basis.year, basis: "ceiling" as const, childlessSurcharge: true };
  return (
    <div className="relative mt-3 rounded-lg bg-green-50 p-2 text-sm text-green-900">
      <span className="font-semibold">Ersparnis bis zu {formatEuroWhole(amount)} pro Jahr</span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Wie berechnen wir die Ersparnis?"
        onClick={() => setOpen((value) => !value)}
        className="ml-1 inline-flex size-6 items-center justify-center rounded-full align-middle hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-800"
      >
        <Info className="size-4" aria-hidden />
      </button>
      {open && (
        <div
          id={id}
          role="note"
          className="mt-2 rounded-md border border-green-200 bg-white p-3 text-xs text-slate-700"
        >
          {basisText !== undefined || basis === undefined ? (
            <p>{basisText}</p>
          ) : (
            <>
              <p className="font-semibold">Berechnungsgrundlage {basis.year}</p>
              <ul className="mt-1 space-y-0.5">
                <li>Beitragsbemessungsgrenze GKV: {formatEuro(basis.contributionCeilingYearly)}</li>
                <li>Beitragssatz: {formatPercent(basis.totalRate)}</li>
                <li>
                  Arbeitnehmeranteil {formatPercent(basis.employeeRate)} (
                  {formatEuro(basis.employeeHealthShare)})
                </li>
                <li>
                  Pflegeversicherung {formatPercent(basis.careEmployeeRate)} (
                  {formatEuro(basis.careEmployeeShare)})
                </li>
                <li>
                  Kinderlosenzuschlag {formatPercent(basis.childlessSurchargeRate)} (
                  {formatEuro(basis.childlessSurcharge)})
                </li>
                <li className="font-semibold">Gesamt: {formatEuro(basis.totalYearly)} pro Jahr</li>
              </ul>
              <p className="mt-1">Ersparnis = Gesamt − 12 × Ihr monatlicher Anteil.</p>
            </>
          )}
          {figuresNotice && <p className="mt-1 font-medium">{figuresNotice}</p>}
        </div>
      )}
      <p className="mt-1 text-xs" data-testid="savings-assumptions">
        {assumptions && `${assumptionsSentence(assumptions)} `}
        {deductibleSentence(amount, deductible)}
      </p>
    </div>
  );
}

/** The claim's assumptions in one sentence, beside it (docs/product/broker-duties.md#claims). */
function assumptionsSentence(assumptions: SavingsAssumptions): string {
  const basis =
    assumptions.basis === "student"
      ? `Beitrag der studentischen Krankenversicherung ${assumptions.year}`
      : `Einkommen an der Beitragsbemessungsgrenze ${assumptions.year}`;
  const surcharge = assumptions.childlessSurcharge ? "mit Kinderlosenzuschlag" : "ohne Kinderlosenzuschlag";
  return `Angenommen: ${basis}, ${surcharge}.`;
}

/** What is left of the saving once the card's deductible is used up. */
function deductibleSentence(amount: number, deductible: number | undefined): string {
  if (!deductible) return "Ohne Selbstbeteiligung.";
  const left = savingsAfterDeductible(amount, deductible);
  const rest = left > 0 ? `noch ${formatEuroWhole(left)} pro Jahr` : "keine Ersparnis";
  return `Bei voll genutzter Selbstbeteiligung (${formatEuroWhole(deductible)}): ${rest}.`;
}

/** The badges of the highlighted cards: the first pick, and the others (no price bands). */
export const TOP_PICK_BADGES = { first: "Top-Empfehlung", other: "Auch empfohlen" } as const;

/** A highlighted offer (docs/product/results.md "Highlighted offer"). */
export function TopOfferCard({
  offer,
  position,
  savingsBasis,
  figuresNotice,
  detailsHref,
  compare,
  note,
  extras,
  assumptions,
}: {
  offer: ResultOffer;
  position: number;
  savingsBasis: SavingsBasis | undefined;
  /** Which year's figures the savings use (and whether they are provisional). */
  figuresNotice?: string;
  detailsHref: string;
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void };
  /** Why a top pick differs from the requested level, e.g. 'höhere Leistung zum gleichen Preis' (topNotes). */
  note?: string;
  /** The health pre-check's estimate and the price parts, when the offer has them (offer-extras.ts). */
  extras?: OfferExtras;
  /** What the comparison priced (docs/product/comparison.md#assumptions). */
  assumptions?: ComparisonAssumptions;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="top-offer"
      data-offer-id={offer.id}
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-5 shadow-sm",
        position === 0 ? "border-primary-700 ring-2 ring-primary-700" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* No price band beside the coverage levels ('Premium' meant over 400 €): docs/product/results.md#offers */}
        <Badge className={position === 0 ? "bg-primary-800 text-white" : undefined}>
          {position === 0 ? TOP_PICK_BADGES.first : TOP_PICK_BADGES.other}
        </Badge>
        <OfferGrade grade={offer.grade} primaryDoctorRule={offer.primaryDoctorRule} align="end" />
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-bold text-slate-900">
        {offer.provider} <span className="block text-base font-semibold text-slate-700">{offer.name}</span>
      </h3>
      {note && (
        <p className="mt-2 text-sm font-semibold text-green-800" data-testid="top-offer-note">
          {note}
        </p>
      )}
      {extras?.riskAssessment && <RiskAssessmentBadge assessment={extras.riskAssessment} className="mt-2" />}
      <p className="mt-3">
        <span className="text-3xl font-bold whitespace-nowrap text-slate-900" data-testid="offer-price">
          {formatEuro(offer.monthlyPrice)}
        </span>
        <span className="text-sm text-slate-600"> / Monat</span>
        <WithoutSurchargePrice extras={extras} monthlyPrice={offer.monthlyPrice} className="block" />
      </p>
      <p className="text-sm text-slate-700">
        Ihr Anteil:{" "}
        <span className="font-semibold whitespace-nowrap">{formatEuro(offer.employeeContribution)}</span>
        {offer.employerContribution > 0 && (
          <span className="text-slate-600"> (Arbeitgeber: {formatEuro(offer.employerContribution)})</span>
        )}
      </p>
      <PriceParts extras={extras} />
      <AssumptionLine assumptions={assumptions} offer={offer} className="mt-2" />
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li>Zahnersatz: {offer.dentistCoverage} %</li>
        <li>Selbstbeteiligung: {offer.deductible}</li>
        <li>Chefarzt: {offer.chiefPhysician ? "ja" : "nein"}</li>
        <li>Krankenhaus: {offer.hospitalRoom}</li>
        {offer.primaryDoctorRule && (
          <li data-testid="primary-doctor-rule">
            <span className="font-semibold">Primärarztprinzip:</span> {offer.primaryDoctorRule}
          </li>
        )}
      </ul>
      {offer.tariffComponents.length > 0 && (
        <ul aria-label="Tarifbausteine" className="mt-3 flex flex-wrap gap-1.5">
          {offer.tariffComponents.map((component) => (
            <li
              key={component}
              className={cn(
                "rounded px-2 py-0.5 font-mono text-xs",
                component === "EGO2" ? "bg-green-700 text-white" : "bg-slate-100 text-slate-800",
              )}
            >
              {component}
            </li>
          ))}
        </ul>
      )}
      {offer.savingsEstimate !== undefined && (offer.savingsBasis !== undefined || savingsBasis) && (
        <SavingsLine
          amount={offer.savingsEstimate}
          basis={savingsBasis}
          basisText={offer.savingsBasis}
          figuresNotice={figuresNotice}
          deductible={offer.deductibleAmount}
        />
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <Link
          to={detailsHref}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
        >
          Details
          <span className="sr-only">
            {" "}
            zu {offer.provider} {offer.name}
          </span>
        </Link>
        {compare && <CompareToggle offer={offer} {...compare} />}
      </div>
    </article>
  );
}

function CompareToggle({
  offer,
  checked,
  disabled,
  onToggle,
}: {
  offer: ResultOffer;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled && !checked}
        onChange={onToggle}
        className="size-5 accent-primary-800"
        aria-label={`${offer.provider} ${offer.name} vergleichen`}
      />
      Vergleichen
    </label>
  );
}

/** A compact offer of the further list (grade relative to the comparison, features, yearly total). */
export function CompactOfferRow({
  offer,
  detailsHref,
  compare,
  extras,
  assumptions,
}: {
  offer: ResultOffer;
  detailsHref: string;
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void };
  /** The health pre-check's estimate and the price parts, when the offer has them (offer-extras.ts). */
  extras?: OfferExtras;
  /** What the comparison priced (docs/product/comparison.md#assumptions). */
  assumptions?: ComparisonAssumptions;
}) {
  return (
    <li
      data-testid="compact-offer"
      data-offer-id={offer.id}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="flex items-center gap-2 sm:flex-col sm:items-center">
        <OfferGrade grade={offer.grade} primaryDoctorRule={offer.primaryDoctorRule} layout="stacked" />
      </div>
      <div className="min-w-0">
        <p className="font-bold text-slate-900">
          {offer.provider} <span className="font-semibold text-slate-700">{offer.name}</span>
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {compactFeatures(offer).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {extras?.riskAssessment && (
          <RiskAssessmentBadge assessment={extras.riskAssessment} className="mt-2" />
        )}
        <AssumptionLine assumptions={assumptions} offer={offer} className="mt-1" />
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <Link
            to={detailsHref}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline underline-offset-4"
          >
            Details
            <span className="sr-only">
              {" "}
              zu {offer.provider} {offer.name}
            </span>
          </Link>
          {compare && <CompareToggle offer={offer} {...compare} />}
        </div>
      </div>
      <div className="text-left sm:text-right">
        <p className="text-lg font-bold whitespace-nowrap text-slate-900">{formatEuro(offer.monthlyPrice)}</p>
        <p className="text-xs text-slate-600">
          pro Monat · <span className="whitespace-nowrap">{formatEuro(offer.monthlyPrice * 12)}</span> im Jahr
        </p>
        <WithoutSurchargePrice extras={extras} monthlyPrice={offer.monthlyPrice} className="block text-xs" />
        <PriceParts extras={extras} className="text-xs" />
      </div>
    </li>
  );
}
