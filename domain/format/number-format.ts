/**
 * German number, currency and percent formats (docs/decisions/010-look-name-and-privacy.md: prices always '289,50 €'). The one place the
 * portal formats numbers for people: UI, assistant texts and the engine's benefit texts.
 *
 * Separators: the functions that append ' €' or ' %' themselves use a normal space (U+0020);
 * {@link formatEuroNoBreak} uses Intl's currency style, which puts a no-break space (U+00A0) before '€'.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** de-DE number format with exactly `fractionDigits` decimals (cached: Intl formatters are costly to build). */
function numberFormat(fractionDigits: number, style: "decimal" | "currency" = "decimal"): Intl.NumberFormat {
  const key = `${style}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("de-DE", {
      ...(style === "currency" ? { style, currency: "EUR" } : {}),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

const percentNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** German grouping with a fixed number of decimals: 3650.4 → '3.650'; (1.25, 1) → '1,3'. */
export function formatNumber(value: number, fractionDigits = 0): string {
  return numberFormat(fractionDigits).format(fractionDigits === 0 ? Math.round(value) : value);
}

/** Euro with two decimals: 289.5 → '289,50 €'; 77400 → '77.400,00 €'. */
export function formatEuro(value: number): string {
  return `${numberFormat(2).format(value)} €`;
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
  return numberFormat(withCents ? 2 : 0, "currency").format(value);
}

/** A rate as percent with up to two decimals: 0.0855 → '8,55 %'; 0.146 → '14,6 %'. */
export function formatPercent(rate: number): string {
  return `${percentNumber.format(rate * 100)} %`;
}
