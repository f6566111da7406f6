/**
 * More questions about what the results page shows (docs/product/assistant-dialogues.md#results-questions): the
 * person's own share, whether sick pay is in the price and how much of it, the cheapest tariff and why it is
 * not first, and the modelled premium history of the top three — answered from the comparison in context, never by starting a price dialogue. Pure: the numbers are
 * formatted by the caller's formatter.
 */
import { modelledPremiumHistory, PREMIUM_HISTORY_YEARS } from "../lifetime/premium-history";
import {
  type ContextOffer,
  findOffer,
  label,
  type NumberFormatter,
  perHundred,
  type ResultsContext,
  sortRuleText,
} from "./results-questions";

export type PageQuestion =
  | { kind: "own-share"; named: string }
  | { kind: "sick-pay"; named: string }
  | { kind: "cheapest" }
  | { kind: "history" };

const clean = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Recognises the page questions; undefined for anything else. */
export function readPageQuestion(message: string): PageQuestion | undefined {
  const text = clean(message);
  if (
    /\b(beitragsentwicklung|beitragshistorie|beitragsverlauf|beitragsanpassung\w*|beitragserhöhung\w*)\b/.test(
      text,
    ) ||
    (/\b(entwickel\w*|entwickl\w*|gestiegen|steigen|erhöht)\b/.test(text) &&
      /\b(beitr\w*|preis\w*|tarif\w*)\b/.test(text))
  )
    return { kind: "history" };
  if (/\b(günstigste\w*|guenstigste\w*|billigste\w*|preiswerteste\w*)\b/.test(text))
    return { kind: "cheapest" };
  if (
    /\b(krankentagegeld|tagegeld|krankengeld)\b/.test(text) &&
    /\b(drin|enthalten|inklusive|inkl|dabei|mit|wie ?viel|wieviel|welche\w*|höhe)\b/.test(text)
  )
    return { kind: "sick-pay", named: text };
  if (
    /\b(eigenanteil|selbst (be)?zahl\w*|zahle ich (selbst|wirklich|netto)|mein anteil|meinen anteil|nach (dem )?(arbeitgeber|ag)[- ]?zuschuss|arbeitgeberanteil|was bleibt)\b/.test(
      text,
    )
  )
    return { kind: "own-share", named: text };
  return undefined;
}

/** The tariff a question names, else the page's tariff (tariff page), else the first tariff of the page. */
function offerOf(named: string, context: ResultsContext): ContextOffer | undefined {
  const current = context.currentOfferId
    ? context.ordered.find((offer) => offer.id === context.currentOfferId)
    : undefined;
  return findOffer(named, context.ordered) ?? current ?? context.ordered[0];
}

const placeOf = (offer: ContextOffer, context: ResultsContext) => context.ordered.indexOf(offer) + 1;

function ownShare(named: string, context: ResultsContext, format: NumberFormatter): string | undefined {
  const offer = offerOf(named, context);
  if (!offer) return undefined;
  const price = format.euro(offer.monthlyPrice);
  if (context.jobStatus !== "employed" || offer.employeeContribution <= 0)
    return `Bei ${label(offer)} (Platz ${placeOf(offer, context)}) zahlen Sie den ganzen Beitrag von ${price} im Monat selbst: Einen Arbeitgeberzuschuss gibt es in Ihrer Situation nicht.`;
  const employer = offer.monthlyPrice - offer.employeeContribution;
  return `Bei ${label(offer)} (Platz ${placeOf(offer, context)}) zahlen Sie von ${price} im Monat selbst ${format.euro(offer.employeeContribution)}; Ihr Arbeitgeber gibt ${format.euro(employer)} dazu (die Hälfte, höchstens der gesetzliche Höchstzuschuss). Die Selbstbeteiligung${offer.deductibleAmount !== undefined ? ` von ${format.euroWhole(offer.deductibleAmount)} im Jahr` : ""} tragen Sie allein.`;
}

