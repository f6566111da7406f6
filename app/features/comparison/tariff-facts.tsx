import type { ReactNode } from "react";
import type { ComparisonAssumptions } from "../../../domain/comparison/assumptions";
import { NO_SICK_PAY_TEXT } from "../../../domain/comparison/assumptions-text";
import type { TariffFacts } from "../../../domain/offers/tariff-facts";
import { formatEuro } from "../../../lib/format/number-format";

/** What a value the model does not carry reads (docs/product/results.md#choosing-facts): never invented. */
const NO_INFORMATION = "keine Angabe";

/** The page says plainly that it shows no rating of the insurers' financial strength. */
export const FINANCIAL_STRENGTH_NOTE =
  "Zur Finanzstärke der Versicherer haben wir keine geprüfte Quelle; wir zeigen daher keine Bewertung.";

const TERMS_LINK_TEXT = "Versicherungsbedingungen (AVB) des Versicherers";

/** One row per fact: its label and its value for one tariff (the details' list and the compare view's rows). */
export function tariffFactRows(options: {
  facts: TariffFacts;
  assumptions: ComparisonAssumptions | undefined;
  termsUrl: string | undefined;
}): Array<{ key: string; label: string; value: ReactNode }> {
  const { facts, assumptions, termsUrl } = options;
  const known = (value: string | undefined) => value ?? NO_INFORMATION;
  const sickPay =
    assumptions && !assumptions.sickPay
      ? NO_SICK_PAY_TEXT
      : facts.sickPayPrice !== undefined
        ? formatEuro(facts.sickPayPrice)
        : NO_INFORMATION;
  const primary = facts.primaryDoctor
    ? facts.primaryDoctor.rule
      ? `ja${facts.primaryDoctor.detail ? ` – ${facts.primaryDoctor.detail}` : ""}`
      : "nein, freie Arztwahl"
    : NO_INFORMATION;
  return [
    { key: "waiting", label: "Wartezeiten (allgemein und besondere)", value: known(facts.waitingPeriods) },
    { key: "goae", label: "Ärztliche Gebühren (GOÄ) erstattet", value: known(facts.doctorFeeRate) },
    { key: "goz", label: "Zahnärztliche Gebühren (GOZ) erstattet", value: known(facts.dentalFeeRate) },
    { key: "bre", label: "Beitragsrückerstattung", value: known(facts.premiumRefund) },
    { key: "sickPay", label: "Krankentagegeld im Beitrag", value: sickPay },
    { key: "primary", label: "Primärarztprinzip (Hausarzt zuerst)", value: primary },
    {
      key: "terms",
      label: "Versicherungsbedingungen (AVB)",
      value: termsUrl ? (
        <a href={termsUrl} rel="noopener noreferrer" className="font-semibold text-primary-800 underline">
          {TERMS_LINK_TEXT}
        </a>
      ) : (
        NO_INFORMATION
      ),
    },
  ];
}

/** The tariff details' section 'Für Ihre Entscheidung' (docs/product/results.md#choosing-facts). */
export function TariffFactsSection(props: {
  facts: TariffFacts;
  assumptions: ComparisonAssumptions | undefined;
  termsUrl: string | undefined;
}) {
  return (
    <section
      aria-labelledby="tarif-fakten"
      data-testid="tariff-facts"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="tarif-fakten" className="text-lg font-bold text-slate-900">
        Für Ihre Entscheidung
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {tariffFactRows(props).map((row) => (
          <div
            key={row.key}
            data-fact={row.key}
            className="grid gap-1 py-2 sm:grid-cols-[16rem_minmax(0,1fr)]"
          >
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600" data-testid="financial-strength-note">
        {FINANCIAL_STRENGTH_NOTE}
      </p>
    </section>
  );
}
