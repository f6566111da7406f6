/** Single answers in a chat message: an age, a birth date, a gender, a job, a Dienstherr, a Beihilfe rate, a package. */
import { isIsoCalendarDate } from "../../lib/dates/berlin-date";
import {
  type BeihilfeDienstherr,
  type BeihilfeStufe,
  type CoverageType,
  type Gender,
  MIN_BIRTH_YEAR,
} from "../comparison/long-form";
import type { AdultJobStatus } from "./price-dialogue-state";

export const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
};

const JOB_PATTERNS: ReadonlyArray<[RegExp, AdultJobStatus]> = [
  [
    /\b(beamte[rn]?|beamtin|verbeamtet|beamtet|bundesbeamte[rn]?|bundesbeamtin|landesbeamte[rn]?|landesbeamtin|beamtenanwärter(in)?)\b/,
    "civil-servant",
  ],
  [/\b(freiberufler(in)?|freiberuflich|freelancer(in)?)\b/, "freelancer"],
  [
    /\b(selbst(st)?ändig(e[rn]?)?|selbst(st)?aendig(e[rn]?)?|unternehmer(in)?|gründer(in)?|existenzgründer(in)?)\b/,
    "self-employed",
  ],
  [/\b(student(in)?|studierende[rn]?|studiere|studium|studentisch)\b/, "student"],
  [
    /\b(angestellt(e[rn]?)?|arbeitnehmer(in)?|beschäftigt|festanstellung|festangestellt(e[rn]?)?)\b/,
    "employed",
  ],
];

export function readJobStatus(text: string): AdultJobStatus | undefined {
  return JOB_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

export function readGenderWord(text: string): Gender | undefined {
  if (/\b(weiblich|w|frau|female|beamtin|studentin|freiberuflerin|arbeitnehmerin|unternehmerin)\b/.test(text))
    return "female";
  if (/\b(männlich|maennlich|m|mann|male)\b/.test(text)) return "male";
  return undefined;
}

const DIENSTHERR_PATTERNS: ReadonlyArray<[RegExp, BeihilfeDienstherr]> = [
  [/\bbaden[- ]?württemberg|baden[- ]?wuerttemberg|\bbw\b/, "TYPE_A_BadenW"],
  [/\bbayern\b|\bbayerisch/, "TYPE_B_Bayern"],
  [/\bberlin/, "TYPE_C_Berlin"],
  [/\bbrandenburg/, "TYPE_D_Brandenburg"],
  [/\bbremen\b|\bbremisch/, "TYPE_E_Bremen"],
  [/\bhamburg/, "TYPE_F_Hamburg"],
  [/\bhessen\b|\bhessisch/, "TYPE_G_Hessen"],
  [/\bmecklenburg|\bvorpommern|\bmv\b/, "TYPE_H_MecklenburgV"],
  [/\bniedersachsen|\bniedersächsisch/, "TYPE_I_Niedersachsen"],
  [/\bnordrhein[- ]?westfalen|\bnrw\b/, "TYPE_J_NordrheinW"],
  [/\brheinland[- ]?pfalz|\brlp\b/, "TYPE_K_RheinlandP"],
  [/\bsaarland/, "TYPE_L_Saarland"],
  [/\bsachsen[- ]?anhalt/, "TYPE_N_SachsenA"],
  [/(^|[^a-zäöü])sachsen\b|\bsächsisch/, "TYPE_M_Sachsen"],
  [/\bschleswig[- ]?holstein/, "TYPE_O_SchleswigH"],
  [/\bthüringen|\bthueringen|\bthüringisch/, "TYPE_P_Thueringen"],
  [/\bbund\b|\bbundes(beamte[rn]?|beamtin|dienst|behörde|wehr|polizei)|\bbundesbeamt/, "TYPE_Q_Bund"],
];

export function readDienstherr(text: string): BeihilfeDienstherr | undefined {
  return DIENSTHERR_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

const STUFE_BY_PERCENT: Record<string, BeihilfeStufe> = {
  "50": "TYPE_A_50_70R",
  "70": "TYPE_B_70_70R",
  "80": "TYPE_C_80_80R",
};

export function readBeihilfe(text: string, bare: boolean): BeihilfeStufe | undefined {
  const match =
    /\b(50|70|80)\s*(%|prozent)/.exec(text) ??
    /\bbeihilfe\D{0,15}\b(50|70|80)\b/.exec(text) ??
    (bare ? /^\D*\b(50|70|80)\b\D*$/.exec(text) : null);
  return match ? STUFE_BY_PERCENT[match[1]!] : undefined;
}

export function readCoverage(text: string): CoverageType | undefined {
  if (/\b(premium|top|topschutz|bestmöglich|beste[nr]?|rundum|maximal|einzelzimmer)\b/.test(text))
    return "premium";
  if (/\b(komfort|comfort|mittel|mittlere[nr]?|standard|zweibettzimmer)\b/.test(text)) return "comfort";
  if (/\b(basis|basic|grundschutz|einfach|mehrbettzimmer|grundversorgung)\b/.test(text)) return "basic";
  return undefined;
}

/** '14.03.1991' → '1991-03-14' (a calendar date from MIN_BIRTH_YEAR), else undefined. */
export function readBirthDate(text: string): string | undefined {
  const match = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(text);
  if (!match) {
    // A birth year alone ('Jahrgang 1990', 'geboren 1990'): the 1 July of that year.
    const year = /\b(?:jahrgang|geboren|geb\.)\s*(?:im jahr |in )?((?:19|20)\d{2})\b/.exec(text)?.[1];
    return year && Number(year) >= MIN_BIRTH_YEAR ? `${year}-07-01` : undefined;
  }
  const iso = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return isIsoCalendarDate(iso) && Number(match[3]) >= MIN_BIRTH_YEAR ? iso : undefined;
}

/** An age the person gives for themself: 'ich bin 34', '34 Jahre', '34 J.'; a bare '34' when it was asked. */
export function readOwnAge(text: string, bare: boolean): number | undefined {
  const patterns = [
    /\bich bin (?:jetzt |gerade |erst |schon )?(\d{1,2})\b(?!\s*(%|prozent|\.\d))/,
    // Not a duration: 'seit 5 Jahren selbstständig', 'vor 3 Jahren', 'in 2 Jahren'.
    /(?<!\b(?:seit|vor|für|fuer|in|nach|ab|alle|etwa|über|ueber)\s)\b(\d{1,2})\s*(jahre|jahren|jahr|j\.)(?:\s*alt)?\b/,
    /\balter:?\s*(\d{1,2})\b/,
    /\b(?:mit|als) (\d{1,2})\b(?!\s*(%|prozent|€|euro|jahren? (selbst|angestellt|verbeamtet|beamt)))/,
    /\b(\d{1,2})[- ]?jährig/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return Number(match[1]);
  }
  if (bare) {
    const match = /^\D*?(\d{1,2})\D*$/.exec(text);
    if (match && !/%|prozent/.test(text)) return Number(match[1]);
  }
  return undefined;
}

/** The numbers of a text in order (ages: 0–120; percentages left out). */
export function numbersOf(text: string): number[] {
  return [...text.matchAll(/\b(\d{1,3})\b(?!\s*(%|prozent))/g)].map((match) => Number(match[1]));
}
