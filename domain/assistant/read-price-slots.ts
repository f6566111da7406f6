/** Reading a chat message into the price dialogue's slots (docs/product/assistant-dialogues.md#slots). */
import { AGE_LIMITS } from "../comparison/long-form";
import {
  type DialogueAdult,
  MAX_CHILDREN,
  needsBeihilfeSlots,
  type PriceDialogue,
} from "./price-dialogue-state";
import { cleanMessage } from "./price-intent";
import { readHousehold } from "./read-household";
import { readAnnualIncome } from "./read-income";
import {
  numbersOf,
  readBeihilfe,
  readBirthDate,
  readCoverage,
  readDienstherr,
  readGenderWord,
  readJobStatus,
  readOwnAge,
} from "./read-slot-words";

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
  const text = cleanMessage(message);
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
  // The income first: its digits are no age (docs/product/assistant-dialogues.md#income).
  const income = readAnnualIncome(household.rest);
  if (income) {
    next.self.annualIncome = income.amount;
    read = true;
  }
  const rest = income?.rest ?? household.rest;
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
