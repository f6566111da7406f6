import type { Server } from "node:http";
import * as serverBuild from "virtual:react-router/server-build";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { bootApp } from "./composition/boot";
import { getEnvOrExit } from "./composition/env";
import { bannerUrl, printStartUpBanner } from "./composition/start-up-banner";
import { createLogger } from "./observability/logger";
import { guardSlowBodies, SLOW_CLIENT_POLICY, slowClientServerOptions } from "./transport/http/slow-clients";
import { mountBuildAssets } from "./transport/http/static-assets";
import { requestMetrics, routeLabel } from "./transport/middleware/request-metrics";

/** Production entry, bundled with the React Router server build: boot, listen, shut down gracefully. */
async function main() {
  // Whatever this process creates is private to its user; the data directory is made so explicitly as well
  // (docs/operations.md#data-directory-permissions).
  process.umask(0o077);
  const env = getEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const handleRequest = createRequestHandler(serverBuild, "production");

  const { app, database, rateLimits, stopJobs, demoAccounts, firstInformationMissing } = await bootApp(env, {
    pageHandler: (request, context) => handleRequest(request, context),
    logger,
  });

  const server = new Hono();
  // Every request is counted here, the build files too (route label `static`); the app then counts none twice.
  server.use("*", requestMetrics(app.metrics));
  server.use("/assets/*", routeLabel("static"));
  server.use("/favicon.ico", routeLabel("static"));
  // Hashed build assets: cache forever; everything else under build/client: short cache.
  mountBuildAssets(server, "./build/client");
  server.route("/", app);

  const httpServer = serve(
    {
      fetch: server.fetch,
      port: env.PORT,
      hostname: env.HOST,
      serverOptions: slowClientServerOptions(SLOW_CLIENT_POLICY),
    },
    (info) => {
      const url = bannerUrl(env, info.port);
      logger.info({ port: info.port, database: database.kind }, "server started");
      printStartUpBanner({
        url,
        env,
        demoAccounts: env.demoMode ? demoAccounts : undefined,
        firstInformationMissing,
      }).catch((error) => logger.error(error));
    },
  );
  // Slow request bodies are closed; slow headers by the server options above (docs/security.md#slow-clients).
  guardSlowBodies(httpServer as Server, SLOW_CLIENT_POLICY, (request, receivedBytes) =>
    logger.warn({ method: request.method, receivedBytes }, "slow request body closed"),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // /api/ready answers 503 from now on: a load balancer probing on an open connection drains this instance.
    app.beginShutdown();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    httpServer.close(async () => {
      await stopJobs().catch((error) => logger.error(error));
      await rateLimits.close().catch((error) => logger.error(error));
      await database.close().catch((error) => logger.error(error));
      process.exit(0);
    });
    // keep-alive connections would hold close() open
    (httpServer as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  createLogger("info").fatal({ err: error }, "start-up failed");
  process.exit(1);
});
