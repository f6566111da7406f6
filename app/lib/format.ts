/** German number and currency formats (DECISIONS 22: '289,50 €'). */
const euroNumber = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 289.5 → '289,50 €'; 1234.5 → '1.234,50 €'. */
export function formatEuro(value: number): string {
  return `${euroNumber.format(value)} €`;
}

/** 3650.4 → '3.650' (German grouping, no decimals). */
export function formatWhole(value: number): string {
  return wholeNumber.format(Math.round(value));
}

/** 1.3 → '1,3'. */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** 0.0855 → '8,55 %'. */
export function formatPercent(rate: number): string {
  return `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 }).format(rate * 100)} %`;
}
