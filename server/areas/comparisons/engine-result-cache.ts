import { createHash } from "node:crypto";
import type { FiguresInUse } from "../../../domain/constants/yearly-constants";
import type { SavingsPerson } from "../../../domain/offers/savings";
import type { CalculateRequestData } from "../../../rating";

/**
 * How the comparison service caches engine results (docs/decisions/020-comparison-performance.md). The offers of
 * a comparison depend only on the engine request and the few form facts the offers add (savings person, employer
 * subsidy) and the yearly figures used; the key holds exactly these, normalised, plus the engine's tariff-data
 * version. The insurance start is part of the request, and the figures are part of the facts, so a new start
 * month or a year an admin stores starts a new key space.
 */
export interface EngineCacheProfile {
  /** The engine's tariff data: a new catalogue (deployment) starts a new key space. */
  version: string;
  /**
   * The engine prices by calendar year of birth and exact age at the insurance start only (the embedded engine:
   * entry age by the calendar-year method, legal rules by age at the start). The birth date in the key is then
   * replaced by a representative date with the same birth year and the same age at the start. External engines:
   * false (the full birth date is part of the key).
   */
  ageByYear: boolean;
  /** Bound of the cache (least recently used entries leave first). */
  maxEntries: number;
  /** Time to live of an entry; external engines whose data may change unannounced get a finite one. */
  ttlMs: number;
}

export const DEFAULT_ENGINE_CACHE_PROFILE: EngineCacheProfile = {
  version: "unknown",
  ageByYear: false,
  maxEntries: 400,
  ttlMs: 30 * 60_000,
};

/** Birth date → representative with the same birth year and the same age on `start` (a first of a month). */
export function representativeBirthDate(birthDate: string, start: string): string {
  const year = birthDate.slice(0, 4);
  return birthDate.slice(5) <= start.slice(5) ? `${year}-01-01` : `${year}-12-31`;
}

/** The normalised engine input plus the offer facts: equal keys give equal offers. */
export function engineResultKey(
  profile: Pick<EngineCacheProfile, "version" | "ageByYear">,
  request: CalculateRequestData,
  facts: { person: SavingsPerson; employerSubsidy: boolean; figures?: FiguresInUse },
): string {
  const calcInput = { ...request.calcInput };
  const start = calcInput.VersicherungsBeginn ?? "";
  if (profile.ageByYear && calcInput.GeburtsDatum)
    calcInput.GeburtsDatum = representativeBirthDate(calcInput.GeburtsDatum, start);
  const text = JSON.stringify([profile.version, { ...request, calcInput }, facts]);
  return createHash("sha256").update(text).digest("base64url");
}

/** Ranking inputs of the form (not part of the engine key): the preferred deductible and the hidden tariffs. */
export function rankingKey(preferred: number, hidden: readonly string[]): string {
  return JSON.stringify([preferred, hidden]);
}
