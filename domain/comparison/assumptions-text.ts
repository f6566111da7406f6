/**
 * The German statement of what an offer priced (docs/product/comparison.md#assumptions): one formatter for every
 * surface — cards, list rows, details, PDF, mail, chat and the API's `assumptions.text` — so the same input reads
 * the same everywhere. A label of values the server prints too, so it stands beside the rule
 * (docs/architecture.md#what-domain-holds).
 */
import { formatCalendarDate } from "../../lib/format/date-format";
import { formatEuroNoBreak, formatNumber } from "../../lib/format/number-format";
import type { ComparisonAssumptions, OfferAssumptions, SickPayAssumption } from "./assumptions";

export const NO_SICK_PAY_TEXT = "ohne Krankentagegeld";

const euro = (amount: number) => formatEuroNoBreak(amount, !Number.isInteger(amount));
const cents = (amount: number) => formatEuroNoBreak(amount, true);

/** 'Selbstbeteiligung 1.000 € im Jahr'. */
function deductibleText(amount: number): string {
  return `Selbstbeteiligung ${formatEuroNoBreak(amount)} im Jahr`;
}

/** 'Krankentagegeld 100 € pro Tag ab dem 43. Tag' or 'ohne Krankentagegeld'. */
export function sickPayText(sickPay: SickPayAssumption | undefined): string {
  return sickPay
    ? `Krankentagegeld ${euro(sickPay.dailyAmount)} pro Tag ab dem ${formatNumber(sickPay.startDay)}. Tag`
    : NO_SICK_PAY_TEXT;
}

/** 'Versicherungsbeginn 01.01.2027'. */
function startText(insuranceStart: string): string {
  return `Versicherungsbeginn ${formatCalendarDate(insuranceStart)}`;
}

/** The parts of what was priced, in their order: deductible, sick pay, premium relief (when chosen), start. */
function pricedParts(assumptions: ComparisonAssumptions): string[] {
  return [
    deductibleText(assumptions.deductible),
    sickPayText(assumptions.sickPay),
    ...(assumptions.premiumRelief !== undefined
      ? [`Beitragsentlastung ${euro(assumptions.premiumRelief)} im Monat ab 67`]
      : []),
    startText(assumptions.insuranceStart),
  ];
}

/**
 * 'Berechnet mit Selbstbeteiligung 0 € im Jahr, Krankentagegeld 100 € pro Tag ab dem 43. Tag,
 * Versicherungsbeginn 01.01.2027.'
 */
export function pricedStatement(assumptions: ComparisonAssumptions): string {
  return `Berechnet mit ${pricedParts(assumptions).join(", ")}.`;
}

/**
 * For employees: 'Ihr Anteil nach Arbeitgeberanteil: 423,61 € im Monat (Arbeitgeber 423,62 €; der Arbeitgeber
 * zahlt höchstens die Hälfte, 2027 bis 508,59 € Kranken- und 104,63 € Pflegeversicherung im Monat).'
 * Undefined for everyone else.
 */
export function ownShareStatement(assumptions: OfferAssumptions): string | undefined {
  const { shares, employerShareCap: cap } = assumptions;
  if (!shares || !cap) return undefined;
  return `Ihr Anteil nach Arbeitgeberanteil: ${cents(shares.own)} im Monat (Arbeitgeber ${cents(shares.employer)}; der Arbeitgeber zahlt höchstens die Hälfte, ${cap.year} bis ${cents(cap.health)} Kranken- und ${cents(cap.care)} Pflegeversicherung im Monat).`;
}

/** Every sentence of an offer's assumptions: what was priced, then the own share (employees). */
export function offerAssumptionSentences(assumptions: OfferAssumptions): string[] {
  const own = ownShareStatement(assumptions);
  return [pricedStatement(assumptions), ...(own ? [own] : [])];
}

/**
 * A household's overview (docs/product/comparison.md#assumptions): 'Berechnet mit Selbstbeteiligung 0 € im Jahr je
 * Person, Versicherungsbeginn 01.01.2027. Sie: Krankentagegeld 100 € pro Tag ab dem 43. Tag; Kind 1: ohne
 * Krankentagegeld.' Persons whose sick pay is not known (`known: false`) are left out of the second sentence.
 */
export function familyPricedStatement(input: {
  deductible: number;
  insuranceStart: string;
  persons: ReadonlyArray<{ label: string; known: boolean; sickPay: SickPayAssumption | undefined }>;
}): string {
  const shared = `Berechnet mit ${deductibleText(input.deductible)} je Person, ${startText(input.insuranceStart)}.`;
  const persons = input.persons
    .filter((person) => person.known)
    .map((person) => `${person.label}: ${sickPayText(person.sickPay)}`);
  return persons.length > 0 ? `${shared} ${persons.join("; ")}.` : shared;
}
