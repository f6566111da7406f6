/**
 * An employee's gross yearly income in a chat message (docs/product/assistant-dialogues.md#income): an amount
 * beside a word that says it is income ('verdiene 60.000 € brutto', 'Jahresgehalt 85000', 'Einkommen 90k').
 * Returns the euros and the message without the amount (so no other slot reads its digits as an age).
 */
import { ANNUAL_INCOME_MAX } from "../comparison/eligibility";

const CUE = /\b(brutto\w*|verdien\w*|einkommen\w*|\w*gehalt\w*|lohn|jahresentgelt|jae)\b/;
const DATE = /\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g;
const AMOUNT =
  /(\d{1,3}(?:\.\d{3})+|\d{4,8})(?:,\d{1,2})?(?!\d)\s*(?:€|euro|eur)?|(\d{2,4})\s*(?:k|tsd\.?|tausend)(?![a-zäöü])\s*(?:€|euro|eur)?/;

export function readAnnualIncome(text: string): { amount: number; rest: string } | undefined {
  if (!CUE.test(text)) return undefined;
  const withoutDates = text.replace(DATE, (date) => " ".repeat(date.length));
  const match = AMOUNT.exec(withoutDates);
  if (!match) return undefined;
  const amount = match[1] ? Number(match[1].replace(/\./g, "")) : Number(match[2]) * 1000;
  if (!Number.isFinite(amount) || amount < 1000 || amount > ANNUAL_INCOME_MAX) return undefined;
  return { amount, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}` };
}
