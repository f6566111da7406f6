import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { allowedMethods } from "../middleware/allowed-methods";

/**
 * Headers of a served build file. serveStatic calls `onFound` after it has built the response, so headers set
 * there would be lost: they are set here, on the finished response, when serveStatic marked it as found.
 */
function fileHeaders(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if ((c as Context<{ Variables: { staticFile?: boolean } }>).get("staticFile")) {
      c.res.headers.set("Cache-Control", cacheControl);
    }
  };
}

const markFound = (_path: string, c: Context) => {
  (c as Context<{ Variables: { staticFile?: boolean } }>).set("staticFile", true);
};

/**
 * The production server's own routes in front of the app: unknown methods are refused (405) before anything else;
 * hashed build assets are cached forever, the favicon for a day. Both carry `X-Content-Type-Options: nosniff`
 * (they are served outside the app, whose security headers they would otherwise miss).
 */
export function mountBuildAssets(server: Hono, root: string): void {
  server.use("*", allowedMethods());
  server.use("/assets/*", fileHeaders("public, max-age=31536000, immutable"));
  server.use("/assets/*", serveStatic({ root, precompressed: true, onFound: markFound }));
  server.use("/favicon.ico", fileHeaders("public, max-age=86400"));
  server.use("/favicon.ico", serveStatic({ root, onFound: markFound }));
}
