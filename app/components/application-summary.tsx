import { JOB_STATUS_LABELS } from "../../domain/comparison/form-values";
import type { ApplicationSnapshot, ApplicationSummary } from "../../domain/leads/application";
import { COVERAGE_WISH_LABELS } from "../../domain/leads/market";
import { formatCalendarDate } from "../../lib/format/date-format";
import { formatEuro } from "../../lib/format/number-format";
import {
  BEIHILFE_DIENSTHERR_LABELS,
  BEIHILFE_STUFE_LABELS,
  EXISTING_INSURANCE_LABELS,
} from "./person-input-labels";

/** 'Antrag · Debeka N · 412,30 €/Monat': how the market names an application request before the purchase. */
export function applicationLabel(summary: ApplicationSummary): string {
  return `Antrag · ${summary.insurer} ${summary.tariffName} · ${formatEuro(summary.monthlyPrice)}/Monat`;
}

/**
 * A purchased application request's tariff and inputs (docs/product/leads.md#application-request) as the buyer
 * reads them: what the person chose, at which price, with which figures — to prepare the application.
 */
export function ApplicationDetails({ application }: { application: ApplicationSnapshot }) {
  const { inputs } = application;
  const price = application.withRiskSurcharge
    ? `${formatEuro(application.monthlyPrice)} (mit erwartetem Risikozuschlag der Gesundheitsvorprüfung)`
    : formatEuro(application.monthlyPrice);
  const rows: Array<[string, string]> = [
    ["Tarif", `${application.insurer} – ${application.tariffName}`],
    ["Monatsbeitrag", price],
    ["Selbstbeteiligung", application.deductible],
    ...(application.sickPayPrice !== undefined
      ? [["davon Krankentagegeld", formatEuro(application.sickPayPrice)] as [string, string]]
      : []),
    ...(application.premiumReliefPrice !== undefined
      ? [["davon Beitragsentlastung", formatEuro(application.premiumReliefPrice)] as [string, string]]
      : []),
    ...(inputs.insuranceStart
      ? [["Versicherungsbeginn", formatCalendarDate(inputs.insuranceStart)] as [string, string]]
      : []),
    ["Berufsstatus", JOB_STATUS_LABELS[inputs.jobStatus]],
    ["Absicherungswunsch", COVERAGE_WISH_LABELS[inputs.coverageType]],
    ["Bisher", EXISTING_INSURANCE_LABELS[inputs.existingInsurance]],
    ...(inputs.beihilfe ? [["Beihilfe", beihilfeText(inputs.beihilfe)] as [string, string]] : []),
    ["Personen im Vergleich", String(inputs.persons)],
    [
      "Berechnung",
      [`Rechengrößen ${application.figuresYear}`, application.priceNotice].filter(Boolean).join(" · "),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Bund, 50 % (70 % im Ruhestand)'; a code without a label as it is. */
function beihilfeText(beihilfe: { employer: string; level: string }): string {
  const employer = BEIHILFE_DIENSTHERR_LABELS[beihilfe.employer as keyof typeof BEIHILFE_DIENSTHERR_LABELS];
  const level = BEIHILFE_STUFE_LABELS[beihilfe.level as keyof typeof BEIHILFE_STUFE_LABELS];
  return `${employer ?? beihilfe.employer}, ${level ?? beihilfe.level}`;
}
