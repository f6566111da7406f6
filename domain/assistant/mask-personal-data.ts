/**
 * What Lucy stores of a chat message (docs/product/assistant.md#privacy): the text with everything personal
 * replaced by a placeholder — e-mail addresses, phone numbers, dates, ages, names a person introduces and health
 * statements. Pure rules on the text, for every stored question and every stored answer alike; the live answer to
 * the person is never masked. The rules err on the side of masking: a harmless word lost in a transcript costs
 * less than a diagnosis kept.
 */
import { HEALTH_CONDITION_WORDS } from "./health-reading";

/** The placeholders of the stored text. */
export const MASKS = {
  email: "[E-Mail]",
  phone: "[Telefon]",
  date: "[Datum]",
  age: "[Alter]",
  name: "[Name]",
  health: "[Gesundheitsangaben]",
} as const;

/**
 * What the message is: free text (any question or answer); a turn of the price dialogue, where a bare number is an
 * age ('34', '3 und 5'; percentages stay); or the answer to the dialogue's health question, stored only as
 * {@link MASKS.health} (docs/product/assistant-dialogues.md#privacy).
 */
export type MaskContext = "free-text" | "price-dialogue" | "health-answer";

export interface MaskOptions {
  context?: MaskContext;
  /** Names known from the conversation (an answer gets its question's, {@link introducedNames}): masked anywhere. */
  names?: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Contact details and dates

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+(?:@|\s*[([]at[)\]]\s*)[\p{L}\p{N}-]+(?:(?:\.|\s*[([]dot[)\]]\s*)[\p{L}\p{N}-]+)+/giu;

/** +49 …, 0049 …, 0170 …, (030) …, with spaces, slashes or dashes; at least 7 digits make a number. */
const PHONE =
  /(?<![\p{L}\p{N}+])(?:(?:\+|00)\s?[1-9]\d{0,2}(?:\s?\(0\))?|\(?0[1-9]\d*\)?)(?:[\s/-]{0,3}\(?\d+\)?)*/gu;
const PHONE_MIN_DIGITS = 7;

const MONTHS =
  "januar|jänner|jaenner|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember";
const SHORT_MONTHS = "jan|feb|mär|mrz|apr|jun|jul|aug|sep|sept|okt|nov|dez";

const DATES = [
  // 14.03.1991, 14.3.91, 14/03/1991
  /(?<![\p{N}.])\d{1,2}\s?[./]\s?\d{1,2}\s?[./]\s?(?:\d{4}|\d{2})(?!\p{N})/gu,
  // 1991-03-14
  /(?<!\p{N})\d{4}-\d{1,2}-\d{1,2}(?!\p{N})/gu,
  // 14. März 1991, 14 März, 14. Jan. 91, März 1991
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:\\d{1,2}\\.?\\s*(?:${MONTHS}|(?:${SHORT_MONTHS})\\.?)(?:\\s*\\d{4}|\\s*\\d{2}(?!\\p{N}))?|(?:${MONTHS})\\s+\\d{4})(?![\\p{L}\\p{N}])`,
    "giu",
  ),
];

/** A birth year: 'Jahrgang 1990', 'geboren 1990', 'Jg. 1990' (the word stays). */
const BIRTH_YEAR =
  /(?<!\p{L})(jahrgang|jg\.|geboren|geb\.|baujahr)(\s*(?:im\s+jahre?\s+|in\s+|am\s+|:\s*)?)(?:19|20)\d{2}(?!\p{N})/giu;

// ---------------------------------------------------------------------------------------------------------------
// Names

/** Words after which a name stands in any case ('ich heiße max'). */
const NAME_INTRODUCTIONS =
  /(?<!\p{L})(?:ich\s+hei(?:ß|ss)e|mein\s+name\s+(?:ist|lautet|wäre|waere)|mein\s+name\s*:|name\s*:|hier\s+(?:ist|schreibt|spricht)|nennen\s+sie\s+mich|(?:mein|meine)\s+(?:sohn|tochter|kind|mann|frau|ehemann|ehefrau|partner|partnerin|freund|freundin)\s+hei(?:ß|ss)t)(?!\p{L})/giu;

/** Words after which only a capitalised word is a name ('Frau Müller', 'Hallo Max', 'Viele Grüße, Anna'). */
const NAME_ADDRESSES =
  /(?<!\p{L})(?:hallo|hi|hey|moin|servus|liebe|lieber|guten\s+(?:tag|morgen|abend)|herr|herrn|frau|grüße|grüßen|gruß|gruesse|gruessen|gruss|lg|vg|mfg)(?!\p{L})[\s,!:]*/giu;

/** The first word of a name (after 'Name:' or 'Hallo,'), and each further one. */
const FIRST_NAME_WORD = /[\s:,–-]*((?:(?:dr|prof)\.\s*)?\p{L}[\p{L}'’-]*)/iuy;
const NEXT_NAME_WORD = /\s+((?:(?:dr|prof)\.\s*)?\p{L}[\p{L}'’-]*)/iuy;

/** Words that end a name (or are none): function words, verbs and the price dialogue's answers. */
const NOT_A_NAME = new Set(
  (
    "und oder aber ich du sie wir er es bin ist sind war bitte danke hallo mein meine nicht kein keine " +
    "aus komme wohne habe hab möchte moechte will würde wuerde suche brauche frage wie was wer wo wann " +
    "warum mit von zu für fuer seit in im am an auf der die das den dem ein eine noch auch so lucy herr " +
    "frau liebe lieber viele beste freundliche freundlichen herzliche grüße grüßen gruß tag morgen abend " +
    "geboren jahre jahrgang angestellt angestellte angestellter selbstständig selbständig freiberufler " +
    "freiberuflerin beamter beamtin verbeamtet student studentin männlich weiblich basis komfort premium"
  ).split(" "),
);

const isCapitalised = (word: string) => {
  const first = word.replace(/^(?:dr|prof)\.\s*/i, "").charAt(0);
  return first !== first.toLowerCase();
};

/** The name after an introduction or address: where it stands in the text and its words; undefined: none. */
function nameAfter(text: string, from: number, capitalisedOnly: boolean) {
  const words: string[] = [];
  let end = from;
  let start: number | undefined;
  while (words.length < 3) {
    const pattern = words.length === 0 ? FIRST_NAME_WORD : NEXT_NAME_WORD;
    pattern.lastIndex = end;
    const match = pattern.exec(text);
    if (!match) break;
    const word = match[1]!;
    const lowercase = !isCapitalised(word);
    if (NOT_A_NAME.has(word.toLowerCase())) break;
    // After an introduction the first word is the name in any case, further ones when capitalised or when the
    // person writes in lower case throughout; after a greeting or 'Frau' only capitalised words are names.
    if (lowercase && (capitalisedOnly || (words.length > 0 && isCapitalised(words[0]!)))) break;
    start ??= match.index + match[0].length - word.length;
    words.push(word);
    end = pattern.lastIndex;
  }
  return start === undefined ? undefined : { start, end, name: words.join(" ") };
}

function findNames(text: string) {
  const found: Array<{ start: number; end: number; name: string }> = [];
  for (const [pattern, capitalisedOnly] of [
    [NAME_INTRODUCTIONS, false],
    [NAME_ADDRESSES, true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const name = nameAfter(text, match.index + match[0].length, capitalisedOnly);
      if (name) found.push(name);
    }
  }
  return found;
}

/** The names a text introduces ('ich heiße Max Mustermann' → 'Max Mustermann', 'Mustermann' …): to mask its answer. */
export function introducedNames(text: string): string[] {
  const names = new Set<string>();
  for (const { name } of findNames(text)) {
    names.add(name);
    for (const part of name.split(/\s+/)) if (!/^(?:dr|prof)\.$/i.test(part)) names.add(part);
  }
  return [...names];
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function maskNames(text: string, known: readonly string[]): string {
  let masked = text;
  // Replaced from the end, overlapping finds once ('Liebe Grüße, Anna' is found twice).
  const spans: Array<{ start: number; end: number }> = [];
  for (const span of findNames(text).sort((a, b) => a.start - b.start))
    if (!spans.some((kept) => span.start < kept.end && kept.start < span.end)) spans.push(span);
  for (const { start, end } of spans.reverse())
    masked = `${masked.slice(0, start)}${MASKS.name}${masked.slice(end)}`;
  const names = [...new Set([...known, ...introducedNames(text)])]
    .filter((name) => name.replace(/\W/g, "").length >= 2)
    .sort((a, b) => b.length - a.length);
  for (const name of names) {
    masked = masked.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeForPattern(name)}(?![\\p{L}\\p{N}])`, "giu"),
      MASKS.name,
    );
  }
  return masked;
}

