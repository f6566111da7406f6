/**
 * The price dialogue of the assistant (docs/product/assistant-dialogues.md#price-dialogue): 'Was kostet mich die
 * PKV?' → Lucy asks for what a comparison needs, one question at a time, and builds the comparison request when
 * nothing is missing. Pure rules: the state travels with the chat (the server returns it, the widget sends it
 * back), so the server keeps no personal answers beyond the comparison itself.
 */
import { z } from "zod";
import { ageOn, isIsoCalendarDate } from "../../lib/dates/berlin-date";
import { healthAnswersSchema } from "../comparison/family-input";
import { defaultInsuranceStart } from "../comparison/insurance-start";
import {
  AGE_LIMIT,
  AGE_LIMITS,
  BEIHILFE_DIENSTHERREN,
  BEIHILFE_STUFEN,
  type BeihilfeDienstherr,
  type BeihilfeStufe,
  COVERAGE_TYPES,
  type CoverageType,
  GENDERS,
  type Gender,
  MIN_BIRTH_YEAR,
} from "../comparison/long-form";
import { AGE_NOTICE } from "../comparison/short-form-basics";
import { readHealthAnswer } from "./health-reading";

/** The job statuses an adult can name in the chat (children are insured as 'Kind' or 'Beamtenkind'). */
export const ADULT_JOB_STATUSES = [
  "employed",
  "self-employed",
  "freelancer",
  "civil-servant",
  "student",
] as const;
export type AdultJobStatus = (typeof ADULT_JOB_STATUSES)[number];

/** What the dialogue asks for, in this order (docs/product/assistant-dialogues.md#slots). */
export const PRICE_SLOTS = [
  "age",
  "gender",
  "jobStatus",
  "partnerAge",
  "partnerGender",
  "partnerJobStatus",
  "childAges",
  "dienstherr",
  "beihilfe",
  "coverage",
] as const;
export type PriceSlot = (typeof PRICE_SLOTS)[number];
/** What the state may have asked: a slot, or after the prices the optional health question (#health). */
export type DialogueQuestion = PriceSlot | "health";

const MAX_CHILDREN = 4;
const ageSchema = z.number().int().min(0).max(120);
const isoDateSchema = z.string().max(10).refine(isIsoCalendarDate);

const adultSchema = z.object({
  age: ageSchema.optional(),
  birthDate: isoDateSchema.optional(),
  gender: z.enum(GENDERS).optional(),
  jobStatus: z.enum(ADULT_JOB_STATUSES).optional(),
});
export type DialogueAdult = z.infer<typeof adultSchema>;

/** The dialogue state the chat carries between turns (validated on every request). */
export const priceDialogueSchema = z.object({
  kind: z.literal("price"),
  /** The slot the last answer asked for: a bare '34' or 'Bayern' answers it; 'health' after the prices. */
  asked: z.enum([...PRICE_SLOTS, "health"]).optional(),
  self: adultSchema.default({}),
  partner: adultSchema.optional(),
  /** Children: how many were named, and the ages known so far. */
  children: z
    .object({
      count: z.number().int().min(1).max(MAX_CHILDREN),
      ages: z.array(ageSchema).max(MAX_CHILDREN).default([]),
    })
    .optional(),
  dienstherr: z.enum(BEIHILFE_DIENSTHERREN).optional(),
  beihilfeStufe: z.enum(Object.keys(BEIHILFE_STUFEN) as [BeihilfeStufe, ...BeihilfeStufe[]]).optional(),
  coverage: z.enum(COVERAGE_TYPES).optional(),
  /** The applicant's anonymous health answers, given after the first prices (docs/product/assistant-dialogues.md#health). */
  health: healthAnswersSchema.optional(),
});
export type PriceDialogue = z.infer<typeof priceDialogueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Reading the messages

/** Lower case, umlauts kept, 'ß' kept; whitespace collapsed. */
const clean = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

