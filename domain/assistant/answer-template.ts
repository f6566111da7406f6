import { z } from "zod";
import { formatEuro, formatEuroWhole, formatPercent } from "../../lib/format/number-format";
import type { YearlyConstants } from "../constants/yearly-constants";

/** Answer templates of Lucy's knowledge base: the yearly placeholders (kept free of the JSON content). */

/** The GKV maximum monthly contribution (employee + employer, health only, with the average additional rate). */
const gkvMaxMonthly = (c: YearlyConstants): number =>
  Math.round(c.contributionCeilingMonthly * (c.generalRate + c.averageAdditionalRate) * 100) / 100;

/** The placeholders an answer may use, each rendered from the constants of the year in force. */
export const PLACEHOLDERS = {
  year: (c) => String(c.year),
  /** Versicherungspflichtgrenze (JAEG) per year, whole euros. */
  jaeg: (c) => formatEuroWhole(c.compulsoryInsuranceLimitYearly),
  jaegMonthly: (c) => formatEuro(c.compulsoryInsuranceLimitYearly / 12),
  bbgYearly: (c) => formatEuroWhole(c.contributionCeilingYearly),
  bbgMonthly: (c) => formatEuro(c.contributionCeilingMonthly),
  generalRate: (c) => formatPercent(c.generalRate),
  averageAdditionalRate: (c) => formatPercent(c.averageAdditionalRate),
  gkvMaxMonthly: (c) => formatEuro(gkvMaxMonthly(c)),
  maxEmployerSubsidyHealth: (c) => formatEuro(c.maxEmployerSubsidyHealthMonthly),
  maxEmployerSubsidyCare: (c) => formatEuro(c.maxEmployerSubsidyCareMonthly),
  maxCarePremium: (c) => formatEuro(c.maxCarePremiumMonthly),
  maxCarePremiumBeihilfe: (c) => formatEuro(c.maxCarePremiumBeihilfeMonthly),
} satisfies Record<string, (constants: YearlyConstants) => string>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const isPlaceholder = (name: string): name is keyof typeof PLACEHOLDERS => Object.hasOwn(PLACEHOLDERS, name);

export const answerTemplateSchema = z.string().superRefine((text, ctx) => {
  for (const [, name] of text.matchAll(PLACEHOLDER))
    if (!isPlaceholder(name!))
      ctx.addIssue({ code: "custom", message: `Unbekannter Platzhalter {{${name}}}` });
});

/** Fills the placeholders of an answer template from the year's constants. */
export function renderAnswer(template: string, constants: YearlyConstants): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    isPlaceholder(name) ? PLACEHOLDERS[name](constants) : match,
  );
}
