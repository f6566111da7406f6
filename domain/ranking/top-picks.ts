/**
 * Request-true order and top picks nothing beats (docs/product/results.md#ranking,
 * docs/decisions/012-neutral-ranking-and-savings.md, docs/decisions/026-undominated-top-picks.md). The visitor
 * asked for a coverage level and chose a deductible; the engine also returns higher levels (its levels are
 * minimums) and some tariffs only with a higher deductible. The highlighted tariffs are chosen among the tariffs of
 * the requested level within the chosen deductible that no other such tariff beats on price and grade.
 */
import { RANKING } from "../constants/business";
import {
  type CoverageFacts,
  type CoverageFit,
  type CoverageLevel,
  coverageFit,
  levelDistance,
} from "./coverage-level";
import { beats, isPoorGrade, undominated } from "./dominance";
import { type GradeLabel, gradesOf } from "./relative-grade";
import {
  insurerKey,
  isDeclined,
  type OrderedResults,
  type RankableOffer,
  SORT_PARAMETERS,
  type SortOrder,
  sortOffers,
  splitTop,
} from "./sort-orders";

/** The notes a highlighted card carries when its tariff is not of the requested level. */
export const TOP_PICK_NOTES = {
  /** More cover than asked for, at no more than the monthly price of the best tariff of the requested level. */
  higherSamePrice: "höhere Leistung zum gleichen Preis",
  /**
   * More cover than asked for, and it beats (cheaper or equal, better or equal graded, one strictly) the tariff of
   * the requested level that would have led: it leads the top picks.
   */
  higherCheaperBetter: "höhere Leistung als angefragt – günstiger und besser benotet",
  /** More cover than asked for, when no tariff of the requested level is left (e.g. after the filters). */
  higher: "höhere Leistung als angefragt",
  /** Less than asked for in some part (only when no tariff of the requested level is left). */
  below: "nicht alle angefragten Leistungen",
} as const;

/** The heading of the tariffs only available above the chosen deductible (RequestTrueResults.aboveDeductible). */
export const ABOVE_DEDUCTIBLE_HEADING = "Nur mit höherer Selbstbeteiligung erhältlich";

/** Why fewer than three tariffs are highlighted (results page, PDF and mail). */
export const FEWER_TOP_PICKS =
  "Hervorgehoben sind nur Tarife, die kein anderer Tarif Ihrer Anfrage bei Preis und Note schlägt – deshalb hier " +
  "weniger als drei.";

/** The grade the top picks compare (the one the cards show). */
export interface ShownGrade {
  value: number;
  label: GradeLabel;
}

export type LevelledOffer = RankableOffer & CoverageFacts & { grade?: ShownGrade };

export interface RequestTrueResults<T> extends OrderedResults<T> {
  /** Offer id → the note of its highlighted card ({@link TOP_PICK_NOTES}); only top picks not of the requested level. */
  topNotes: Record<string, string>;
  /**
   * Tariffs that exist only with a deductible above the chosen one (shown at their lowest step), in the list's
   * order: never highlighted, listed under their own heading. They end `all` and are not part of `more`.
   */
  aboveDeductible: T[];
}

export interface TopPickOptions<T> {
  /**
   * The deductible the person chose (or the job-status default): no top pick is above it, and offers above it
   * are set apart ({@link RequestTrueResults.aboveDeductible}). Without it no offer is set apart.
   */
  chosenDeductible?: number;
  /**
   * The grade of an offer. Default: the offer's own grade; offers without one are graded among the given offers
   * (relative-grade.ts), as a stored comparison without grades is graded on reading.
   */
  gradeOf?: (offer: T) => ShownGrade;
}

/** The offer's grade, or grades worked out among `offers` for offers that carry none. */
export function gradeLookup<T extends LevelledOffer>(offers: readonly T[]): (offer: T) => ShownGrade {
  if (offers.every((offer) => offer.grade !== undefined)) return (offer) => offer.grade!;
  const grades = gradesOf(
    offers.map((offer) => ({
      tariffKey: offer.tariffKey ?? `${offer.provider}|${offer.name}`,
      totalLeistungPoints: offer.totalLeistungPoints,
    })),
  );
  const byOffer = new Map<T, ShownGrade>(offers.map((offer, index) => [offer, grades[index]!]));
  return (offer) => offer.grade ?? byOffer.get(offer) ?? { value: 5, label: "mangelhaft" };
}

/**
 * Orders the offers and picks the top 3 for a request (the rules: docs/decisions/026-undominated-top-picks.md):
 * - The list: 'Preis-Leistung' puts the tariffs of the requested level first, then all others, each part by
 *   points per euro (sortOffers); 'Preis' and 'Leistung' keep their plain order. Likely refusals end the list;
 *   tariffs only available above the chosen deductible follow apart (`aboveDeductible`).
 * - The candidates: offers within the chosen deductible, not likely refusals, of the requested level or above.
 *   A candidate another candidate beats (dominance.ts) is never highlighted; nor is one graded 'ausreichend' or
 *   worse while a candidate is graded better.
 * - The top 3, in every order: the best remaining tariff of the requested level in the chosen order (the anchor),
 *   then the next remaining offers of the chosen order that are of the requested level or of a higher level at no
 *   more than the anchor's monthly price, at most one per insurer. A higher-level pick carries 'höhere Leistung
 *   zum gleichen Preis'.
 * - When the tariff of the requested level that would lead (the first in the chosen order) is beaten by a
 *   higher-level one, the first such higher-level tariff leads the top picks and says why
 *   ({@link TOP_PICK_NOTES.higherCheaperBetter}).
 * - No tariff of the requested level among the candidates (e.g. the filters removed them, or the level exists only
 *   above the chosen deductible), or none left by the rules above and no leading higher-level one: the remaining
 *   offers nearest to the requested level first, then in the chosen order, one per insurer, each with its note.
 *   Without a requested level: every offer counts as of the level.
 */
