import { Hono } from "hono";
import { createMemoryRateLimits, withRefusalReports } from "../adapters/rate-limit/rate-limit-store";
import { deliveryQueueDepth } from "../areas/delivery";
import { createMetrics } from "../observability/metrics";
import { createAccountRoutes } from "../transport/api/account-routes";
import { createAdminLeadRoutes } from "../transport/api/admin-lead-routes";
import { createComparisonRoutes } from "../transport/api/comparison-routes";
import { createFunctionRoutes } from "../transport/api/function-routes";
import { createGateRoutes } from "../transport/api/gate-routes";
import { createLeadRoutes } from "../transport/api/lead-routes";
import { createStorageRoutes } from "../transport/api/storage-routes";
import { createVideoRoutes } from "../transport/api/video-routes";
import { apiNotFound } from "../transport/http/api-not-found";
import { createCallerOf } from "../transport/http/caller";
import { healthRoute } from "../transport/http/health-route";
import { kvrEngineRoute } from "../transport/http/kvr-engine-route";
import { visitorLinkBase } from "../transport/http/link-base";
import { metricsRoute } from "../transport/http/metrics-route";
import { createPageRoute } from "../transport/http/page-route";
import { handleError } from "../transport/http/problem-response";
import { readyRoute } from "../transport/http/ready-route";
import { allowedMethods } from "../transport/middleware/allowed-methods";
import { browserKey } from "../transport/middleware/browser-key";
import { captureSocketAddress, createClientAddress } from "../transport/middleware/client-address";
import { compressResponses } from "../transport/middleware/compress-responses";
import { accessGate, type GateVariables } from "../transport/middleware/gate";
import { maintenanceMode } from "../transport/middleware/maintenance";
import { noStore } from "../transport/middleware/no-store";
import { originCheck } from "../transport/middleware/origin-check";
import { requestBodyLimit } from "../transport/middleware/request-body";
import { type RequestContextVariables, requestContext } from "../transport/middleware/request-context";
import { requestMetrics, routeLabel } from "../transport/middleware/request-metrics";
import { securityHeaders } from "../transport/middleware/security-headers";
import type { AppDependencies } from "./app-dependencies";
import { createAppRateLimits } from "./app-rate-limits";
import { createAppServices } from "./app-services";
import { DEFAULT_METRICS_ALLOW } from "./env";

export type { PageHandler } from "../transport/http/page-route";
export type { AppDependencies } from "./app-dependencies";

type AppVariables = RequestContextVariables & GateVariables & { nonce: string };

/**
 * The composition root (docs/architecture.md#request-pipeline): mounts middleware and routes in the order of a
 * request; the rules live in server/transport/middleware/, server/transport/http/, the sub-apps and the services.
 */
