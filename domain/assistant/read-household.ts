/** The household in a chat message: a partner with their age and job, children with their ages. */
import type { Gender } from "../comparison/long-form";
import { AGE_LIMITS } from "../comparison/long-form";
import { type AdultJobStatus, MAX_CHILDREN } from "./price-dialogue-state";
import { NUMBER_WORDS, numbersOf, readJobStatus } from "./read-slot-words";

const PARTNER_PATTERN =
  /\b(?:mein|meine|meinen|meinem|meiner)\s+(ehe)?(frau|partnerin|freundin|lebensgefährtin|ehemann|mann|partner|freund|lebensgefährte|ehepartner(?:in)?)\b/;
const CHILD_PATTERN =
  /\b(ein|eine|einem|einer|einen|zwei|drei|vier|[1-4])\s+(kind|kinder|kindern|sohn|söhne|söhnen|tochter|töchter|töchtern)\b|\bmein(em|en)?\s+(kind|sohn|tochter)\b|\bmeine[rn]?\s+(kinder|kindern|söhne|töchter)\b/;

export interface Household {
  partner?: { gender: Gender | undefined; age: number | undefined; jobStatus: AdultJobStatus | undefined };
  children?: { count: number; ages: number[] };
  /** The text without the partner's and the children's parts (what remains is about the person themself). */
  rest: string;
}

/** 'meine Frau (32) und zwei Kinder (3 und 6)', 'mit meinem Mann, 41, Beamter', 'mein Sohn (4)'. */
export function readHousehold(text: string): Household {
  let rest = text;
  const household: Household = { rest };
  const partner = PARTNER_PATTERN.exec(text);
  if (partner) {
    const word = partner[2]!;
    const gender: Gender | undefined = /frau|partnerin|freundin|gefährtin|partnerin$/.test(word)
      ? "female"
      : /mann|partner$|freund$|gefährte/.test(word)
        ? "male"
        : undefined;
    // The partner's clause: up to the children, 'und ich', or the end of the sentence.
    const start = partner.index;
    const after = text.slice(start + partner[0].length);
    const end = after.search(
      /\b(und|sowie|mit)\s+(ich|mir|unsere[mnr]?|meine[mnr]? (kind|kinder|sohn|tochter)|(ein|eine|einem|zwei|drei|vier|[1-4]) (kind|kinder|sohn|tochter))\b|[.;!?]|\b(ein|eine|einem|zwei|drei|vier|[1-4]) (kind|kinder|kindern|sohn|tochter)\b/,
    );
    const clause = end === -1 ? after : after.slice(0, end);
    const ageMatch =
      /^\s*(?:\(\s*(\d{1,2})\s*\)|,\s*(\d{1,2})\b|\s*ist\s+(?:\w+\s+)?(\d{1,2})\b|\s*mit\s+(\d{1,2})\b|\s*\((\d{1,2})\s*j)/.exec(
        clause,
      ) ?? /\b(\d{1,2})\s*(jahre|j\.)/.exec(clause);
    const age = ageMatch
      ? Number(ageMatch.slice(1).find((group) => group && /^\d+$/.test(group)))
      : undefined;
    household.partner = { gender, age, jobStatus: readJobStatus(clause) };
    rest = rest.replace(partner[0] + clause, " ");
  }
  const child = CHILD_PATTERN.exec(rest);
  if (child) {
    const countWord = child[1];
    const plural = /kinder|kindern|söhne|töchter/.test(child[0]);
    let count = countWord ? (NUMBER_WORDS[countWord] ?? Number(countWord)) : plural ? 0 : 1;
    // 'meine Kinder' without a number: the answer to the age question tells how many.
    const after = rest.slice(child.index + child[0].length);
    const agesClause =
      /^\s*\(([^)]*)\)/.exec(after)?.[1] ??
      /^\s*(?:im alter von|mit|,|sind|die|das)?\s*((?:\d{1,2}(?:\s*(?:,|und|&)\s*)?)+)\s*(jahre|jahren|j\.)?/.exec(
        after,
      )?.[1] ??
      "";
    const ages = numbersOf(agesClause).filter((age) => age <= AGE_LIMITS.civilServantChildMax);
    if (count === 0) count = ages.length > 0 ? ages.length : 2;
    if (count > 0)
      household.children = { count: Math.min(count, MAX_CHILDREN), ages: ages.slice(0, MAX_CHILDREN) };
    rest = rest.replace(child[0], " ").replace(agesClause, " ");
  }
  household.rest = rest;
  return household;
}
