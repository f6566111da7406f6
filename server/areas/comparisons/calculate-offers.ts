import type { ComparisonRequest } from "../../../domain/comparison/comparison-request";
import { preferredDeductible } from "../../../domain/comparison/deductible";
import {
  type CoverageType,
  type LongFormData,
  type LongFormInput,
  longFormSchema,
} from "../../../domain/comparison/long-form";
import {
  type FiguresInUse,
  figuresForStart,
  YEARLY_CONSTANTS,
  type YearlyTable,
} from "../../../domain/constants/yearly-constants";
import type { Offer } from "../../../domain/offers/offer";
import { savingsPersonFor } from "../../../domain/offers/savings";
import type { ExtractorKind, PriceBasis } from "../../../domain/offers/tariff-record";
import { type RankedOffers, rankOffers } from "../../../domain/ranking/rank-offers";
import { LruCache } from "../../../lib/cache/lru-cache";
import { buildCalculateRequest, calculateEnvelope, type KvrClient } from "../../../rating";
import { createHouseholdCalculator, type HouseholdResult } from "./calculate-household";
import {
  type ComparisonObserver,
  employerSubsidyFor,
  observedCalculate,
  personVariants,
  UNOBSERVED,
} from "./person-offers";
import type { EncodedResult } from "./result-codec";

export type { ComparisonObserver } from "./person-offers";

import {
  DEFAULT_ENGINE_CACHE_PROFILE,
  type EngineCacheProfile,
  engineResultKey,
  rankingKey,
} from "./engine-result-cache";

export interface OffersResult {
  success: boolean;
  error?: string;
  /** Ranked offers, one deductible variant per tariff (at the preferred deductible). */
  offers?: RankedOffers;
  /**
   * Every offer the engine returned, all deductible variants of every tariff (engine order). Store these for
   * the results page, so the deductible filter can pick among real variants after a reload.
   */
  variants?: Offer[];
  /** The deductible each tariff is shown at by default (the choice, or the job-status default). */
  preferredDeductible?: number;
  /** Number of visible offers ("N passende Tarife gefunden"). */
  count: number;
  priceBasis?: PriceBasis;
  extractor?: ExtractorKind;
  /** VersicherungsBeginn sent to the engine. */
  insuranceStart?: string;
  /** The yearly figures the offers were computed with (the start's year, or provisional stand-ins). */
  figures?: FiguresInUse;
  /**
   * Fingerprint of `variants` (sha256 of their JSON): equal fingerprints mean equal offers, so stored comparisons
   * share one copy of them (server/areas/comparisons/shared-results.ts).
   */
  resultHash?: string;
  /**
   * The stored form of `variants`, as hashed for `resultHash` (only on a cache miss: the store compresses it, the
   * cache keeps none).
   */
  encoded?: EncodedResult;
  /** Whether the offers came from the engine-result cache (no engine call). */
  cached?: boolean;
  /** JSON of `offers.all`, serialised once per cached ranking (the API answers with it). */
  offersJson?: () => string;
  /**
   * The raw Calculate response (only when an engine was asked over SOAP; the in-process engine answers without
   * XML, and the cache keeps none).
   */
  xml?: string;
}

export interface ComparisonService {
  /** `form` is parsed at the boundary (the comparisons service, the API, a test's `longFormSchema.parse`). */
  calculateOffers(form: LongFormData, options?: { hiddenTariffs?: readonly string[] }): Promise<OffersResult>;
  /**
   * A household, or one person with health answers, sick pay or premium relief, in one engine call
   * (calculate-household.ts).
   */
  calculateHousehold(request: ComparisonRequest): Promise<HouseholdResult>;
  clearCaches(): void;
  /** Hits, misses and size of the engine-result cache (for the benchmark and the logs). */
  cacheStats(): { hits: number; misses: number; size: number };
}

/** One cached engine result: the offers and their fingerprint, and the rankings asked for so far. */
interface CachedResult {
  variants: Offer[];
  figures: FiguresInUse;
  resultHash: string;
  priceBasis: PriceBasis;
  extractor: ExtractorKind;
  rankings: Map<string, { ranked: RankedOffers; json?: string }>;
}

const MAX_RANKINGS_PER_RESULT = 32;

/**
 * Long-form data → Calculate envelope → engine (through the client) → diagnosis and extractor chain → offers
 * → ranking. Engine results are cached by the normalised engine input (engine-result-cache.ts): a hit
 * skips the envelope, the engine, the XML and building the offers; only the ranking runs (and is memoised per
 * preferred deductible and hidden list).
 */
