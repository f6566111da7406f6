import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "../../server/adapters/db/client";
import type { RateLimits } from "../../server/adapters/rate-limit/rate-limit-store";
import { createLocalStorage } from "../../server/adapters/storage/local-storage";
import type { Storage } from "../../server/adapters/storage/storage";
import { createAccountContacts } from "../../server/areas/accounts";
import { type Comparisons, createComparisons } from "../../server/areas/comparisons";
import {
  createTariffEngine,
  engineCredentials,
  type TariffEngine,
} from "../../server/areas/comparisons/compare-tariffs";
import { createDeliveryQueue, type DeliveryQueue } from "../../server/areas/delivery/delivery-queue";
import { createEngineCredentialStore } from "../../server/areas/kvr-console/engine-credentials";
import { createKvrConsole } from "../../server/areas/kvr-console/kvr-console";
import { createLeadsService, type LeadsService } from "../../server/areas/leads/leads";
import { createYearlyFigures, type YearlyFigures } from "../../server/areas/site/yearly-figures";
import { type AccountsModule, createAccountsModule } from "../../server/composition/accounts-module";
import { type AppDependencies, createApp } from "../../server/composition/app";
import { type Env, parseEnv } from "../../server/composition/env";
import { createSilentLogger } from "../../server/observability/logger";
import { linkBaseFor } from "../../server/transport/http/link-base";
import { BROWSER_KEY_COOKIE } from "../../server/transport/middleware/browser-key";
import { signGateGrant } from "../../server/transport/middleware/gate-grant";
import { openTestDatabase } from "./database";

const TEST_SECRET = "integration-secret-0123456789abcdef012345";
export const TEST_ORIGIN = "http://portal.test";
/** The key of the browser every test call comes from unless it names another (server/transport/middleware/browser-key.ts). */
export const TEST_BROWSER_KEY = "T".repeat(43);
/** Another browser's key: a stranger who holds a link. */
export const STRANGER_BROWSER_KEY = "S".repeat(43);

/** The engine (and its caches) is shared by all test apps of a file: building it is not free. */
let sharedTariffs: TariffEngine | undefined;
/**
 * The shared engine's clock is the fake clock of the latest test app, so its "today" (ages, insurance start)
 * agrees with the comparison store's, whatever the real date is.
 */
let engineClock: { now: number } = { now: Date.UTC(2026, 10, 23, 9, 0, 0) };
/** The shared engine's yearly figures are those of the latest test app's database. */
let engineFigures: YearlyFigures | undefined;

interface TestServices {
  database: DatabaseHandle;
  storage: Storage;
  env: Env;
  clock: { now: number };
  accounts: AccountsModule;
  comparisons: Comparisons;
  leads: LeadsService;
  tariffs: TariffEngine;
  /** The yearly figures of this database (shipped table plus stored years), shared with the engine. */
  yearlyFigures: YearlyFigures;
  /**
   * The delivery queue of mails and SMS, on the fake clock and without a worker: `latestOutboxMessage`
   * (factories.ts) delivers what is queued to the dev outbox.
   */
  deliveries: DeliveryQueue;
}

export interface TestAppOptions {
  /** Environment variables (strings, as in the process) on top of the test defaults. */
  env?: Record<string, string>;
  /** A database to reuse (several apps on one database); otherwise a fresh migrated one of `kind`. */
  database?: DatabaseHandle;
  kind?: "pglite" | "postgres";
  /** Start of the fake clock (ms); tests move `clock.now`. */
  now?: number;
  brokerName?: string;
  authRateLimit?: { window: number; max: number; signInMax: number };
  /** The store of the account limits (default: memory on the fake clock), e.g. to look at or fill counters. */
  rateLimits?: RateLimits;
  /** Overrides of the app's dependencies (limiters, LLM, page handler, ...). */
  app?: Partial<AppDependencies>;
}