const PRICE_INTENT_PATTERNS: readonly RegExp[] = [
  /\b(was|wie ?viel)\s+(kostet|kosten|würde|wuerde|müsste|muesste|muss|zahle|zahlen|bezahle)\s+(mich|uns|ich|wir)\b/,
  /\b(was|wie ?viel)\s+(würde|wuerde|müsste|müssten|muesste|muss|müssen|würden|zahle|zahlen)\s+(ich|wir)\b.*\b(zahlen|bezahlen|kosten)\b/,
  /\bwie ?viel\s+(würde|wuerde)\s+(die pkv|eine pkv|die private|eine private)?.*\b(mich|uns)\b/,
  /\b(preis|preise|beitrag|beiträge|kosten)\s+für\s+(mich|uns|meine familie)\b/,
  /\b(beitrag|beiträge|preis|preise|tarife?)\s+(berechnen|ausrechnen|rechnen|ermitteln)\b/,
  /\b(berechne|rechne|ermittle)\b.*\b(beitrag|preis|kosten|tarif)/,
  /\bmein(en)?\s+(beitrag|preis)\b/,
  /\bwas\s+(zahle|bezahle|zahlen|bezahlen)\s+(ich|wir)\b/,
];

/** 'Was kostet mich die PKV?', 'Wie viel würde ich zahlen', 'Preis für mich', 'Beitrag berechnen' … */
export function isPriceIntent(message: string): boolean {
  const text = clean(message);
  return PRICE_INTENT_PATTERNS.some((pattern) => pattern.test(text));
}

const CANCEL_PATTERN =
  /^(abbrechen|abbruch|stopp?|stop|ende|beenden|vergiss es|lass (es|mal)|doch nicht|nein danke|kein interesse)\b|\b(abbrechen|dialog beenden)\b/;

/** 'abbrechen', 'stopp', 'vergiss es' … */
export function isCancel(message: string): boolean {
  return CANCEL_PATTERN.test(clean(message));
}

const QUESTION_START =
  /^(was|wie|wer|wo|wann|warum|wieso|weshalb|welche[rsnm]?|kann|können|gibt|ist|sind|muss|darf|lohnt|habe|hat)\b/;

/** A message that asks something else (a question mark, or a question word first) — leaves the dialogue. */
export function looksLikeOtherQuestion(message: string): boolean {
  const text = clean(message);
  return text.endsWith("?") || QUESTION_START.test(text);
}

