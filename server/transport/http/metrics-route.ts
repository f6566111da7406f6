import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import type { PortalMetrics } from "../../observability/metrics";
import { addressMatcher } from "../middleware/client-address";

export interface MetricsAccess {
  /** Client addresses and CIDR ranges that may scrape (METRICS_ALLOW; default loopback). */
  allow: readonly string[];
  /** A bearer token that may scrape from any address (METRICS_TOKEN, at least 24 characters). */
  token?: string;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1]) return false;
  // Equal-length digests: neither the comparison nor its length tells anything about the token.
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` (docs/operations.md#metrics-scraping): the Prometheus text of this instance, for a client
 * address in METRICS_ALLOW or a request with the METRICS_TOKEN. Mounted before the gate (a scraper has no grant);
 * anyone else is answered as for any unknown address (the request goes on to the gate and the pages: 404), so the
 * endpoint is not revealed.
 */
export function metricsRoute(deps: {
  metrics: Pick<PortalMetrics, "scrape" | "contentType">;
  access: MetricsAccess;
  clientIp: (request: Request) => string;
}): Handler {
  const isAllowed = addressMatcher(deps.access.allow);
  return async (c, next) => {
    const request = c.req.raw;
    if (!isAllowed(deps.clientIp(request)) && !carriesToken(request, deps.access.token)) {
      await next();
      return;
    }
    const body = await deps.metrics.scrape();
    return c.body(body, 200, { "Content-Type": deps.metrics.contentType, "Cache-Control": "no-store" });
  };
}
