import { createHash } from "node:crypto";
import type { EngineCacheProfile } from "../engine-result-cache";
import { INSURERS } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";

/** Fingerprint of the embedded engine's tariff catalogue (insurers and tariffs), computed once at start-up. */
export const CATALOGUE_VERSION = createHash("sha256")
  .update(JSON.stringify([INSURERS, TARIFFS]))
  .digest("base64url")
  .slice(0, 16);

/**
 * The embedded engine prices by birth year and age at the insurance start (premium-model.ts `entryAgeFor`,
 * legal-rules.ts `ageOn(birthDate, start)`), so the cache key normalises the birth date. Its results change only
 * with the catalogue (a deployment) or the insurance start (part of the key).
 */
export const EMBEDDED_ENGINE_CACHE_PROFILE: Partial<EngineCacheProfile> = {
  version: `embedded:${CATALOGUE_VERSION}`,
  ageByYear: true,
  maxEntries: 400,
  ttlMs: 24 * 60 * 60_000,
};

/** An external engine (KVR_URL): the full birth date is part of the key, entries live 30 minutes. */
export const EXTERNAL_ENGINE_CACHE_PROFILE: Partial<EngineCacheProfile> = {
  version: "external",
  ageByYear: false,
  maxEntries: 400,
  ttlMs: 30 * 60_000,
};
