/**
 * The family view of a comparison (docs/product/results.md#family): per insurer, the best matching tariff of that
 * insurer for every priced person and the family's total per month, ordered by the family's price-performance.
 * Pure: the members' offers come ranked (each person's own list order, requested level first).
 */
import { insurerKey, isDeclined, type RankableOffer } from "./sort-orders";

const FAMILY_ROLES = ["self", "partner", "child"] as const;
type FamilyRole = (typeof FAMILY_ROLES)[number];

export interface FamilyMemberOffers<T> {
  role: FamilyRole;
  /** The person's offers in the order of their own list (the best first). */
  offers: readonly T[];
}

/** An offer as the family view needs it; `riskAssessment` 'decline' marks a likely refusal (health pre-check). */
export type FamilyOfferFacts = RankableOffer;

interface FamilyMemberPick<T> {
  /** Index into the members passed in. */
  member: number;
  role: FamilyRole;
  offer: T;
}

export interface FamilyCombination<T> {
  /** The insurer as the offers name it. */
  provider: string;
  members: Array<FamilyMemberPick<T>>;
  /** Sum of the members' monthly prices, to the cent. */
  totalMonthly: number;
  /** The family's benefit points per euro: the members' points summed over the total price. */
  value: number;
  /** Every member's tariff is of the level the person asked for. */
  matchesRequest: boolean;
  /** At least one member would likely be refused by this insurer (no tariff of it accepts the person). */
  declined: boolean;
}

export interface FamilyOptions<T> {
  /** Whether an offer is of the level the person asked for (default: every offer). */
  matches?: (offer: T, member: number) => boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * One combination per insurer that has a tariff for every member: for each member the first of that insurer's
 * offers in the member's own order that is not declined (a declined one only when all are). Insurers without a
 * tariff for some member are left out. Order: combinations without a likely refusal first; among them those where
 * every member's tariff is of the requested level; then the family's points per euro (higher first), the total
 * (lower first) and the insurer's name.
 */
export function familyCombinations<T extends FamilyOfferFacts>(
  members: ReadonlyArray<FamilyMemberOffers<T>>,
  options: FamilyOptions<T> = {},
): Array<FamilyCombination<T>> {
  if (members.length === 0) return [];
  const matches = options.matches ?? (() => true);
  const picksByInsurer = new Map<string, Array<T | undefined>>();
  members.forEach((member, index) => {
    const chosen = new Map<string, T>();
    for (const offer of member.offers) {
      const key = insurerKey(offer.provider);
      const current = chosen.get(key);
      if (!current || (isDeclined(current) && !isDeclined(offer))) chosen.set(key, offer);
    }
    for (const [key, offer] of chosen) {
      const picks = picksByInsurer.get(key) ?? Array.from({ length: members.length }, () => undefined);
      picks[index] = offer;
      picksByInsurer.set(key, picks);
    }
  });
  const combinations: Array<FamilyCombination<T>> = [];
  for (const picks of picksByInsurer.values()) {
    if (picks.some((offer) => offer === undefined)) continue;
    const offers = picks as T[];
    const totalMonthly = cents(offers.reduce((sum, offer) => sum + offer.monthlyPrice, 0));
    const points = offers.reduce((sum, offer) => sum + Math.max(0, offer.totalLeistungPoints), 0);
    combinations.push({
      provider: offers[0]!.provider,
      members: offers.map((offer, member) => ({ member, role: members[member]!.role, offer })),
      totalMonthly,
      value: points / Math.max(0.01, totalMonthly),
      matchesRequest: offers.every((offer, member) => matches(offer, member)),
      declined: offers.some(isDeclined),
    });
  }
  return combinations.sort(
    (a, b) =>
      Number(a.declined) - Number(b.declined) ||
      Number(b.matchesRequest) - Number(a.matchesRequest) ||
      b.value - a.value ||
      a.totalMonthly - b.totalMonthly ||
      a.provider.localeCompare(b.provider, "de"),
  );
}
