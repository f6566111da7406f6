import { join, resolve } from "node:path";
import type { Hono } from "hono";
import { missingFirstInformation } from "../../domain/settings/first-information";
import { resolveAppSecret } from "../adapters/auth/app-secret";
import { type DatabaseHandle, openDatabase } from "../adapters/db/client";
import { makeTreePrivate } from "../adapters/files/private-files";
import { createOpenAiCompatibleClient } from "../adapters/llm/openai-compatible";
import {
  createRateLimits,
  type RateLimits,
  withRefusalReports,
} from "../adapters/rate-limit/rate-limit-store";
import { createLocalStorage } from "../adapters/storage/local-storage";
import { createS3Storage } from "../adapters/storage/s3-storage";
import type { Storage } from "../adapters/storage/storage";
import { createAccountContacts } from "../areas/accounts";
import {
  createComparisons,
  createTariffEngine,
  engineCredentials,
  scheduleComparisonCleanup,
  type TariffEngine,
} from "../areas/comparisons";
import { createDeliveryQueue, createDeliveryWorker, deliveryQueueDepth } from "../areas/delivery";
import { brokerStatusLine } from "../areas/documents";
import { createEngineCredentialStore, createKvrConsole } from "../areas/kvr-console";
import { CONTACT_REQUEST_LIMIT, createLeadsService } from "../areas/leads";
import { createYearlyFigures, readSiteSettings } from "../areas/site";
import type { Logger } from "../observability/logger";
import { createMetrics } from "../observability/metrics";
import { seedDatabase } from "../seeds/seed-database";
import { DEMO_ACCOUNTS, removeDemoAccounts, seedDemoAccounts } from "../seeds/seed-demo-accounts";
import { seedDemoLeads } from "../seeds/seed-demo-leads";
import { seedMedia } from "../seeds/seed-media";
import { linkBaseFor } from "../transport/http/link-base";
import { createAccountsModule, createMailer, createSmsSender } from "./accounts-module";
import { createApp, type PageHandler } from "./app";
import type { Env } from "./env";

export interface BootedApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  storage: Storage;
  tariffs: TariffEngine;
  /** The store of every rate limit and lock-out (RATE_LIMIT_STORE); closed on shutdown. */
  rateLimits: RateLimits;
  /**
   * Stops background jobs (the clean-up of anonymous comparisons, the delivery worker); resolves when their runs
   * in flight are done.
   */
  stopJobs: () => Promise<void>;
  /** The demo accounts seeded at start-up (demo mode and tests), for the banner. */
  demoAccounts: typeof DEMO_ACCOUNTS | undefined;
  /** What the Erstinformation still lacks before production, in German (empty when complete), for the banner. */
  firstInformationMissing: string[];
}

function createStorage(env: Env): Storage {
  if (env.STORAGE_PROVIDER === "s3") {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      bucketPrefix: env.S3_BUCKET_PREFIX,
    });
  }
  return createLocalStorage(env.STORAGE_DIR ?? join(env.DATA_DIR, "storage"));
}

/** The local storage's directory, when the files are stored locally. */
const localStorageDir = (env: Env) =>
  env.STORAGE_PROVIDER === "s3" ? undefined : (env.STORAGE_DIR ?? join(env.DATA_DIR, "storage"));

/**
 * Makes the data directory (and a STORAGE_DIR elsewhere) private to the server's user: directories 0700, files
 * 0600 (docs/operations.md#data-directory-permissions). Returns how many entries it changed: an installation
 * started before this had PGlite's files at 0666.
 */
async function makeDataPrivate(env: Env): Promise<number> {
  const roots = new Set([resolve(env.DATA_DIR)]);
  const storageDir = localStorageDir(env);
  if (storageDir) roots.add(resolve(storageDir));
  let changed = 0;
  for (const root of roots) changed += await makeTreePrivate(root);
  return changed;
}

