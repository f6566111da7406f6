/**
 * Request-true order and top picks (docs/product/results.md#ranking,
 * docs/decisions/012-neutral-ranking-and-savings.md): the visitor asked for a coverage level; the engine also
 * returns higher levels (its levels are minimums). The highlighted tariffs are therefore chosen among the tariffs
 * of the requested level; a tariff with more cover is highlighted only when it costs no more than the best tariff
 * of the requested level, and its card says so.
 */
import { RANKING } from "../constants/business";
import { type CoverageFacts, type CoverageFit, type CoverageLevel, coverageFit } from "./coverage-level";
import {
  insurerKey,
  isDeclined,
  type OrderedResults,
  type RankableOffer,
  type SortOrder,
  sortOffers,
  splitTop,
} from "./sort-orders";

/** The notes a highlighted card carries when its tariff is not of the requested level. */
export const TOP_PICK_NOTES = {
  /** More cover than asked for, at no more than the monthly price of the best tariff of the requested level. */
  higherSamePrice: "höhere Leistung zum gleichen Preis",
  /** More cover than asked for, when no tariff of the requested level is left (e.g. after the filters). */
  higher: "höhere Leistung als angefragt",
  /** Less than asked for in some part (only when no tariff of the requested level is left). */
  below: "nicht alle angefragten Leistungen",
} as const;

export type LevelledOffer = RankableOffer & CoverageFacts;

export interface RequestTrueResults<T> extends OrderedResults<T> {
  /** Offer id → the note of its highlighted card ({@link TOP_PICK_NOTES}); only top picks not of the requested level. */
  topNotes: Record<string, string>;
}

/**
 * Orders the offers and picks the top 3 for a request:
 * - The list: 'Preis-Leistung' puts the tariffs of the requested level first, then all others, each part by
 *   points per euro (sortOffers); 'Preis' and 'Leistung' keep their plain order.
 * - The top 3, in every order: the best tariff of the requested level in the chosen order (the anchor), then the
 *   next offers of the chosen order that are of the requested level or of a higher level at no more than the
 *   anchor's monthly price, at most one per insurer (the anchor's insurer included). They are shown in the
 *   list's order. A higher-level pick carries 'höhere Leistung zum gleichen Preis'.
 * - No tariff of the requested level (e.g. the filters removed them): the first offers of the list, one per
 *   insurer, each not of the requested level with its note.
 * - Without a requested level: the plain order and its first offers, one per insurer.
 */
export function orderForRequest<T extends LevelledOffer>(
  offers: readonly T[],
  order: SortOrder,
  requested: CoverageLevel | undefined,
): RequestTrueResults<T> {
  const plain = sortOffers(offers, order);
  if (!requested) return { ...splitTop(plain), topNotes: {} };
  const fits = new Map<T, CoverageFit>(plain.map((offer) => [offer, coverageFit(offer, requested)]));
  const fitOf = (offer: T) => fits.get(offer) ?? "below";
  // Likely refusals (health pre-check) end the list in every order, after the other levels too.
  const ordered =
    order === "preis-leistung"
      ? [
          ...plain.filter((offer) => fitOf(offer) === "matches" && !isDeclined(offer)),
          ...plain.filter((offer) => fitOf(offer) !== "matches" && !isDeclined(offer)),
          ...plain.filter(isDeclined),
        ]
      : plain;
  const anchor = plain.find((offer) => fitOf(offer) === "matches");
  const chosen = new Set<T>(anchor ? pickAround(anchor, plain, fitOf) : splitTop(ordered).top);
  const top = ordered.filter((offer) => chosen.has(offer));
  const rest = ordered.filter((offer) => !chosen.has(offer));
  const topNotes: Record<string, string> = {};
  for (const offer of top) {
    const fit = fitOf(offer);
    if (fit === "higher")
      topNotes[offer.id] = anchor ? TOP_PICK_NOTES.higherSamePrice : TOP_PICK_NOTES.higher;
    else if (fit === "below") topNotes[offer.id] = TOP_PICK_NOTES.below;
  }
  return { top, more: rest.slice(0, RANKING.moreCount), all: [...top, ...rest], topNotes };
}

/** The anchor and the next eligible offers of the plain order, at most one per insurer, at most three in all. */
function pickAround<T extends LevelledOffer>(
  anchor: T,
  plain: readonly T[],
  fitOf: (offer: T) => CoverageFit,
): T[] {
  const picks = [anchor];
  const insurers = new Set([insurerKey(anchor.provider)]);
  for (const offer of plain) {
    if (picks.length >= RANKING.topCount) break;
    const fit = fitOf(offer);
    // A likely refusal is never highlighted beside tariffs the insurer would accept.
    const eligible =
      (fit === "matches" || (fit === "higher" && offer.monthlyPrice <= anchor.monthlyPrice)) &&
      (!isDeclined(offer) || isDeclined(anchor));
    const key = insurerKey(offer.provider);
    if (offer === anchor || !eligible || insurers.has(key)) continue;
    insurers.add(key);
    picks.push(offer);
  }
  return picks;
}
