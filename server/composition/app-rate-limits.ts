import { COMPARISON_MAIL_LIMIT } from "../../domain/comparison/send-comparison";
import {
  createMemoryRateLimits,
  type RateLimitPolicy,
  type RateLimits,
} from "../adapters/rate-limit/rate-limit-store";
import { DOCUMENT_LIMIT } from "../areas/documents";
import type { RateLimiter } from "../ports/rate-limiter";
import type { AppDependencies } from "./app-dependencies";

const MINUTE_MS = 60 * 1000;

/**
 * The portal's own limits per client (Better Auth's sign-in limits live in the accounts module); `refusesOn` says
 * where each refuses a request (counted by name, docs/operations.md#metrics-rate-limit-refusals).
 */
export const APP_RATE_LIMIT_POLICIES = {
  comparisons: { max: 60, windowMs: 10 * MINUTE_MS, refusesOn: "hit" },
  "comparison-mails": COMPARISON_MAIL_LIMIT,
  documents: DOCUMENT_LIMIT,
  "gate-failed": { max: 10, windowMs: 15 * MINUTE_MS, refusesOn: "check" },
  "chat-session": { max: 30, windowMs: 10 * MINUTE_MS, refusesOn: "hit" },
  "chat-ip": { max: 120, windowMs: 10 * MINUTE_MS, refusesOn: "hit" },
  "soap-authenticate": { max: 10, windowMs: 15 * MINUTE_MS, refusesOn: "hit" },
  "soap-calculate": { max: 120, windowMs: MINUTE_MS, refusesOn: "hit" },
} as const satisfies Record<string, RateLimitPolicy>;

export interface AppRateLimits {
  comparisons: RateLimiter;
  /** 'Vergleich per E-Mail senden' per client address. */
  comparisonMails: RateLimiter;
  /** The comparison and tariff description PDFs per client address. */
  documents: RateLimiter;
  gateFailed: RateLimiter;
  chat: { perSession: RateLimiter; perIp: RateLimiter };
  /** The SOAP engine's limits per operation; asked for only when the app serves the engine. */
  soap(): { Authenticate: RateLimiter; Calculate: RateLimiter };
}

/** Every limit of one app from the shared store (default: this process's memory), unless a test replaces it. */
export function createAppRateLimits(
  deps: Pick<
    AppDependencies,
    "env" | "rateLimits" | "comparisonLimiter" | "documentLimiter" | "gateFailedAttempts" | "chatRateLimits"
  >,
  now: () => number,
): AppRateLimits {
  const store: RateLimits = deps.rateLimits ?? createMemoryRateLimits({ now });
  const limiter = (name: keyof typeof APP_RATE_LIMIT_POLICIES) =>
    store.limiter(name, APP_RATE_LIMIT_POLICIES[name]);
  return {
    comparisons:
      deps.comparisonLimiter ??
      // BENCH_UNLIMITED_COMPARISONS: only for the benchmark on a loopback demo server (server/composition/env.ts).
      (deps.env.BENCH_UNLIMITED_COMPARISONS
        ? store.limiter("comparisons", {
            ...APP_RATE_LIMIT_POLICIES.comparisons,
            max: Number.MAX_SAFE_INTEGER,
          })
        : limiter("comparisons")),
    comparisonMails: limiter("comparison-mails"),
    documents: deps.documentLimiter ?? limiter("documents"),
    gateFailed: deps.gateFailedAttempts ?? limiter("gate-failed"),
    chat: {
      perSession: deps.chatRateLimits?.perSession ?? limiter("chat-session"),
      perIp: deps.chatRateLimits?.perIp ?? limiter("chat-ip"),
    },
    soap: () => ({ Authenticate: limiter("soap-authenticate"), Calculate: limiter("soap-calculate") }),
  };
}
