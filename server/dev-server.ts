import type { Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { isRunnableDevEnvironment, type ViteDevServer } from "vite";
import { bootApp } from "./composition/boot";
import { getEnvOrExit } from "./composition/env";
import { bannerUrl, printStartUpBanner } from "./composition/start-up-banner";
import { createLogger } from "./observability/logger";
import { pageContext } from "./transport/page-context.server";

/**
 * Development entry (`npm run dev`, started by scripts/dev.mjs): the same boot as production (env, database with
 * migrations and seeds, services, the Hono app), but React Router's server build comes from Vite on every page
 * request, so edits to routes and components apply without a restart. Vite's middlewares run first and serve the
 * client modules, the CSS and the HMR client; every other request goes to the Hono app. Edits under server/ (and
 * the domain code the services use) need a restart.
 */
export async function startDevServer({ vite, httpServer }: { vite: ViteDevServer; httpServer: Server }) {
  const env = getEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite: the ssr environment cannot run modules");
  // Imported per request: the module runner returns the cached build until a file it uses changes.
  const loadBuild = () => ssr.runner.import<ServerBuild>("virtual:react-router/server-build");
  const handleRequest = createRequestHandler(loadBuild, "development");
  // An edit makes the runner evaluate the modules again, page-context.server.ts included, so the routes then read a
  // new context key while the Hono app (evaluated once, at boot) still sets the first one: hand the value over.
  const withCurrentPageContext = async (context: RouterContextProvider) => {
    const current = await ssr.runner.import<{ pageContext: typeof pageContext }>(
      "/server/transport/page-context.server.ts",
    );
    if (current.pageContext === pageContext) return context;
    const fresh = new RouterContextProvider();
    fresh.set(current.pageContext, context.get(pageContext));
    return fresh;
  };

  const { app, database, rateLimits, stopJobs, demoAccounts, firstInformationMissing } = await bootApp(env, {
    pageHandler: async (request, context) => handleRequest(request, await withCurrentPageContext(context)),
    logger,
  });

  // getRequestListener calls app.fetch(request, { incoming, outgoing }): getConnInfo (client IP) needs that env.
  const handleWithHono = getRequestListener(app.fetch);
  httpServer.on("request", (req, res) => {
    vite.middlewares(req, res, () => {
      handleWithHono(req, res).catch((error) => {
        logger.error({ err: error }, "request failed");
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  const url = bannerUrl(env, env.PORT);
  logger.info({ port: env.PORT, database: database.kind }, "dev server started");
  await printStartUpBanner({
    url,
    env,
    demoAccounts: env.demoMode ? demoAccounts : undefined,
    firstInformationMissing,
    mode: "development",
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    httpServer.close(async () => {
      await stopJobs().catch((error) => logger.error(error));
      await vite.close().catch((error) => logger.error(error));
      await rateLimits.close().catch((error) => logger.error(error));
      await database.close().catch((error) => logger.error(error));
      process.exit(0);
    });
    httpServer.closeAllConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
