import type { LongFormData } from "../../../domain/comparison/long-form";
import type { YearlyConstants } from "../../../domain/constants/yearly-constants";
import { buildOffers } from "../../../domain/offers/build-offers";
import { gkvContribution } from "../../../domain/offers/gkv-contribution";
import type { Offer } from "../../../domain/offers/offer";
import { savingsPersonFor } from "../../../domain/offers/savings";
import type { ExtractorKind, PriceBasis, TariffRecord } from "../../../domain/offers/tariff-record";
import { gradesOf } from "../../../domain/ranking/relative-grade";
import type { KvrClient } from "../../../rating";
import { type EncodedResult, encodeResult } from "./result-codec";

/**
 * What the comparison service reports for the metrics (server/observability/metrics.ts,
 * docs/operations.md#metrics-comparisons); the service knows nothing of the metrics library.
 */
export interface ComparisonObserver {
  /** One lookup in the engine-result cache. */
  cacheLookup(result: "hit" | "miss"): void;
  /** A comparison with offers: `warm` from the engine-result cache, `cold` through the engine. */
  comparison(path: "warm" | "cold"): void;
  /** An engine call starts; the function returned is called when it ends (`error`: no offers, or it threw). */
  engineCall(): (outcome: "ok" | "error") => void;
}

export const UNOBSERVED: ComparisonObserver = {
  cacheLookup: () => {},
  comparison: () => {},
  engineCall: () => () => {},
};

/** One Calculate through the client, timed and counted by the observer. */
export async function observedCalculate(
  client: KvrClient,
  observer: ComparisonObserver,
  envelope: string,
): ReturnType<KvrClient["calculateTariffs"]> {
  const ended = observer.engineCall();
  try {
    const extraction = await client.calculateTariffs({ soapBody: envelope });
    ended(extraction.ok ? "ok" : "error");
    return extraction;
  } catch (error) {
    ended("error");
    throw error;
  }
}

/** One person's offers from the engine's records, as every comparison stores them. */
export interface PersonVariants {
  /** Every deductible variant of every tariff, graded among themselves. */
  variants: Offer[];
  /** The variants' stored form (result-codec.ts): hashed for `resultHash` and stored compressed. */
  encoded: EncodedResult;
  /** Fingerprint of the variants (sha256 of the encoded result). */
  resultHash: string;
}

/**
 * The engine's records of one person → offers (savings against this person's GKV, the employer share for an
 * employee insuring themself) graded once against all tariffs of the result before any filter
 * (docs/product/results.md#grades), with their stored form and fingerprint.
 */
export function personVariants(
  records: TariffRecord[],
  context: {
    form: LongFormData;
    insuranceStart: string;
    constants: YearlyConstants;
    extractor: ExtractorKind;
    priceBasis: PriceBasis;
  },
): PersonVariants {
  const { form } = context;
  const person = savingsPersonFor(form, context.insuranceStart);
  const variants = buildOffers(records, {
    extractor: context.extractor,
    priceBasis: context.priceBasis,
    employerSubsidy: employerSubsidyFor(form),
    constants: context.constants,
    person,
  });
  // The offers were just built for this comparison: graded in place, not copied.
  gradesOf(variants).forEach((grade, index) => {
    variants[index]!.grade = grade;
  });
  // Every savings text of these offers is written from this person's GKV contribution (build-offers.ts).
  const encoded = encodeResult(variants, { savingsBasis: gkvContribution(person, context.constants) });
  return { variants, encoded, resultHash: encoded.hash };
}

/** Only an employee insuring themself gets the employer's share. */
export function employerSubsidyFor(form: Pick<LongFormData, "jobStatus" | "insuredPerson">): boolean {
  return form.jobStatus === "employed" && form.insuredPerson === "self";
}
