/**
 * An employee's gross yearly income (`annualIncome`, euros a year), as the API sends it (a number) or a form posts
 * it (German text: '90000', '90.000', '90.000,50 €'); docs/product/comparison.md#eligibility.
 */
import { z } from "zod";
import { formatNumber } from "../../lib/format/number-format";
import { ANNUAL_INCOME_MAX } from "./eligibility";

export const ANNUAL_INCOME_MESSAGES = {
  format: "Bitte geben Sie Ihr Bruttojahreseinkommen als Betrag in Euro ein, z. B. 60.000.",
  negative: "Das Bruttojahreseinkommen kann nicht negativ sein.",
  tooLarge: `Bitte geben Sie ein Bruttojahreseinkommen bis ${formatNumber(ANNUAL_INCOME_MAX)} € ein.`,
} as const;

const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;

/** A form's text → euros: thousands dots and a decimal comma read as German; '' → undefined; else NaN. */
export function parseAnnualIncome(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, "").replace(/(EUR|€)$/i, "");
  if (compact === "") return undefined;
  if (compact.startsWith("-")) {
    const positive = parseAnnualIncome(compact.slice(1));
    return positive === undefined ? Number.NaN : -positive;
  }
  if (GROUPED.test(compact)) return Number(compact.replace(/\./g, "").replace(",", "."));
  if (PLAIN.test(compact)) return Number(compact.replace(",", "."));
  return Number.NaN;
}

/** The field's schema: optional; a number or a German amount, 0 up to {@link ANNUAL_INCOME_MAX}. */
export const annualIncomeSchema = z.preprocess(
  (value) => (typeof value === "string" ? parseAnnualIncome(value.slice(0, 40)) : value),
  z
    .number({ error: ANNUAL_INCOME_MESSAGES.format })
    .finite({ error: ANNUAL_INCOME_MESSAGES.format })
    .min(0, { error: ANNUAL_INCOME_MESSAGES.negative })
    .max(ANNUAL_INCOME_MAX, { error: ANNUAL_INCOME_MESSAGES.tooLarge })
    .optional(),
);
