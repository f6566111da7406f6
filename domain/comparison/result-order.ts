/**
 * Sort orders of the results screen ('Preis-Leistung', 'Preis', 'Leistung'; URL parameter `sortierung`).
 *
 * STAND-IN (issue 11, contract C): `SORT_ORDERS`, `SortOrder`, `SORT_ORDER_LABELS` and `RANKING_EXPLANATION`
 * belong to domain/ranking (OFFERS helper). They are defined here only so this branch compiles; when
 * domain/ranking exports them, re-export those instead and let `orderResults` defer to its `rankOffers`.
 */
import type { ResultOffer } from "./result-offer";

export const SORT_ORDERS = ["preis-leistung", "preis", "leistung"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_ORDER_LABELS: Record<SortOrder, string> = {
  "preis-leistung": "Preis-Leistung",
  preis: "Preis",
  leistung: "Leistung",
};

/** The URL parameter of the sort order (default 'preis-leistung', which is left out of the URL). */
export const SORT_PARAM = "sortierung";

export function parseSortOrder(value: string | null | undefined): SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value ?? "") ? (value as SortOrder) : "preis-leistung";
}

/** 'So sortieren wir': what `orderResults` does, in German. */
export const RANKING_EXPLANATION: readonly string[] = [
  "Standardmäßig sortieren wir nach Preis-Leistung: Monatsbeitrag je Leistungspunkt, der günstigste Beitrag je Punkt zuerst. Die Leistungspunkte (0–100) bewerten ambulante, stationäre, Zahn-, Pflege- und sonstige Leistungen.",
  "Sie können auch nach Preis (niedrigster Monatsbeitrag zuerst) oder nach Leistung (meiste Leistungspunkte zuerst) sortieren. Bei Gleichstand entscheidet der niedrigere Beitrag.",
  "Die drei Empfehlungen oben sind die ersten drei Tarife dieser Reihenfolge, höchstens ein Tarif je Versicherer.",
  "Ihre Filter entfernen nur Tarife; sie verändern die Reihenfolge nicht. Provisionen, Zahlungen oder der Name eines Versicherers haben keinen Einfluss auf die Reihenfolge.",
];

type Rankable = Pick<ResultOffer, "monthlyPrice" | "totalLeistungPoints" | "provider">;

const pricePerPoint = (offer: Rankable) => offer.monthlyPrice / Math.max(1, offer.totalLeistungPoints);

const COMPARATORS: Record<SortOrder, (a: Rankable, b: Rankable) => number> = {
  "preis-leistung": (a, b) => pricePerPoint(a) - pricePerPoint(b) || a.monthlyPrice - b.monthlyPrice,
  preis: (a, b) => a.monthlyPrice - b.monthlyPrice || b.totalLeistungPoints - a.totalLeistungPoints,
  leistung: (a, b) => b.totalLeistungPoints - a.totalLeistungPoints || a.monthlyPrice - b.monthlyPrice,
};

/**
 * The offers in the chosen order (stable: equal offers keep their incoming order), split into the three
 * highlighted ones — the first three of the order with at most one tariff per insurer — and the rest.
 */
export function orderResults<T extends Rankable>(
  offers: readonly T[],
  order: SortOrder,
): { top: T[]; more: T[] } {
  const sorted = offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => COMPARATORS[order](a.offer, b.offer) || a.index - b.index)
    .map(({ offer }) => offer);
  const top: T[] = [];
  const providers = new Set<string>();
  for (const offer of sorted) {
    if (top.length === 3) break;
    const key = offer.provider.trim().toLowerCase();
    if (providers.has(key)) continue;
    providers.add(key);
    top.push(offer);
  }
  return { top, more: sorted.filter((offer) => !top.includes(offer)) };
}
