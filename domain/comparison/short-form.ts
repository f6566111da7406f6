// Type-only: the landing page loads this file and must not pull in zod.
import { ageOn, daysInMonth, yearOf } from "../../lib/dates/berlin-date";
import type { LongFormData } from "./long-form";
import type { ShortFormJobStatus } from "./short-form-basics";

import { AGE_LIMIT, BIRTH_DATE_IN_FUTURE, MIN_BIRTH_YEAR } from "./short-form-basics";

export {
  AGE_NOTICE,
  maskBirthDate,
  type ShortFormJobStatus,
} from "./short-form-basics";

/** Short landing form (docs/product/comparison.md, docs/product/comparison.md#form-data, docs/product/comparison.md#validation). */
export const SHORT_FORM_MESSAGES = {
  required: "Bitte geben Sie Ihr Geburtsdatum ein",
  format: "Bitte verwenden Sie das Format TT.MM.JJJJ",
  day: "Ungültiger Tag",
  month: "Ungültiger Monat",
  year: (currentYear: number) => `Das Jahr muss zwischen 1920 und ${currentYear} liegen`,
  future: BIRTH_DATE_IN_FUTURE,
} as const;

/**
 * Checks a 'TT.MM.JJJJ' birth date against today (YYYY-MM-DD); returns the spec's message or undefined when
 * valid. Order: required, format, day, month, year before 1920 (the year-range message), day beyond the month's
 * length, future. A real date in a later year (15.03.2030) is in the future, not out of the year range.
 */
export function validateShortBirthDate(value: string, today: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return SHORT_FORM_MESSAGES.required;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed);
  if (!match) return SHORT_FORM_MESSAGES.format;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const currentYear = yearOf(today);
  if (day < 1 || day > 31) return SHORT_FORM_MESSAGES.day;
  if (month < 1 || month > 12) return SHORT_FORM_MESSAGES.month;
  if (year < MIN_BIRTH_YEAR) return SHORT_FORM_MESSAGES.year(currentYear);
  // A day beyond the month's length (31.02.) is no calendar date: 'Ungültiger Tag'.
  if (day > daysInMonth(year, month)) return SHORT_FORM_MESSAGES.day;
  if (toIsoDate(trimmed) > today) return SHORT_FORM_MESSAGES.future;
  return undefined;
}

/** 'TT.MM.JJJJ' → 'YYYY-MM-DD' (no validation). */
export function toIsoDate(germanDate: string): string {
  const [day, month, year] = germanDate.trim().split(".");
  return `${year}-${month}-${day}`;
}

/** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
export function toGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * True when the visitor is 60 or older on the insurance start (`onDate`; the short form's is the first of next
 * month): the comparison does not run.
 */
export function isAboveAgeLimit(isoBirthDate: string, onDate: string): boolean {
  return ageOn(isoBirthDate, onDate) >= AGE_LIMIT;
}

/**
 * The short form's request body: its fixed data and, for an employee who gave one, the gross yearly income as typed
 * (the schema reads it, docs/product/comparison.md#eligibility).
 */
export function shortFormBody(input: {
  birthDate: string;
  jobStatus: ShortFormJobStatus;
  annualIncome?: string;
}): Record<string, unknown> {
  const income = input.jobStatus === "employed" ? (input.annualIncome ?? "").trim() : "";
  const fixed = shortFormToLongForm(input);
  return income === "" ? fixed : { ...fixed, annualIncome: income };
}

/** The fixed data the short form sends (docs/product/comparison.md#short-form). */
export function shortFormToLongForm(input: {
  birthDate: string;
  jobStatus: ShortFormJobStatus;
}): LongFormData {
  return {
    birthDate: toIsoDate(input.birthDate),
    gender: "male",
    jobStatus: input.jobStatus,
    insuredPerson: "self",
    existingInsurance: "public",
    coverageType: "comfort",
    insuranceType: "adult",
    deductible: "0€",
    beihilfeDienstherr: "NOT_IN_WISH",
    beihilfeStufe: "NOT_IN_WISH",
  };
}
