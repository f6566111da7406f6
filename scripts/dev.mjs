#!/usr/bin/env node
// `npm run dev`: Vite in middleware mode plus the Hono app (server/dev-server.ts) on one port, with hot reload.
// Vite runs the TypeScript entry through its ssr module runner, the same module graph that loads React Router's
// server build, so the server and the routes share one instance of every module (e.g. the page context).
import { createServer as createHttpServer } from "node:http";
import { createServer as createViteServer } from "vite";

process.env.NODE_ENV ??= "development";

const httpServer = createHttpServer();
const sigtermBefore = new Set(process.listeners("SIGTERM"));
const stdinEndBefore = new Set(process.stdin.listeners("end"));
const vite = await createViteServer({
  // HMR's WebSocket on the same port as the pages: the CSP allows only 'self'.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
// React Router's plugin starts a second Vite server (for its route config) that exits the process on SIGTERM or
// when stdin ends; the dev server's own shutdown closes Vite and the database (and so PGlite's lock) first.
for (const listener of process.listeners("SIGTERM")) {
  if (!sigtermBefore.has(listener)) process.off("SIGTERM", listener);
}
for (const listener of process.stdin.listeners("end")) {
  if (!stdinEndBefore.has(listener)) process.stdin.off("end", listener);
}
try {
  const { startDevServer } = await vite.environments.ssr.runner.import("/server/dev-server.ts");
  await startDevServer({ vite, httpServer });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await vite.close();
  process.exit(1);
}
