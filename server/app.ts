import { Hono } from "hono";
import type { RouterContextProvider } from "react-router";
import { canAccess } from "../domain/accounts/roles";
import { AppError } from "../domain/errors/app-error";
import type { OperationGuard } from "../rating";
import type { DatabaseHandle } from "./adapters/db/client";
import type { LlmClient } from "./adapters/llm/openai-compatible";
import { createMemoryRateLimits, type RateLimits } from "./adapters/rate-limit-store";
import type { Storage } from "./adapters/storage/storage";
import { createAccountRoutes } from "./api/account-routes";
import { createAdminLeadRoutes } from "./api/admin-lead-routes";
import { createComparisonRoutes } from "./api/comparison-routes";
import { createFunctionRoutes } from "./api/function-routes";
import { createGateRoutes } from "./api/gate-routes";
import { createLeadRoutes } from "./api/lead-routes";
import { createStorageRoutes } from "./api/storage-routes";
import { createVideoRoutes } from "./api/video-routes";
import { type Env, publicBaseUrl } from "./env";
import { visitorLinkBase } from "./http/link-base";
import { handleError } from "./http/problem-response";
import type { Logger } from "./logger";
import { allowedMethods } from "./middleware/allowed-methods";
import { captureSocketAddress, createClientAddress } from "./middleware/client-address";
import { compressResponses } from "./middleware/compress-responses";
import { accessGate, type GateVariables } from "./middleware/gate";
import { GATE_COOKIE_NAME, GATE_GRANT_TTL_MS } from "./middleware/gate-grant";
import { maintenanceMode } from "./middleware/maintenance";
import { noStore } from "./middleware/no-store";
import { originCheck } from "./middleware/origin-check";
import type { RateLimiter } from "./middleware/rate-limiter";
import { requestBodyLimit } from "./middleware/request-body";
import { type RequestContextVariables, requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import type { AdminPageServices } from "./page-context.server";
import { buildPageContext } from "./page-context-builder";
import type { AccountsModule } from "./services/accounts-module";
import { createLucyAssistant } from "./services/ask-lucy";
import { createAssistantAdmin } from "./services/assistant-admin";
import { listAudit } from "./services/audit-log";
import { type ComparisonStore, createRequestComparisons } from "./services/comparison-store";
import type { KvrConsole } from "./services/kvr-console/kvr-console";
import type { LeadsService } from "./services/leads";
import { createLeadAdmin } from "./services/leads-admin";
import { createLeadMarket } from "./services/leads-market";
import { createPageCache } from "./services/page-cache";
import {
  createSiteSettingsReader,
  onSiteSettingsChanged,
  readSiteSettings,
  saveSiteSettings,
} from "./services/site-settings";
import { createYearlyFigures, type YearlyFigures } from "./services/yearly-figures";

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppDependencies {
  env: Pick<Env, "sitePassword" | "SITE_NAME" | "TRUST_PROXY" | "PUBLIC_URL" | "PORT" | "demoMode"> &
    Partial<Pick<Env, "BENCH_UNLIMITED_COMPARISONS">>;
  database: DatabaseHandle;
  storage: Storage;
  logger: Logger;
  /** Signs the gate cookie. */
  secret: string;
  /** Stored comparisons (POST/GET /api/comparisons, the /comparison and /ihre-pkv-tarife pages). */
  comparisons: ComparisonStore;
  /** Contact requests → leads (POST /api/leads). */
  leads: LeadsService;
  /** Accounts (docs/product/accounts.md): Better Auth and the account services. */
  accounts: AccountsModule;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** The developer console's backend (admins: /api/functions/kvr-service, /kvr-test, /kvr-live, /svadmin/kvr). */
  kvrConsole?: KvrConsole;
  /** The embedded KVR engine, served at /soap/kvr (own authentication, so outside the gate). */
  kvrEngine?: { handle(request: Request, guard?: OperationGuard): Promise<Response> };
  /** Extra sub-apps mounted before the gate check, e.g. the SOAP engine with its own authentication. */
  ungatedRoutes?: Array<{ path: string; app: Hono }>;
  now?: () => number;
  /** The store behind every limit below that a test does not replace (default: this process's memory). */
  rateLimits?: RateLimits;
  gateFailedAttempts?: RateLimiter;
  testRoutesEnabled?: boolean;
  comparisonLimiter?: RateLimiter;
  leadLimiter?: RateLimiter;
  /**
   * The yearly figures in force (shipped table plus the years admins stored); default: read from `database`.
   * The same object the engine and the comparison store use.
   */
  yearlyFigures?: YearlyFigures;
  /** Optional OpenAI-compatible model for Lucy's answers (LLM_BASE_URL); without it the knowledge base answers. */
  llm?: LlmClient;
  /** Lucy's rate limits (defaults: 30 questions per session and 120 per client address in 10 minutes). */
  chatRateLimits?: { perSession: RateLimiter; perIp: RateLimiter };
  /** A failed LLM call (Lucy then answers from the knowledge base); logged as a warning by default. */
  onLlmError?: (error: unknown) => void;
}

type AppVariables = RequestContextVariables & GateVariables & { nonce: string };

/** The composition root: mounts middleware and routes in order; the rules live in middleware and services. */
export function createApp(deps: AppDependencies) {
  const now = deps.now ?? Date.now;
  const rateLimits = deps.rateLimits ?? createMemoryRateLimits({ now });
  const app = new Hono<{ Variables: AppVariables }>();
  const { clientIp, isHttps, forwardedHost } = createClientAddress({ trustProxy: deps.env.TRUST_PROXY });
  const siteSettings = createSiteSettingsReader(deps.database.db, { now });
  const yearlyFigures = deps.yearlyFigures ?? createYearlyFigures(deps.database.db, { now });
  const yearlyTable = () => yearlyFigures.table();
  const getSiteSettings = siteSettings.read;
  const comparisonsFor = createRequestComparisons({
    store: deps.comparisons,
    limiter:
      deps.comparisonLimiter ??
      rateLimits.limiter("comparisons", {
        // BENCH_UNLIMITED_COMPARISONS: only for the benchmark on a loopback demo server (server/env.ts).
        max: deps.env.BENCH_UNLIMITED_COMPARISONS ? Number.MAX_SAFE_INTEGER : 60,
        windowMs: 10 * 60 * 1000,
      }),
    clientIp,
  });

  app.onError((error, c) => handleError(error, c, deps.logger));
  app.use("*", requestContext(deps.logger));
  // A demo without PUBLIC_URL: links in e-mails use the address the visitor opened (docs/security.md#links-in-e-mails).
  app.use("*", visitorLinkBase({ enabled: deps.env.demoMode && !deps.env.PUBLIC_URL }));
  app.use("*", allowedMethods());
  app.use("*", captureSocketAddress());
  app.use("*", securityHeaders({ isHttps }));
  app.use("*", noStore());
  // Every state-changing request must come from the portal itself; the SOAP endpoint serves machine clients.
  app.use(
    "*",
    originCheck({
      publicUrl: deps.env.PUBLIC_URL,
      isHttps,
      forwardedHost,
      exempt: [/^\/soap\/kvr$/],
    }),
  );
  // Every body is limited while it streams (413 before it is read whole); NUL characters in fields → 400.
  app.use("*", requestBodyLimit());
  app.use("*", compressResponses());

  app.get("/api/health", async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: "ok", db: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database not reachable");
      return c.json({ status: "error", db: "error" }, 503);
    }
  });

  const kvrEngine = deps.kvrEngine;
  if (kvrEngine) {
    // Per client address: every Authenticate counts (a machine client keeps its session for 20 minutes), and the
    // calculations a portal-sized client needs. The embedded engine checks them before it reads the body.
    const soapLimits = {
      Authenticate: rateLimits.limiter("soap-authenticate", { max: 10, windowMs: 15 * 60 * 1000 }),
      Calculate: rateLimits.limiter("soap-calculate", { max: 120, windowMs: 60 * 1000 }),
    };
    app.all("/soap/kvr", (c) =>
      kvrEngine.handle(c.req.raw, {
        async admit(operation) {
          const limiter = operation === "GetCompanies" ? undefined : soapLimits[operation];
          if (!limiter) return undefined;
          const { allowed, retryAfterSeconds } = await limiter.hit(`soap:${clientIp(c.req.raw)}`);
          return allowed ? undefined : retryAfterSeconds;
        },
      }),
    );
  }
  for (const route of deps.ungatedRoutes ?? []) app.route(route.path, route.app);

  app.route(
    "/api/gate",
    createGateRoutes({
      sitePassword: deps.env.sitePassword,
      secret: deps.secret,
      failedAttempts:
        deps.gateFailedAttempts ?? rateLimits.limiter("gate-failed", { max: 10, windowMs: 15 * 60 * 1000 }),
      now,
      clientIp,
      isHttps,
    }),
  );
  app.use("*", accessGate({ sitePassword: deps.env.sitePassword, secret: deps.secret, now }));
  // Maintenance mode (admin page 'Wartung'): visitors get the 503 page, admins pass, the admin login stays open.
  app.use(
    "*",
    maintenanceMode({
      getSettings: getSiteSettings,
      isAdmin: async (request) => canAccess(await deps.accounts.services.getViewer(request.headers), "admin"),
      siteName: deps.env.SITE_NAME,
      now,
    }),
  );

  app.route("/storage", createStorageRoutes(deps.storage));
  app.route(
    "/api",
    createVideoRoutes({
      storage: deps.storage,
      services: deps.accounts.services,
      db: deps.database.db,
      now,
    }),
  );
  app.route(
    "/api",
    createAccountRoutes({
      auth: deps.accounts.auth,
      services: deps.accounts.services,
      clientIp,
      outboxEnabled: deps.accounts.outboxEnabled,
      providers: deps.accounts.providers,
    }),
  );
  // A comparison made while signed in belongs to the account (personal area; not purged after 30 days).
  const ownerOf = (request: Request) => async () => {
    const viewer = await deps.accounts.services.getViewer(request.headers);
    return viewer.kind === "user" ? viewer.userId : undefined;
  };
  app.route(
    "/api/comparisons",
    createComparisonRoutes({ comparisonsFor: (request) => comparisonsFor(request, ownerOf(request)) }),
  );
  // Lead marketplace (docs/product/leads.md#api): brokers browse and buy; admins manage leads, sales, licences and
  // the audit log.
  const leadClock = () => new Date(now());
  const getViewer = (headers: Headers) => deps.accounts.services.getViewer(headers);
  app.route(
    "/api/admin",
    createAdminLeadRoutes({ admin: createLeadAdmin({ db: deps.database.db, now: leadClock }), getViewer }),
  );
  app.route(
    "/api/leads",
    createLeadRoutes({
      leads: deps.leads,
      market: createLeadMarket({ db: deps.database.db, now: leadClock }),
      getViewer,
      limiter:
        deps.leadLimiter ?? rateLimits.limiter("contact-requests", { max: 5, windowMs: 60 * 60 * 1000 }),
      clientIp,
      testRoutes: deps.testRoutesEnabled ? { database: deps.database } : undefined,
    }),
  );
  // Read fresh: the chat is not a hot path, and switching Lucy off applies to the very next question.
  const getAssistantSettings = async () => (await readSiteSettings(deps.database.db)).assistant;
  const chatWindowMs = 10 * 60 * 1000;
  const lucy = createLucyAssistant({
    db: deps.database.db,
    llm: deps.llm,
    getSettings: getAssistantSettings,
    now,
    yearlyTable,
    onLlmError:
      deps.onLlmError ??
      ((error) =>
        deps.logger.warn({ err: error }, "Lucy: LLM nicht erreichbar, Antwort aus der Wissensdatenbank")),
  });
  const adminServices: AdminPageServices = {
    saveSiteSettings: (change, actor, section) => saveSiteSettings(deps.database.db, change, actor, section),
    recentAudit: (subjectType, subjectId, limit = 8) =>
      listAudit(deps.database.db, { subjectType, subjectId, limit }),
    kvrConsole: deps.kvrConsole,
    assistant: createAssistantAdmin({
      db: deps.database.db,
      assistant: lucy,
      now,
      llmConfigured: deps.llm !== undefined,
      yearlyTable,
    }),
    yearlyFigures,
  };
  app.route(
    "/api/functions",
    createFunctionRoutes({
      assistant: lucy,
      getSettings: getAssistantSettings,
      clientIp,
      perSession:
        deps.chatRateLimits?.perSession ??
        rateLimits.limiter("chat-session", { max: 30, windowMs: chatWindowMs }),
      perIp:
        deps.chatRateLimits?.perIp ?? rateLimits.limiter("chat-ip", { max: 120, windowMs: chatWindowMs }),
      getViewer: (headers) => deps.accounts.services.getViewer(headers),
      kvrConsole: deps.kvrConsole,
    }),
  );

  app.all("/api/*", () => {
    throw new AppError("not-found");
  });

  // Landing SSR cache (server/services/page-cache.ts), emptied whenever the site settings change. The settings
  // listeners are process-wide: close() below removes this one (tests create many apps in one process).
  const pageCache = createPageCache({ now });
  const stopClearingCaches = onSiteSettingsChanged(() => {
    siteSettings.clear();
    pageCache.clear();
  });
  const gateEnabled = deps.env.sitePassword !== undefined;
  // The landing pages show the year's figures: a new table (an admin stored a year) empties the cache too.
  let cachedWithTable = yearlyFigures.table();

  app.all("*", async (c) => {
    if (!deps.pageHandler) throw new AppError("not-found");
    const granted = c.get("granted");
    const grantedAt = c.get("grantedAt");
    const cacheKey = pageCache.keyFor(c.req.raw, {
      gateEnabled,
      granted,
      allowedCookies: [GATE_COOKIE_NAME],
    });
    const visitor = {
      nonce: c.get("nonce"),
      expiresAt: grantedAt === undefined ? undefined : grantedAt + GATE_GRANT_TTL_MS,
      now: now(),
    };
    const table = yearlyFigures.table();
    if (table !== cachedWithTable) {
      cachedWithTable = table;
      pageCache.clear();
    }
    if (cacheKey) {
      const cached = pageCache.serve(cacheKey, visitor);
      if (cached) return cached;
    }
    const placeholders = cacheKey ? pageCache.placeholders(visitor.expiresAt) : undefined;
    const context = await buildPageContext(
      {
        siteName: deps.env.SITE_NAME,
        // Canonical, og:url, sitemap: the configured address, never the request's Host header.
        publicUrl: publicBaseUrl(deps.env),
        gateEnabled: deps.env.sitePassword !== undefined,
        now: placeholders ? () => placeholders.now : now,
        testRoutesEnabled: deps.testRoutesEnabled ?? false,
        storage: deps.storage,
        getSiteSettings,
        yearlyTable,
        admin: adminServices,
        comparisonsFor,
        leads: deps.leads,
        accounts: deps.accounts,
      },
      c,
      placeholders
        ? {
            nonce: placeholders.nonce,
            granted,
            grantedAt:
              placeholders.expiresAt === undefined ? undefined : placeholders.expiresAt - GATE_GRANT_TTL_MS,
          }
        : { nonce: c.get("nonce"), granted, grantedAt },
    );
    const rendered = await deps.pageHandler(c.req.raw, context);
    const response =
      cacheKey && placeholders && c.res.headers.getSetCookie().length === 0
        ? await pageCache.store(cacheKey, rendered, placeholders, visitor)
        : rendered;
    // Cookies set while building the context (the one-time gate error) live on c.res; merge them in.
    const headers = new Headers(response.headers);
    for (const cookie of c.res.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!c.get("granted")) headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return Object.assign(app, {
    /** Detaches the app from process-wide events (its site-settings listener); call once it no longer serves. */
    close(): void {
      stopClearingCaches();
    },
  });
}
