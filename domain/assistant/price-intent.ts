/** What kind of message the price dialogue got: a price question, a cancel, or another question. */

/** Lower case, umlauts kept, 'ß' kept; whitespace collapsed. */
export const cleanMessage = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

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
  const text = cleanMessage(message);
  return PRICE_INTENT_PATTERNS.some((pattern) => pattern.test(text));
}

const CANCEL_PATTERN =
  /^(abbrechen|abbruch|stopp?|stop|ende|beenden|vergiss es|lass (es|mal)|doch nicht|nein danke|kein interesse)\b|\b(abbrechen|dialog beenden)\b/;

/** 'abbrechen', 'stopp', 'vergiss es' … */
export function isCancel(message: string): boolean {
  return CANCEL_PATTERN.test(cleanMessage(message));
}

const QUESTION_START =
  /^(was|wie|wer|wo|wann|warum|wieso|weshalb|welche[rsnm]?|kann|können|gibt|ist|sind|muss|darf|lohnt|habe|hat)\b/;

/** A message that asks something else (a question mark, or a question word first) — leaves the dialogue. */
export function looksLikeOtherQuestion(message: string): boolean {
  const text = cleanMessage(message);
  return text.endsWith("?") || QUESTION_START.test(text);
}

export const wordCount = (text: string) => cleanMessage(text).split(" ").length;