const NUMBER_WORDS: Record<string, number> = {
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

function readJobStatus(text: string): AdultJobStatus | undefined {
  return JOB_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

function readGenderWord(text: string): Gender | undefined {
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

function readDienstherr(text: string): BeihilfeDienstherr | undefined {
  return DIENSTHERR_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

const STUFE_BY_PERCENT: Record<string, BeihilfeStufe> = {
  "50": "TYPE_A_50_70R",
  "70": "TYPE_B_70_70R",
  "80": "TYPE_C_80_80R",
};

function readBeihilfe(text: string, bare: boolean): BeihilfeStufe | undefined {
  const match =
    /\b(50|70|80)\s*(%|prozent)/.exec(text) ??
    /\bbeihilfe\D{0,15}\b(50|70|80)\b/.exec(text) ??
    (bare ? /^\D*\b(50|70|80)\b\D*$/.exec(text) : null);
  return match ? STUFE_BY_PERCENT[match[1]!] : undefined;
}

function readCoverage(text: string): CoverageType | undefined {
  if (/\b(premium|top|topschutz|bestmöglich|beste[nr]?|rundum|maximal|einzelzimmer)\b/.test(text))
    return "premium";
  if (/\b(komfort|comfort|mittel|mittlere[nr]?|standard|zweibettzimmer)\b/.test(text)) return "comfort";
  if (/\b(basis|basic|grundschutz|einfach|mehrbettzimmer|grundversorgung)\b/.test(text)) return "basic";
  return undefined;
}

/** '14.03.1991' → '1991-03-14' (a calendar date from MIN_BIRTH_YEAR), else undefined. */
function readBirthDate(text: string): string | undefined {
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
function readOwnAge(text: string, bare: boolean): number | undefined {
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

const PARTNER_PATTERN =
  /\b(?:mein|meine|meinen|meinem|meiner)\s+(ehe)?(frau|partnerin|freundin|lebensgefährtin|ehemann|mann|partner|freund|lebensgefährte|ehepartner(?:in)?)\b/;
const CHILD_PATTERN =
  /\b(ein|eine|einem|einer|einen|zwei|drei|vier|[1-4])\s+(kind|kinder|kindern|sohn|söhne|söhnen|tochter|töchter|töchtern)\b|\bmein(em|en)?\s+(kind|sohn|tochter)\b|\bmeine[rn]?\s+(kinder|kindern|söhne|töchter)\b/;

/** The numbers of a text in order (ages: 0–120; percentages left out). */
function numbersOf(text: string): number[] {
  return [...text.matchAll(/\b(\d{1,3})\b(?!\s*(%|prozent))/g)].map((match) => Number(match[1]));
}

interface Household {
  partner?: { gender: Gender | undefined; age: number | undefined; jobStatus: AdultJobStatus | undefined };
  children?: { count: number; ages: number[] };
  /** The text without the partner's and the children's parts (what remains is about the person themself). */
  rest: string;
}

/** 'meine Frau (32) und zwei Kinder (3 und 6)', 'mit meinem Mann, 41, Beamter', 'mein Sohn (4)'. */
function readHousehold(text: string): Household {
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

/** Whether the message read anything new. */
export interface ReadResult {
  state: PriceDialogue;
  read: boolean;
}

const mergeAdult = (base: DialogueAdult | undefined, patch: Partial<DialogueAdult>): DialogueAdult => {
  const merged: DialogueAdult = { ...base };
  for (const [key, value] of Object.entries(patch))
    if (value !== undefined) Object.assign(merged, { [key]: value });
  return merged;
};

/**
 * Reads every slot the message fills: free text anywhere in the dialogue ('ich bin 34 und Beamtin in Bayern'),
 * and a bare answer ('34', 'Bayern', '70 %', 'weiblich') to the slot that was asked.
 */
export function readSlots(message: string, state: PriceDialogue): ReadResult {
  const text = clean(message);
  const asked = state.asked;
  let read = false;
  const next: PriceDialogue = { ...state, self: { ...state.self } };
  const household = readHousehold(text);

  // Answers to a question about the partner or the children go to them.
  if (asked === "partnerAge" || asked === "partnerGender" || asked === "partnerJobStatus") {
    const age = asked === "partnerAge" ? readOwnAge(text, true) : undefined;
    const gender = readGenderWord(text);
    const jobStatus = readJobStatus(text);
    const patch = { age, gender, jobStatus };
    if (Object.values(patch).some((value) => value !== undefined)) {
      next.partner = mergeAdult(next.partner, patch);
      return { state: next, read: true };
    }
    return { state: next, read: false };
  }
  if (asked === "childAges") {
    const ages = numbersOf(text).filter((age) => age <= AGE_LIMITS.civilServantChildMax);
    if (ages.length > 0) {
      // The answer names every child's age: it also tells how many children there are.
      next.children = { count: Math.min(ages.length, MAX_CHILDREN), ages: ages.slice(0, MAX_CHILDREN) };
      return { state: next, read: true };
    }
    return { state: next, read: false };
  }

  if (household.partner) {
    next.partner = mergeAdult(next.partner, household.partner);
    read = true;
  }
  if (household.children) {
    const known = next.children?.ages ?? [];
    next.children = {
      count: Math.max(household.children.count, next.children?.count ?? 0),
      ages: household.children.ages.length > 0 ? household.children.ages : known,
    };
    read = true;
  }
  const rest = household.rest;
  const birthDate = readBirthDate(rest);
  if (birthDate) {
    next.self.birthDate = birthDate;
    delete next.self.age;
    read = true;
  } else {
    const age = readOwnAge(rest, asked === "age");
    if (age !== undefined) {
      next.self.age = age;
      delete next.self.birthDate;
      read = true;
    }
  }
  const selfGender =
    asked === "gender"
      ? readGenderWord(rest)
      : /\bich bin (eine |ein )?frau\b|\bweiblich\b|\b(beamtin|bundesbeamtin|landesbeamtin|studentin|freiberuflerin|arbeitnehmerin|unternehmerin|angestellte|selbst(st)?ändige)\b/.test(
            rest,
          )
        ? "female"
        : /\bich bin (ein )?mann\b|\bmännlich\b|\b(beamter|angestellter|selbst(st)?ändiger|verbeamteter)\b/.test(
              rest,
            )
          ? "male"
          : undefined;
  if (selfGender) {
    next.self.gender = selfGender;
    read = true;
  }
  const jobStatus = readJobStatus(rest);
  if (jobStatus) {
    next.self.jobStatus = jobStatus;
    read = true;
  }
  const dienstherr = readDienstherr(text);
  if (dienstherr && (asked === "dienstherr" || needsBeihilfeSlots(next) || jobStatus === "civil-servant")) {
    next.dienstherr = dienstherr;
    read = true;
  }
  const stufe = readBeihilfe(text, asked === "beihilfe");
  if (stufe) {
    next.beihilfeStufe = stufe;
    read = true;
  }
  const coverage = readCoverage(text);
  if (coverage) {
    next.coverage = coverage;
    read = true;
  }
  return { state: next, read };
}

// ---------------------------------------------------------------------------------------------------------------
// Deciding what to ask

function needsBeihilfeSlots(state: PriceDialogue): boolean {
  return state.self.jobStatus === "civil-servant" || state.partner?.jobStatus === "civil-servant";
}

/** The first slot still missing, or undefined when the comparison can be made. */
export function nextSlot(state: PriceDialogue): PriceSlot | undefined {
  const { self, partner, children } = state;
  if (self.age === undefined && self.birthDate === undefined) return "age";
  if (!self.gender) return "gender";
  if (!self.jobStatus) return "jobStatus";
  if (partner) {
    if (partner.age === undefined && partner.birthDate === undefined) return "partnerAge";
    if (!partner.gender) return "partnerGender";
    if (!partner.jobStatus) return "partnerJobStatus";
  }
  if (children && children.ages.length < children.count) return "childAges";
  if (needsBeihilfeSlots(state)) {
    if (!state.dienstherr) return "dienstherr";
    if (!state.beihilfeStufe) return "beihilfe";
  }
  if (!state.coverage) return "coverage";
  return undefined;
}

const partnerNoun = (partner: DialogueAdult | undefined) =>
  partner?.gender === "female"
    ? "Ihre Partnerin"
    : partner?.gender === "male"
      ? "Ihr Partner"
      : "Ihr Partner bzw. Ihre Partnerin";

/** The German question for a slot. */
export function questionFor(slot: PriceSlot, state: PriceDialogue): string {
  switch (slot) {
    case "age":
      return "Wie alt sind Sie? Sie können auch Ihr Geburtsdatum nennen (z. B. 14.03.1991).";
    case "gender":
      return "Sind Sie weiblich oder männlich?";
    case "jobStatus":
      return "Wie sind Sie beruflich tätig: angestellt, selbstständig, freiberuflich, verbeamtet oder im Studium?";
    case "partnerAge":
      return `Wie alt ist ${partnerNoun(state.partner)}?`;
    case "partnerGender":
      return "Ist die Person, die mitversichert werden soll, weiblich oder männlich?";
    case "partnerJobStatus":
      return `Wie ist ${partnerNoun(state.partner)} beruflich tätig: angestellt, selbstständig, freiberuflich, verbeamtet oder im Studium?`;
    case "childAges":
      return (state.children?.count ?? 1) > 1
        ? "Wie alt sind Ihre Kinder? Nennen Sie bitte die Alter, z. B. „3 und 6“."
        : "Wie alt ist Ihr Kind?";
    case "dienstherr":
      return "Wer ist der Dienstherr (für die Beihilfe): der Bund oder welches Bundesland, z. B. Bayern?";
    case "beihilfe":
      return "Welchen Beihilfesatz gibt es: 50 %, 70 % oder 80 %?";
    case "coverage":
      return "Welchen Schutz wünschen Sie: Basis (Mehrbettzimmer, Zahnersatz unter 75 %), Komfort (Zweibettzimmer mit Chefarzt, Zahnersatz ab 75 %) oder Premium (Einzelzimmer mit Chefarzt, Zahnersatz ab 85 %)?";
  }
}

export const PRICE_DIALOGUE_TEXTS = {
  start:
    "Gern rechne ich Ihnen das mit einem echten Vergleich aus. Dafür brauche ich ein paar Angaben, eine nach der anderen (mit „abbrechen“ hören wir auf).",
  notUnderstood: "Das habe ich leider nicht verstanden.",
  cancelled:
    "In Ordnung, ich habe die Preisberechnung abgebrochen. Ihre Angaben habe ich nicht gespeichert. Fragen Sie mich gern etwas anderes.",
  tooOld: AGE_NOTICE.text,
  selfTooYoung: `Für sich selbst können Sie die PKV ab ${AGE_LIMITS.selfMin} Jahren vergleichen; jüngere Personen versichern die Eltern als Kind.`,
  healthQuestion:
    "Möchten Sie Ihre Gesundheit einbeziehen? Dann schätzt der Vergleich anonym mögliche Risikozuschläge. Nennen Sie Größe, Gewicht und Vorerkrankungen oder Behandlungen, z. B. „180 cm, 85 kg, Asthma, 2 Arztbesuche“ – oder antworten Sie „nein“.",
  healthSkipped:
    "In Ordnung, dann bleibt es bei den Preisen ohne Gesundheitsangaben. Fragen Sie mich gern etwas anderes.",
  childTooOld: `Kinder können wir bis ${AGE_LIMITS.childMax} Jahre mitversichern (Kinder von Beamten bis ${AGE_LIMITS.civilServantChildMax}); ältere vergleichen bitte selbst.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// One turn

export type PriceDialogueStep =
  /** Not part of a price dialogue: the normal knowledge path answers (and any dialogue ends). */
  | { kind: "leave" }
  | { kind: "cancel"; text: string }
  /** The answer ends the dialogue without a comparison (e.g. from 60 on). */
  | { kind: "stop"; text: string }
  | { kind: "ask"; text: string; state: PriceDialogue }
  | { kind: "complete"; state: PriceDialogue; request: Record<string, unknown> };

/**
 * One turn of the price dialogue: `state` is what the chat carried (undefined: no dialogue yet). Starts on a price
 * intent, reads the answer, asks the next missing slot or returns the comparison request. `today` (Berlin date)
 * sets the insurance start the ages refer to.
 */
export function stepPriceDialogue(
  message: string,
  state: PriceDialogue | undefined,
  today: string,
): PriceDialogueStep {
  if (!state) {
    if (!isPriceIntent(message)) return { kind: "leave" };
    const { state: started } = readSlots(message, { kind: "price", self: {} });
    return askOrComplete(started, today, PRICE_DIALOGUE_TEXTS.start);
  }
  if (state.asked === "health") return healthStep(message, state, today);
  if (isCancel(message)) return { kind: "cancel", text: PRICE_DIALOGUE_TEXTS.cancelled };
  const { state: next, read } = readSlots(message, state);
  // Another question in the middle ('Was ist der Unterschied zwischen Komfort und Premium?') leaves the dialogue
  // unless it answered what was asked ('34?', 'Komfort?').
  const answeredAsked = state.asked !== undefined && nextSlot(next) !== state.asked;
  if (
    read &&
    !answeredAsked &&
    wordCount(message) > 3 &&
    looksLikeOtherQuestion(message) &&
    !isPriceIntent(message)
  )
    return { kind: "leave" };
  if (!read) {
    // A new price question restarts; any other question leaves the dialogue for the normal answer.
    if (isPriceIntent(message)) return stepPriceDialogue(message, undefined, today);
    if (looksLikeOtherQuestion(message)) return { kind: "leave" };
    const slot = state.asked ?? nextSlot(state);
    if (!slot) return { kind: "leave" };
    return {
      kind: "ask",
      text: `${PRICE_DIALOGUE_TEXTS.notUnderstood} ${questionFor(slot, state)}`,
      state: { ...state, asked: slot },
    };
  }
  return askOrComplete(next, today);
}

const wordCount = (text: string) => clean(text).split(" ").length;

/**
 * The answer to the health question after the first prices (docs/product/assistant-dialogues.md#health): the
 * answers make the comparison again with them; 'nein' ends the dialogue; a new price question starts anew; any
 * other question leaves for the normal answer; else the question is asked again.
 */
function healthStep(message: string, state: PriceDialogue, today: string): PriceDialogueStep {
  const reading = readHealthAnswer(message);
  // 'nein' or 'abbrechen': the prices stand as they were.
  if (reading?.kind === "skip" || (!reading && isCancel(message)))
    return { kind: "stop", text: PRICE_DIALOGUE_TEXTS.healthSkipped };
  if (reading) {
    const next: PriceDialogue = { ...state, asked: undefined, health: reading.answers };
    return { kind: "complete", state: next, request: comparisonRequestOf(next, today) };
  }
  if (isPriceIntent(message)) return stepPriceDialogue(message, undefined, today);
  if (looksLikeOtherQuestion(message) || wordCount(message) > 3) return { kind: "leave" };
  return {
    kind: "ask",
    text: `${PRICE_DIALOGUE_TEXTS.notUnderstood} ${PRICE_DIALOGUE_TEXTS.healthQuestion}`,
    state,
  };
}

function askOrComplete(state: PriceDialogue, today: string, intro?: string): PriceDialogueStep {
  const start = defaultInsuranceStart(today);
  const problem = ageProblem(state, start);
  if (problem === "tooOld") return { kind: "stop", text: PRICE_DIALOGUE_TEXTS.tooOld };
  let checked = state;
  let notice: string | undefined;
  if (problem === "selfTooYoung") {
    checked = { ...state, self: { ...state.self, age: undefined, birthDate: undefined } };
    notice = PRICE_DIALOGUE_TEXTS.selfTooYoung;
  } else if (problem === "childTooOld") {
    checked = { ...state, children: state.children && { ...state.children, ages: [] } };
    notice = PRICE_DIALOGUE_TEXTS.childTooOld;
  }
  const slot = nextSlot(checked);
  if (!slot) return { kind: "complete", state: checked, request: comparisonRequestOf(checked, today) };
  const text = [intro, notice, questionFor(slot, checked)].filter(Boolean).join(" ");
  return { kind: "ask", text, state: { ...checked, asked: slot } };
}

const ageOf = (adult: DialogueAdult, start: string) =>
  adult.birthDate ? ageOn(adult.birthDate, start) : adult.age;

function ageProblem(
  state: PriceDialogue,
  start: string,
): "tooOld" | "selfTooYoung" | "childTooOld" | undefined {
  const adults = [state.self, state.partner].filter((adult): adult is DialogueAdult => adult !== undefined);
  if (adults.some((adult) => (ageOf(adult, start) ?? 0) >= AGE_LIMIT)) return "tooOld";
  const own = ageOf(state.self, start);
  if (own !== undefined && own < AGE_LIMITS.selfMin) return "selfTooYoung";
  const childMax = needsBeihilfeSlots(state) ? AGE_LIMITS.civilServantChildMax : AGE_LIMITS.childMax;
  if (state.children?.ages.some((age) => age > childMax)) return "childTooOld";
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The comparison request

/**
 * The birth date for an age (docs/product/assistant-dialogues.md#age-rule): the insurance start (the first of
 * next month) `age` years earlier, so the person is exactly that age on the start; never after today.
 */
export function birthDateForAge(age: number, today: string): string {
  const start = defaultInsuranceStart(today);
  const year = Number(start.slice(0, 4)) - age;
  const date = `${String(year).padStart(4, "0")}${start.slice(4)}`;
  return date > today ? today : date;
}

const birthDateOf = (adult: DialogueAdult, today: string) =>
  adult.birthDate ?? birthDateForAge(adult.age ?? 0, today);

/**
 * The request for the comparison service (the same shape `POST /api/comparisons` takes): one person as the long
 * form posts it, or a household `{ coverageType, persons }`. Children of a civil servant are insured as
 * 'Beamtenkind' with 80 % Beihilfe of the same Dienstherr; other children as 'Kind'. A child's gender is not asked
 * (the tariffs are unisex); it is recorded as 'female'.
 */
export function comparisonRequestOf(state: PriceDialogue, today: string): Record<string, unknown> {
  const coverageType = state.coverage ?? "comfort";
  const beihilfe = (jobStatus: string | undefined) =>
    jobStatus === "civil-servant"
      ? { beihilfeDienstherr: state.dienstherr, beihilfeStufe: state.beihilfeStufe }
      : {};
  const adult = (person: DialogueAdult) => ({
    birthDate: birthDateOf(person, today),
    gender: person.gender ?? "female",
    jobStatus: person.jobStatus ?? "employed",
    ...beihilfe(person.jobStatus),
  });
  // The health answers are a household's (docs/product/comparison.md#family-and-health): with them, one person too.
  const selfHealth = state.health ? { health: state.health } : {};
  if (!state.partner && !state.children && !state.health)
    return { ...adult(state.self), coverageType, insuredPerson: "self" };
  const civilServantParent = needsBeihilfeSlots(state);
  const children = (state.children?.ages ?? []).map((age) => ({
    role: "child",
    birthDate: birthDateForAge(age, today),
    gender: "female",
    ...(civilServantParent
      ? {
          jobStatus: "civil-servant-child",
          beihilfeDienstherr: state.dienstherr,
          beihilfeStufe: "TYPE_C_80_80R",
        }
      : { jobStatus: "child" }),
  }));
  return {
    coverageType,
    persons: [
      { role: "self", ...adult(state.self), ...selfHealth },
      ...(state.partner ? [{ role: "partner", ...adult(state.partner) }] : []),
      ...children,
    ],
  };
}
