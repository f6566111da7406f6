import {
  type ComparisonService,
  createComparisonService,
  createEmbeddedKvrEngine,
  createRatingClient,
  DEMO_ENGINE_CREDENTIALS,
  EMBEDDED_ENGINE_CACHE_PROFILE,
  type EmbeddedKvrEngine,
  EXTERNAL_ENGINE_CACHE_PROFILE,
  type KvrCredentials,
} from "../../rating";
import { type Env, publicBaseUrl } from "../env";

/** Long form → ranked offers through the KVR client (the rating module calls it `ComparisonService`). */
export type TariffCalculator = ComparisonService;

export interface TariffEngine {
  /** Long form → offers, through the KVR client (in-process to the embedded engine, or HTTP to KVR_URL). */
  calculator: TariffCalculator;
  /** The embedded engine, always served at /soap/kvr with its WSDL. */
  engine: EmbeddedKvrEngine;
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
export function createTariffEngine(env: RatingEnv, options: { now?: () => Date } = {}): TariffEngine {
  const credentials = engineCredentials(env);
  const engine = createEmbeddedKvrEngine({
    credentials,
    serviceUrl: `${publicBaseUrl(env)}/soap/kvr`,
    now: options.now,
  });
  const { client } = createRatingClient({
    kvrUrl: env.KVR_URL,
    credentials,
    engine: env.KVR_URL ? undefined : engine,
  });
  // Engine results are cached by the normalised engine input (docs/decisions/020-comparison-performance.md).
  const cache = env.KVR_URL ? EXTERNAL_ENGINE_CACHE_PROFILE : EMBEDDED_ENGINE_CACHE_PROFILE;
  return { calculator: createComparisonService({ client, cache }), engine };
}
