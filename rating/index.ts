/** Public API of the rating engine (server-only). */
import {
  type KvrCredentials as Credentials,
  createEmbeddedKvrEngine as createEngine,
  type EmbeddedKvrEngine as Engine,
} from "./embedded";
import { type KvrClient as Client, createKvrClient as createClient } from "./soap";

export { LruCache } from "./cache/lru-cache";
export {
  type ComparisonService,
  calculateOffers,
  createComparisonService,
  type OffersResult,
} from "./calculate-offers";
export {
  CATALOGUE_VERSION,
  createEmbeddedKvrEngine,
  DEMO_ENGINE_CREDENTIALS,
  DEMO_ENGINE_PASSWORD,
  EMBEDDED_ENGINE_CACHE_PROFILE,
  type EmbeddedKvrEngine,
  EXTERNAL_ENGINE_CACHE_PROFILE,
  type KvrCredentials,
  type OperationGuard,
  soapFault,
} from "./embedded";
export type { EngineCacheProfile } from "./engine-result-cache";
export { type CookieStatus, cookieStatus, MODEL_PRICE_NOTICE, type SessionData } from "./protocol";
export {
  buildCalculateRequest,
  type CalculateRequestData,
  type Company,
  calculateEnvelope,
  createKvrClient,
  diagnoseResponse,
  extractTariffs,
  KVR_MESSAGES,
  type KvrActionResult,
  type KvrClient,
  parseCompanies,
  summarizeCalculateResponse,
} from "./soap";

/**
 * Transport choice of docs/architecture.md: HTTP to `kvrUrl` (an external engine) when given, otherwise in-process
 * to an embedded engine (created with the same credentials unless one is passed). The XML is built and parsed
 * either way.
 */
export function createRatingClient(options: {
  kvrUrl?: string;
  credentials: Credentials;
  engine?: Engine;
  now?: () => Date;
}): { client: Client; engine: Engine | undefined } {
  if (options.kvrUrl) {
    return {
      client: createClient({
        transport: { kind: "http", url: options.kvrUrl },
        credentials: options.credentials,
        now: options.now,
      }),
      engine: undefined,
    };
  }
  const engine = options.engine ?? createEngine({ credentials: options.credentials, now: options.now });
  return {
    client: createClient({
      transport: { kind: "embedded", engine },
      credentials: options.credentials,
      now: options.now,
    }),
    engine,
  };
}
