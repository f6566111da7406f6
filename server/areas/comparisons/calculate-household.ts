import { createHash } from "node:crypto";
import type { ComparisonRequest, RequestPerson } from "../../../domain/comparison/comparison-request";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import {
  type FiguresInUse,
  figuresForStart,
  YEARLY_CONSTANTS,
  type YearlyTable,
} from "../../../domain/constants/yearly-constants";
import type { Offer } from "../../../domain/offers/offer";
import type { PriceBasis, TariffRecord } from "../../../domain/offers/tariff-record";
import { coverageFit, requestedLevel } from "../../../domain/ranking/coverage-level";
import { type FamilyCombination, familyCombinations } from "../../../domain/ranking/family-combinations";
import { type RankedOffers, rankOffers } from "../../../domain/ranking/rank-offers";
import { LruCache } from "../../../lib/cache/lru-cache";
import { buildFamilyCalculateRequest, familyCalculateEnvelope, type KvrClient } from "../../../rating";
import { DEFAULT_ENGINE_CACHE_PROFILE, type EngineCacheProfile } from "./engine-result-cache";
import {
  type ComparisonObserver,
  observedCalculate,
  type PersonVariants,
  personVariants,
  UNOBSERVED,
} from "./person-offers";

/** One person's part of a household result: the same pieces a single comparison stores. */
export interface MemberResult extends PersonVariants {
  person: RequestPerson;
  offers: RankedOffers;
  preferredDeductible: number;
}

export type HouseholdResult =
  | {
      success: true;
      members: MemberResult[];
      /** Per insurer the best tariff of each person and the total (only with more than one person). */
      combinations: Array<FamilyCombination<Offer>>;
      insuranceStart: string;
      figures: FiguresInUse;
      priceBasis: PriceBasis;
      cached: boolean;
    }
  | { success: false; error?: string; xml?: string };

/**
 * A household, or one person with health answers, sick pay or premium relief
 * (docs/product/comparison.md#family-and-health): one Calculate with a CalcInput per person, the tariffs split by
 * PersonIndex, each person's offers built, graded and ranked as a single comparison's, and the family's
 * combinations per insurer. Results are cached by the whole request (rarely equal: the answers are personal).
 */
export function createHouseholdCalculator(options: {
  client: KvrClient;
  clock?: () => number;
  cache?: Partial<EngineCacheProfile>;
  yearlyTable?: () => YearlyTable;
  /** Told of cache lookups, comparisons and engine calls (metrics), as single comparisons are. */
  observer?: ComparisonObserver;
}) {
  const observer = options.observer ?? UNOBSERVED;
  const yearlyTable = options.yearlyTable ?? (() => YEARLY_CONSTANTS);
  const profile = { ...DEFAULT_ENGINE_CACHE_PROFILE, ...options.cache };
  const results = new LruCache<string, Extract<HouseholdResult, { success: true }>>(
    profile.maxEntries,
    profile.ttlMs,
    options.clock ?? Date.now,
  );

  async function calculate(request: ComparisonRequest): Promise<HouseholdResult> {
    const now = options.client.now();
    const data = buildFamilyCalculateRequest(
      request.persons.map((person) => ({
        ...person.form,
        role: person.role,
        health: person.health,
        // Without a choice the engine keeps its rule (employees insuring themselves: day 43, 100 €).
        ...(person.sickPay ? { sickPay: person.sickPay } : {}),
        ...(person.premiumRelief ? { premiumRelief: person.premiumRelief } : {}),
      })),
      now,
    );
    const insuranceStart = data.persons[0]!.calcInput.VersicherungsBeginn!;
    const figures = figuresForStart(insuranceStart, yearlyTable());
    const envelope = familyCalculateEnvelope(data);
    const key = createHash("sha256")
      .update(JSON.stringify([profile.version, figures.constants.year, figures.provisional, envelope]))
      .digest("base64url");
    const hit = results.get(key);
    observer.cacheLookup(hit ? "hit" : "miss");
    if (hit) {
      observer.comparison("warm");
      return { ...hit, cached: true };
    }

    const extraction = await observedCalculate(options.client, observer, envelope);
    if (!extraction.ok) return { success: false, error: extraction.error, xml: extraction.xml };
    const byPerson = request.persons.map(() => [] as TariffRecord[]);
    for (const record of extraction.tariffs) byPerson[record.personIndex ?? 0]?.push(record);

    const members = request.persons.map((person, index): MemberResult => {
      const preferred = preferredDeductible(person.form);
      const own = personVariants(byPerson[index]!, {
        form: person.form,
        insuranceStart,
        constants: figures.constants,
        extractor: extraction.extractor,
        priceBasis: extraction.priceBasis,
      });
      return {
        person,
        ...own,
        offers: rankOffers(own.variants, {
          preferredDeductible: preferred,
          requestedCoverage: person.form.coverageType,
        }),
        preferredDeductible: preferred,
      };
    });
    const combinations =
      members.length > 1
        ? familyCombinations(
            members.map((member) => ({
              role: member.person.role,
              offers: member.offers.all,
            })),
            {
              matches: (offer, member) =>
                coverageFit(offer, requestedLevel(members[member]!.person.form.coverageType)) === "matches",
            },
          )
        : [];
    const result = {
      success: true as const,
      members,
      combinations,
      insuranceStart,
      figures,
      priceBasis: extraction.priceBasis,
      cached: false,
    };
    results.set(key, result);
    observer.comparison("cold");
    return result;
  }

  return { calculate, clear: () => results.clear() };
}
