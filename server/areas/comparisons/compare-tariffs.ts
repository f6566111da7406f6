import type { YearlyTable } from "../../../domain/constants/yearly-constants";
import {
  CATALOGUE_VERSION,
  createEmbeddedKvrEngine,
  DEMO_ENGINE_CREDENTIALS,
  type InProcessKvrEngine,
} from "../../../kvr-simulator";
import {
  createHttpTransport,
  createInProcessTransport,
  createKvrClient,
  type EngineTransport,
  type KvrCredentials,
} from "../../../rating";
import { createConfiguredKvrClient, createEngineActivity, type EngineActivity } from "../kvr-console";
import { type ComparisonObserver, type ComparisonService, createComparisonService } from "./calculate-offers";
import type { EngineCacheProfile } from "./engine-result-cache";

/** Long form → ranked offers through the KVR client (the rating module calls it `ComparisonService`). */
export type TariffCalculator = ComparisonService;

/** How the portal reaches the engine: the simulator in process, or SOAP over HTTP (KVR_URL). */
export type EngineAdapter = "embedded" | "http";

export interface TariffEngine {
  /** Long form → offers, through the KVR client (in process to the simulator, or HTTP to KVR_URL). */
  calculator: TariffCalculator;
  /** The KVR simulator (kvr-simulator/), always served at /soap/kvr with its WSDL. */
  engine: InProcessKvrEngine;
  /** How the portal reaches the configured engine: in-process to the simulator, or HTTP to KVR_URL. */
  transport: EngineTransport;
  /** The configured engine's address (KVR_URL, or the simulator's /soap/kvr). */
  endpoint: string;
  /** When the engine last answered successfully (this instance). */
  activity: EngineActivity;
}

/** The engine's settings (server/composition/env.ts parses them from KVR_* and PUBLIC_URL/PORT). */
export interface EngineSettings {
  KVR_URL?: string;
  KVR_MANDANT_ID: string;
  KVR_USERNAME: string;
  KVR_PASSWORD?: string;
  /** The portal's external address; the embedded engine's SOAP endpoint is `<baseUrl>/soap/kvr`. */
  baseUrl: string;
}

/**
 * How comparisons cache engine results (docs/decisions/020-comparison-performance.md#decision). The simulator
 * prices by birth year and age at the insurance start (kvr-simulator/entry-age.ts `entryAgeFor`,
 * kvr-simulator/legal-rules.ts), so the key normalises the birth date; its results change only with the catalogue
 * (a deployment) or the insurance start (part of the key).
 */
export const EMBEDDED_ENGINE_CACHE_PROFILE: Partial<EngineCacheProfile> = {
  version: `embedded:${CATALOGUE_VERSION}`,
  ageByYear: true,
  maxEntries: 400,
  ttlMs: 24 * 60 * 60_000,
};

/** An external engine (KVR_URL): the full birth date is part of the key, entries live 30 minutes. */
const EXTERNAL_ENGINE_CACHE_PROFILE: Partial<EngineCacheProfile> = {
  version: "external",
  ageByYear: false,
  maxEntries: 400,
  ttlMs: 30 * 60_000,
};

/** Engine credentials come from the environment only and never leave the server. */
export function engineCredentials(env: EngineSettings): KvrCredentials {
  return {
    mandantId: env.KVR_MANDANT_ID,
    username: env.KVR_USERNAME,
    password: env.KVR_PASSWORD ?? DEMO_ENGINE_CREDENTIALS.password,
  };
}

/**
 * `now` is the simulator's clock (its "today" for ages and the insurance start); tests pass their own.
 * The transport (docs/architecture.md#how-a-comparison-flows): HTTP to KVR_URL when set, otherwise the simulator in
 * process (rating/transports/in-process-transport.ts).
 * `getCredentials` (docs/product/rating-engine.md#credentials): the credentials an admin stored
 * (server/areas/kvr-console/engine-credentials.ts); every call uses the current ones, so a change applies
 * without a restart. Without it, the environment's.
 * The simulator itself always accepts the environment's account (KVR_*), like an external engine its own.
 */
export function createTariffEngine(
  env: EngineSettings,
  options: {
    now?: () => Date;
    getCredentials?: () => Promise<KvrCredentials>;
    /** The yearly figures in force (server/areas/site/yearly-figures.ts); default: the shipped table. */
    yearlyTable?: () => YearlyTable;
    /** The metrics of the comparisons through this engine (server/observability/metrics.ts), by adapter. */
    observe?: (adapter: EngineAdapter) => ComparisonObserver;
  } = {},
): TariffEngine {
  const credentials = engineCredentials(env);
  const endpoint = env.KVR_URL ?? `${env.baseUrl}/soap/kvr`;
  const engine = createEmbeddedKvrEngine({
    credentials,
    serviceUrl: `${env.baseUrl}/soap/kvr`,
    now: options.now,
    yearlyTable: options.yearlyTable,
  });
  const transport = env.KVR_URL ? createHttpTransport(env.KVR_URL) : createInProcessTransport(engine);
  const activity = createEngineActivity();
  const client = options.getCredentials
    ? createConfiguredKvrClient({ transport, getCredentials: options.getCredentials, activity })
    : createKvrClient({ transport, credentials });
  // Engine results are cached by the normalised engine input (docs/decisions/020-comparison-performance.md).
  const cache = env.KVR_URL ? EXTERNAL_ENGINE_CACHE_PROFILE : EMBEDDED_ENGINE_CACHE_PROFILE;
  const calculator = createComparisonService({
    client,
    cache,
    yearlyTable: options.yearlyTable,
    observer: options.observe?.(env.KVR_URL ? "http" : "embedded"),
  });
  return { calculator, engine, transport, endpoint, activity };
}
