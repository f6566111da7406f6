import type { Hono } from "hono";
import type { DatabaseHandle } from "../adapters/db/client";
import type { LlmClient } from "../adapters/llm/openai-compatible";
import type { RateLimits } from "../adapters/rate-limit/rate-limit-store";
import type { Storage } from "../adapters/storage/storage";
import type { Comparisons } from "../areas/comparisons";
import type { DeliveryQueue } from "../areas/delivery";
import type { KvrConsole } from "../areas/kvr-console";
import type { LeadsService } from "../areas/leads";
import type { YearlyFigures } from "../areas/site";
import type { Logger } from "../observability/logger";
import type { PortalMetrics } from "../observability/metrics";
import type { RateLimiter } from "../ports/rate-limiter";
import type { KvrEngineHandler } from "../transport/http/kvr-engine-route";
import type { PageHandler } from "../transport/http/page-route";
import type { AccountsModule } from "./accounts-module";
import type { Env } from "./env";

/** What `createApp` (server/composition/app.ts) is built from: boot.ts hands over the real ones, tests their doubles. */
export interface AppDependencies {
  env: Pick<
    Env,
    "sitePassword" | "SITE_NAME" | "TRUST_PROXY" | "PUBLIC_URL" | "PORT" | "baseUrl" | "demoMode"
  > &
    Partial<Pick<Env, "BENCH_UNLIMITED_COMPARISONS" | "METRICS_ALLOW" | "METRICS_TOKEN">>;
  database: DatabaseHandle;
  storage: Storage;
  logger: Logger;
  /** Signs the gate cookie. */
  secret: string;
  /** Stored comparisons (POST/GET /api/comparisons, the /comparison and /ihre-pkv-tarife pages). */
  comparisons: Comparisons;
  /** Contact requests → leads (POST /api/leads). */
  leads: LeadsService;
  /** Mails and SMS (docs/architecture.md#delivery-queue); default: the queue without a worker to wake. */
  deliveries?: DeliveryQueue;
  /** Accounts (docs/product/accounts.md): Better Auth and the account services. */
  accounts: AccountsModule;
  /** React Router's request handler; absent in API-only tests. */
  pageHandler?: PageHandler;
  /** The developer console's backend (admins: /api/functions/kvr-service, /kvr-test, /kvr-live, /svadmin/kvr). */
  kvrConsole?: KvrConsole;
  /** The embedded KVR engine, served at /soap/kvr (own authentication, so outside the gate). */
  kvrEngine?: KvrEngineHandler;
  /** Extra sub-apps mounted before the gate check, e.g. the SOAP engine with its own authentication. */
  ungatedRoutes?: Array<{ path: string; app: Hono }>;
  now?: () => number;
  /** The store behind every limit below that a test does not replace (default: this process's memory). */
  rateLimits?: RateLimits;
  gateFailedAttempts?: RateLimiter;
  testRoutesEnabled?: boolean;
  comparisonLimiter?: RateLimiter;
  /** The PDFs per client address (default: 30 in 10 minutes, docs/product/documents.md#pdf). */
  documentLimiter?: RateLimiter;
  leadLimiter?: RateLimiter;
  /**
   * The yearly figures in force (shipped table plus the years admins stored); default: read from `database`.
   * The same object the engine and the comparison store use.
   */
  yearlyFigures?: YearlyFigures;
  /**
   * The metrics of this app (GET /metrics; server/observability/metrics.ts), shared with the services boot.ts built; default: a
   * fresh registry that reads the delivery queue of `database`.
   */
  metrics?: PortalMetrics;
  /** Optional OpenAI-compatible model for Lucy's answers (LLM_BASE_URL); without it the knowledge base answers. */
  llm?: LlmClient;
  /** Lucy's rate limits (defaults: 30 questions per session and 120 per client address in 10 minutes). */
  chatRateLimits?: { perSession: RateLimiter; perIp: RateLimiter };
  /** A failed LLM call (Lucy then answers from the knowledge base); logged as a warning by default. */
  onLlmError?: (error: unknown) => void;
}
