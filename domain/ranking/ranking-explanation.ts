/**
 * 'So sortieren wir': what the public ranking does (domain/ranking/sort-orders.ts, top-picks.ts,
 * coverage-level.ts, domain/comparison/results-filters.ts), in German for the results screen. The terms of service (§ 5 (5))
 * say the same; a test checks both against {@link RANKING_CRITERIA} and the code
 * (docs/decisions/012-neutral-ranking-and-savings.md, docs/decisions/026-undominated-top-picks.md).
 */
import { ABOVE_DEDUCTIBLE_HEADING, TOP_PICK_NOTES } from "./top-picks";

/** The default order, 'Preis-Leistung' (also what Lucy answers to 'Warum steht … oben?'). */
export const DEFAULT_ORDER_RULE =
  "Standardmäßig sortieren wir nach „Preis-Leistung“: zuerst die Tarife Ihrer Leistungsstufe, dann die " +
  "übrigen, in der Regel Tarife mit höherer Leistung. Maßstab sind jeweils die Leistungspunkte je Euro Monatsbeitrag – die Leistungspunkte " +
  "eines Tarifs (0 bis 100, aus ambulanten, stationären, zahnärztlichen, Pflege- und sonstigen Leistungen) " +
  "geteilt durch seinen Monatsbeitrag. Je höher der Wert, desto weiter vorn steht der Tarif; bei gleichem Wert " +
  "steht der günstigere Tarif vorn.";

/**
 * What a highlighted tariff never is: beaten by another, poorly graded beside a better one, or above the chosen
 * deductible (domain/ranking/top-picks.ts, dominance.ts; docs/decisions/026-undominated-top-picks.md).
 */
const TOP_PICK_RULE =
  "Hervorgehoben wird nur ein Tarif, den kein anderer Tarif Ihrer Anfrage schlägt (Ihrer Leistungsstufe oder " +
  "höher, bis zu Ihrer Selbstbeteiligung): Ein Tarif schlägt einen anderen, wenn er höchstens so viel kostet, " +
  "mindestens so gut benotet ist und in einem von beidem besser ist. Solange ein Tarif besser benotet ist, heben " +
  "wir keinen mit der Note „ausreichend“ oder schlechter hervor. Deshalb können es weniger als drei sein. " +
  "Schlägt ein Tarif mit höherer Leistung den Tarif Ihrer Leistungsstufe, der sonst vorn stünde, steht er vorn " +
  `und trägt den Hinweis „${TOP_PICK_NOTES.higherCheaperBetter}“. Tarife, die es nur mit einer höheren ` +
  `Selbstbeteiligung als Ihrer gibt, heben wir nie hervor; sie stehen am Ende unter „${ABOVE_DEDUCTIBLE_HEADING}“.`;

/** That no insurer is preferred. */
export const NEUTRALITY_RULE =
  "Name, Bekanntheit und Provisionen eines Versicherers beeinflussen weder die Reihenfolge noch die " +
  "Bewertung; kein Tarif wird bevorzugt oder ausgeblendet.";

export const RANKING_EXPLANATION: readonly string[] = [
  "Ihre Leistungsstufe ist das Leistungspaket Ihrer Anfrage (Basis, Komfort oder Premium): Unterbringung im " +
    "Krankenhaus (Mehrbett-, Zweibett- oder Einbettzimmer), Chefarztbehandlung und Zahnersatz (unter 75 %, ab " +
    "75 % oder ab 85 %). Wir berechnen Tarife ab dieser Stufe; manche leisten mehr.",
  DEFAULT_ORDER_RULE,
  "Sie können auch nach „Preis“ (niedrigster Monatsbeitrag zuerst) oder nach „Leistung“ (meiste " +
    "Leistungspunkte zuerst) sortieren; diese Listen ordnen alle Tarife gleich, unabhängig von der Leistungsstufe.",
  "Bis zu drei Tarife heben wir hervor, in jeder Sortierung nach Ihrer Leistungsstufe: der beste Tarif " +
    "Ihrer Leistungsstufe nach dem Maßstab der gewählten Sortierung und die nächstbesten nach diesem Maßstab, mit " +
    "höchstens einem Tarif je Versicherer. Ein Tarif mit höherer Leistung kommt nur dann dazu, wenn er höchstens " +
    "so viel kostet wie dieser beste Tarif Ihrer Leistungsstufe; seine Karte trägt dann den Hinweis „höhere " +
    "Leistung zum gleichen Preis“. Lassen Ihre Filter keinen Tarif Ihrer Leistungsstufe übrig, heben wir die " +
    "ersten Tarife der Liste hervor und nennen auf der Karte, worin sie von Ihrer Anfrage abweichen.",
  TOP_PICK_RULE,
  "Die Filter „Paket“, „Zahnersatz“ und „Krankenhaus“ sind Mindeststufen: „mindestens Komfort“ zeigt Komfort- " +
    "und Premium-Tarife. Neben jeder Auswahl steht, wie viele Tarife sie mit Ihren übrigen Filtern zeigt.",
  "Jeden Tarif zeigen wir einmal, in der Stufe der Selbstbeteiligung, die zu Ihrer Wahl passt: die höchste " +
    "Stufe bis zu Ihrem Wunschbetrag (ohne Angabe: 0 €; höchstens bis zur Grenze des gewählten " +
    "Leistungspakets); hat ein Tarif keine so niedrige Stufe, " +
    "seine niedrigste. Der Filter „Selbstbeteiligung“ wählt unter den tatsächlichen Stufen der Tarife.",
  NEUTRALITY_RULE,
];

/** The phrases both 'So sortieren wir' and the terms must contain (each names one rule of the code). */
export const RANKING_CRITERIA: readonly string[] = [
  "Leistungspaket Ihrer Anfrage",
  "zuerst die Tarife Ihrer Leistungsstufe",
  "Leistungspunkte je Euro Monatsbeitrag",
  "bei gleichem Wert steht der günstigere Tarif vorn",
  "„Preis-Leistung“",
  "„Preis“ (niedrigster Monatsbeitrag zuerst)",
  "„Leistung“ (meiste Leistungspunkte zuerst)",
  "Bis zu drei Tarife",
  "der beste Tarif Ihrer Leistungsstufe nach dem Maßstab der gewählten Sortierung",
  "höchstens einem Tarif je Versicherer",
  "höchstens so viel kostet wie dieser beste Tarif Ihrer Leistungsstufe",
  "„höhere Leistung zum gleichen Preis“",
  "keinen Tarif Ihrer Leistungsstufe",
  "den kein anderer Tarif Ihrer Anfrage schlägt",
  "höchstens so viel kostet, mindestens so gut benotet ist und in einem von beidem besser ist",
  "„ausreichend“ oder schlechter",
  "weniger als drei",
  `„${TOP_PICK_NOTES.higherCheaperBetter}“`,
  `„${ABOVE_DEDUCTIBLE_HEADING}“`,
  "Mindeststufen",
  "die höchste Stufe bis zu Ihrem Wunschbetrag",
  "weder die Reihenfolge noch die Bewertung",
];
