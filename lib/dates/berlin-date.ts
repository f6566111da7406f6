/**
 * Calendar dates in German time (Europe/Berlin), independent of the host's time zone: the server may run on
 * UTC, the browser anywhere. Every function takes the instant as a parameter; only the outermost caller
 * (a loader, an event handler) reads the clock, so tests control time.
 *
 * A calendar date is a string 'YYYY-MM-DD' ({@link IsoDate}).
 */

/** An instant: a `Date` or milliseconds since the epoch (`Date.now()`). */
export type Instant = Date | number;

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;

const BERLIN_TIME_ZONE = "Europe/Berlin";

// 'en-CA' writes dates as YYYY-MM-DD; 'h23' keeps midnight at 00 (not 24). Created on first use: a formatter with a
// time zone loads the zone's data (≈ 20 ms in a browser), which would otherwise be paid when the module loads.
let berlinDateTime: Intl.DateTimeFormat | undefined;
const berlinDateTimeFormat = () =>
  (berlinDateTime ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: BERLIN_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }));

/** Year, month, day, hour and minute of an instant on the Berlin wall clock, as zero-padded strings. */
export interface BerlinParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

export function berlinParts(instant: Instant): Readonly<BerlinParts> {
  // Berlin's offset from UTC changes only on whole hours, so the parts are the same for every instant of one UTC
  // minute: the last minute's parts are reused (a server asks many times per second).
  const minute = Math.floor((typeof instant === "number" ? instant : instant.getTime()) / 60_000);
  if (minute === lastMinute && lastParts) return lastParts;
  const parts = berlinDateTimeFormat().formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  lastParts = Object.freeze({
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  });
  lastMinute = minute;
  return lastParts;
}

let lastMinute = Number.NaN;
let lastParts: Readonly<BerlinParts> | undefined;

/** The calendar date in Berlin at `instant`: 2026-12-31T23:30:00Z → '2027-01-01'. */
export function berlinDate(instant: Instant): IsoDate {
  const { year, month, day } = berlinParts(instant);
  return `${year}-${month}-${day}`;
}

/** The calendar year in Berlin at `instant`: the year in force for the dated yearly constants. */
export function berlinYear(instant: Instant): number {
  return Number(berlinParts(instant).year);
}

/** The year of a YYYY-MM-DD date. */
export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

function split(date: IsoDate): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * Whole years from `birthDate` to `onDate` (both YYYY-MM-DD): the age on that date. A birthday on 29 February
 * counts as reached on 1 March in common years (§ 188 Abs. 3 BGB).
 */
export function ageOn(birthDate: IsoDate, onDate: IsoDate): number {
  const [by, bm, bd] = split(birthDate);
  const [y, m, d] = split(onDate);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The first day of the month of `date`: '2026-11-22' → '2026-11-01'. */
export function firstOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month after `date`: '2026-12-15' → '2027-01-01'. */
export function firstOfNextMonth(date: IsoDate): IsoDate {
  const [y, m] = split(date);
  return m === 12 ? `${pad(y + 1, 4)}-01-01` : `${pad(y, 4)}-${pad(m + 1)}-01`;
}

/** Number of days of a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date written YYYY-MM-DD ('2026-02-29' is not). */
export function isIsoCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = split(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DDTHH:mm' on the Berlin wall clock (a datetime-local input's value) of an instant. */
export function berlinLocalDateTime(instant: Instant): string {
  const { year, month, day, hour, minute } = berlinParts(instant);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** The instant of a Berlin wall-clock time 'YYYY-MM-DDTHH:mm' (undefined when the text is no such time). */
export function instantOfBerlinLocal(local: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Berlin is UTC+1 or UTC+2: correct the guess by the offset the wall clock shows at it (twice for DST edges).
  let guess = wall - 60 * 60 * 1000;
  for (let step = 0; step < 2; step += 1) {
    const parts = berlinParts(guess);
    const shown = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
    guess += wall - shown;
  }
  return berlinLocalDateTime(guess) === local ? new Date(guess) : undefined;
}
