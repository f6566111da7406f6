import type { YearlyConstants } from "../constants/yearly-constants";
import { FALLBACK_ANSWER, KNOWLEDGE_BASE, type KnowledgeEntry } from "./knowledge-base";
import { editDistance, splitCompound, stemGerman, stemsOf } from "./normalize";

/** One retrieved passage with its score. */
export interface RetrievedPassage {
  id: string;
  topic: string;
  text: string;
  score: number;
}

export interface RetrievalResult {
  /** Best passages first; empty when nothing fits well enough. */
  passages: RetrievedPassage[];
  /** The knowledge-base answer: the best passage, or the fallback. */
  answer: string;
  hasKnowledge: boolean;
}

interface IndexedEntry {
  entry: KnowledgeEntry;
  text: string;
  weights: Map<string, number>;
  length: number;
}

interface KnowledgeIndex {
  entries: IndexedEntry[];
  documentFrequency: Map<string, number>;
  averageLength: number;
  vocabulary: Set<string>;
}

const FIELD_WEIGHTS = { topic: 3, questions: 2, keywords: 2.5, answer: 1 };
const K1 = 1.2;
/** Words that nearly every question about the PKV contains: they count little. */
const GENERIC_STEMS = new Set([
  "privat",
  "krankenversicher",
  "krankenversich",
  "versicher",
  "versich",
  "versicherung",
  "pkv",
]);
const GENERIC_FACTOR = 0.3;
const B = 0.5;
/** Minimum score of the best passage to count as knowledge; below it the fallback answers. */
export const MIN_SCORE = 2.2;

function addTerms(weights: Map<string, number>, text: string, weight: number) {
  for (const stem of stemsOf(text)) weights.set(stem, (weights.get(stem) ?? 0) + weight);
}

export function buildKnowledgeIndex(
  figures: YearlyConstants,
  entries: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): KnowledgeIndex {
  const indexed = entries.map((entry) => {
    const weights = new Map<string, number>();
    const text = entry.answer(figures);
    addTerms(weights, entry.topic, FIELD_WEIGHTS.topic);
    for (const question of entry.questions) addTerms(weights, question, FIELD_WEIGHTS.questions);
    for (const keyword of entry.keywords) addTerms(weights, keyword, FIELD_WEIGHTS.keywords);
    addTerms(weights, text, FIELD_WEIGHTS.answer);
    let length = 0;
    for (const value of weights.values()) length += value;
    return { entry, text, weights, length };
  });
  const documentFrequency = new Map<string, number>();
  for (const { weights } of indexed) {
    for (const term of weights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const averageLength = indexed.reduce((sum, { length }) => sum + length, 0) / Math.max(1, indexed.length);
  return {
    entries: indexed,
    documentFrequency,
    averageLength,
    vocabulary: new Set(documentFrequency.keys()),
  };
}

/**
 * The index terms a query stem stands for, each with a confidence factor: exact (1), compound parts (0.8),
 * shared prefix of ≥ 6 letters (0.7), typo within edit distance 1 (≥ 5 letters) or 2 (≥ 9 letters) (0.75).
 */
function expandStem(stem: string, index: KnowledgeIndex): Array<[string, number]> {
  if (index.vocabulary.has(stem)) return [[stem, GENERIC_STEMS.has(stem) ? GENERIC_FACTOR : 1]];
  const matches: Array<[string, number]> = [];
  if (stem.length < 5) return matches;
  for (const term of index.vocabulary) {
    const shared = commonPrefixLength(stem, term);
    if (shared >= 6 && (shared === stem.length || shared === term.length)) {
      matches.push([term, 0.7]);
      continue;
    }
    const allowed = stem.length >= 9 ? 2 : 1;
    if (Math.abs(term.length - stem.length) <= allowed && editDistance(stem, term, allowed) <= allowed) {
      matches.push([term, 0.75]);
    }
  }
  if (matches.length > 0 || stem.length < 8) return matches;
  return splitCompound(stem, index.vocabulary).map((part) => [part, 0.8]);
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** BM25-style ranking of the knowledge base for a German question. */
export function retrieve(question: string, index: KnowledgeIndex, limit = 3): RetrievalResult {
  const queryTerms = new Map<string, number>();
  for (const stem of new Set(stemsOf(question))) {
    for (const [term, factor] of expandStem(stem, index)) {
      queryTerms.set(term, Math.max(queryTerms.get(term) ?? 0, factor));
    }
    const stemmed = stemGerman(stem);
    if (stemmed !== stem && index.vocabulary.has(stemmed)) queryTerms.set(stemmed, 1);
  }
  const total = index.entries.length;
  const scored = index.entries.map(({ entry, text, weights, length }) => {
    let score = 0;
    for (const [term, factor] of queryTerms) {
      const frequency = weights.get(term);
      if (!frequency) continue;
      const documents = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (total - documents + 0.5) / (documents + 0.5));
      const saturated =
        (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / index.averageLength));
      score += factor * idf * saturated;
    }
    return { id: entry.id, topic: entry.topic, text, score };
  });
  scored.sort((a, b) => b.score - a.score);
  const passages = scored.filter((passage) => passage.score >= MIN_SCORE).slice(0, limit);
  const best = passages[0];
  return best
    ? { passages, answer: best.text, hasKnowledge: true }
    : { passages: [], answer: FALLBACK_ANSWER, hasKnowledge: false };
}
