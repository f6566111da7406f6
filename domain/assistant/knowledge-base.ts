import { z } from "zod";
import type { YearlyConstants } from "../constants/yearly-constants";
import { answerTemplateSchema, renderAnswer } from "./answer-template";
import { PORTAL_PATH_PATTERN } from "./chat-input";
import knowledge from "./knowledge/entries.json";
import { INTENTS, type Intent, PERSON_GROUPS, type PersonGroup } from "./question-reading";

export { PLACEHOLDERS } from "./answer-template";

/**
 * Lucy's knowledge base (docs/product/assistant.md, docs/decisions/009-assistant.md): general, non-individual information on the private health
 * insurance. The content lives in `knowledge/entries.json`; this module validates it and fills the yearly figures.
 * Figures that change every year come from the dated constants (`domain/constants/yearly-constants.ts`), never
 * from the text: answers name them as placeholders (`{{jaeg}}`, see {@link PLACEHOLDERS}). `questions` are
 * typical phrasings and `keywords` extra search terms; both only feed the retrieval, the visitor sees `answer`.
 * Optional: `intents` and `groups` (what the entry answers and for whom, docs/product/assistant.md#retrieval) and
 * `source`, the portal page an answer cites.
 */
export interface KnowledgeEntry {
  id: string;
  topic: string;
  questions: string[];
  keywords: string[];
  answer: (figures: YearlyConstants) => string;
  intents?: Intent[];
  groups?: PersonGroup[];
  source?: KnowledgeSource;
}

/** A portal page (path or landing-page anchor) that an answer cites. */
interface KnowledgeSource {
  label: string;
  href: string;
}

/** Where a cited entry without its own source points: the FAQ section of the landing page. */
export const DEFAULT_SOURCE_HREF = "/#pkv-faq";

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
        intents: z.array(z.enum(INTENTS)).optional(),
        groups: z.array(z.enum(PERSON_GROUPS)).optional(),
        source: z
          .object({ label: z.string().min(1), href: z.string().regex(PORTAL_PATH_PATTERN) })
          .optional(),
      }),
    )
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      message: "Doppelte id in der Wissensdatenbank",
    }),
});

/** Validates knowledge-base content (throws a ZodError naming the bad entry) and turns it into entries. */
export function loadKnowledgeBase(content: unknown): {
  entries: readonly KnowledgeEntry[];
  fallbackAnswer: string;
} {
  const file = knowledgeFileSchema.parse(content);
  return {
    fallbackAnswer: file.fallbackAnswer,
    entries: file.entries.map(({ answer, intents, groups, source, ...entry }) => ({
      ...entry,
      ...(intents ? { intents } : {}),
      ...(groups ? { groups } : {}),
      ...(source ? { source } : {}),
      answer: (constants: YearlyConstants) => renderAnswer(answer, constants),
    })),
  };
}

const loaded = loadKnowledgeBase(knowledge);

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = loaded.entries;

/** The answer when nothing in the knowledge base fits: admits not knowing and points to the comparison and a broker. */
export const FALLBACK_ANSWER: string = loaded.fallbackAnswer;
