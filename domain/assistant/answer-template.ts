import { z } from "zod";
import { formatEuro, formatEuroWhole, formatPercent } from "../../lib/format/number-format";
import { GKV_SAVINGS } from "../constants/business";
import type { YearlyConstants } from "../constants/yearly-constants";

/** Answer templates of Lucy's knowledge base: the yearly placeholders (kept free of the JSON content). */

/** The GKV maximum monthly contribution (employee + employer, health only, with the average additional rate). */
const gkvMaxMonthly = (c: YearlyConstants): number =>
  Math.round(c.contributionCeilingMonthly * (c.generalRate + c.averageAdditionalRate) * 100) / 100;

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Students' GKV (KVdS) per month: health at 7/10 of the general rate plus the average additional rate, care at
 * the care rate (with `childless`, plus the surcharge from 23), both on the BAföG need — the year's rates from
 * the yearly table, the assessment base from GKV_SAVINGS (the same figures as domain/offers/gkv-contribution.ts).
 */
const studentGkvMonthly = (c: YearlyConstants, childless: boolean): number => {
  const base = GKV_SAVINGS.studentAssessmentBaseMonthly;
  const health = cents(base * (c.generalRate * GKV_SAVINGS.studentRateFactor + c.averageAdditionalRate));
  const care = cents(base * (c.careRate + (childless ? c.childlessSurchargeRate : 0)));
  return cents(health + care);
};

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
  /** Students' GKV (KVdS) health + care per month, with children or under 23. */
  studentGkvMonthly: (c) => formatEuro(studentGkvMonthly(c, false)),
  /** Students' GKV (KVdS) health + care per month, childless from 23. */
  studentGkvMonthlyChildless: (c) => formatEuro(studentGkvMonthly(c, true)),
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