/** env → data directory private → database (migrate, seed) → storage → app. */
export async function bootApp(
  env: Env,
  options: {
    pageHandler?: PageHandler;
    ungatedRoutes?: Array<{ path: string; app: Hono }>;
    logger: Logger;
  },
): Promise<BootedApp> {
  const { logger } = options;
  const madePrivate = await makeDataPrivate(env);
  if (madePrivate > 0) {
    logger.warn({ entries: madePrivate }, "data directory was readable by others: made private (0700/0600)");
  }
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, logger }
      : {
          kind: "pglite",
          dataDir: resolve(env.DATA_DIR, "db"),
          onStaleLock: (message) => logger.warn(message),
        },
  );
  // One registry for this app: the services below report to it, GET /metrics serves it
  // (docs/operations.md#metrics-and-alerts).
  const metrics = createMetrics({
    queueDepth: () => deliveryQueueDepth(database.db),
    onCollectError: (error) => logger.warn({ err: error }, "metrics: delivery queue not readable"),
  });
  // Demo accounts only in demo mode (DEMO_MODE, default outside production); production removes them.
  const withDemoAccounts = env.demoMode;
  try {
    await seedDatabase(database.db);
    // The demo leads follow once the tariff engine is up (seedDemoLeads below).
    if (withDemoAccounts) await seedDemoAccounts(database.db);
    else await removeDemoAccounts(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = createStorage(env);
  try {
    await seedMedia(storage);
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = resolveAppSecret(env.APP_SECRET, env.DATA_DIR);
  // The engine's credentials: an admin's stored ones (encrypted with APP_SECRET), else KVR_*
  // (docs/product/rating-engine.md#credentials).
  const engineCredentialStore = createEngineCredentialStore({
    db: database.db,
    secret,
    fallback: engineCredentials(env),
    onUnreadable: (error) =>
      logger.warn({ err: error }, "gespeicherte KVR-Zugangsdaten nicht lesbar (APP_SECRET geändert?)"),
  });
  // The yearly figures: the shipped table with the years admins stored (read now, then at most every 2 s).
  const yearlyFigures = createYearlyFigures(database.db, {
    onError: (error) => logger.warn({ err: error }, "Rechengrößen konnten nicht gelesen werden"),
  });
  await yearlyFigures.refresh({ force: true });
  const tariffs = createTariffEngine(env, {
    getCredentials: engineCredentialStore.get,
    yearlyTable: yearlyFigures.table,
    observe: metrics.comparisons,
  });
  const engineKind = env.KVR_URL ? "external" : "embedded";
  // The consent names the operator (site settings) for real and demo requests alike.
  const operatorName = async () => (await readSiteSettings(database.db)).operator.companyName;
  if (withDemoAccounts) {
    // After the demo accounts (the consent's partner list reads their licences), through the services real
    // leads go through: a comparison, the request, its validation and the demo broker's purchases.
    try {
      await seedDemoLeads({
        database,
        brokerName: operatorName,
        maxSales: env.LEAD_MAX_SALES,
        calculator: tariffs.calculator,
        engine: engineKind,
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const comparisons = createComparisons({
    database,
    calculator: tariffs.calculator,
    engine: engineKind,
    yearlyFigures,
  });
  // The footer's basis of 'bis zu 65 %' is computed before the first visitor asks (docs/product/broker-duties.md#claims).
  void comparisons.savingsClaimBasis();
  const cleanup = scheduleComparisonCleanup(comparisons, {
    onError: (error) => logger.error({ err: error }, "clean-up of anonymous comparisons failed"),
  });
  await cleanup.firstRun;
  // One store for every limit and lock-out, chosen by RATE_LIMIT_STORE: memory counts in this process only,
  // postgres and redis are shared by every instance behind the load balancer.
  let rateLimits: RateLimits;
  try {
    // Refusals are counted by the limit's name (portal_rate_limit_refusals_total).
    rateLimits = withRefusalReports(await createRateLimits(env), metrics.rateLimitRefused);
  } catch (error) {
    await cleanup.stop();
    await database.close();
    throw error;
  }
  // Mails and SMS go through the delivery queue; this instance's worker delivers them (with the other
  // instances' workers) and starts at once after an enqueue (docs/architecture.md#delivery-queue).
  const deliveryWorker = createDeliveryWorker({
    db: database.db,
    providers: { mail: createMailer(env, database.db), sms: createSmsSender(env, database.db) },
    onError: (error, context) => logger.warn({ err: error, ...context }, "delivery attempt failed"),
    onAttempt: metrics.deliveryAttempt,
  });
  const deliveries = createDeliveryQueue({ kick: () => void deliveryWorker.kick() });
  deliveryWorker.start();
  const stopJobs = async () => {
    await Promise.all([cleanup.stop(), deliveryWorker.stop()]);
  };
  const leads = createLeadsService({
    database,
    accounts: createAccountContacts(database.db),
    brokerName: operatorName,
    brokerStatus: async () => brokerStatusLine((await readSiteSettings(database.db)).operator),
    maxSales: env.LEAD_MAX_SALES,
    deliveries,
    linkBase: linkBaseFor(env),
    limiter: rateLimits.limiter("contact-requests", CONTACT_REQUEST_LIMIT),
    comparisons,
  });
  const app = createApp({
    env,
    database,
    storage,
    secret,
    accounts: createAccountsModule({ env, db: database.db, secret, rateLimits, deliveries }),
    rateLimits,
    pageHandler: options.pageHandler,
    ungatedRoutes: options.ungatedRoutes,
    testRoutesEnabled: env.NODE_ENV === "test" || env.E2E_TEST_ROUTES,
    kvrEngine: tariffs.engine,
    kvrConsole: createKvrConsole({
      transport: tariffs.transport,
      endpoint: tariffs.endpoint,
      credentials: engineCredentialStore,
      activity: tariffs.activity,
    }),
    comparisons,
    leads,
    deliveries,
    yearlyFigures,
    llm: env.LLM_BASE_URL
      ? createOpenAiCompatibleClient({
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL ?? "",
          timeoutMs: env.LLM_TIMEOUT_MS,
        })
      : undefined,
    logger,
    metrics,
  });
  return {
    app,
    database,
    storage,
    tariffs,
    rateLimits,
    stopJobs,
    demoAccounts: withDemoAccounts ? DEMO_ACCOUNTS : undefined,
    // Checked before the server takes requests (docs/product/broker-duties.md#first-information).
    firstInformationMissing: missingFirstInformation(await readSiteSettings(database.db)),
  };
}
