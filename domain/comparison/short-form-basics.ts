/** What the short landing form needs at first paint (the rules load on submit, see short-form.ts). */

const SHORT_FORM_JOB_STATUSES = ["employed", "self-employed"] as const;
export type ShortFormJobStatus = (typeof SHORT_FORM_JOB_STATUSES)[number];

/**
 * Age from which no comparison runs; a dialog explains why (docs/product/comparison.md#age-limit). Checked by both
 * forms and the API.
 */
export const AGE_LIMIT = 60;
/** The earliest birth year any path accepts (docs/product/comparison.md#input-rules). */
export const MIN_BIRTH_YEAR = 1920;

/**
 * Both forms' message for a real calendar date after today, in any year (docs/product/comparison.md#validation); a
 * malformed date gets the form's format message instead.
 */
export const BIRTH_DATE_IN_FUTURE = "Das Geburtsdatum kann nicht in der Zukunft liegen";

/** The age ≥ 60 dialog (docs/product/comparison.md#age-limit). */
export const AGE_NOTICE = {
  title: "Hinweis zur Privaten Krankenversicherung",
  text: "Ab einem Alter von 60 Jahren ist der Wechsel in die private Krankenversicherung mit einem deutlich höheren Risiko und hohen Beiträgen verbunden. Einen Online-Vergleich können wir Ihnen deshalb leider nicht anbieten. Gern beraten wir Sie persönlich.",
  /** Which age counts (docs/product/comparison.md#age-limit): the age on the insurance start, not today's. */
  basis: "Maßgeblich ist Ihr Alter zum Versicherungsbeginn.",
  button: "Verstanden",
} as const;

/** Auto-mask: digits only, dots after day and month, at most 10 characters ('TT.MM.JJJJ'). */
export function maskBirthDate(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}
