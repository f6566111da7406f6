import { stemmer as germanStemmer } from "@orama/stemmers/german";
import MiniSearch from "minisearch";
import type { YearlyConstants } from "../constants/yearly-constants";
import { type AnswerSource, composeAnswer, type RankedEntry } from "./compose-answer";
import { FALLBACK_ANSWER, KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";
import { tokenizeGerman } from "./normalize";
import { type QuestionReading, readQuestion } from "./question-reading";

/**
 * Lucy's retrieval (docs/product/assistant.md#retrieval): MiniSearch (BM25+, fuzzy and prefix matching) over
 * the knowledge base with German folding, stop words and synonyms (./normalize) and the Snowball German stemmer;
 * the question is read for intents and person (./question-reading), which re-rank the hits, and the answer is
 * composed from the entries that match intent and person, with citations (./compose-answer).
 */

/** One retrieved passage with its score. */
interface RetrievedPassage {
  id: string;
  topic: string;
  text: string;
  score: number;
}

export interface RetrievalResult {
  /** Best passages first; the entries used in the answer lead. Empty when nothing fits well enough. */
  passages: RetrievedPassage[];
  /** The composed answer ending with a 'Quelle: …' line, or the fallback. */
  answer: string;
  hasKnowledge: boolean;
  /** The entries the answer cites, with the portal page to link; empty for the fallback. */
  sources: AnswerSource[];
  /** What the question was read as (intents, person). */
  reading: QuestionReading;
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  text: string;
}

export interface KnowledgeIndex {
  search: MiniSearch<SearchDocument>;
  entries: Map<string, IndexedEntry>;
  figures: YearlyConstants;
  /** Every stemmed term of the entries (topic, questions, keywords, answer). */
  vocabulary: ReadonlySet<string>;
}

interface SearchDocument {
  id: string;
  topic: string;
  questions: string;
  keywords: string;
  answer: string;
}

/** Terms nearly every question about the PKV contains: they count little. */
const GENERIC_TERMS = new Set([
  "privat",
  "pkv",
  "krankenversicher",
  "versicher",
  "versich",
  "krankenversich",
  "jahr",
  "wer",
]);
const GENERIC_FACTOR = 0.2;

/** Minimum raw search score of the best hit to count as knowledge; below it the fallback answers. */
const MIN_SCORE = 30;
/** With a read intent or person the question is on topic; a weaker hit is then enough. */
const MIN_SCORE_WITH_READING = 10;

const FIELD_BOOST = { topic: 3, keywords: 2.5, questions: 2, answer: 1 };

/** Snowball German stem of a folded term (umlauts were folded to ae/oe/ue in both index and query). */
export const stem = (term: string): string => (/^\d+$/.test(term) ? term : germanStemmer(term));

const searchOptions = {
  boost: FIELD_BOOST,
  combineWith: "OR" as const,
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 5 ? 0.25 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.5, prefix: 0.4 },
  boostTerm: (term: string) => (GENERIC_TERMS.has(term) ? GENERIC_FACTOR : 1),
};

export function buildKnowledgeIndex(
  figures: YearlyConstants,
  entries: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): KnowledgeIndex {
  const search = new MiniSearch<SearchDocument>({
    fields: ["topic", "questions", "keywords", "answer"],
    tokenize: tokenizeGerman,
    processTerm: stem,
    searchOptions,
  });
  const indexed = new Map<string, IndexedEntry>();
  const vocabulary = new Set<string>();
  for (const entry of entries) {
    const text = entry.answer(figures);
    for (const term of tokenizeGerman([entry.topic, ...entry.questions, ...entry.keywords, text].join(" ")))
      vocabulary.add(stem(term));
    indexed.set(entry.id, { entry, text });
    search.add({
      id: entry.id,
      topic: entry.topic,
      questions: entry.questions.join(" "),
      keywords: entry.keywords.join(" "),
      answer: text,
    });
  }
  return { search, entries: indexed, figures, vocabulary };
}

/** The search score re-ranked by the reading: entries for the asked intent and person rise, other groups sink. */
function rerank(index: KnowledgeIndex, reading: QuestionReading, raw: Map<string, number>): RankedEntry[] {
  const top = Math.max(0, ...raw.values());
  const group = reading.person.group;
  const ranked: RankedEntry[] = [];
  for (const { entry, text } of index.entries.values()) {
    const score = raw.get(entry.id) ?? 0;
    const intentMatch = reading.intents.some((intent) => entry.intents?.includes(intent));
    const groupMatch = group !== undefined && (entry.groups?.includes(group) ?? false);
    let final = score * (1 + (intentMatch ? 0.5 : 0) + (groupMatch ? 0.5 : 0));
    if (group !== undefined && entry.groups && !groupMatch) final *= 0.5;
    if (group === undefined && entry.groups) final *= 0.6;
    if (intentMatch && groupMatch) final += 0.5 * top;
    else if (groupMatch && reading.intents.length === 0) final += 0.2 * top;
    if (final > 0) ranked.push({ entry, text, score: final });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** Answers a German question from the knowledge base: search, read, re-rank, compose with citations. */
export function retrieve(
  question: string,
  index: KnowledgeIndex,
  limit = 3,
  /** The text to search (default: the question); the person is read from the whole question. */
  searchText = question,
): RetrievalResult {
  const reading = readQuestion(question);
  // An age of 55 or more is what the 55-year rule is about.
  const query =
    reading.person.age !== undefined && reading.person.age >= 55 ? `${searchText} 55` : searchText;
  const raw = new Map(index.search.search(query).map((hit) => [String(hit.id), hit.score]));
  const best = Math.max(0, ...raw.values());
  const onTopic = reading.intents.length > 0 || reading.person.group !== undefined;
  const threshold = onTopic ? MIN_SCORE_WITH_READING : MIN_SCORE;
  const composed =
    best >= threshold ? composeAnswer(rerank(index, reading, raw), reading, index.figures) : undefined;
  if (!composed) return { passages: [], answer: FALLBACK_ANSWER, hasKnowledge: false, sources: [], reading };

  const toPassage = ({ entry, score }: RankedEntry): RetrievedPassage => ({
    id: entry.id,
    topic: entry.topic,
    text: index.entries.get(entry.id)?.text ?? "",
    score,
  });
  const usedIds = new Set(composed.used.map(({ entry }) => entry.id));
  const others = rerank(index, reading, raw).filter(({ entry }) => !usedIds.has(entry.id));
  const passages = [...composed.used, ...others]
    .slice(0, Math.max(limit, composed.used.length))
    .map(toPassage);
  return { passages, answer: composed.text, hasKnowledge: true, sources: composed.sources, reading };
}
