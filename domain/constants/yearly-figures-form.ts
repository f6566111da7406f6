import { z } from "zod";
import { deriveYearlyConstants, type YearlyBase, type YearlyConstants } from "./yearly-constants";

/**
 * The admin form of one year's figures (/svadmin/rechengroessen) and the check of a stored row
 * (docs/product/constants.md#maintaining-the-yearly-figures). Amounts are typed in German ('77.400' or
 * '77.400,00 €'), rates in percent ('14,6'); the form's schema returns the full row with the derived caps.
 */

/** Plausible ranges: the figures of the last decades with room on both sides; anything outside is a typo. */
const YEARLY_FIGURE_RANGES = {
  compulsoryInsuranceLimitYearly: { min: 50_000, max: 200_000 },
  contributionCeilingYearly: { min: 40_000, max: 200_000 },
  generalRate: { min: 10, max: 20 },
  averageAdditionalRate: { min: 0, max: 8 },
  careRate: { min: 2, max: 8 },
  childlessSurchargeRate: { min: 0, max: 2 },
} as const;

/** Years an admin may enter, relative to the current year in Berlin: last year (a correction) up to two ahead. */
const EDITABLE_YEARS = { before: 1, after: 2 } as const;

const euroText = (amount: number) => amount.toLocaleString("de-DE");

export const YEARLY_FIGURES_MESSAGES = {
  year: (from: number, to: number) => `Bitte geben Sie ein Jahr von ${from} bis ${to} ein.`,
  amount: "Bitte geben Sie einen Betrag in Euro ein, z. B. 77.400.",
  rate: "Bitte geben Sie einen Prozentsatz ein, z. B. 14,6.",
  amountRange: (min: number, max: number) =>
    `Der Betrag muss zwischen ${euroText(min)} € und ${euroText(max)} € liegen.`,
  rateRange: (min: number, max: number) =>
    `Der Satz muss zwischen ${euroText(min)} % und ${euroText(max)} % liegen.`,
  limitAboveCeiling:
    "Die Versicherungspflichtgrenze liegt über der Beitragsbemessungsgrenze. Bitte prüfen Sie beide Werte.",
} as const;

/** '77.400', '77.400,00 €', '77400' → 77400; undefined when the text is no amount. */
export function parseGermanAmount(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0€]/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return undefined;
  return Number(cleaned.replace(/\./g, "").replace(",", "."));
}

/** '14,6', '14.6', '14,6 %' → 14.6 (percent); undefined when the text is no number. */
export function parsePercent(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0%]/g, "").replace(",", ".");
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

const amountField = (range: { min: number; max: number }) =>
  z
    .string({ error: YEARLY_FIGURES_MESSAGES.amount })
    .max(40, { error: YEARLY_FIGURES_MESSAGES.amount })
    .transform((text, context) => {
      const value = parseGermanAmount(text);
      if (value === undefined) {
        context.addIssue({ code: "custom", message: YEARLY_FIGURES_MESSAGES.amount });
        return z.NEVER;
      }
      if (value < range.min || value > range.max) {
        context.addIssue({
          code: "custom",
          message: YEARLY_FIGURES_MESSAGES.amountRange(range.min, range.max),
        });
        return z.NEVER;
      }
      return value;
    });

/** A rate typed in percent → the fraction the table keeps (14,6 → 0.146). */
const rateField = (range: { min: number; max: number }) =>
  z
    .string({ error: YEARLY_FIGURES_MESSAGES.rate })
    .max(20, { error: YEARLY_FIGURES_MESSAGES.rate })
    .transform((text, context) => {
      const percent = parsePercent(text);
      if (percent === undefined) {
        context.addIssue({ code: "custom", message: YEARLY_FIGURES_MESSAGES.rate });
        return z.NEVER;
      }
      if (percent < range.min || percent > range.max) {
        context.addIssue({
          code: "custom",
          message: YEARLY_FIGURES_MESSAGES.rateRange(range.min, range.max),
        });
        return z.NEVER;
      }
      return Math.round(percent * 1000) / 100_000;
    });

/** The years the form accepts in `currentYear`. */
export function editableYears(currentYear: number): { from: number; to: number } {
  return { from: currentYear - EDITABLE_YEARS.before, to: currentYear + EDITABLE_YEARS.after };
}

/** The one schema of the admin form: German texts in, the full row (with the derived figures) out. */
export function createYearlyFiguresFormSchema(currentYear: number) {
  const years = editableYears(currentYear);
  const yearMessage = YEARLY_FIGURES_MESSAGES.year(years.from, years.to);
  const ranges = YEARLY_FIGURE_RANGES;
  return z
    .object({
      year: z
        .string({ error: yearMessage })
        .trim()
        .regex(/^\d{4}$/, { error: yearMessage })
        .transform(Number)
        .refine((year) => year >= years.from && year <= years.to, { error: yearMessage }),
      compulsoryInsuranceLimitYearly: amountField(ranges.compulsoryInsuranceLimitYearly),
      contributionCeilingYearly: amountField(ranges.contributionCeilingYearly),
      generalRate: rateField(ranges.generalRate),
      averageAdditionalRate: rateField(ranges.averageAdditionalRate),
      careRate: rateField(ranges.careRate),
      childlessSurchargeRate: rateField(ranges.childlessSurchargeRate),
    })
    .superRefine((data, context) => {
      if (data.compulsoryInsuranceLimitYearly <= data.contributionCeilingYearly) {
        context.addIssue({
          code: "custom",
          path: ["compulsoryInsuranceLimitYearly"],
          message: YEARLY_FIGURES_MESSAGES.limitAboveCeiling,
        });
      }
    })
    .transform((base: YearlyBase) => deriveYearlyConstants(base));
}

/** A stored row as read back from the database: every field a finite number; anything else is ignored. */
export const storedYearlyConstantsSchema = z.object({
  year: z.number().int().min(2000).max(2200),
  compulsoryInsuranceLimitYearly: z.number().positive(),
  contributionCeilingYearly: z.number().positive(),
  contributionCeilingMonthly: z.number().positive(),
  generalRate: z.number().min(0).max(1),
  averageAdditionalRate: z.number().min(0).max(1),
  careRate: z.number().min(0).max(1),
  childlessSurchargeRate: z.number().min(0).max(1),
  maxEmployerSubsidyHealthMonthly: z.number().nonnegative(),
  maxEmployerSubsidyCareMonthly: z.number().nonnegative(),
  maxCarePremiumMonthly: z.number().nonnegative(),
  maxCarePremiumBeihilfeMonthly: z.number().nonnegative(),
}) satisfies z.ZodType<YearlyConstants>;

/** A row's values as the form shows them (German amounts and percent), e.g. to prefill it. */
export function yearlyFiguresFormValues(row: YearlyConstants): Record<keyof YearlyBase, string> {
  const percent = (rate: number) => (Math.round(rate * 100_000) / 1000).toLocaleString("de-DE");
  return {
    year: String(row.year),
    compulsoryInsuranceLimitYearly: euroText(row.compulsoryInsuranceLimitYearly),
    contributionCeilingYearly: euroText(row.contributionCeilingYearly),
    generalRate: percent(row.generalRate),
    averageAdditionalRate: percent(row.averageAdditionalRate),
    careRate: percent(row.careRate),
    childlessSurchargeRate: percent(row.childlessSurchargeRate),
  };
}