// ---------------------------------------------------------------------------------------------------------------
// Ages

const NOT_AN_AGE = String.raw`(?!\s*(?:%|prozent|€|euro|eur(?!\p{L})|personen|leute|tarife?(?!\p{L}))|[.,]\d|\d)`;

const AGES = [
  // 'ich bin 41', 'wir sind 35 und 38', 'meine Kinder sind 3 und 5', 'bin jetzt 41 Jahre alt'
  new RegExp(
    String.raw`(?<!\p{L})((?:ich|wir|er|sie)\s+(?:bin|sind|ist|werde|werden|wird)|bin|(?:frau|mann|partner(?:in)?|sohn|tochter|kind|kinder|söhne|töchter)\s+(?:ist|sind|wird|werden))((?:\s+(?:jetzt|gerade|erst|schon|bald|fast|knapp|ungefähr|etwa|ca\.))?\s+)\d{1,3}(?:\s*(?:,|und|&|/)\s*\d{1,3})*${NOT_AN_AGE}(?:\s*(?:jahren|jahre|j\.)(?:\s*alt(?!\p{L}))?)?`,
    "giu",
  ),
  // 'mein Alter: 41', 'Alter: 41'
  /(?<!\p{L})(mein\s+alter(?:\s+ist)?|alter\s*:)(\s*)\d{1,3}(?!\p{N})/giu,
  // 'mit 41 Jahren', 'als 41-Jährige', 'mit 41 in die PKV?'
  /(?<!\p{L})(mit|als|ihren|meinen)(\s+)\d{1,2}(?:\s*(?:jahren|jahre|j\.)(?!\p{L})|(?=\s*[,;.!?)]|\s*$|\s+(?:in|noch|schon|bin|möchte|kann|will|würde)(?!\p{L})))/giu,
];
const AGE_WORDS = [
  // '41 Jahre alt', '41-jährig', '41jährige'
  /(?<!\p{N})\d{1,3}\s*(?:jahre|jahren|jahr|j\.)\s*alt(?!\p{L})/giu,
  /(?<!\p{N})\d{1,3}\s*-?\s*(?:jährig|jaehrig)\p{L}*/giu,
  // 'Ich, 41 Jahre, angestellt' (an age in a list, not a duration)
  /(?:^|(?<=[,(;:]\s*))\d{1,2}\s*(?:jahre|j\.)(?=\s*[,;.)!?]|\s*$)/giu,
];

