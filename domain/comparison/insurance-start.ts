import { firstOfNextMonth, type IsoDate, isIsoCalendarDate } from "../../lib/dates/berlin-date";
import { formatCalendarDate } from "../../lib/format/date-format";

/**
 * The insurance start (Versicherungsbeginn) a person may choose: the first of a month, from next month up to
 * {@link INSURANCE_START_MONTHS_AHEAD} months ahead (docs/product/comparison.md#insurance-start). "Next month" is
 * counted from today in Berlin, so on 30 November the default is 1 December and on 1 December it is 1 January.
 */
const INSURANCE_START_MONTHS_AHEAD = 6;

/** The earliest (and default) start: the first of next month. */
export function defaultInsuranceStart(today: IsoDate): IsoDate {
  return firstOfNextMonth(today);
}

/** Every start the form offers, earliest first: 2026-11-25 → 2026-12-01 … 2027-05-01. */
export function insuranceStartOptions(today: IsoDate): IsoDate[] {
  const options: IsoDate[] = [];
  let start = defaultInsuranceStart(today);
  for (let month = 0; month < INSURANCE_START_MONTHS_AHEAD; month += 1) {
    options.push(start);
    start = firstOfNextMonth(start);
  }
  return options;
}

export const INSURANCE_START_MESSAGES = {
  format: "Bitte geben Sie den Versicherungsbeginn im Format JJJJ-MM-TT an.",
  firstOfMonth: "Der Versicherungsbeginn muss der Erste eines Monats sein.",
  tooEarly: (earliest: IsoDate) =>
    `Der Versicherungsbeginn kann frühestens der ${formatCalendarDate(earliest)} sein.`,
  tooLate: (latest: IsoDate) =>
    `Der Versicherungsbeginn kann höchstens ${INSURANCE_START_MONTHS_AHEAD} Monate im Voraus liegen (spätestens ${formatCalendarDate(latest)}).`,
} as const;

/**
 * Why `value` is no valid insurance start on `today` (a German message), or undefined when it is one. Without
 * `today` only the shape is checked (a real calendar date on the 1st), e.g. for stored input.
 */
export function insuranceStartIssue(value: string, today?: IsoDate): string | undefined {
  if (!isIsoCalendarDate(value)) return INSURANCE_START_MESSAGES.format;
  if (value.slice(8, 10) !== "01") return INSURANCE_START_MESSAGES.firstOfMonth;
  if (today === undefined) return undefined;
  const options = insuranceStartOptions(today);
  const earliest = options[0]!;
  const latest = options[options.length - 1]!;
  if (value < earliest) return INSURANCE_START_MESSAGES.tooEarly(earliest);
  if (value > latest) return INSURANCE_START_MESSAGES.tooLate(latest);
  return undefined;
}