/** All services of the app over one test database, storage in a temp dir and a fake clock. */
async function createTestServices(options: TestAppOptions = {}): Promise<TestServices> {
  const raw: Record<string, string> = {
    NODE_ENV: "test",
    SITE_PASSWORD: "",
    PUBLIC_URL: TEST_ORIGIN,
    TRUST_PROXY: "true",
    ...options.env,
  };
  // PUBLIC_URL "" means: none (a demo opened at whatever address the visitor uses).
  if (raw.PUBLIC_URL === "") delete raw.PUBLIC_URL;
  const env = parseEnv(raw);
  const clock = { now: options.now ?? Date.UTC(2026, 10, 23, 9, 0, 0) };
  const database = options.database ?? (await openTestDatabase(options.kind ?? "pglite"));
  engineClock = clock;
  const yearlyFigures = createYearlyFigures(database.db, { now: () => clock.now });
  await yearlyFigures.refresh({ force: true });
  engineFigures = yearlyFigures;
  const deliveries = createDeliveryQueue({ now: () => clock.now });
  sharedTariffs ??= createTariffEngine(env, {
    now: () => new Date(engineClock.now),
    yearlyTable: () => engineFigures?.table() ?? [],
  });
  const tariffs = sharedTariffs;
  const comparisons = createComparisons({
    database,
    calculator: tariffs.calculator,
    engine: "embedded",
    now: () => new Date(clock.now),
    yearlyFigures,
  });
  return {
    database,
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), "storage-"))),
    env,
    clock,
    tariffs,
    yearlyFigures,
    deliveries,
    accounts: createAccountsModule({
      env,
      db: database.db,
      secret: TEST_SECRET,
      now: () => clock.now,
      authRateLimit: options.authRateLimit,
      rateLimits: options.rateLimits,
      deliveries,
    }),
    comparisons,
    leads: createLeadsService({
      database,
      accounts: createAccountContacts(database.db),
      brokerName: async () => options.brokerName ?? "Muster Makler GmbH",
      now: () => new Date(clock.now),
      maxSales: env.LEAD_MAX_SALES,
      deliveries,
      linkBase: linkBaseFor(env),
      // The contact requests' limit lives in the service (the API and the route action count together).
      limiter: options.app?.leadLimiter,
      // A risk pre-check reads the health answers of the comparison (docs/product/leads.md#risk-pre-check-request).
      comparisons,
    }),
  };
}

export type TestApp = TestServices & {
  app: ReturnType<typeof createApp>;
  /** A request to the app from a client address, with the portal's Origin on state-changing calls. */
  call(path: string, init?: TestCallInit): Promise<Response>;
  /** A `Cookie` header value carrying a valid gate grant at the current clock. */
  gateCookie(): string;
  /** Signs in through the API and returns the session cookie (`name=value; …`). */
  signIn(email: string, password: string, ip?: string): Promise<string>;
  /** Closes the app (removes its site-settings listener) and the database it opened itself. */
  close(): Promise<void>;
};

export interface TestCallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  ip?: string;
  /** null: no Origin header. */
  origin?: string | null;
  /**
   * The browser's key cookie: by default the test's one browser ({@link TEST_BROWSER_KEY}); another key is another
   * browser (a stranger with a link); null a client without one. A `pkv_browser` in `cookie` wins.
   */
  browser?: string | null;
  headers?: Record<string, string>;
}

/** The cookies a response sets, as a `Cookie` header value (cleared cookies left out). */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** The whole app (createApp) on the test services; what five integration test files used to wire by hand. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const services = await createTestServices(options);
  const app = createApp({
    env: services.env,
    database: services.database,
    storage: services.storage,
    logger: createSilentLogger(),
    secret: TEST_SECRET,
    now: () => services.clock.now,
    comparisons: services.comparisons,
    leads: services.leads,
    accounts: services.accounts,
    yearlyFigures: services.yearlyFigures,
    testRoutesEnabled: true,
    kvrConsole: createKvrConsole({
      transport: services.tariffs.transport,
      endpoint: services.tariffs.endpoint,
      credentials: createEngineCredentialStore({
        db: services.database.db,
        secret: TEST_SECRET,
        fallback: engineCredentials(services.env),
        now: () => services.clock.now,
      }),
      activity: services.tariffs.activity,
      now: () => new Date(services.clock.now),
    }),
    ...options.app,
  });
  const origin = services.env.PUBLIC_URL ?? TEST_ORIGIN;
  const call = async (path: string, init: TestCallInit = {}): Promise<Response> => {
    const method = init.method ?? (init.body === undefined ? "GET" : "POST");
    const headers: Record<string, string> = { "X-Forwarded-For": init.ip ?? "10.9.9.9", ...init.headers };
    if (init.body !== undefined && typeof init.body !== "string")
      headers["Content-Type"] = "application/json";
    if (init.origin !== null && method !== "GET") headers.Origin = init.origin ?? origin;
    // The test's one browser carries its key (server/transport/middleware/browser-key.ts) unless the call says otherwise.
    const given = [init.headers?.Cookie, init.cookie].filter(Boolean).join("; ");
    const browser = init.browser === undefined ? TEST_BROWSER_KEY : init.browser;
    const withKey = browser && !given.includes(`${BROWSER_KEY_COOKIE}=`);
    const cookies = [given, withKey ? `${BROWSER_KEY_COOKIE}=${browser}` : ""].filter(Boolean).join("; ");
    if (cookies) headers.Cookie = cookies;
    const body =
      init.body === undefined || typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    return app.request(path.startsWith("http") ? path : `${origin}${path}`, { method, headers, body });
  };
  return {
    ...services,
    app,
    call,
    gateCookie: () => `pkv_gate=${signGateGrant(services.clock.now, TEST_SECRET)}`,
    async signIn(email, password, ip = "10.200.0.1") {
      const response = await call("/api/auth/sign-in/email", { body: { email, password }, ip });
      if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
      return cookieOf(response);
    },
    close: async () => {
      app.close();
      if (!options.database) await services.database.close();
    },
  };
}
