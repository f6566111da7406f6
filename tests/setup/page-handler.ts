import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment } from "vite";
import type { PageHandler } from "../../server/composition/app";
import { pageContext } from "../../server/transport/page-context.server";

type TestPageHandler = {
  pageHandler: PageHandler;
  /** The route table as React Router built it from app/routes.ts (ids, paths, parents, modules). */
  routes: ServerBuild["routes"];
  close(): Promise<void>;
};

let shared: Promise<TestPageHandler> | undefined;

/**
 * React Router's real request handler for integration tests: the routes come from Vite's ssr module runner (as in
 * `npm run dev`, server/dev-server.ts), so every loader, action and guard runs as in production, without a build.
 * Starting Vite and loading the routes takes seconds, so a test worker starts it once and its test files share it
 * (vitest.config.ts runs them without isolation); `close()` leaves it to the worker's end.
 */
export function createTestPageHandler(): Promise<TestPageHandler> {
  shared ??= startPageHandler();
  return shared;
}

async function startPageHandler(): Promise<TestPageHandler> {
  const sigtermBefore = new Set(process.listeners("SIGTERM"));
  const stdinEndBefore = new Set(process.stdin.listeners("end"));
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  // React Router's plugin exits the process on SIGTERM or when stdin ends (see scripts/dev.mjs): not in a test.
  for (const listener of process.listeners("SIGTERM")) {
    if (!sigtermBefore.has(listener)) process.off("SIGTERM", listener);
  }
  for (const listener of process.stdin.listeners("end")) {
    if (!stdinEndBefore.has(listener)) process.stdin.off("end", listener as () => void);
  }
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite: the ssr environment cannot run modules");
  const build = await ssr.runner.import<ServerBuild>("virtual:react-router/server-build");
  const handleRequest = createRequestHandler(build, "production");
  // The routes read the page context key of the runner's module instance; hand the test's value over.
  const runnerContext = await ssr.runner.import<{ pageContext: typeof pageContext }>(
    "/server/transport/page-context.server.ts",
  );
  return {
    routes: build.routes,
    pageHandler: (request, context) => {
      if (runnerContext.pageContext === pageContext) return handleRequest(request, context);
      const handedOver = new RouterContextProvider();
      handedOver.set(runnerContext.pageContext, context.get(pageContext));
      return handleRequest(request, handedOver);
    },
    close: async () => {},
  };
}
