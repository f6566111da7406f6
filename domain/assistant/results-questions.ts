/**
 * Questions about the comparison on the results page (docs/product/assistant-dialogues.md#results-questions):
 * 'Warum steht Tarif X oben?', 'Was ist der Unterschied zwischen X und Y?', 'Lohnt sich eine höhere
 * Selbstbeteiligung für mich?' — answered from the comparison's own offers: the sort rule of the results page
 * (docs/product/results.md#ranking), the tariffs' figures and the deductible variants. Pure: the numbers are
 * formatted by the caller's formatter.
 */
import type { CoverageType, JobStatus } from "../comparison/long-form";
import type { Offer } from "../offers/offer";
import { BENEFIT_GROUPS } from "../ranking/benefit-points";
import { DEFAULT_ORDER_RULE, NEUTRALITY_RULE } from "../ranking/ranking-explanation";
import { pricePerformanceValue } from "../ranking/sort-orders";

/** The offer fields the answers use. */
export type ContextOffer = Pick<
  Offer,
  | "id"
  | "tariffKey"
  | "provider"
  | "name"
  | "monthlyPrice"
  | "employeeContribution"
  | "totalLeistungPoints"
  | "benefitGroupPoints"
  | "grade"
  | "deductibleAmount"
  | "hospitalRoom"
  | "chiefPhysician"
  | "dentistCoverage"
  | "riskAssessment"
  | "sickPayPrice"
>;

/** The comparison as the results page shows it by default. */
export interface ResultsContext {
  /** The offers in the results page's default order ('Preis-Leistung'), one deductible variant per tariff. */
  ordered: readonly ContextOffer[];
  /** The ids of the three highlighted tariffs. */
  topIds: readonly string[];
  /** Offer id → the note of a highlighted card not of the requested level ('höhere Leistung zum gleichen Preis'). */
  topNotes: Readonly<Record<string, string>>;
  /** Every deductible variant of every tariff. */
  variants: readonly ContextOffer[];
  coverageType: CoverageType;
  jobStatus: JobStatus;
  /** The tariff page the question was asked on, if any. */
  currentOfferId?: string;
  /** The last year of the modelled premium histories (the insurance start's year). */
  historyYear?: number;
}

/** How the caller formats numbers (German): euros with cents, whole euros, points with one decimal. */
export interface NumberFormatter {
  euro(value: number): string;
  euroWhole(value: number): string;
  points(value: number): string;
}

export type ResultsQuestion =
  | { kind: "why-top"; named: string | undefined }
  | { kind: "difference"; first: string; second: string }
  | { kind: "deductible"; named: string | undefined };