/** In the price dialogue every bare number left is an age ('34', '3 und 5'); percentages and decimals stay. */
const BARE_NUMBER = /(?<![\p{N}.,])\d{1,3}(?![\p{N}])(?!\s*(?:%|prozent))(?![.,]\d)/giu;

// ---------------------------------------------------------------------------------------------------------------
// Health

/** Height, weight, BMI, diopters, blood pressure: always personal. */
const MEASUREMENTS = [
  /(?<![\p{N},.])\d{2,3}\s*(?:cm|zentimeter)(?!\p{L})/giu,
  /(?<![\p{N},.])[12][,.]\d{1,2}\s*(?:m|meter)(?!\p{L})/giu,
  /(?<![\p{N},.])\d{2,3}(?:[,.]\d{1,2})?\s*(?:kg|kilo(?:gramm)?)(?!\p{L})/giu,
  /(?<!\p{L})bmi(?:\s*(?:von|ist|liegt bei|bei|:|=))*\s*\d{2}(?:[,.]\d{1,2})?(?!\p{N})/giu,
  /(?<![\p{N},.])-?\s?\d{1,2}(?:[,.]\d{1,2})?\s*(?:dpt|dioptrien)(?!\p{L})/giu,
  /(?<!\p{N})\d{2,3}\s*\/\s*\d{2,3}\s*mm\s*hg(?!\p{L})/giu,
];

/**
 * Diagnoses and what only a person's own health reads like: the conditions of the health pre-check
 * (health-reading.ts) and more, and a masked measurement.
 */
const SPECIFIC_HEALTH = [
  ...HEALTH_CONDITION_WORDS,
  /krebs|tumor|leukämie|herzinfarkt|schlaganfall|adhs|autis|epilep|sklerose|schwanger|übergewicht|adipositas|blutdruck|cholesterin|arthrose|arthritis|insulin|cortison|kortison|antidepressiv|ritalin|\[gesundheitsangaben\]/,
];
/** Words of health in general, which the knowledge base uses too ('Vorerkrankungen angeben'). */
const GENERAL_HEALTH =
  /vorerkrank|erkrank|krankheit(?!skosten)|diagnos|behandl|therapie|therapeut|psychiat|medikament|tablette|arznei|operation|operiert|(?<!\p{L})op(?!\p{L})|krankenhaus|klinik|stationär|(?<!\p{L})reha|(?<!\p{L})kur(?!\p{L})|arztbesuch|arzttermin|zahnersatz|implantat|zahnlücke|brille|kontaktlinse|pflegegrad|behinderung|beschwerden|schmerz|gesundheitszustand|(?<!\p{L})gesund(?!\p{L})|(?<!\p{L})krank(?!\p{L})/u;

