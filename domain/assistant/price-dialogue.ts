/**
 * The price dialogue of the assistant (docs/product/assistant-dialogues.md#price-dialogue): 'Was kostet mich die
 * PKV?' → Lucy asks for what a comparison needs, one question at a time, and builds the comparison request when
 * nothing is missing. Pure rules: the state travels with the chat (the server returns it, the widget sends it
 * back), so the server keeps no personal answers beyond the comparison itself.
 */
import { ageOn } from "../../lib/dates/berlin-date";
import { defaultInsuranceStart } from "../comparison/insurance-start";
import { AGE_LIMIT, AGE_LIMITS } from "../comparison/long-form";
import { readHealthAnswer } from "./health-reading";
import { nextSlot, PRICE_DIALOGUE_TEXTS, questionFor } from "./price-dialogue-questions";
import { comparisonRequestOf } from "./price-dialogue-request";
import { type DialogueAdult, needsBeihilfeSlots, type PriceDialogue } from "./price-dialogue-state";
import { isCancel, isPriceIntent, looksLikeOtherQuestion, wordCount } from "./price-intent";
import { readSlots } from "./read-price-slots";

export { PRICE_DIALOGUE_TEXTS } from "./price-dialogue-questions";
// The dialogue's public surface for the server and the chat widget.
export type { PriceDialogue } from "./price-dialogue-state";

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

/**
 * The answer to the health question after the first prices (docs/product/assistant-dialogues.md#health): the
 * answers make the comparison again with them; 'nein' ends the dialogue; a new price question starts anew; any
 * other question leaves for the normal answer; else the question is asked again.
 */
function healthStep(message: string, state: PriceDialogue, today: string): PriceDialogueStep {
  // 'Premium' or 'weiblich' after prices with the form's defaults: the same comparison with it (#defaults).
  if (state.assumed?.length) {
    const { state: refined } = readSlots(message, { ...state, asked: undefined });
    const named = state.assumed.filter((slot) =>
      slot === "coverage" ? refined.coverage !== undefined : refined.self.gender !== undefined,
    );
    if (named.length > 0) {
      const assumed = state.assumed.filter((slot) => !named.includes(slot));
      const next: PriceDialogue = {
        ...refined,
        asked: undefined,
        assumed: assumed.length ? assumed : undefined,
      };
      return { kind: "complete", state: next, request: comparisonRequestOf(next, today) };
    }
  }
  // Diabetes without its type is ambiguous: ask for it before estimating (#health).
  const diabetesType = /\b(?:typ\s*)?(1|2|i{1,2}|eins|zwei)\b/i.exec(message)?.[1]?.toLowerCase();
  if (state.pendingHealth !== undefined && diabetesType) {
    const type = ["1", "i", "eins"].includes(diabetesType) ? 1 : 2;
    const combined = `${state.pendingHealth.replace(/diabet\w*|zucker\w*/gi, " ")}, Diabetes Typ ${type}`;
    const answers = readHealthAnswer(combined);
    if (answers?.kind === "answers") {
      const next: PriceDialogue = {
        ...state,
        asked: undefined,
        pendingHealth: undefined,
        health: answers.answers,
      };
      return { kind: "complete", state: next, request: comparisonRequestOf(next, today) };
    }
  }
  if (/diabet|zucker/i.test(message) && !/\btyp\s*(1|2|i{1,2})\b|\b(1|2)er\b/i.test(message))
    return {
      kind: "ask",
      text: PRICE_DIALOGUE_TEXTS.diabetesType,
      state: { ...state, pendingHealth: message },
    };
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
  // Enough said for a first range ('Ich bin 40 und selbstständig, was kostet mich die PKV?'): the prices come at
  // once with the form's defaults for what is missing, then the offer to refine (#defaults).
  if ((slot === "gender" || slot === "coverage") && pricesAtOnce(checked)) {
    const assumed = (["gender", "coverage"] as const).filter((missing) =>
      missing === "gender" ? !checked.self.gender : !checked.coverage,
    );
    const next: PriceDialogue = { ...checked, assumed };
    return { kind: "complete", state: next, request: comparisonRequestOf(next, today) };
  }
  // An employee without an income is invited once to name it, beside the next question (no extra turn).
  const invite =
    checked.self.jobStatus === "employed" &&
    checked.self.annualIncome === undefined &&
    !checked.incomeInvited;
  const text = [
    intro,
    notice,
    invite ? PRICE_DIALOGUE_TEXTS.incomeInvite : undefined,
    questionFor(slot, checked),
  ]
    .filter(Boolean)
    .join(" ");
  return {
    kind: "ask",
    text,
    state: { ...checked, asked: slot, ...(invite ? { incomeInvited: true } : {}) },
  };
}

/**
 * One adult whose age and job status are known, and whose eligibility needs nothing more: self-employed,
 * freelancers and students always, employees with a named income (checked against the limit by the comparison).
 * Civil servants still need the Dienstherr and the Beihilfe.
 */
function pricesAtOnce(state: PriceDialogue): boolean {
  const { self } = state;
  if (state.partner || state.children) return false;
  if (self.age === undefined && self.birthDate === undefined) return false;
  if (self.jobStatus === "employed") return self.annualIncome !== undefined;
  return (
    self.jobStatus === "self-employed" || self.jobStatus === "freelancer" || self.jobStatus === "student"
  );
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
