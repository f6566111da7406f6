import { berlinParts, type Instant } from "../dates/berlin-date";

/** German dates in Berlin time, so server and browser render the same text (no hydration differences). */

/** 'TT.MM.JJJJ': 2026-03-04T23:30:00Z → '05.03.2026'. */
export function formatDate(instant: Instant | string): string {
  const { day, month, year } = berlinParts(toInstant(instant));
  return `${day}.${month}.${year}`;
}

/** 'TT.MM.JJJJ HH:mm': 2026-11-22T09:05:00Z → '22.11.2026 10:05'. */
export function formatDateTime(instant: Instant | string): string {
  const { day, month, year, hour, minute } = berlinParts(toInstant(instant));
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

const toInstant = (value: Instant | string): Instant => (typeof value === "string" ? new Date(value) : value);

/** A calendar date 'YYYY-MM-DD' as 'TT.MM.JJJJ' (no instant, so no time zone): '2027-01-01' → '01.01.2027'. */
export function formatCalendarDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