const clean = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Recognises the three questions; undefined for anything else. */
export function readResultsQuestion(message: string): ResultsQuestion | undefined {
  const text = clean(message).replace(/[?!.]+$/, "");
  if (
    /\b(selbstbeteiligung|selbstbehalt|\bsb\b)/.test(text) &&
    /\b(lohnt|lohnen|sinnvoll|rechnet|spare|sparen|höher|hoehere|höhere|besser|empfehl)/.test(text)
  ) {
    const named = /\b(?:bei|für|im|beim)\s+(?:tarif\s+)?(.+?)(?:\s+für mich)?$/.exec(text)?.[1];
    return { kind: "deductible", named: named && !/^(mich|uns)$/.test(named) ? named : undefined };
  }
  const difference =
    /\bunterschied(?:e)?\s+(?:zwischen|von)\s+(.+?)\s+(?:und|zu|gegenüber)\s+(.+)$/.exec(text) ??
    /\b(?:vergleich(?:e|en)?|unterscheiden sich)\s+(.+?)\s+(?:und|mit|vs\.?|versus)\s+(.+)$/.exec(text) ??
    /^(.+?)\s+(?:vs\.?|versus|oder)\s+(.+?)(?:\s*[–-]\s*(?:was|wo).*)?$/.exec(text);
  if (difference && /unterschied|vergleich|unterscheiden|vs|versus/.test(text))
    return { kind: "difference", first: difference[1]!, second: difference[2]! };
  const whyTop =
    /\b(warum|wieso|weshalb)\b.*\b(oben|vorn|vorne|vorn?e? steht|platz (1|eins)|ersten platz|erster stelle|an erster|top|ganz oben|empfohlen|hervorgehoben|auf 1|nummer (1|eins))\b/.test(
      text,
    ) || /\b(warum|wieso|weshalb)\b.*\b(platz|rang|stelle)\s*(\d|eins|zwei|drei)\b/.test(text);
  if (whyTop) {
    const named =
      /\b(?:steht|ist|liegt|kommt|wird)\s+(?:der\s+|die\s+|das\s+)?(?:tarif\s+)?(.+?)\s+(?:so\s+)?(?:ganz\s+)?(?:oben|vorn|vorne|auf|an|als|bei|so weit|hervorgehoben|empfohlen)\b/.exec(
        text,
      )?.[1];
    return { kind: "why-top", named };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Finding the tariff a text names

const GENERIC_WORDS = new Set([
  "der",
  "die",
  "das",
  "den",
  "tarif",
  "tarife",
  "von",
  "bei",
  "ag",
  "vvag",
  "versicherung",
  "krankenversicherung",
  "pkv",
  "und",
  "mit",
  "im",
  "so",
  "ganz",
]);

const tokens = (text: string) =>
  clean(text)
    .replace(/[^a-z0-9äöüß+ ]/g, " ")
    .split(" ")
    .filter((token) => token !== "" && !GENERIC_WORDS.has(token));

/** Words of many tariff names that name a coverage level rather than a tariff. */
const LEVEL_WORDS = new Set([
  "basis",
  "komfort",
  "premium",
  "start",
  "top",
  "plus",
  "exklusiv",
  "hausarzt",
  "primär",
]);

const ORDINALS: Record<string, number> = { erste: 1, zweite: 2, dritte: 3, vierte: 4, fünfte: 5 };

/**
 * The offer a text names: 'Platz 2' / 'der zweite'; otherwise insurer and tariff name matched by words (the
 * insurer counts most, then the share of the tariff name's words). undefined when nothing fits.
 */
export function findOffer<T extends ContextOffer>(
  text: string,
  ordered: readonly T[],
  exclude?: T,
): T | undefined {
  const lower = clean(text);
  const place =
    /\b(?:platz|rang|nummer|nr\.?)\s*(\d)\b/.exec(lower)?.[1] ??
    /\b(erste|zweite|dritte|vierte|fünfte)[rnms]?\b/.exec(lower)?.[1];
  if (place) {
    const index = (ORDINALS[place] ?? Number(place)) - 1;
    if (ordered[index] && ordered[index] !== exclude) return ordered[index];
  }
  const words = new Set(tokens(text));
  if (words.size === 0) return undefined;
  let best: { offer: T; score: number } | undefined;
  for (const offer of ordered) {
    if (offer === exclude) continue;
    const provider = tokens(offer.provider);
    const name = tokens(offer.name);
    const providerHit = provider.length > 0 && provider.every((word) => words.has(word)) ? 3 : 0;
    const providerPartial = provider.some((word) => words.has(word)) ? 1 : 0;
    const nameShare = name.length === 0 ? 0 : name.filter((word) => words.has(word)).length / name.length;
    const nameExact = nameShare === 1 ? 1 : 0;
    const score = Math.max(providerHit, providerPartial) + nameShare * 2 + nameExact;
    // 'Basis' or 'Komfort' alone names a coverage level, not a tariff: an insurer or a distinctive word is needed.
    const distinctive = providerPartial > 0 || name.some((word) => words.has(word) && !LEVEL_WORDS.has(word));
    if (distinctive && score >= 1 && (!best || score > best.score)) best = { offer, score };
  }
  return best?.offer;
}

// ---------------------------------------------------------------------------------------------------------------
// Answers

const COVERAGE_LABELS: Record<CoverageType, string> = {
  basic: "Basis",
  comfort: "Komfort",
  premium: "Premium",
};

const GROUP_SHORT: Record<(typeof BENEFIT_GROUPS)[number], string> = {
  "Ambulante Leistungen": "ambulant",
  "Stationäre Leistungen": "stationär",
  Zahnleistungen: "Zahn",
  Pflegeleistungen: "Pflege",
  "Sonstige Leistungen": "Sonstiges",
};

export const label = (offer: ContextOffer) => `${offer.provider} ${offer.name}`;
export const perHundred = (offer: ContextOffer) => pricePerformanceValue(offer) * 100;

function figures(offer: ContextOffer, format: NumberFormatter): string {
  const parts = [
    `${format.euro(offer.monthlyPrice)} im Monat`,
    `${format.points(offer.totalLeistungPoints)} von 100 Leistungspunkten`,
    `${format.points(perHundred(offer))} Punkte je 100 € Monatsbeitrag`,
  ];
  if (offer.deductibleAmount !== undefined)
    parts.push(`Selbstbeteiligung ${format.euroWhole(offer.deductibleAmount)} im Jahr`);
  if (offer.grade) parts.push(`Note ${format.points(offer.grade.value)} („${offer.grade.label}“)`);
  return parts.join(", ");
}

/** The sort rule of the results page's default order, as 'So sortieren wir' states it, with the person's level. */
export function sortRuleText(coverageType: CoverageType): string {
  return `${DEFAULT_ORDER_RULE} Ihre Leistungsstufe: ${COVERAGE_LABELS[coverageType]}. ${NEUTRALITY_RULE}`;
}

function whyTop(question: { named: string | undefined }, context: ResultsContext, format: NumberFormatter) {
  const { ordered } = context;
  const named = question.named ? findOffer(question.named, ordered) : undefined;
  const current = context.currentOfferId
    ? ordered.find((offer) => offer.id === context.currentOfferId)
    : undefined;
  const target = named ?? current ?? ordered[0];
  if (!target) return undefined;
  const place = ordered.indexOf(target) + 1;
  const sentences = [sortRuleText(context.coverageType)];
  sentences.push(`${label(target)} steht auf Platz ${place}: ${figures(target, format)}.`);
  const note = context.topNotes[target.id];
  if (note) sentences.push(`Er ist als Tarif mit „${note}“ hervorgehoben.`);
  if (target.riskAssessment?.status === "decline")
    sentences.push(
      "Nach Ihren Gesundheitsangaben würde der Versicherer wahrscheinlich ablehnen; solche Tarife stehen immer am Ende.",
    );
  const neighbour = place === 1 ? ordered[1] : ordered[0];
  if (neighbour) {
    sentences.push(
      `Zum Vergleich ${place === 1 ? "Platz 2" : "Platz 1"}, ${label(neighbour)}: ${format.euro(neighbour.monthlyPrice)} im Monat, ` +
        `${format.points(neighbour.totalLeistungPoints)} Leistungspunkte, ${format.points(perHundred(neighbour))} Punkte je 100 €.`,
    );
  }
  return sentences.join(" ");
}

function roomText(offer: ContextOffer) {
  return `${offer.hospitalRoom || "Unterbringung ohne Angabe"}${offer.chiefPhysician ? " mit Chefarzt" : " ohne Chefarzt"}`;
}

function difference(
  question: { first: string; second: string },
  context: ResultsContext,
  format: NumberFormatter,
) {
  const first = findOffer(question.first, context.ordered);
  const second = first && findOffer(question.second, context.ordered, first);
  if (!first || !second) return undefined;
  const a = label(first);
  const b = label(second);
  const sentences = [`${a} und ${b} im Vergleich:`];
  const priceGap = Math.abs(first.monthlyPrice - second.monthlyPrice);
  const cheaper = first.monthlyPrice <= second.monthlyPrice ? a : b;
  sentences.push(
    `Monatsbeitrag ${format.euro(first.monthlyPrice)} gegenüber ${format.euro(second.monthlyPrice)}` +
      (priceGap >= 0.005
        ? ` (${cheaper} ist ${format.euro(priceGap)} im Monat günstiger).`
        : " (gleich teuer)."),
  );
  sentences.push(
    `Leistungspunkte ${format.points(first.totalLeistungPoints)} gegenüber ${format.points(second.totalLeistungPoints)} von 100, ` +
      `je 100 € Monatsbeitrag ${format.points(perHundred(first))} gegenüber ${format.points(perHundred(second))} Punkte.`,
  );
  const groups = BENEFIT_GROUPS.filter(
    (group) =>
      first.benefitGroupPoints?.[group] !== undefined && second.benefitGroupPoints?.[group] !== undefined,
  ).map(
    (group) =>
      `${GROUP_SHORT[group]} ${format.points(first.benefitGroupPoints![group]!)} zu ${format.points(second.benefitGroupPoints![group]!)}`,
  );
  if (groups.length > 0) sentences.push(`Punkte nach Leistungsbereich: ${groups.join(", ")}.`);
  sentences.push(
    `Krankenhaus: ${roomText(first)} gegenüber ${roomText(second)}; Zahnersatz ${first.dentistCoverage} % gegenüber ${second.dentistCoverage} %.`,
  );
  if (first.deductibleAmount !== undefined && second.deductibleAmount !== undefined)
    sentences.push(
      `Selbstbeteiligung ${format.euroWhole(first.deductibleAmount)} gegenüber ${format.euroWhole(second.deductibleAmount)} im Jahr.`,
    );
  const placeA = context.ordered.indexOf(first) + 1;
  const placeB = context.ordered.indexOf(second) + 1;
  sentences.push(
    `In der Sortierung „Preis-Leistung“ steht ${a} auf Platz ${placeA}, ${b} auf Platz ${placeB}.`,
  );
  return sentences.join(" ");
}

/** The person's own share of a monthly price: employees pay the employee's part. */
const ownShare = (offer: ContextOffer, jobStatus: JobStatus) =>
  jobStatus === "employed" && offer.employeeContribution > 0
    ? offer.employeeContribution
    : offer.monthlyPrice;

function deductible(
  question: { named: string | undefined },
  context: ResultsContext,
  format: NumberFormatter,
) {
  const named = question.named ? findOffer(question.named, context.ordered) : undefined;
  const current = context.currentOfferId
    ? context.ordered.find((offer) => offer.id === context.currentOfferId)
    : undefined;
  const target = named ?? current ?? context.ordered[0];
  if (!target) return undefined;
  const steps = context.variants
    .filter((offer) => offer.tariffKey === target.tariffKey && offer.deductibleAmount !== undefined)
    .sort((x, y) => x.deductibleAmount! - y.deductibleAmount!);
  const unique = steps.filter(
    (offer, index) => index === 0 || offer.deductibleAmount !== steps[index - 1]!.deductibleAmount,
  );
  const employee = context.jobStatus === "employed";
  const intro = `${label(target)} gibt es mit ${unique.length === 1 ? "einer Stufe" : `${unique.length} Stufen`} der Selbstbeteiligung`;
  if (unique.length < 2) {
    return `${intro} (${format.euroWhole(target.deductibleAmount ?? 0)} im Jahr), eine höhere ist in diesem Tarif nicht wählbar.`;
  }
  // Every higher step against the lowest: what it saves a year, what it may cost, and the break-even.
  const base = unique[0]!;
  const higher = unique.slice(1);
  const list = unique
    .map((offer) => `${format.euroWhole(offer.deductibleAmount!)}: ${format.euro(offer.monthlyPrice)}`)
    .join("; ");
  const sentences = [
    `${intro} (Selbstbeteiligung im Jahr: Monatsbeitrag): ${list}. Die Ergebnisliste zeigt die Stufe ${format.euroWhole(target.deductibleAmount ?? base.deductibleAmount!)}.`,
  ];
  for (const step of higher) {
    const saving = (ownShare(base, context.jobStatus) - ownShare(step, context.jobStatus)) * 12;
    const extra = step.deductibleAmount! - base.deductibleAmount!;
    if (saving <= 0) {
      sentences.push(
        `Mit ${format.euroWhole(step.deductibleAmount!)} sparen Sie keinen Beitrag: diese Stufe lohnt sich nicht.`,
      );
    } else if (saving >= extra) {
      sentences.push(
        `Mit ${format.euroWhole(step.deductibleAmount!)} statt ${format.euroWhole(base.deductibleAmount!)} sparen Sie ${format.euroWhole(saving)} Beitrag im Jahr, mehr als die höchstens ${format.euroWhole(extra)} höhere Selbstbeteiligung: das lohnt sich rechnerisch in jedem Fall.`,
      );
    } else {
      sentences.push(
        `Mit ${format.euroWhole(step.deductibleAmount!)} statt ${format.euroWhole(base.deductibleAmount!)} sparen Sie ${format.euroWhole(saving)} Beitrag im Jahr, tragen aber bis zu ${format.euroWhole(extra)} mehr selbst. ` +
          `Die Rechnung geht auf (Gewinnschwelle), solange Ihre erstattungsfähigen Rechnungen im Jahr unter ${format.euroWhole(base.deductibleAmount! + saving)} bleiben; bei höheren Kosten ist die niedrigere Stufe günstiger.`,
      );
    }
  }
  if (employee)
    sentences.push(
      "Gerechnet ist mit Ihrem Arbeitnehmeranteil: den Beitrag teilt sich Ihr Arbeitgeber mit Ihnen, die Selbstbeteiligung tragen Sie allein.",
    );
  sentences.push(
    "Beitragsrückerstattungen und Steuereffekte sind nicht eingerechnet; das ist keine individuelle Beratung.",
  );
  return sentences.join(" ");
}

/** The answer to a results question from the comparison's data; undefined when the question cannot be answered. */
export function answerResultsQuestion(
  question: ResultsQuestion,
  context: ResultsContext,
  format: NumberFormatter,
): string | undefined {
  if (context.ordered.length === 0) return undefined;
  switch (question.kind) {
    case "why-top":
      return whyTop(question, context, format);
    case "difference":
      return difference(question, context, format);
    case "deductible":
      return deductible(question, context, format);
  }
}
