import {
  figuresForYear,
  YEARLY_CONSTANTS,
  type YearlyConstants,
  type YearlyTable,
} from "../constants/yearly-constants";
import { answerInEnglish, isEnglish } from "./english-answer";
import { FALLBACK_ANSWER, type KnowledgeEntry } from "./knowledge-base";
import { introducedNames } from "./mask-personal-data";
import { foldGerman, tokenizeGerman } from "./normalize";
import { personalOpening } from "./personal-opening";
import { readQuestion } from "./question-reading";
import { buildKnowledgeIndex, type KnowledgeIndex, type RetrievalResult, retrieve, stem } from "./retrieve";

/**
 * Lucy's knowledge answer to one question (docs/product/assistant.md#answering): English questions get an English
 * answer; a question about a year's figures is answered with that year's figures, or says the table does not hold
 * the year yet; a question about a thing no entry knows gets the 'weiß ich nicht' answer with the contact request,
 * never the nearest entry; what the person said of themselves (income, job status) opens the answer.
 */
export function answerQuestion(
  question: string,
  index: KnowledgeIndex,
  table: YearlyTable = YEARLY_CONSTANTS,
): RetrievalResult {
  if (isEnglish(question)) return answerInEnglish(question, index);
  const { yearIndex, note } = indexForAskedYear(question, index, table);
  // What the person says around the question ('Ich habe Asthma. Was ist der Basistarif?') shapes the reading
  // (group, age, Dienstherr), not the search.
  const asked = askedSentence(question);
  const result = retrieve(question, yearIndex, 3, asked.split(/\s+/).length >= 3 ? asked : question);
  if (!result.hasKnowledge) return result;
  if (unknownTopicWord(question, yearIndex) !== undefined) return notKnown(result);
  const opening = personalOpening(question, result.reading, yearIndex.figures);
  let answer = result.answer;
  if (opening) answer = `${opening} ${withoutCannedOpener(answer)}`;
  if (note && answer.includes(String(yearIndex.figures.year))) answer = `${note} ${answer}`;
  return { ...result, answer };
}

/** The 'weiß ich nicht' answer: nothing cited, the contact request offered (the fallback text). */
function notKnown(result: RetrievalResult): RetrievalResult {
  return { passages: [], answer: FALLBACK_ANSWER, hasKnowledge: false, sources: [], reading: result.reading };
}

/** A leading 'Ja.' or 'Nein.' that a personal opening would contradict or repeat. */
const withoutCannedOpener = (text: string): string => text.replace(/^(Ja|Nein)\.\s+/, "");

const YEAR = /\b(20\d{2})\b/;
const yearIndexes = new WeakMap<KnowledgeIndex, Map<number, KnowledgeIndex>>();

/**
 * The index with the figures of the year the question names ('Grenze 2025?'); a year the table does not hold
 * yet gets the nearest year's figures and a note saying so ('für 2027 sind noch keine Werte hinterlegt; 2026: …').
 */
function indexForAskedYear(
  question: string,
  index: KnowledgeIndex,
  table: YearlyTable,
): { yearIndex: KnowledgeIndex; note?: string } {
  const asked = YEAR.exec(question);
  const year = Number(asked?.[1]);
  if (!asked || year === index.figures.year) return { yearIndex: index };
  const inUse = figuresForYear(year, table);
  const yearIndex = inUse.constants.year === index.figures.year ? index : indexWith(index, inUse.constants);
  if (!inUse.provisional) return { yearIndex };
  const shown = inUse.constants.year;
  return {
    yearIndex,
    note: `Hinweis: für ${year} sind noch keine Werte hinterlegt (${year > shown ? "die offiziellen Rechengrößen stehen noch nicht fest" : "so weit reicht unsere Tabelle nicht zurück"}); ${shown}:`,
  };
}

function indexWith(index: KnowledgeIndex, figures: YearlyConstants): KnowledgeIndex {
  const byYear = yearIndexes.get(index) ?? new Map<number, KnowledgeIndex>();
  yearIndexes.set(index, byYear);
  const cached = byYear.get(figures.year);
  if (cached) return cached;
  const entries: KnowledgeEntry[] = [...index.entries.values()].map(({ entry }) => entry);
  const built = buildKnowledgeIndex(figures, entries);
  byYear.set(figures.year, built);
  return built;
}

/** People a question may mention without being about them ('mein Kollege zahlt weniger'). */
const PERSON_WORDS = new Set(
  [
    "kollege",
    "kollegin",
    "freund",
    "freundin",
    "nachbar",
    "nachbarin",
    "bekannter",
    "bekannte",
    "mutter",
    "vater",
    "eltern",
    "bruder",
    "schwester",
    "oma",
    "opa",
  ].map(stem),
);

/**
 * A noun of the question (capitalized inside the sentence) that no entry knows — not a word of the knowledge base,
 * not a typo of one (edit distance 1, 2 from 8 letters), not a person group, the Dienstherr named or a person: the question is about
 * something the knowledge base does not cover ('Haartransplantation', 'Bitcoin', 'Hund').
 */
function unknownTopicWord(message: string, index: KnowledgeIndex): string | undefined {
  // Only the question itself counts: what the person said of themselves around it ('Ich heiße …, nehme
  // Cortison. Was ist der Basistarif?') is not what they ask about.
  const question = askedSentence(message);
  const names = new Set(introducedNames(message));
  const words = question.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "" && !names.has(word));
  const starts = new Set([...question.matchAll(/(?:^|[.!?:;–-]\s*)([\p{L}]+)/gu)].map((match) => match[1]));
  const stateName = foldGerman(readQuestion(`Beamter ${question}`).person.dienstherr?.name ?? "");
  for (const word of words) {
    if (!/^\p{Lu}/u.test(word) || starts.has(word) || word.length < 3) continue;
    const terms = tokenizeGerman(word).map(stem);
    if (terms.length === 0) continue;
    if (terms.some((term) => index.vocabulary.has(term) || PERSON_WORDS.has(term))) continue;
    if (stateName.includes(foldGerman(word)) || readQuestion(word).person.group) continue;
    if (readQuestion(`Beamter ${word}`).person.dienstherr) continue;
    if (terms.some((term) => nearKnownTerm(term, index.vocabulary))) continue;
    return foldGerman(word);
  }
  return undefined;
}

/** The sentence with the question mark (the last one), else the whole message. */
function askedSentence(message: string): string {
  const sentences = message.split(/(?<=[.!?])\s+/);
  return sentences.findLast((sentence) => sentence.includes("?")) ?? message;
}

function nearKnownTerm(term: string, vocabulary: ReadonlySet<string>): boolean {
  const limit = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
  if (limit === 0) return false;
  for (const known of vocabulary)
    if (Math.abs(known.length - term.length) <= limit && editDistance(term, known, limit) <= limit)
      return true;
  return false;
}

/** Levenshtein distance, stopping early above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, position) => position);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
