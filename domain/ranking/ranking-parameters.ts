/**
 * The ranking's parameters and their weight in words (§ 5b UWG, docs/product/broker-duties.md#ranking-parameters),
 * written from the code's own lists: `SORT_PARAMETERS` (sort-orders.ts), from which `sortOffers` builds its
 * comparators and `orderForRequest` (top-picks.ts) reads whether the requested level comes first, and
 * `BENEFIT_GROUP_WEIGHTS` (benefit-points.ts), with which the simulator sums the benefit points. A test holds the
 * words and the code equal (ranking-parameters.test.ts).
 */
import { formatPercent } from "../../lib/format/number-format";
import { BENEFIT_GROUP_WEIGHTS, BENEFIT_GROUPS } from "./benefit-points";
import { SORT_PARAMETERS, type SortCriterion, type SortOrder } from "./sort-orders";

/** Each criterion in plain German. */
export const SORT_CRITERION_TEXTS: Record<SortCriterion, string> = {
  "likely-refusal-last":
    "Tarife, bei denen der Versicherer Sie nach Ihren anonymen Gesundheitsangaben wahrscheinlich ablehnt, " +
    "stehen am Ende (nur wenn Sie Gesundheitsfragen beantwortet haben).",
  "requested-level-first":
    "Tarife Ihrer Leistungsstufe (Ihr Leistungspaket) stehen vor den Tarifen anderer Stufen.",
  "points-per-euro":
    "Leistungspunkte je Euro Monatsbeitrag, der höchste Wert zuerst. Leistung und Beitrag wiegen dabei gleich " +
    "viel: 10 % mehr Leistungspunkte gleichen 10 % mehr Beitrag genau aus.",
  "lower-price": "Niedrigerer Monatsbeitrag zuerst.",
  "more-points": "Mehr Leistungspunkte zuerst.",
};

/** How the criteria weigh against each other. */
export const SORT_PRECEDENCE_NOTE =
  "Die Kriterien gelten in dieser Reihenfolge: Ein Kriterium entscheidet nur, wenn alle davor gleich sind. " +
  "Bleibt alles gleich, gilt die Reihenfolge des Rechenkerns.";

/**
 * The benefit points (0–100) as the weighted sum of the groups, heaviest first:
 * 'Ambulante Leistungen 30 %, Stationäre Leistungen 25 %, …'.
 */
export function benefitWeightsSentence(): string {
  const parts = [...BENEFIT_GROUPS]
    .sort((a, b) => BENEFIT_GROUP_WEIGHTS[b] - BENEFIT_GROUP_WEIGHTS[a])
    .map((group) => `${group} ${formatPercent(BENEFIT_GROUP_WEIGHTS[group])}`);
  return `Die Leistungspunkte eines Tarifs (0 bis 100) sind die gewichtete Summe seiner Leistungsbereiche: ${parts.join(", ")}.`;
}

/** The criteria of an order as the numbered lines the sort control and the PDF show. */
export function sortParameterLines(order: SortOrder): string[] {
  return SORT_PARAMETERS[order].map((criterion, index) => `${index + 1}. ${SORT_CRITERION_TEXTS[criterion]}`);
}