export function orderForRequest<T extends LevelledOffer>(
  offers: readonly T[],
  order: SortOrder,
  requested: CoverageLevel | undefined,
  options: TopPickOptions<T> = {},
): RequestTrueResults<T> {
  const plain = sortOffers(offers, order);
  const fits = new Map<T, CoverageFit>(
    plain.map((offer) => [offer, requested ? coverageFit(offer, requested) : "matches"]),
  );
  const fitOf = (offer: T) => fits.get(offer) ?? "below";
  const distanceOf = (offer: T) => (requested ? levelDistance(offer, requested) : 0);
  const chosenDeductible = options.chosenDeductible ?? Number.POSITIVE_INFINITY;
  const within = (offer: T) => (offer.deductibleAmount ?? 0) <= chosenDeductible;
  // Likely refusals (health pre-check) end the list in every order, after the other levels too.
  const ordered =
    SORT_PARAMETERS[order].includes("requested-level-first") && requested
      ? [
          ...plain.filter((offer) => fitOf(offer) === "matches" && !isDeclined(offer)),
          ...plain.filter((offer) => fitOf(offer) !== "matches" && !isDeclined(offer)),
          ...plain.filter(isDeclined),
        ]
      : plain;
  const shown = ordered.filter(within);
  const aboveDeductible = ordered.filter((offer) => !within(offer));

  const picked = pickTop(plain.filter(within), fitOf, distanceOf, options.gradeOf ?? gradeLookup(offers));
  const chosen = new Set<T>(picked.picks);
  const top = [
    ...(picked.lead ? [picked.lead] : []),
    ...shown.filter((offer) => chosen.has(offer) && offer !== picked.lead),
  ];
  const rest = shown.filter((offer) => !chosen.has(offer));
  const topNotes: Record<string, string> = {};
  for (const offer of top) {
    const fit = fitOf(offer);
    if (offer === picked.lead) topNotes[offer.id] = TOP_PICK_NOTES.higherCheaperBetter;
    else if (fit === "higher")
      topNotes[offer.id] = picked.levelAsked ? TOP_PICK_NOTES.higherSamePrice : TOP_PICK_NOTES.higher;
    else if (fit === "below") topNotes[offer.id] = TOP_PICK_NOTES.below;
  }
  return {
    top,
    more: rest.slice(0, RANKING.moreCount),
    all: [...top, ...rest, ...aboveDeductible],
    topNotes,
    aboveDeductible,
  };
}

interface Picked<T> {
  picks: T[];
  /** A higher-level pick that beats the requested-level tariff that would have led. */
  lead: T | undefined;
  /** Whether the candidates held a tariff of the requested level. */
  levelAsked: boolean;
}

/**
 * The top picks among offers within the chosen deductible, in the plain order of the chosen sort order (see
 * {@link orderForRequest}).
 */
function pickTop<T extends LevelledOffer>(
  plain: readonly T[],
  fitOf: (offer: T) => CoverageFit,
  distanceOf: (offer: T) => number,
  gradeOf: (offer: T) => ShownGrade,
): Picked<T> {
  const accepted = plain.filter((offer) => !isDeclined(offer));
  const considered = accepted.length > 0 ? accepted : plain;
  const levelled = considered.filter((offer) => fitOf(offer) !== "below");
  // The candidates are also what a top pick is measured against: the same comparison, at the level or above.
  const candidates = levelled.length > 0 ? levelled : considered;
  const facts = (offer: T) => ({ monthlyPrice: offer.monthlyPrice, grade: gradeOf(offer).value });
  const anyWellGraded = candidates.some((offer) => !isPoorGrade(gradeOf(offer).label));
  const front = new Set(
    undominated(candidates, facts).filter((offer) => !anyWellGraded || !isPoorGrade(gradeOf(offer).label)),
  );
  const remaining = candidates.filter((offer) => front.has(offer));

  const wouldLead = candidates.find((offer) => fitOf(offer) === "matches");
  const anchor = remaining.find((offer) => fitOf(offer) === "matches");
  const lead =
    wouldLead && !front.has(wouldLead)
      ? remaining.find((offer) => fitOf(offer) === "higher" && beats(facts(offer), facts(wouldLead)))
      : undefined;
  // No tariff of the level to highlight (none left, or every one beaten or poorly graded beside a better one, and
  // none of the beaters cheaper than the one that would lead): the first remaining offers, each with its note.
  // The nearest level first: a Basis request without a Basis tariff in reach sees Komfort before Premium.
  if (!wouldLead || (!anchor && !lead)) {
    const nearest = remaining
      .map((offer, index) => ({ offer, index, distance: distanceOf(offer) }))
      .sort((a, b) => a.distance - b.distance || a.index - b.index)
      .map((entry) => entry.offer);
    return { picks: splitTop(nearest).top, lead: undefined, levelAsked: false };
  }

  const ceiling = (anchor ?? wouldLead).monthlyPrice;
  const eligible = (offer: T) =>
    fitOf(offer) === "matches" || (fitOf(offer) === "higher" && offer.monthlyPrice <= ceiling);
  const picks: T[] = [];
  const insurers = new Set<string>();
  const add = (offer: T | undefined) => {
    if (!offer || picks.length >= RANKING.topCount || picks.includes(offer)) return;
    const key = insurerKey(offer.provider);
    if (insurers.has(key)) return;
    insurers.add(key);
    picks.push(offer);
  };
  add(lead);
  add(anchor);
  for (const offer of remaining) if (eligible(offer)) add(offer);
  return { picks, lead: picks.includes(lead as T) ? lead : undefined, levelAsked: true };
}