function sickPay(named: string, context: ResultsContext, format: NumberFormatter): string | undefined {
  const offer = offerOf(named, context);
  if (!offer) return undefined;
  if (offer.sickPayPrice === undefined || offer.sickPayPrice <= 0)
    return `Im Beitrag von ${label(offer)} (${format.euro(offer.monthlyPrice)} im Monat) ist kein Krankentagegeld enthalten. Im Vergleichsformular können Sie ein Krankentagegeld wählen; es wird dann mitgerechnet und im Beitrag ausgewiesen.`;
  return `Ja, im Beitrag von ${label(offer)} (${format.euro(offer.monthlyPrice)} im Monat) ist das Krankentagegeld enthalten, das Sie im Vergleich gewählt haben: Es kostet ${format.euro(offer.sickPayPrice)} davon. Den Tagessatz und den Beginn sehen Sie in den Angaben Ihres Vergleichs; ändern können Sie sie dort.`;
}

function cheapest(context: ResultsContext, format: NumberFormatter): string | undefined {
  const [first] = context.ordered;
  const cheapestOffer = [...context.ordered].sort((a, b) => a.monthlyPrice - b.monthlyPrice)[0];
  if (!first || !cheapestOffer) return undefined;
  const intro = `Der günstigste Tarif Ihres Vergleichs ist ${label(cheapestOffer)} mit ${format.euro(cheapestOffer.monthlyPrice)} im Monat und ${format.points(cheapestOffer.totalLeistungPoints)} von 100 Leistungspunkten.`;
  if (cheapestOffer === first)
    return `${intro} Er steht auch auf Platz 1. ${sortRuleText(context.coverageType)}`;
  return `${intro} Er steht auf Platz ${placeOf(cheapestOffer, context)}, nicht vorn, weil die Reihenfolge Preis und Leistung zusammen bewertet: ${label(first)} auf Platz 1 kostet ${format.euro(first.monthlyPrice)} und bietet ${format.points(first.totalLeistungPoints)} Leistungspunkte, das sind ${format.points(perHundred(first))} statt ${format.points(perHundred(cheapestOffer))} Punkte je 100 € Monatsbeitrag. ${sortRuleText(context.coverageType)}`;
}

/** The modelled premium history of the three highlighted tariffs, as the results page's long view models it. */
function history(context: ResultsContext, format: NumberFormatter): string | undefined {
  if (context.historyYear === undefined) return undefined;
  const top = context.topIds
    .map((id) => context.ordered.find((offer) => offer.id === id))
    .filter((offer): offer is ContextOffer => offer !== undefined);
  if (top.length === 0) return undefined;
  const percent = (rate: number) => `${rate >= 0 ? "+" : ""}${format.points(rate * 100)} %`;
  const lines = top.map((offer, position) => {
    const modelled = modelledPremiumHistory(offer.tariffKey, context.historyYear!);
    const jumps = modelled.changes.filter((change) => change.rate !== 0);
    const listed = jumps.map((change) => `${change.year} ${percent(change.rate)}`).join(", ");
    return `${position + 1}. ${label(offer)}: im Schnitt ${percent(modelled.averageRate)} im Jahr${listed ? ` (Anpassungen ${listed})` : ""}.`;
  });
  return [
    `Die Beitragsentwicklung der drei Top-Tarife über ${PREMIUM_HISTORY_YEARS} Jahre bis ${context.historyYear}, wie sie die Ergebnisseite zeigt – Modelldaten unseres Marktmodells, keine echten Anpassungen der Versicherer:`,
    ...lines,
    "Versicherer dürfen erst anpassen, wenn die Leistungsausgaben eines Tarifs um mehr als den Schwellenwert (meist 10 %) von der Kalkulation abweichen; darum wechseln Jahre ohne Änderung mit Sprüngen.",
  ].join("\n");
}

/** The answer from the comparison in context; undefined when it has no offers. */
export function answerPageQuestion(
  question: PageQuestion,
  context: ResultsContext,
  format: NumberFormatter,
): string | undefined {
  if (context.ordered.length === 0) return undefined;
  switch (question.kind) {
    case "own-share":
      return ownShare(question.named, context, format);
    case "sick-pay":
      return sickPay(question.named, context, format);
    case "cheapest":
      return cheapest(context, format);
    case "history":
      return history(context, format);
  }
}
