/**
 * Sort orders of the results screen ('Preis-Leistung', 'Preis', 'Leistung') as a URL parameter. The orders,
 * their labels and the 'So sortieren wir' text belong to the ranking (domain/ranking); this module adds the
 * parameter name the results screen keeps them under.
 */
export { RANKING_EXPLANATION } from "../ranking/ranking-explanation";
export { parseSortOrder, SORT_ORDER_LABELS, SORT_ORDERS, type SortOrder } from "../ranking/sort-orders";

/** The URL parameter of the sort order (default 'preis-leistung', which is left out of the URL). */
export const SORT_PARAM = "sortierung";