export function createApp(deps: AppDependencies) {
  const now = deps.now ?? Date.now;
  const app = new Hono<{ Variables: AppVariables }>();
  const { clientIp, isHttps, forwardedHost } = createClientAddress({ trustProxy: deps.env.TRUST_PROXY });
  // Metrics (docs/operations.md#metrics-and-alerts): boot.ts hands over the ones its services report to.
  const metrics =
    deps.metrics ??
    createMetrics({
      queueDepth: () => deliveryQueueDepth(deps.database.db),
      now,
      onCollectError: (error) => deps.logger.warn({ err: error }, "metrics: delivery queue not readable"),
    });
  const limits = createAppRateLimits(
    {
      ...deps,
      rateLimits:
        deps.rateLimits ?? withRefusalReports(createMemoryRateLimits({ now }), metrics.rateLimitRefused),
    },
    now,
  );
  const services = createAppServices(deps, {
    now,
    clientIp,
    limits,
    onLeadPurchase: metrics.leadPurchased,
  });
  // Set once the process shuts down: /api/ready answers 503 so the load balancer drains this instance.
  let shuttingDown = false;

  app.onError((error, c) => handleError(error, c, deps.logger, { siteName: deps.env.SITE_NAME }));
  app.use("*", requestMetrics(metrics));
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
    originCheck({ publicUrl: deps.env.PUBLIC_URL, isHttps, forwardedHost, exempt: [/^\/soap\/kvr$/] }),
  );
  // Every body is limited while it streams (413 before it is read whole); NUL characters in fields → 400.
  app.use("*", requestBodyLimit());
  app.use("*", compressResponses());

  app.get("/api/health", healthRoute(deps.database));
  app.get("/api/ready", readyRoute({ database: deps.database, isShuttingDown: () => shuttingDown }));
  // Ungated for scrapers, but only for METRICS_ALLOW or METRICS_TOKEN; anyone else goes on as for an unknown page.
  app.get(
    "/metrics",
    metricsRoute({
      metrics,
      access: { allow: deps.env.METRICS_ALLOW ?? DEFAULT_METRICS_ALLOW, token: deps.env.METRICS_TOKEN },
      clientIp,
    }),
  );
  if (deps.kvrEngine) {
    app.all("/soap/kvr", kvrEngineRoute({ engine: deps.kvrEngine, limits: limits.soap(), clientIp }));
  }
  for (const route of deps.ungatedRoutes ?? []) app.route(route.path, route.app);

  const gate = { sitePassword: deps.env.sitePassword, secret: deps.secret, now };
  app.route("/api/gate", createGateRoutes({ ...gate, failedAttempts: limits.gateFailed, clientIp, isHttps }));
  app.use("*", accessGate(gate));
  // What a browser makes without an account is bound to it (docs/security.md#a-comparison-belongs-to-the-browser-that-made-it).
  app.use("*", browserKey({ isHttps }));
  // Maintenance mode (admin page 'Wartung'): visitors get the 503 page, admins pass, the admin login stays open.
  app.use(
    "*",
    maintenanceMode({
      getSettings: services.siteSettings.read,
      isAdmin: services.isAdmin,
      siteName: deps.env.SITE_NAME,
      now,
    }),
  );

  app.route("/storage", createStorageRoutes(deps.storage));
  app.route(
    "/api",
    createVideoRoutes({ storage: deps.storage, services: deps.accounts.services, db: deps.database.db, now }),
  );
  app.route(
    "/api",
    createAccountRoutes({
      auth: deps.accounts.auth,
      services: deps.accounts.services,
      clientIp,
      callerOf: createCallerOf(clientIp),
      outboxEnabled: deps.accounts.outboxEnabled,
      providers: deps.accounts.providers,
    }),
  );
  app.route("/api/comparisons", createComparisonRoutes({ comparisonsFor: services.comparisonsOfViewer }));
  // Lead marketplace (docs/product/leads.md#api): brokers browse and buy; admins manage leads, sales, licences and
  // the audit log.
  app.route(
    "/api/admin",
    createAdminLeadRoutes({ admin: services.leadAdmin, getViewer: services.getViewer }),
  );
  app.route(
    "/api/leads",
    createLeadRoutes({
      leads: deps.leads,
      callerOf: createCallerOf(clientIp),
      getViewer: services.getViewer,
      testRoutes: deps.testRoutesEnabled ? { database: deps.database } : undefined,
    }),
  );
  app.route(
    "/api/functions",
    createFunctionRoutes({
      assistant: services.lucy,
      getSettings: services.getAssistantSettings,
      clientIp,
      ...limits.chat,
      getViewer: services.getViewer,
      comparisonsFor: services.comparisonsFor,
      kvrConsole: deps.kvrConsole,
    }),
  );
  app.all("/api/*", apiNotFound);

  const pages = createPageRoute({
    pageHandler: deps.pageHandler,
    context: services.pageContext,
    yearlyFigures: services.yearlyFigures,
    siteSettings: services.siteSettings,
    now,
  });
  app.all("*", routeLabel("page"), pages.handle);

  return Object.assign(app, {
    /** Detaches the app from process-wide events (its site-settings listener); call once it no longer serves. */
    close: pages.close,
    /** This app's metrics (the production server counts its static files with them too). */
    metrics,
    /** From now on /api/ready answers 503 `shutting-down` (server/main.ts calls it on SIGTERM). */
    beginShutdown() {
      shuttingDown = true;
    },
  });
}
