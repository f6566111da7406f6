import { formatEuroWhole } from "../../lib/format/number-format";
import type { YearlyConstants } from "../constants/yearly-constants";
import { foldGerman } from "./normalize";
import type { QuestionReading } from "./question-reading";
import { readAnnualIncome } from "./read-income";

/**
 * The opening sentence that applies the knowledge to what the person said of themselves
 * (docs/product/assistant.md#personal-answers): a stated income against the Versicherungspflichtgrenze of the
 * year ('Mit 70.000 € liegen Sie unter …'), the job status it matters for, and the question a health answer
 * depends on (the type of diabetes). Undefined: nothing personal to say.
 */
export function personalOpening(
  question: string,
  reading: QuestionReading,
  figures: YearlyConstants,
): string | undefined {
  const sentences = [incomeSentence(question, reading, figures), diabetesQuestion(question)].filter(
    (sentence): sentence is string => sentence !== undefined,
  );
  return sentences.length > 0 ? sentences.join(" ") : undefined;
}

const ABOUT_PKV = /\b(pkv|privat\w*|wechsel\w*|versicherungspflicht\w*|jaeg|grenze)\b/;

function incomeSentence(question: string, reading: QuestionReading, figures: YearlyConstants) {
  const income = readAnnualIncome(question);
  if (!income) return undefined;
  const amount = formatEuroWhole(income.amount);
  const group = reading.person.group;
  if (group === "self-employed")
    return `Als Selbstständiger können Sie sich unabhängig vom Einkommen privat versichern – mit ${amount} ebenso wie mit weniger; die Versicherungspflichtgrenze gilt nur für Angestellte.`;
  if (group !== undefined && group !== "employee" && group !== "family") return undefined;
  if (!reading.intents.includes("eligibility") && !ABOUT_PKV.test(foldGerman(question))) return undefined;
  const limit = figures.compulsoryInsuranceLimitYearly;
  const named = `der Versicherungspflichtgrenze ${figures.year} von ${formatEuroWhole(limit)}`;
  if (income.amount > limit)
    return `Mit ${amount} liegen Sie über ${named} – als Angestellter können Sie in die PKV wechseln: mit einem neuen Arbeitsvertrag sofort, im laufenden Job zum Ende des Jahres, in dem Sie die Grenze überschreiten, wenn Ihr Gehalt auch die Grenze des Folgejahres übersteigt.`;
  return `Mit ${amount} liegen Sie unter ${named} – als Angestellter ist ein Wechsel in die PKV erst möglich, wenn Ihr regelmäßiges Jahresgehalt die Grenze übersteigt; bis dahin bleiben Sie gesetzlich versichert.`;
}

function diabetesQuestion(question: string) {
  const folded = foldGerman(question);
  if (!/diabet/.test(folded) || /\btyp ?(1|2|i|ii|eins|zwei)\b/.test(folded)) return undefined;
  return "Welchen Diabetes-Typ haben Sie – Typ 1 oder Typ 2? Davon hängt die Antwort stark ab.";
}
