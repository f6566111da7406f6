import { performance } from "node:perf_hooks";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ComparisonObserver, EngineAdapter } from "../areas/comparisons";
import type { DeliveryQueueDepth } from "../areas/delivery";

/**
 * The portal's Prometheus metrics (docs/operations.md#metrics-and-alerts): one registry per app instance,
 * so tests can build several apps in one process. Services never import the library; they get the small observer
 * functions below (`comparisons(adapter)`, `deliveryAttempt`, `leadPurchased`, `rateLimitRefused`) through their
 * options.
 */
export interface PortalMetrics {
  /** The Content-Type of `scrape()` (Prometheus text format 0.0.4). */
  readonly contentType: string;
  /** Every metric of this app and the process, in Prometheus text format; collects the queue depth now. */
  scrape(): Promise<string>;
  /** Starts a duration; the function returned gives the seconds since (on the metrics' clock). */
  startTimer(): () => number;
  /** One answered HTTP request; `route` is a route pattern or a fixed word, never a raw path. */
  httpRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** What the comparison service through the engine adapter reports (cache lookups, comparisons, engine calls). */
  comparisons(adapter: EngineAdapter): ComparisonObserver;
  /** One delivery attempt of the worker and its outcome. */
  deliveryAttempt(channel: DeliveryQueueDepth["channel"], result: "sent" | "failed"): void;
  /** One committed lead purchase. */
  leadPurchased(): void;
  /** One request refused by the rate limit `limit` (its name). */
  rateLimitRefused(limit: string): void;
}

export interface MetricsOptions {
  /** The delivery queue's depth, asked at each scrape (delivery-queue.ts `deliveryQueueDepth`); absent: no series. */
  queueDepth?: () => Promise<DeliveryQueueDepth[]>;
  /** The wall clock (ms), for the age of the oldest queued message. */
  now?: () => number;
  /** A monotonic clock (ms) for durations; default `performance.now`. Tests drive it. */
  monotonicMs?: () => number;
  /** The queue depth could not be read (the scrape goes on without its series). */
  onCollectError?: (error: unknown) => void;
}

const CHANNELS: ReadonlyArray<DeliveryQueueDepth["channel"]> = ["mail", "sms"];
const QUEUE_STATUSES: ReadonlyArray<DeliveryQueueDepth["status"]> = ["pending", "sending", "failed"];

/** Seconds; the engine's own timeout is 10 s (domain/constants/business.ts ENGINE_LIMITS). */
const ENGINE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Memory, CPU, event-loop lag, GC, handles: the process's, once per process (every app of the process shows the
 * same), so that many apps in one test process do not each start their own event-loop monitor and GC observer.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(options: MetricsOptions = {}): PortalMetrics {
  const now = options.now ?? Date.now;
  const monotonicMs = options.monotonicMs ?? (() => performance.now());
  const processWide = processMetrics();
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "Answered HTTP requests by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time until the response (headers) of an HTTP request, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const comparisons = new Counter({
    name: "portal_comparisons_total",
    help: "Comparisons with offers: warm = engine result from the cache, cold = through the engine.",
    labelNames: ["path"] as const,
    registers,
  });
  const cacheRequests = new Counter({
    name: "portal_engine_cache_requests_total",
    help: "Lookups in the engine-result cache by result (hit, miss).",
    labelNames: ["result"] as const,
    registers,
  });
  const engineDuration = new Histogram({
    name: "portal_engine_duration_seconds",
    help: "Duration of the rating engine's Calculate call by adapter (embedded, http).",
    labelNames: ["adapter"] as const,
    buckets: ENGINE_BUCKETS,
    registers,
  });
  const engineErrors = new Counter({
    name: "portal_engine_errors_total",
    help: "Engine calls without offers (error answer, no tariffs, unreachable) by adapter.",
    labelNames: ["adapter"] as const,
    registers,
  });
  const deliveryAttempts = new Counter({
    name: "portal_delivery_attempts_total",
    help: "Delivery attempts of this instance's worker by channel and result (sent, failed).",
    labelNames: ["channel", "result"] as const,
    registers,
  });
  const leadPurchases = new Counter({
    name: "portal_lead_purchases_total",
    help: "Committed lead purchases.",
    registers,
  });
  const refusals = new Counter({
    name: "portal_rate_limit_refusals_total",
    help: "Requests refused by a rate limit or lock-out, by the limit's name.",
    labelNames: ["limit"] as const,
    registers,
  });

  // Series that exist from the start (0), so that rates and alerts see them before the first event.
  for (const path of ["warm", "cold"] as const) comparisons.inc({ path }, 0);
  for (const result of ["hit", "miss"] as const) cacheRequests.inc({ result }, 0);
  for (const channel of CHANNELS) {
    for (const result of ["sent", "failed"] as const) deliveryAttempts.inc({ channel, result }, 0);
  }

  // One query per scrape for both queue gauges (the registry collects its metrics concurrently).
  let depthOfScrape: Promise<DeliveryQueueDepth[] | undefined> | undefined;
  const readDepth = () => {
    depthOfScrape ??= (options.queueDepth?.() ?? Promise.resolve(undefined)).catch((error: unknown) => {
      options.onCollectError?.(error);
      return undefined;
    });
    return depthOfScrape;
  };
  const eachQueue = async (
    gauge: Gauge<"channel" | "status">,
    value: (row: DeliveryQueueDepth | undefined) => number,
  ) => {
    gauge.reset();
    const rows = await readDepth();
    if (!rows) return;
    for (const channel of CHANNELS) {
      for (const status of QUEUE_STATUSES) {
        const row = rows.find((entry) => entry.channel === channel && entry.status === status);
        gauge.set({ channel, status }, value(row));
      }
    }
  };
  new Gauge({
    name: "portal_delivery_queue_depth",
    help: "Messages in the delivery queue by channel and status (pending, sending, failed), read at scrape time.",
    labelNames: ["channel", "status"] as const,
    registers,
    async collect() {
      await eachQueue(this, (row) => row?.count ?? 0);
    },
  });
  new Gauge({
    name: "portal_delivery_queue_oldest_age_seconds",
    help: "Age of the oldest message in the delivery queue by channel and status (0 when there is none).",
    labelNames: ["channel", "status"] as const,
    registers,
    async collect() {
      await eachQueue(this, (row) =>
        row?.oldestCreatedAt ? Math.max(0, (now() - row.oldestCreatedAt.getTime()) / 1000) : 0,
      );
    },
  });

  const startTimer = () => {
    const start = monotonicMs();
    return () => (monotonicMs() - start) / 1000;
  };

  return {
    contentType: registry.contentType,
    async scrape() {
      depthOfScrape = undefined;
      try {
        return await Registry.merge([processWide, registry]).metrics();
      } finally {
        depthOfScrape = undefined;
      }
    },
    startTimer,
    httpRequest({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    comparisons(adapter) {
      engineErrors.inc({ adapter }, 0);
      return {
        cacheLookup: (result) => cacheRequests.inc({ result }),
        comparison: (path) => comparisons.inc({ path }),
        engineCall() {
          const elapsed = startTimer();
          return (outcome) => {
            engineDuration.observe({ adapter }, elapsed());
            if (outcome === "error") engineErrors.inc({ adapter });
          };
        },
      };
    },
    deliveryAttempt: (channel, result) => deliveryAttempts.inc({ channel, result }),
    leadPurchased: () => leadPurchases.inc(),
    rateLimitRefused: (limit) => refusals.inc({ limit }),
  };
}