/** Who speaks of themself: the person ('ich habe', 'meine Tochter', a bare 'nehme Tabletten'). */
const FIRST_PERSON =
  /(?<!\p{L})(?:ich|mich|mir|mein|meine[mnrs]?|wir|uns|unser|unsere[mnrs]?|habe|hab|hatte|nehme|nahm|leide|litt|bekomme|bekam|wiege|war)(?!\p{L})/u;
/** Or of somebody ('Sie haben Asthma', 'seine Diabetes'): with a diagnosis only. */
const ANY_PERSON =
  /(?<!\p{L})(?:sie|ihr|ihre[mnrs]?|ihnen|er|ihm|sein|seine[mnrs]?|hat|haben|hatten|nimmt|nehmen|leidet|leiden)(?!\p{L})/u;

/** Words that may stand with health words in a bare list ('Asthma, keine Behandlungen, seit 2010'). */
const LIST_WORDS = new Set(
  (
    "kein keine keinen keiner keines nein nicht nie und oder sowie auch mit ohne seit vor bis ca etwa " +
    "jahr jahre jahren monate monaten mal x leicht leichte leichter leichtes leichten chronisch " +
    "chronische chronischer chronischen typ etwas bisschen gegen auf regelmäßig täglich ein eine einen " +
    "einer einem zwei drei vier beim arzt zähne fehlende geplant geplante"
  ).split(" "),
);

const isHealthWord = (word: string) =>
  GENERAL_HEALTH.test(word) || SPECIFIC_HEALTH.some((pattern) => pattern.test(word));

/** A clause that says something about a person's health (folded to lower case). */
function isHealthStatement(clause: string): boolean {
  const text = clause.toLowerCase();
  const specific = SPECIFIC_HEALTH.some((pattern) => pattern.test(text));
  const general = GENERAL_HEALTH.test(text);
  if (!specific && !general) return false;
  if (FIRST_PERSON.test(text) || (specific && ANY_PERSON.test(text))) return true;
  // A bare list of health words ('Asthma, keine Behandlungen') is an answer about oneself.
  const words = text.match(/[\p{L}\p{N}[\]-]+/gu) ?? [];
  return words.every(
    (word) => isHealthWord(word) || LIST_WORDS.has(word) || /^[\d.,-]+$/.test(word) || word.startsWith("["),
  );
}

/** Clauses end at a sentence mark, a semicolon, a colon, a line break or a comma before a space. */
const CLAUSE_END = /(\n|[.!?;:]+(?=\s|$)|,(?=\s))/;

function maskHealthStatements(text: string): string {
  const parts = text.split(CLAUSE_END);
  const masked = parts.map((part, index) =>
    index % 2 === 0 && isHealthStatement(part)
      ? part.replace(/^(\s*)[\s\S]*?(\s*)$/, `$1${MASKS.health}$2`)
      : part,
  );
  return masked
    .join("")
    .replace(/\[Gesundheitsangaben\](?:\s*(?:[,;]|und|oder|sowie)\s*\[Gesundheitsangaben\])+/g, MASKS.health);
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The text of a chat message as it may be stored (docs/product/assistant.md#privacy): e-mail addresses
 * '[E-Mail]', phone numbers '[Telefon]', dates and birth years '[Datum]', names a person introduces (and
 * `options.names`) '[Name]', ages '[Alter]', health statements — diagnoses, medication, therapies, height,
 * weight, BMI — '[Gesundheitsangaben]'. In the price dialogue bare numbers are ages; an answer to its health
 * question is only '[Gesundheitsangaben]'.
 */
export function maskPersonalData(text: string, options: MaskOptions = {}): string {
  const context = options.context ?? "free-text";
  if (context === "health-answer") return MASKS.health;
  let masked = text.replace(EMAIL, MASKS.email);
  masked = masked.replace(PHONE, (match) =>
    match.replace(/\(0\)/, "").replace(/\D/g, "").length >= PHONE_MIN_DIGITS ? MASKS.phone : match,
  );
  for (const pattern of DATES) masked = masked.replace(pattern, MASKS.date);
  masked = masked.replace(BIRTH_YEAR, `$1$2${MASKS.date}`);
  masked = maskNames(masked, options.names ?? []);
  for (const pattern of MEASUREMENTS) masked = masked.replace(pattern, MASKS.health);
  for (const pattern of AGES) masked = masked.replace(pattern, `$1$2${MASKS.age}`);
  for (const pattern of AGE_WORDS) masked = masked.replace(pattern, MASKS.age);
  masked = maskHealthStatements(masked);
  if (context === "price-dialogue") masked = masked.replace(BARE_NUMBER, MASKS.age);
  return masked;
}
