/**
 * German number, currency and percent formats (docs/decisions/010-look-name-and-privacy.md: prices always '289,50 €'). The one place the
 * portal formats numbers for people: UI, assistant texts and the engine's benefit texts.
 *
 * Separators: the functions that append ' €' or ' %' use a normal space (U+0020); {@link formatEuroNoBreak} puts a
 * no-break space (U+00A0) before '€', as Intl's currency style does.
 */

/**
 * de-DE digits without Intl: the first `Intl.NumberFormat("de-DE")` loads the locale's data, which costs 20–50 ms
 * in a browser while the page hydrates. Same result as Intl (held equal by a differential test): the shortest
 * decimal form of the number is rounded half away from zero ("halfExpand"), grouped by '.' in threes (also four-digit
 * numbers), ',' before the decimals, '-' for negative numbers including -0.
 */
function germanDigits(value: number, minFractionDigits: number, maxFractionDigits: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const decimal = String(Math.abs(value));
  // Exponent notation (below 1e-6 or from 1e21 on) and NaN/Infinity: rare enough for Intl.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return intlFallback(value, minFractionDigits, maxFractionDigits);
  const point = decimal.indexOf(".");
  const whole = point < 0 ? decimal : decimal.slice(0, point);
  const fraction = point < 0 ? "" : decimal.slice(point + 1);
  // Rounded half away from zero on the decimal digits, in string arithmetic (this runs for every amount of every
  // offer: BigInt and a regular expression per call were a measurable part of a comparison).
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, "0");
  if ((fraction[maxFractionDigits] ?? "0") >= "5") digits = plusOne(digits);
  let first = 0;
  while (first < digits.length - 1 && digits.charCodeAt(first) === ZERO) first += 1;
  const text = digits.slice(first).padStart(maxFractionDigits + 1, "0");
  const integer = text.slice(0, text.length - maxFractionDigits);
  let decimals = text.slice(text.length - maxFractionDigits);
  while (decimals.length > minFractionDigits && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  return `${negative ? "-" : ""}${grouped(integer)}${decimals === "" ? "" : `,${decimals}`}`;
}

const ZERO = 48;

/** A string of decimal digits plus one: '129' → '130', '99' → '100'. */
function plusOne(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === "9") at -= 1;
  if (at < 0) return `1${"0".repeat(digits.length)}`;
  return `${digits.slice(0, at)}${String.fromCharCode(digits.charCodeAt(at) + 1)}${"0".repeat(digits.length - at - 1)}`;
}

/** Thousands separated by '.': '1234567' → '1.234.567'. */
function grouped(integer: string): string {
  if (integer.length <= 3) return integer;
  const head = integer.length % 3 || 3;
  let result = integer.slice(0, head);
  for (let at = head; at < integer.length; at += 3) result += `.${integer.slice(at, at + 3)}`;
  return result;
}

function intlFallback(value: number, minFractionDigits: number, maxFractionDigits: number): string {
  return new Intl.NumberFormat("de-DE", {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: maxFractionDigits,
  }).format(value);
}

/** German grouping with a fixed number of decimals: 3650.4 → '3.650'; (1.25, 1) → '1,3'. */
export function formatNumber(value: number, fractionDigits = 0): string {
  return germanDigits(fractionDigits === 0 ? Math.round(value) : value, fractionDigits, fractionDigits);
}

/** Euro with two decimals: 289.5 → '289,50 €'; 77400 → '77.400,00 €'. */
export function formatEuro(value: number): string {
  return `${germanDigits(value, 2, 2)} €`;
}

/** Whole euros for large yearly figures: 77400 → '77.400 €'; 508.59 → '509 €'. */
export function formatEuroWhole(value: number): string {
  return `${formatNumber(value)} €`;
}

/**
 * Euro in running text, with a no-break space (U+00A0) so amount and '€' never wrap apart:
 * 77400 → '77.400\u00a0€'; with cents 508.59 → '508,59\u00a0€'.
 */
export function formatEuroNoBreak(value: number, withCents = false): string {
  const digits = withCents ? 2 : 0;
  return `${germanDigits(value, digits, digits)}\u00a0€`;
}

/** A rate as percent with up to two decimals: 0.0855 → '8,55 %'; 0.146 → '14,6 %'. */
export function formatPercent(rate: number): string {
  return `${germanDigits(rate * 100, 0, 2)} %`;
}
