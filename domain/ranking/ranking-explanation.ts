/**
 * 'So sortieren wir': what the public ranking does (domain/ranking/sort-orders.ts, rank-offers.ts,
 * domain/comparison/results-filters.ts), in German for the results screen. The terms of service (§ 5 (5))
 * say the same; a test checks both against {@link RANKING_CRITERIA} and the code
 * (docs/decisions/012-neutral-ranking-and-savings.md).
 */
export const RANKING_EXPLANATION: readonly string[] = [
  "Standardmäßig sortieren wir nach „Preis-Leistung“: Maßstab sind die Leistungspunkte je Euro Monatsbeitrag – " +
    "die Leistungspunkte eines Tarifs (0 bis 100, aus ambulanten, stationären, zahnärztlichen, Pflege- und " +
    "sonstigen Leistungen) geteilt durch seinen Monatsbeitrag. Je höher der Wert, desto weiter vorn steht der " +
    "Tarif; bei gleichem Wert steht der günstigere Tarif vorn.",
  "Sie können auch nach „Preis“ (niedrigster Monatsbeitrag zuerst) oder nach „Leistung“ (meiste " +
    "Leistungspunkte zuerst) sortieren.",
  "Die drei hervorgehobenen Tarife sind die ersten der gewählten Sortierung, mit höchstens einem Tarif je " +
    "Versicherer.",
  "Jeden Tarif zeigen wir einmal, in der Stufe der Selbstbeteiligung, die zu Ihrer Wahl passt: die höchste " +
    "Stufe bis zu Ihrem Wunschbetrag (ohne Angabe: 1.000 € für Selbstständige, 600 € für Angestellte, sonst " +
    "500 €; höchstens bis zur Grenze des gewählten Leistungspakets); hat ein Tarif keine so niedrige Stufe, " +
    "seine niedrigste. Der Filter „Selbstbeteiligung“ wählt unter den tatsächlichen Stufen der Tarife.",
  "Name, Bekanntheit und Provisionen eines Versicherers beeinflussen weder die Reihenfolge noch die " +
    "Bewertung; kein Tarif wird bevorzugt oder ausgeblendet.",
];

/** The phrases both 'So sortieren wir' and the terms must contain (each names one rule of the code). */
export const RANKING_CRITERIA: readonly string[] = [
  "Leistungspunkte je Euro Monatsbeitrag",
  "bei gleichem Wert steht der günstigere Tarif vorn",
  "„Preis-Leistung“",
  "„Preis“ (niedrigster Monatsbeitrag zuerst)",
  "„Leistung“ (meiste Leistungspunkte zuerst)",
  "Die drei hervorgehobenen Tarife",
  "höchstens einem Tarif je Versicherer",
  "die höchste Stufe bis zu Ihrem Wunschbetrag",
  "weder die Reihenfolge noch die Bewertung",
];
