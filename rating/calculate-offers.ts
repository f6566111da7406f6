import { preferredDeductible } from "../domain/comparison/deductible";
import { type LongFormData, type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { CACHES } from "../domain/constants/business";
import { constantsForIsoDate } from "../domain/constants/yearly-constants";
import { buildOffers } from "../domain/offers/build-offers";
import type { Offer } from "../domain/offers/offer";
import { savingsPersonFor } from "../domain/offers/savings";
import type { ExtractorKind, PriceBasis } from "../domain/offers/tariff-record";
import { type RankedOffers, rankOffers } from "../domain/ranking/rank-offers";
import { buildCalculateRequest, calculateEnvelope } from "./soap/calc-input";
import type { KvrClient } from "./soap/client";
import { type Extraction, extractTariffs } from "./soap/extractors";
import { responseCacheKey, TtlCache } from "./soap/ttl-cache";

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
  /** The raw Calculate response (for the developer console and admin panel only). */
  xml?: string;
}

export interface ComparisonService {
  calculateOffers(
    input: LongFormInput | LongFormData,
    options?: { hiddenTariffs?: readonly string[] },
  ): Promise<OffersResult>;
  clearCaches(): void;
}

/**
 * Long-form data → Calculate envelope → engine (through the client) → diagnosis and extractor chain → offers
 * → ranking. Extraction results are cached 10 min / 5 entries, offers 30 min / 10 entries.
 */
export function createComparisonService(options: {
  client: KvrClient;
  clock?: () => number;
}): ComparisonService {
  const clock = options.clock ?? Date.now;
  // The value keeps the full text: responses of equal length share envelope start and end, so a key hit is
  // only used when the whole text is identical.
  const extractionCache = new TtlCache<string, { text: string; extraction: Extraction }>(
    CACHES.extraction.ttlMs,
    CACHES.extraction.maxEntries,
    clock,
  );
  const offersCache = new TtlCache<string, OffersResult>(
    CACHES.offers.ttlMs,
    CACHES.offers.maxEntries,
    clock,
  );

  return {
    async calculateOffers(input, calcOptions = {}) {
      const form = longFormSchema.parse(input);
      const now = options.client.now();
      const request = buildCalculateRequest(form, now);
      const start = request.calcInput.VersicherungsBeginn!;
      const hidden = [...(calcOptions.hiddenTariffs ?? [])].sort();
      const offersKey = JSON.stringify([form, start, hidden]);
      const cached = offersCache.get(offersKey);
      if (cached) return cached;

      const response = await options.client.calculate({ soapBody: calculateEnvelope(request) });
      if (!response.success || response.data === undefined) {
        return {
          success: false,
          error: response.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten.",
          count: 0,
        };
      }
      const xml = response.data;
      const key = responseCacheKey(xml);
      const hit = extractionCache.get(key);
      let extraction: Extraction;
      if (hit && hit.text === xml) {
        extraction = hit.extraction;
      } else {
        extraction = extractTariffs(xml);
        extractionCache.set(key, { text: xml, extraction });
      }
      if (!extraction.ok) return { success: false, error: extraction.error, count: 0, xml };
      const offers = buildOffers(extraction.tariffs, {
        extractor: extraction.extractor,
        priceBasis: extraction.priceBasis,
        employerSubsidy: form.jobStatus === "employed" && form.insuredPerson === "self",
        constants: constantsForIsoDate(start),
        person: savingsPersonFor(form, start),
      });
      const preferred = preferredDeductible(form);
      const ranked = rankOffers(offers, { hiddenTariffs: hidden, preferredDeductible: preferred });
      const result: OffersResult = {
        success: true,
        offers: ranked,
        variants: offers,
        preferredDeductible: preferred,
        count: ranked.all.length,
        priceBasis: extraction.priceBasis,
        extractor: extraction.extractor,
        insuranceStart: start,
        xml,
      };
      offersCache.set(offersKey, result);
      return result;
    },
    clearCaches() {
      extractionCache.clear();
      offersCache.clear();
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
  return service.calculateOffers(input, { hiddenTariffs: options.hiddenTariffs });
}
