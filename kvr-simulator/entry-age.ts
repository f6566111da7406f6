import { yearOf } from "../lib/dates/berlin-date";

/**
 * The age segments of the premium model (docs/product/rating-engine.md#segment-model): who is priced with ageing
 * reserve, the flat age groups of children, adolescents and students, and the calendar-year entry age.
 */

/** Adults are priced with ageing reserve from this calendar entry age; below it, child/youth age bands. */
export const ADULT_ENTRY_AGE = 21;
/** The age groups without ageing reserve: children 0–15 and adolescents 16–20, one flat premium each. */
export const CHILD_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 15],
  [16, 20],
];
/** Student tariffs: flat premium without ageing reserve, calculated on ages 20–34, open for ages 16–34. */
export const STUDENT_AGES = { from: 16, to: 34, bandFrom: 20, bandTo: 34 } as const;

/** Calendar-year method: entry age = year of insurance start − year of birth. */
export function entryAgeFor(birthDate: string, startDate: string): number {
  return yearOf(startDate) - yearOf(birthDate);
}
