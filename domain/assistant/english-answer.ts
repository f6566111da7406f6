import { PLACEHOLDERS } from "./answer-template";
import { DEFAULT_SOURCE_HREF } from "./knowledge-base";
import { readQuestion } from "./question-reading";
import type { KnowledgeIndex, RetrievalResult } from "./retrieve";

/**
 * English questions (docs/product/assistant.md#english): the knowledge base is German, so Lucy answers the main
 * topics with a short English answer and links the German entry; for anything else she says in English that her
 * knowledge is German and offers the German answer and the call-back.
 */

const ENGLISH_WORDS =
  /\b(the|is|are|what|does|do|can|how|much|you|your|my|i|to|of|and|for|health|insurance|public|switch|cost|costs|speak|english|which|who|should|will|would|get|back)\b/gi;
const GERMAN_WORDS =
  /\b(ich|die|der|das|und|ist|was|wie|kann|bin|eine?|nicht|mit|für|zur|zum|mein\w*|sie|du|wer|welche\w*)\b/gi;

/** Whether a question is English: at least two English function words and more of them than German ones. */
export function isEnglish(question: string): boolean {
  const english = question.match(ENGLISH_WORDS)?.length ?? 0;
  const german = question.match(GERMAN_WORDS)?.length ?? 0;
  return english >= 2 && english > german * 2;
}

interface EnglishTopic {
  pattern: RegExp;
  /** The German entry the answer links. */
  entryId: string;
  answer: (figure: (name: keyof typeof PLACEHOLDERS) => string) => string;
}

const TOPICS: readonly EnglishTopic[] = [
  {
    pattern: /\b(switch|go|going|move|return)\w* back\b|\bpublic\b.*\bagain\b/i,
    entryId: "rueckkehr-gkv",
    answer: (figure) =>
      `Going back to the public health insurance (GKV) is usually only possible if you become compulsorily insured again – for example as an employee whose pay falls below the compulsory insurance limit (${figure("year")}: ${figure("jaeg")} a year) or when you receive unemployment benefit I. From the age of 55 it is mostly ruled out.`,
  },
  {
    pattern: /\b(cost|costs|price|expensive|cheap|premium|pay)\b/i,
    entryId: "kosten",
    answer: (figure) =>
      `The premium of private health insurance (PKV) does not depend on your income but on your age at entry, your health, the cover you choose and the deductible. Young, healthy employees often pay about €300 to €600 a month before the employer's share. For comparison, the maximum public health contribution in ${figure("year")} is about ${figure("gkvMaxMonthly")} a month. Our free comparison (in German) shows your exact price.`,
  },
  {
    pattern: /\b(who can|eligib\w*|allowed|can i (join|get|take)|requirements?|qualify)\b/i,
    entryId: "voraussetzungen",
    answer: (figure) =>
      `Employees can take out private health insurance if their regular gross pay exceeds the compulsory insurance limit (${figure("year")}: ${figure("jaeg")} a year). Self-employed people and freelancers can join regardless of income, civil servants get the Beihilfe and insure the rest privately, and students can be exempted from the public student insurance within three months.`,
  },
  {
    pattern: /\b(human|bot|robot|ai|person|real)\b/i,
    entryId: "lucy",
    answer: () =>
      "I am Lucy, an AI assistant of this portal – not a human. I answer general questions about private health insurance from our German knowledge base; for personal advice you can ask for a call-back from a broker on the results page ('Lassen Sie sich anrufen').",
  },
  {
    pattern: /\b(english|german|language|speak)\b/i,
    entryId: "lucy",
    answer: () =>
      "Yes, I understand short questions in English, but my knowledge base is in German. Where I can, I answer briefly in English and link the German answer; otherwise please ask in German.",
  },
];

const GERMAN_ONLY =
  "Sorry, my knowledge on this is in German only. Please ask your question in German, or start our free comparison – on the results page you can ask for a call-back from an independent broker ('Lassen Sie sich anrufen').";

/** The English answer: a short answer for the main topics with the German entry linked, else the German-only note. */
export function answerInEnglish(question: string, index: KnowledgeIndex): RetrievalResult {
  const reading = readQuestion(question);
  const topic = TOPICS.find(({ pattern }) => pattern.test(question));
  const indexed = topic ? index.entries.get(topic.entryId) : undefined;
  if (!topic || !indexed)
    return { passages: [], answer: GERMAN_ONLY, hasKnowledge: false, sources: [], reading };
  const { entry, text } = indexed;
  const label = entry.source?.label ?? entry.topic;
  const source = { id: entry.id, label, href: entry.source?.href ?? DEFAULT_SOURCE_HREF };
  const figure = (name: keyof typeof PLACEHOLDERS) => PLACEHOLDERS[name](index.figures);
  return {
    passages: [{ id: entry.id, topic: entry.topic, text, score: 1 }],
    answer: `${topic.answer(figure)}\n\nThe full answer in German: ${label}`,
    hasKnowledge: true,
    sources: [source],
    reading,
  };
}