export function createComparisonService(options: {
  client: KvrClient;
  clock?: () => number;
  cache?: Partial<EngineCacheProfile>;
  /** The yearly figures in force (shipped rows plus stored years); asked per comparison. Default: shipped rows. */
  yearlyTable?: () => YearlyTable;
  /** Told of cache lookups, comparisons and engine calls (metrics). */
  observer?: ComparisonObserver;
}): ComparisonService {
  const clock = options.clock ?? Date.now;
  const observer = options.observer ?? UNOBSERVED;
  const yearlyTable = options.yearlyTable ?? (() => YEARLY_CONSTANTS);
  const profile = { ...DEFAULT_ENGINE_CACHE_PROFILE, ...options.cache };
  const results = new LruCache<string, CachedResult>(profile.maxEntries, profile.ttlMs, clock);

  const rank = (entry: CachedResult, preferred: number, hidden: string[], coverage: CoverageType) => {
    // The coverage is part of the engine request (and so of the entry's key); in the key for clarity.
    const key = `${coverage}|${rankingKey(preferred, hidden)}`;
    let ranking = entry.rankings.get(key);
    if (!ranking) {
      ranking = {
        ranked: rankOffers(entry.variants, {
          hiddenTariffs: hidden,
          preferredDeductible: preferred,
          requestedCoverage: coverage,
        }),
      };
      if (entry.rankings.size >= MAX_RANKINGS_PER_RESULT) entry.rankings.clear();
      entry.rankings.set(key, ranking);
    }
    return ranking;
  };

  const resultOf = (entry: CachedResult, form: LongFormData, hidden: string[], start: string) => {
    const preferred = preferredDeductible(form);
    const ranking = rank(entry, preferred, hidden, form.coverageType);
    const { ranked } = ranking;
    return {
      success: true,
      offers: ranked,
      variants: entry.variants,
      preferredDeductible: preferred,
      count: ranked.all.length,
      priceBasis: entry.priceBasis,
      extractor: entry.extractor,
      insuranceStart: start,
      figures: entry.figures,
      resultHash: entry.resultHash,
      offersJson: () => {
        ranking.json ??= JSON.stringify(ranked.all);
        return ranking.json;
      },
    } satisfies OffersResult;
  };

  const households = createHouseholdCalculator({ ...options, observer });
  return {
    calculateHousehold: households.calculate,
    async calculateOffers(form, calcOptions = {}) {
      const now = options.client.now();
      const request = buildCalculateRequest(form, now);
      const start = request.calcInput.VersicherungsBeginn!;
      const hidden = [...(calcOptions.hiddenTariffs ?? [])].sort();
      const person = savingsPersonFor(form, start);
      const employerSubsidy = employerSubsidyFor(form);
      const figures: FiguresInUse = figuresForStart(start, yearlyTable());
      // The figures are part of the key: a year an admin stores (or corrects) is a new key space.
      const key = engineResultKey(profile, request, { person, employerSubsidy, figures });
      const hit = results.get(key);
      observer.cacheLookup(hit ? "hit" : "miss");
      if (hit) {
        observer.comparison("warm");
        return { ...resultOf(hit, form, hidden, start), cached: true };
      }

      // Over HTTP the client reads the response XML; the simulator in process hands the records over as values
      // (docs/architecture.md#how-a-comparison-flows).
      const extraction = await observedCalculate(options.client, observer, calculateEnvelope(request));
      const xml = extraction.xml;
      if (!extraction.ok) return { success: false, error: extraction.error, count: 0, xml };
      const { variants, encoded, resultHash } = personVariants(extraction.tariffs, {
        form,
        insuranceStart: start,
        constants: figures.constants,
        extractor: extraction.extractor,
        priceBasis: extraction.priceBasis,
      });
      const entry: CachedResult = {
        variants,
        figures,
        resultHash,
        priceBasis: extraction.priceBasis,
        extractor: extraction.extractor,
        rankings: new Map(),
      };
      results.set(key, entry);
      observer.comparison("cold");
      return { ...resultOf(entry, form, hidden, start), cached: false, xml, encoded };
    },
    clearCaches() {
      results.clear();
      households.clear();
    },
    cacheStats() {
      return { hits: results.hits, misses: results.misses, size: results.size };
    },
  };
}

const SERVICES = new WeakMap<KvrClient, ComparisonService>();

/** Convenience: ranked offers for long-form data, with one cached service per client. */
export function calculateOffers(
  input: LongFormInput | LongFormData,
  options: { client: KvrClient; hiddenTariffs?: readonly string[] },
): Promise<OffersResult> {
  let service = SERVICES.get(options.client);
  if (!service) {
    service = createComparisonService({ client: options.client });
    SERVICES.set(options.client, service);
  }
  return service.calculateOffers(longFormSchema.parse(input), { hiddenTariffs: options.hiddenTariffs });
}
