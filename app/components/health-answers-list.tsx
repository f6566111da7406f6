import type { HealthAnswers, PersonRole } from "../../domain/comparison/family-input";
import { HEALTH_CONDITION_LABELS } from "../../domain/comparison/health-conditions";
import type { RiskPreCheckPerson, RiskPreCheckSummary } from "../../domain/leads/risk-pre-check";
import { formatNumber } from "../../lib/format/number-format";
import { HEALTH_QUESTION_LABELS } from "./health-question-labels";

/** 'Risikovoranfrage · 2 Personen': how the market names a risk pre-check before the purchase. */
export function riskPreCheckLabel(summary: RiskPreCheckSummary): string {
  return `Risikovoranfrage · ${summary.persons} ${summary.persons === 1 ? "Person" : "Personen"}`;
}

/** The persons as a buyer reads them: 'Antragsteller/in', 'Partner/in', 'Kind 1' … */
export function personLabels(roles: readonly PersonRole[]): string[] {
  let child = 0;
  return roles.map((role) => {
    if (role === "child") return `Kind ${++child}`;
    return role === "partner" ? "Partner/in" : "Antragsteller/in";
  });
}

const yesNo = (value: boolean) => (value ? "Ja" : "Nein");
const decimal = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1);

/** One person's answers as label and German value, in the order of the long form. */
export function healthAnswerRows(answers: HealthAnswers): Array<{ label: string; value: string }> {
  const value: Record<keyof HealthAnswers, string> = {
    heightCm: decimal(answers.heightCm),
    weightKg: decimal(answers.weightKg),
    outpatientTreatments3y: formatNumber(answers.outpatientTreatments3y),
    hospitalStays5y: formatNumber(answers.hospitalStays5y),
    psychotherapy10y: yesNo(answers.psychotherapy10y),
    chronicConditions:
      answers.chronicConditions.length === 0
        ? "Keine"
        : answers.chronicConditions.map((code) => HEALTH_CONDITION_LABELS[code] ?? code).join(", "),
    regularMedication: yesNo(answers.regularMedication),
    missingTeeth: formatNumber(answers.missingTeeth),
    plannedDentalTreatment: yesNo(answers.plannedDentalTreatment),
    glassesDiopters:
      answers.glassesDiopters === 0
        ? "Keine Brille"
        : `${answers.glassesDiopters > 0 ? "+" : ""}${formatNumber(answers.glassesDiopters, 2)}`,
  };
  return (Object.keys(HEALTH_QUESTION_LABELS) as Array<keyof HealthAnswers>).map((key) => ({
    label: HEALTH_QUESTION_LABELS[key],
    value: value[key],
  }));
}

/**
 * The health answers of a purchased risk pre-check (docs/product/leads.md#risk-pre-check-request), per person, in
 * German: only pages that may show them after the purchase (the buyer, an admin's audited reveal) render this.
 */
export function HealthAnswersList({ persons }: { persons: readonly RiskPreCheckPerson[] }) {
  const labels = personLabels(persons.map((person) => person.role));
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="health-answers">
      {persons.map((person, index) => (
        <section key={labels[index]} aria-label={`Gesundheitsangaben ${labels[index]}`}>
          <h4 className="text-sm font-semibold text-slate-900">{labels[index]}</h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700">
            {healthAnswerRows(person.answers).map((row) => (
              <div key={row.label} className="contents">
                <dt>{row.label}</dt>
                <dd className="font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
