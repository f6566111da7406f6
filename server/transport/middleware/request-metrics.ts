import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { PortalMetrics } from "../../observability/metrics";

/** Context keys: the route label a handler chose, and whether the request is counted already. */
const ROUTE_LABEL = "metricsRouteLabel";
const COUNTED = "metricsCounted";

type MetricsVariables = { [ROUTE_LABEL]?: string; [COUNTED]?: boolean };

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Requests answered under this handler are counted with the fixed `label` (e.g. `page`, `static`). */
export function routeLabel(label: string): MiddlewareHandler {
  return async (c, next) => {
    (c as Context<{ Variables: MetricsVariables }>).set(ROUTE_LABEL, label);
    await next();
  };
}

/**
 * The bounded route label of an answered request (docs/operations.md#metrics-http): a fixed label a handler
 * set (`page`, `static`), else the pattern of the route that answered (`/api/comparisons/:id`), `other` when a
 * site-wide middleware answered (maintenance page, refused method, origin or body). Never the raw path: ids and
 * query strings would make the label set unbounded.
 */
function routeLabelOf(c: Context): string {
  const fixed = (c as Context<{ Variables: MetricsVariables }>).get(ROUTE_LABEL);
  if (fixed) return fixed;
  const path = matchedRoutes(c)[c.req.routeIndex]?.path ?? "";
  return path === "" || path === "*" || path === "/*" ? "other" : path;
}

/**
 * Counts every request (http_requests_total, http_request_duration_seconds). Mount it first; mounted twice on one
 * request (the production server in front of the app), only the outer one counts.
 */
export function requestMetrics(
  metrics: Pick<PortalMetrics, "httpRequest" | "startTimer">,
): MiddlewareHandler {
  return async (c, next) => {
    const context = c as Context<{ Variables: MetricsVariables }>;
    if (context.get(COUNTED)) return next();
    context.set(COUNTED, true);
    const elapsed = metrics.startTimer();
    let status: number | undefined;
    try {
      await next();
      status = c.res.status;
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : "other";
      metrics.httpRequest({ method, route: routeLabelOf(c), status: status ?? 500 }, elapsed());
    }
  };
}
