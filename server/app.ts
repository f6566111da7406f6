import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { deleteCookie, getCookie } from "hono/cookie";
import { RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "./adapters/db/client";
import type { LlmClient } from "./adapters/llm/openai-compatible";
import type { Storage } from "./adapters/storage/storage";
import { createFunctionRoutes } from "./api/chat-routes";
import { createComparisonRoutes } from "./api/comparison-routes";
import {
  createGateRoutes,
  GATE_ERROR_COOKIE_NAME,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "./api/gate-routes";
import { createLeadRoutes } from "./api/lead-routes";
import { problem } from "./api/problem";
import { createStorageRoutes } from "./api/storage-routes";
import type { Env } from "./env";
import { GATE_COOKIE_NAME, GATE_GRANT_TTL_MS, verifyGateGrant } from "./middleware/gate-grant";
import { originCheck } from "./middleware/origin-check";
import { createMemoryRateLimiter, type RateLimiter } from "./middleware/rate-limiter";
import { securityHeaders } from "./middleware/security-headers";
import { type PageContext, pageContext } from "./page-context.server";
import type { AccountsModule } from "./services/accounts-module";
import { createLucyAssistant } from "./services/ask-lucy";
import { COMPARISON_RATE_LIMITED, type ComparisonsService } from "./services/comparisons";
import type { LeadsService } from "./services/leads";
import { readSiteSettings } from "./services/site-settings";

export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface AppDependencies {
  env: Pick<Env, "sitePassword" | "SITE_NAME" | "TRUST_PROXY" | "PUBLIC_URL">;
  database: DatabaseHandle;
  storage: Storage;
  /** Signs the gate cookie. */
  secret: string;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** The embedded KVR engine, served at /soap/kvr (own authentication, so outside the gate). */
  kvrEngine?: { handle(request: Request): Promise<Response> };
  /** Extra sub-apps mounted before the gate check, e.g. the SOAP engine with its own authentication. */
  ungatedRoutes?: Array<{ path: string; app: Hono }>;
  now?: () => number;
  gateFailedAttempts?: RateLimiter;
  testRoutesEnabled?: boolean;
  /** Stored comparisons (POST/GET /api/comparisons, the /comparison and /ihre-pkv-tarife pages). */
  comparisons?: ComparisonsService;
  /** Contact requests → leads (POST /api/leads). */
  leads?: LeadsService;
  comparisonLimiter?: RateLimiter;
  leadLimiter?: RateLimiter;
  /** Optional OpenAI-compatible model for Lucy's answers (LLM_BASE_URL); without it the knowledge base answers. */
  llm?: LlmClient;
  /** Lucy's rate limits (defaults: 30 questions per session and 120 per client address in 10 minutes). */
  chatRateLimits?: { perSession: RateLimiter; perIp: RateLimiter };
  onLlmError?: (error: unknown) => void;
  /** Accounts (issue 6): Better Auth, account services and their /api routes. */
  accounts?: AccountsModule;
}

type AppVariables = { nonce: string; granted: boolean; grantedAt: number | undefined };

/** Paths reachable without passing the gate: health check and static assets. */
const UNGATED_PATHS = [
  /^\/api\/health$/,
  /^\/api\/gate$/,
  /^\/assets\//,
  /^\/favicon\.ico$/,
  /^\/robots\.txt$/,
];

/** A function that runs its work at most once and hands every caller the same promise. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= work();
    return result;
  };
}

export function createApp(deps: AppDependencies) {
  const now = deps.now ?? Date.now;
  const app = new Hono<{ Variables: AppVariables }>();

  const clientIp = (request: Request): string => {
    if (deps.env.TRUST_PROXY) {
      const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    return request.headers.get("x-client-ip-internal") ?? "unknown";
  };
  const isHttps = (request: Request): boolean => {
    if (deps.env.TRUST_PROXY && request.headers.get("x-forwarded-proto") === "https") return true;
    return new URL(request.url).protocol === "https:";
  };

  // The client address as seen by the socket, in a header we always overwrite (never trusted from outside).
  app.use("*", async (c, next) => {
    let address = "unknown";
    try {
      address = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // app.request() in tests has no socket
    }
    c.req.raw.headers.set("x-client-ip-internal", address);
    await next();
  });
  app.use("*", securityHeaders({ isHttps }));
  // Every state-changing request must come from the portal itself; the SOAP endpoint serves machine clients.
  app.use(
    "*",
    originCheck({
      publicUrl: deps.env.PUBLIC_URL,
      isHttps,
      trustProxy: deps.env.TRUST_PROXY,
      exempt: [/^\/soap\/kvr$/],
    }),
  );
  app.use("*", compress());

  app.get("/api/health", async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: "ok", db: "ok" });
    } catch {
      return c.json({ status: "error", db: "error" }, 503);
    }
  });

  const kvrEngine = deps.kvrEngine;
  if (kvrEngine) app.all("/soap/kvr", (c) => kvrEngine.handle(c.req.raw));
  for (const route of deps.ungatedRoutes ?? []) app.route(route.path, route.app);

  app.route(
    "/api/gate",
    createGateRoutes({
      sitePassword: deps.env.sitePassword,
      secret: deps.secret,
      failedAttempts:
        deps.gateFailedAttempts ?? createMemoryRateLimiter({ max: 10, windowMs: 15 * 60 * 1000, now }),
      now,
      clientIp,
      isHttps,
    }),
  );

  // The access gate: every page and API call needs a valid, unexpired grant (DECISIONS 1).
  app.use("*", async (c, next) => {
    const grantedAt = deps.env.sitePassword
      ? verifyGateGrant(getCookie(c, GATE_COOKIE_NAME), deps.secret, now())
      : now();
    c.set("grantedAt", deps.env.sitePassword ? grantedAt : undefined);
    c.set("granted", grantedAt !== undefined);
    if (grantedAt !== undefined || UNGATED_PATHS.some((pattern) => pattern.test(c.req.path))) return next();
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/storage/")) {
      return problem(c, 401, "Zugang gesperrt", { error: "Bitte geben Sie das Passwort ein" });
    }
    return next(); // pages render the gate themselves (root middleware), with the status 401
  });

  app.route("/storage", createStorageRoutes(deps.storage));

  if (deps.accounts) app.route("/api", deps.accounts.createRoutes(clientIp));
  // One limit per client IP for comparisons, shared by the API and the /comparison form action.
  const comparisonLimiter =
    deps.comparisonLimiter ?? createMemoryRateLimiter({ max: 60, windowMs: 10 * 60 * 1000, now });
  const comparisons = deps.comparisons;
  // A comparison made while signed in belongs to the account (personal area; not purged after 30 days).
  const userIdOf = async (request: Request) => {
    const viewer = deps.accounts ? await deps.accounts.services.getViewer(request.headers) : undefined;
    return viewer?.kind === "user" ? viewer.userId : undefined;
  };
  if (comparisons) {
    app.route(
      "/api/comparisons",
      createComparisonRoutes({ comparisons, limiter: comparisonLimiter, clientIp, userIdOf }),
    );
  }
  const limitedComparisons = (request: Request, userId: string | undefined): ComparisonsService | undefined =>
    comparisons && {
      ...comparisons,
      async create(input, options) {
        const { allowed } = await comparisonLimiter.hit(clientIp(request));
        if (!allowed) return { ok: false, kind: "engine", error: COMPARISON_RATE_LIMITED };
        return comparisons.create(input, { userId, ...options });
      },
    };
  if (deps.leads) {
    app.route(
      "/api/leads",
      createLeadRoutes({
        leads: deps.leads,
        limiter: deps.leadLimiter ?? createMemoryRateLimiter({ max: 5, windowMs: 60 * 60 * 1000, now }),
        clientIp,
        testRoutes: deps.testRoutesEnabled ? { database: deps.database } : undefined,
      }),
    );
  }
  const getSiteSettings = () => readSiteSettings(deps.database.db);
  const getAssistantSettings = async () => (await getSiteSettings()).assistant;
  const chatWindowMs = 10 * 60 * 1000;
  app.route(
    "/api/functions",
    createFunctionRoutes({
      assistant: createLucyAssistant({
        db: deps.database.db,
        llm: deps.llm,
        getSettings: getAssistantSettings,
        now,
        onLlmError: deps.onLlmError,
      }),
      getSettings: getAssistantSettings,
      clientIp,
      perSession:
        deps.chatRateLimits?.perSession ?? createMemoryRateLimiter({ max: 30, windowMs: chatWindowMs, now }),
      perIp: deps.chatRateLimits?.perIp ?? createMemoryRateLimiter({ max: 120, windowMs: chatWindowMs, now }),
    }),
  );

  app.all("/api/*", (c) => problem(c, 404, "Nicht gefunden"));

  const listBucket: PageContext["services"]["listBucket"] = async (bucket) => {
    const objects = await deps.storage.list(bucket);
    return objects.map(({ key, size }) => ({ key, size }));
  };

  app.all("*", async (c) => {
    if (!deps.pageHandler) return problem(c, 404, "Nicht gefunden");
    const gateErrorCode = getCookie(c, GATE_ERROR_COOKIE_NAME);
    if (gateErrorCode) deleteCookie(c, GATE_ERROR_COOKIE_NAME, { path: "/" });
    const grantedAt = c.get("grantedAt");
    const context = new RouterContextProvider();
    const viewer = deps.accounts ? await deps.accounts.services.getViewer(c.req.raw.headers) : undefined;
    context.set(pageContext, {
      siteName: deps.env.SITE_NAME,
      publicUrl: deps.env.PUBLIC_URL,
      nonce: c.get("nonce"),
      gate: {
        enabled: deps.env.sitePassword !== undefined,
        granted: c.get("granted"),
        grantedAt,
        expiresAt: grantedAt === undefined ? undefined : grantedAt + GATE_GRANT_TTL_MS,
        now: now(),
        error:
          gateErrorCode === "limit"
            ? TOO_MANY_ATTEMPTS_MESSAGE
            : gateErrorCode
              ? WRONG_PASSWORD_MESSAGE
              : undefined,
      },
      // The root and the page loaders all read the settings: once per request is enough.
      services: { getSiteSettings: once(getSiteSettings), listBucket },
      testRoutesEnabled: deps.testRoutesEnabled ?? false,
      comparisons: limitedComparisons(c.req.raw, viewer?.kind === "user" ? viewer.userId : undefined),
      leads: deps.leads,
      accounts: deps.accounts &&
        viewer && {
          viewer,
          outboxEnabled: deps.accounts.outboxEnabled,
          services: deps.accounts.services,
        },
    });
    const response = await deps.pageHandler(c.req.raw, context);
    const isGranted = c.get("granted");
    // Cookies set above (deleteCookie) live on c.res; merge them into the page response.
    const headers = new Headers(response.headers);
    for (const cookie of c.res.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!isGranted) headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  app.onError((error, c) => {
    console.error(error);
    return problem(c, 500, "Interner Serverfehler");
  });

  return app;
}
