import { beihilfeRatesOf } from "../constants/beihilfe-rates";
import { PAUSCHALE_BEIHILFE } from "../constants/pauschale-beihilfe";
import type { YearlyConstants } from "../constants/yearly-constants";
import { DEFAULT_SOURCE_HREF, type KnowledgeEntry } from "./knowledge-base";
import type { Dienstherr, Intent, QuestionReading } from "./question-reading";

/**
 * Composing Lucy's answer from the ranked entries (docs/product/assistant.md#retrieval): the best entry first,
 * then at most two entries that cover what it leaves open — an intent that was asked but not answered, or the
 * person's group — each with its first sentences, ≤ 6 sentences in all, and a closing 'Quelle: …' line that
 * names every entry used. For civil servants with a named Dienstherr one sentence on the pauschale Beihilfe
 * of that Dienstherr is added (domain/constants/pauschale-beihilfe.ts) and one on its Beihilfe rates
 * (domain/constants/beihilfe-rates.ts).
 */

/** A ranked entry with its rendered answer (figures filled in). */
export interface RankedEntry {
  entry: KnowledgeEntry;
  text: string;
  score: number;
}

/** A cited knowledge entry: the UI links `label` to `href`. */
export interface AnswerSource {
  id: string;
  label: string;
  href: string;
}

export interface ComposedAnswer {
  /** Plain text; the last line names the sources ('Quelle: …' / 'Quellen: …; …'). */
  text: string;
  /** The entries used, in the order of the answer. */
  used: RankedEntry[];
  sources: AnswerSource[];
}

export const MAX_SENTENCES = 6;
/** A further entry must reach this share of the best entry's score to be added. */
const SECONDARY_SHARE = 0.25;

const ABBREVIATION = /(?:\b(?:z|B|u|a|d|h|bzw|ca|ggf|inkl|vgl|etc|Abs|Nr|Art|S|max|min|evtl|usw)|\d)\.$/;

/** Splits German prose into sentences, keeping abbreviations such as 'z. B.' and 'u. a.' inside. */
export function splitSentences(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9„"'(])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences[sentences.length - 1];
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

const covers = (entry: KnowledgeEntry, intent: Intent): boolean => entry.intents?.includes(intent) ?? false;

const fitsGroup = (entry: KnowledgeEntry, reading: QuestionReading): boolean =>
  reading.person.group !== undefined && (entry.groups?.includes(reading.person.group) ?? false);

/** Whether `candidate` answers something the entries chosen so far leave open. */
function addsCoverage(
  candidate: KnowledgeEntry,
  chosen: KnowledgeEntry[],
  reading: QuestionReading,
): boolean {
  const group = reading.person.group;
  if (group !== undefined && candidate.groups && !candidate.groups.includes(group)) return false;
  const openIntents = reading.intents.filter((intent) => !chosen.some((entry) => covers(entry, intent)));
  if (openIntents.some((intent) => covers(candidate, intent))) return true;
  const groupOpen = group !== undefined && !chosen.some((entry) => fitsGroup(entry, reading));
  // For the person alone an entry must also answer what was asked (or nothing specific was asked).
  const onQuestion =
    reading.intents.length === 0 || reading.intents.some((intent) => covers(candidate, intent));
  return groupOpen && fitsGroup(candidate, reading) && onQuestion;
}

/** One sentence on the Dienstherr's pauschale Beihilfe, for the year of the figures. */
export function dienstherrSentence(dienstherr: Dienstherr, figures: YearlyConstants): string {
  const rule = PAUSCHALE_BEIHILFE.find((entry) => entry.state === dienstherr.name);
  const yearOfFigures = String(figures.year);
  if (rule && rule.since.slice(0, 4) <= yearOfFigures) {
    const [year, month] = rule.since.split("-");
    return `${dienstherr.name} bietet seit ${month}/${year} die pauschale Beihilfe an: Statt der Beihilfe zahlt der Dienstherr dann die Hälfte des Beitrags zur gesetzlichen oder privaten Vollversicherung – die Wahl ist in der Regel endgültig.`;
  }
  const who = dienstherr.kind === "bund" ? "Der Bund" : dienstherr.name;
  return `${who} zahlt keine pauschale Beihilfe; dort gilt die individuelle Beihilfe nach der Beihilfeverordnung ${dienstherr.kind === "bund" ? "des Bundes" : "des Landes"}, und die PKV mit beihilfekonformem Restkostentarif ist meist der günstigste Weg.`;
}

/** One sentence on the Dienstherr's Beihilfe rates (person, children, spouse, pensioners) with the law. */
function beihilfeRatesSentence(dienstherr: Dienstherr): string | undefined {
  const rates = beihilfeRatesOf(dienstherr.name);
  if (!rates) return undefined;
  const who = rates.name === "Bund" ? "Beim Bund" : `In ${rates.name}`;
  const check = rates.uncertain
    ? " – bitte lassen Sie sich die Sätze von Ihrer Beihilfestelle bestätigen"
    : "";
  return `${who} beträgt der Beihilfesatz (${rates.law}) ${rates.active} % für aktive Beamte, ${rates.activeWithTwoChildren} % mit zwei oder mehr Kindern, ${rates.spouse} % für den Ehepartner, ${rates.child} % für Kinder und ${rates.pensioner} % im Ruhestand${check}.`;
}

/** The citation line: 'Quelle: A' or 'Quellen: A; B'. */
export function citationLine(sources: readonly AnswerSource[]): string {
  const labels = sources.map((source) => source.label);
  return `${labels.length > 1 ? "Quellen" : "Quelle"}: ${labels.join("; ")}`;
}

/** Combines the entries that match the question's intents and person into one answer with citations. */
export function composeAnswer(
  ranked: readonly RankedEntry[],
  reading: QuestionReading,
  figures: YearlyConstants,
): ComposedAnswer | undefined {
  const primary = ranked[0];
  if (!primary) return undefined;
  const used: RankedEntry[] = [primary];
  for (const candidate of ranked.slice(1)) {
    if (used.length >= 3) break;
    if (candidate.score < primary.score * SECONDARY_SHARE) break;
    if (
      addsCoverage(
        candidate.entry,
        used.map(({ entry }) => entry),
        reading,
      )
    )
      used.push(candidate);
  }

  const civilServant = used.some(({ entry }) => entry.groups?.includes("civil-servant"));
  const dienstherr = civilServant ? reading.person.dienstherr : undefined;
  const extras = dienstherr
    ? [beihilfeRatesSentence(dienstherr), dienstherrSentence(dienstherr, figures)].filter(
        (sentence): sentence is string => sentence !== undefined,
      )
    : [];
  const budget = MAX_SENTENCES - extras.length;
  const perSecondary = 2;
  const primaryBudget = Math.max(3, budget - perSecondary * (used.length - 1));
  const sentences = splitSentences(primary.text).slice(0, primaryBudget);
  for (const secondary of used.slice(1)) {
    const room = Math.min(perSecondary, budget - sentences.length);
    if (room <= 0) break;
    for (const sentence of splitSentences(secondary.text).slice(0, room))
      if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  sentences.push(...extras);

  const sources = used.map(({ entry }) => ({
    id: entry.id,
    label: entry.source?.label ?? entry.topic,
    href: entry.source?.href ?? DEFAULT_SOURCE_HREF,
  }));
  return { text: `${sentences.join(" ")}\n\n${citationLine(sources)}`, used, sources };
}
