import { z } from "zod";
import type { YearlyConstants } from "../constants/yearly-constants";
import { formatEuro, formatEuroWhole, formatPercent } from "../format/number-format";
import knowledge from "./knowledge/entries.json";

/**
 * Lucy's knowledge base (docs/product/assistant.md, docs/decisions/009-assistant.md): general, non-individual information on the private health
 * insurance. The content lives in `knowledge/entries.json`; this module validates it and fills the yearly figures.
 * Figures that change every year come from the dated constants (`domain/constants/yearly-constants.ts`), never
 * from the text: answers name them as placeholders (`{{jaeg}}`, see {@link PLACEHOLDERS}). `questions` are
 * typical phrasings and `keywords` extra search terms; both only feed the retrieval, the visitor sees `answer`.
 */
export interface KnowledgeEntry {
  id: string;
  topic: string;
  questions: string[];
  keywords: string[];
  answer: (figures: YearlyConstants) => string;
}

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

const knowledgeFileSchema = z.object({
  fallbackAnswer: z.string().min(1),
  entries: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        topic: z.string().min(1),
        questions: z.array(z.string().min(1)).min(1),
        keywords: z.array(z.string().min(1)),
        answer: answerTemplateSchema,
      }),
    )
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      message: "Doppelte id in der Wissensdatenbank",
    }),
});

export type KnowledgeFile = z.input<typeof knowledgeFileSchema>;

/** Fills the placeholders of an answer template from the year's constants. */
export function renderAnswer(template: string, constants: YearlyConstants): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    isPlaceholder(name) ? PLACEHOLDERS[name](constants) : match,
  );
}

/** Validates knowledge-base content (throws a ZodError naming the bad entry) and turns it into entries. */
export function loadKnowledgeBase(content: unknown): {
  entries: readonly KnowledgeEntry[];
  fallbackAnswer: string;
} {
  const file = knowledgeFileSchema.parse(content);
  return {
    fallbackAnswer: file.fallbackAnswer,
    entries: file.entries.map(({ answer, ...entry }) => ({
      ...entry,
      answer: (constants: YearlyConstants) => renderAnswer(answer, constants),
    })),
  };
}

const loaded = loadKnowledgeBase(knowledge);

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = loaded.entries;

/** The answer when nothing in the knowledge base fits: admits not knowing and points to the comparison and a broker. */
export const FALLBACK_ANSWER: string = loaded.fallbackAnswer;
