/**
 * The anonymous health pre-check in the chat (docs/product/assistant-dialogues.md#health): after the coverage the
 * price dialogue offers it as one optional question; the answer in the person's words ('180 cm, 85 kg, Asthma,
 * keine Behandlungen') becomes the health answers of the long form. Height and weight are needed; what is not
 * named counts as 'nein' / 'keine', and the answer says so.
 */
import { type HealthAnswers, healthAnswersSchema } from "../comparison/family-input";
import type { HealthConditionCode } from "../comparison/health-conditions";

/** What the person answered to the health question. */
export type HealthReading = { kind: "skip" } | { kind: "answers"; answers: HealthAnswers };

const SKIP =
  /^(nein|ne|nö|noe|ohne|überspringen|ueberspringen|weiter|keine angaben?|lieber nicht|nicht nötig)\b/;

/** Words of the conditions the pre-check asks about, in the folded text. */
const CONDITION_WORDS: ReadonlyArray<[RegExp, HealthConditionCode]> = [
  [/allergi|heuschnupfen/, "ALLERGIE"],
  [/asthma/, "ASTHMA"],
  [/bluthochdruck|hypertonie/, "BLUTHOCHDRUCK"],
  [/diabetes (typ )?(1|i)\b|typ[- ]?1[- ]diabetes/, "DIABETES_TYP1"],
  [/diabetes(?! (typ )?(1|i)\b)|zucker/, "DIABETES_TYP2"],
  [/schilddrüse|schilddruese/, "SCHILDDRUESE"],
  [/bandscheibe|rücken|ruecken/, "RUECKEN"],
  [/migräne|migraene/, "MIGRAENE"],
  [/neurodermitis/, "NEURODERMITIS"],
  [/depression|angststörung|angststoerung|burn ?out/, "DEPRESSION"],
  [/herz(?!lich)/, "HERZ"],
  [/rheuma/, "RHEUMA"],
];

/** The words of the conditions, for masking health statements in stored chat text (mask-personal-data.ts). */
export const HEALTH_CONDITION_WORDS: readonly RegExp[] = CONDITION_WORDS.map(([word]) => word);

const negated = (text: string, word: RegExp) =>
  new RegExp(`\\b(keine?n?|nie|nicht)\\s+(\\w+\\s+)?(?:${word.source})`).test(text);

const decimal = (text: string) => Number(text.replace(",", "."));

/** Height in cm: '180 cm', '1,80 m', '1.80m'. */
function readHeight(text: string): number | undefined {
  const centimetres = /\b(\d{2,3})\s*(cm|zentimeter)\b/.exec(text);
  if (centimetres) return Number(centimetres[1]);
  const metres = /\b([12])[,.](\d{1,2})\s*(m|meter)\b/.exec(text);
  if (metres) return Math.round(decimal(`${metres[1]}.${metres[2]!.padEnd(2, "0")}`) * 100);
  return undefined;
}

/** Weight in kg: '85 kg', '72,5 kilo'. */
function readWeight(text: string): number | undefined {
  const match = /\b(\d{2,3}(?:[,.]\d)?)\s*(kg|kilo(gramm)?)\b/.exec(text);
  return match ? decimal(match[1]!) : undefined;
}

/** A count before one of the words ('3 Arztbesuche'); 0 when it is negated; `fallback` when the word stands alone. */
function countOf(text: string, words: RegExp, fallback: number): number {
  const counted = new RegExp(`\\b(\\d{1,2})\\s+(\\w+\\s+)?(?:${words.source})`).exec(text);
  if (counted) return Number(counted[1]);
  if (negated(text, words)) return 0;
  return words.test(text) ? fallback : 0;
}

const flag = (text: string, words: RegExp) => words.test(text) && !negated(text, words);

/**
 * Reads the answer to the health question: 'nein' skips it; height and weight (and whatever else is named) make
 * the answers; undefined when neither was understood.
 */
export function readHealthAnswer(message: string): HealthReading | undefined {
  const text = message.toLowerCase().replace(/\s+/g, " ").trim();
  if (SKIP.test(text)) return { kind: "skip" };
  const heightCm = readHeight(text);
  const weightKg = readWeight(text);
  if (heightCm === undefined || weightKg === undefined) return undefined;
  const conditions = CONDITION_WORDS.filter(([word]) => word.test(text) && !negated(text, word)).map(
    ([, code]) => code,
  );
  const diopters = /(-?\d{1,2}(?:[,.]\d{1,2})?)\s*(dpt|dioptrien)/.exec(text);
  const parsed = healthAnswersSchema.safeParse({
    heightCm,
    weightKg,
    outpatientTreatments3y: countOf(text, /(arztbesuche?|behandlungen|behandlung|arzttermine?)/, 1),
    hospitalStays5y: countOf(text, /(krankenhaus\w*|klinik\w*|operation(en)?)/, 1),
    psychotherapy10y: flag(text, /psychotherap\w*/),
    chronicConditions: conditions,
    regularMedication: flag(text, /(medikament\w*|tabletten)/),
    missingTeeth: countOf(text, /(fehlende|ersetzte)?\s*zähne|(fehlende|ersetzte)?\s*zaehne|zahnersatz/, 1),
    plannedDentalTreatment:
      /(geplant\w*|anstehend\w*)\s+(\w+\s+)?(zahn\w*|implantat\w*)|(zahn\w*|implantat\w*)\s+(ist |sind )?geplant/.test(
        text,
      ),
    glassesDiopters: diopters ? Math.abs(decimal(diopters[1]!)) : 0,
  });
  return parsed.success ? { kind: "answers", answers: parsed.data } : undefined;
}
