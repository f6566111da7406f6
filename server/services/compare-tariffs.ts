import type { YearlyTable } from "../../domain/constants/yearly-constants";
import {
  type ComparisonService,
  createComparisonService,
  createEmbeddedKvrEngine,
  type createKvrClient,
  createRatingClient,
  DEMO_ENGINE_CREDENTIALS,
  EMBEDDED_ENGINE_CACHE_PROFILE,
  type EmbeddedKvrEngine,
  EXTERNAL_ENGINE_CACHE_PROFILE,
  type KvrCredentials,
} from "../../rating";
import { type Env, publicBaseUrl } from "../env";
import {
  createConfiguredKvrClient,
  createEngineActivity,
  type EngineActivity,
} from "./kvr-console/configured-client";

export type KvrTransportOption = Parameters<typeof createKvrClient>[0]["transport"];

/** Long form → ranked offers through the KVR client (the rating module calls it `ComparisonService`). */
export type TariffCalculator = ComparisonService;

export interface TariffEngine {
  /** Long form → offers, through the KVR client (in-process to the embedded engine, or HTTP to KVR_URL). */
  calculator: TariffCalculator;
  /** The embedded engine, always served at /soap/kvr with its WSDL. */
  engine: EmbeddedKvrEngine;
  /** How the portal reaches the configured engine (in-process, or HTTP to KVR_URL). */
  transport: KvrTransportOption;
  /** The configured engine's address (KVR_URL, or the embedded engine's /soap/kvr). */
  endpoint: string;
  /** When the engine last answered successfully (this instance). */
  activity: EngineActivity;
}

type RatingEnv = Pick<
  Env,
  "KVR_URL" | "KVR_MANDANT_ID" | "KVR_USERNAME" | "KVR_PASSWORD" | "PUBLIC_URL" | "PORT"
>;

/** Engine credentials come from the environment only and never leave the server. */
export function engineCredentials(env: RatingEnv): KvrCredentials {
  return {
    mandantId: env.KVR_MANDANT_ID,
    username: env.KVR_USERNAME,
    password: env.KVR_PASSWORD ?? DEMO_ENGINE_CREDENTIALS.password,
  };
}

/** `now` is the embedded engine's clock (its "today" for ages and the insurance start); tests pass their own. */
/**
 * `getCredentials` (docs/product/rating-engine.md#credentials): the credentials an admin stored
 * (server/services/kvr-console/engine-credentials.ts); every call uses the current ones, so a change applies
 * without a restart. Without it, the environment's.
 * The embedded engine itself always accepts the environment's account (KVR_*), like an external engine its own.
 */
export function createTariffEngine(
  env: RatingEnv,
  options: {
    now?: () => Date;
    getCredentials?: () => Promise<KvrCredentials>;
    /** The yearly figures in force (server/services/yearly-figures.ts); default: the shipped table. */
    yearlyTable?: () => YearlyTable;
  } = {},
): TariffEngine {
  const credentials = engineCredentials(env);
  const endpoint = env.KVR_URL ?? `${publicBaseUrl(env)}/soap/kvr`;
  const engine = createEmbeddedKvrEngine({
    credentials,
    serviceUrl: `${publicBaseUrl(env)}/soap/kvr`,
    now: options.now,
    yearlyTable: options.yearlyTable,
  });
  const transport: KvrTransportOption = env.KVR_URL
    ? { kind: "http", url: env.KVR_URL }
    : { kind: "embedded", engine };
  const activity = createEngineActivity();
  const client = options.getCredentials
    ? createConfiguredKvrClient({ transport, getCredentials: options.getCredentials, activity })
    : createRatingClient({ kvrUrl: env.KVR_URL, credentials, engine: env.KVR_URL ? undefined : engine })
        .client;
  // Engine results are cached by the normalised engine input (docs/decisions/020-comparison-performance.md).
  const cache = env.KVR_URL ? EXTERNAL_ENGINE_CACHE_PROFILE : EMBEDDED_ENGINE_CACHE_PROFILE;
  const calculator = createComparisonService({ client, cache, yearlyTable: options.yearlyTable });
  return { calculator, engine, transport, endpoint, activity };
}
