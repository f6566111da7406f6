import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Hono's `compress()` (gzip or deflate by Accept-Encoding), with one difference: the `Vary: Accept-Encoding` it adds
 * to every compressible response is set on the response's headers in place. Hono sets it with `c.header()`, which
 * after the handler rebuilds the whole response (a web stream over its body and a second Response), also for a
 * client that asked for no compression; on the cached landing page that was the largest single cost
 * (docs/decisions/020-comparison-performance.md).
 */
export function compressResponses(): MiddlewareHandler {
  const honoCompress = compress();
  return (c, next) =>
    honoCompress(c, async () => {
      await next();
      const type = c.res.headers.get("Content-Type");
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
      const vary = c.res.headers.get("Vary");
      if (vary === "*" || (vary && VARY_ACCEPT_ENCODING.test(vary))) return;
      try {
        c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      } catch {
        // Immutable headers (a Response.redirect or a fetched response): Hono's compress sets it the usual way.
      }
    });
}
