import { COVERAGE_DEDUCTIBLE_LIMITS, DEDUCTIBLE_CHOICES } from "../../../domain/comparison/deductible";
import { PREMIUM_RELIEF_CHOICES, SICK_PAY_CHOICES } from "../../../domain/comparison/family-input";
import {
  type CoverageType,
  deductibleLabel,
  JOB_STATUS_LABELS,
  type JobStatus,
  needsBeihilfe,
} from "../../../domain/comparison/long-form";
import { HEALTH_QUESTION_LABELS } from "../../components/health-question-labels";

// Shared with the purchased application requests (docs/product/leads.md#application-request).
export {
  BEIHILFE_DIENSTHERR_LABELS,
  BEIHILFE_STUFE_LABELS,
  EXISTING_INSURANCE_LABELS,
} from "../../components/person-input-labels";

/** The three coverage cards (docs/product/comparison.md) with their benefits and the highest deductible. */
export const COVERAGE_CARDS: Record<
  CoverageType,
  { title: string; benefits: string[]; maxDeductible: number; recommended: boolean }
> = {
  basic: {
    title: "Basis",
    benefits: [
      "Behandlung durch den Stationsarzt",
      "Mehrbettzimmer",
      "Zahnersatz ab 50 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.basic)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.basic,
    recommended: false,
  },
  comfort: {
    title: "Komfort",
    benefits: [
      "Chefarztbehandlung",
      "Zweibettzimmer",
      "Zahnersatz 75 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.comfort)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.comfort,
    recommended: true,
  },
  premium: {
    title: "Premium",
    benefits: [
      "Chefarztbehandlung",
      "Einbettzimmer",
      "Zahnersatz 85 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.premium)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.premium,
    recommended: false,
  },
};

/**
 * The deductible select's options for a coverage card: every DEDUCTIBLE_CHOICES step up to the card's limit
 * (all steps when `coverage` is undefined), value '1200€', label '1.200 €'.
 */
export function deductibleOptions(coverage?: CoverageType): Array<{ value: string; label: string }> {
  const limit = coverage ? COVERAGE_DEDUCTIBLE_LIMITS[coverage] : Number.POSITIVE_INFINITY;
  return DEDUCTIBLE_CHOICES.filter((amount) => amount <= limit).map((amount) => ({
    value: `${amount}€`,
    label: deductibleLabel(amount),
  }));
}

/** Civil servants and their children have Beihilfe fields (docs/product/comparison.md#states). */
export const hasBeihilfe = needsBeihilfe;

/**
 * The person in the results' summary line: 'Kind' for a child (also for comparisons stored before a child had
 * its own status), 'Beamtenkind', or the job status label; a missing status shows 'Nicht angegeben', an unknown
 * value as is (docs/product/results.md#results-screen).
 */
export function personLabel(input: { insuredPerson?: string; jobStatus?: string }): string {
  const status = input.jobStatus;
  if (input.insuredPerson === "child" && status !== "civil-servant-child") return JOB_STATUS_LABELS.child;
  if (!status) return "Nicht angegeben";
  return (JOB_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * The job status labels in the form that follows 'Tarife für': plural, so the phrase reads for everyone in that
 * status ('76 Tarife für Angestellte', not '… für Angestellter').
 */
const PERSON_GROUP_LABELS: Record<JobStatus, string> = {
  employed: "Angestellte",
  "self-employed": "Selbstständige",
  "civil-servant": "Beamte",
  student: "Studierende",
  freelancer: "Freiberufler",
  "civil-servant-child": "Beamtenkinder",
  child: "Kinder",
};

/** The person as the object of 'Tarife für …' (see personLabel for the cases); a missing status: 'Sie'. */
export function personGroupLabel(input: { insuredPerson?: string; jobStatus?: string }): string {
  const status = input.jobStatus;
  if (input.insuredPerson === "child" && status !== "civil-servant-child") return PERSON_GROUP_LABELS.child;
  if (!status) return "Sie";
  return (PERSON_GROUP_LABELS as Record<string, string>)[status] ?? status;
}

/** Browser storage key of the long form's data (birthDate as YYYY-MM-DD). */
export const FORM_STORAGE_KEY = "comparisonFormData";

const euroAmount = (amount: number) => `${amount.toLocaleString("de-DE")} €`;
const steps = (min: number, max: number, step: number) =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);

/** Krankentagegeld per day: every step of SICK_PAY_CHOICES, value '100', label '100 €'. */
export const SICK_PAY_AMOUNT_OPTIONS = steps(
  SICK_PAY_CHOICES.dailyAmountMin,
  SICK_PAY_CHOICES.dailyAmountMax,
  SICK_PAY_CHOICES.dailyAmountStep,
).map((amount) => ({ value: String(amount), label: euroAmount(amount) }));

/** The start days of the self-employed's Krankentagegeld; '' is none. */
export const SICK_PAY_START_OPTIONS = [
  { value: "", label: "kein Krankentagegeld" },
  ...SICK_PAY_CHOICES.selfEmployedStartDays.map((day) => ({
    value: String(day),
    label: `ab dem ${day}. Tag`,
  })),
];

/** Beitragsentlastung ab 67 per month; '' is none. */
export const PREMIUM_RELIEF_OPTIONS = [
  { value: "", label: "keine" },
  ...steps(PREMIUM_RELIEF_CHOICES.min, PREMIUM_RELIEF_CHOICES.max, PREMIUM_RELIEF_CHOICES.step).map(
    (amount) => ({
      value: String(amount),
      label: `${euroAmount(amount)} im Monat`,
    }),
  ),
];

/** The anonymous health questions (docs/product/comparison.md#family-and-health). */
export const HEALTH_LABELS = {
  summary: "Gesundheitsfragen, anonym",
  privacy:
    "Ihre Antworten bleiben anonym: Wir fragen weder Namen noch E-Mail oder Telefonnummer. Sie werden nur für diesen Vergleich verwendet und mit ihm nach 30 Tagen gelöscht.",
  optional: "Freiwillig: Mit Größe und Gewicht schätzen wir Risikozuschläge je Tarif ein.",
  // The questions' labels, shared with the purchased risk pre-checks (docs/product/leads.md#risk-pre-check-request).
  ...HEALTH_QUESTION_LABELS,
} as const;
