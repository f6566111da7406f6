import type { MiddlewareHandler } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";

/**
 * CSP with a per-request nonce for React Router's inline scripts (no 'unsafe-inline' scripts), nosniff,
 * frame-ancestors 'none', a strict referrer policy, and HSTS when the request arrived over https — through Hono's
 * secure-headers middleware, which also sets its other defaults (Cross-Origin-Resource-Policy, Origin-Agent-Cluster,
 * X-XSS-Protection: 0, …). No foreign origin is allowed anywhere (docs/decisions/010-look-name-and-privacy.md).
 */
export function securityHeaders(options: { isHttps: (request: Request) => boolean }): MiddlewareHandler<{
  Variables: { nonce: string } & SecureHeadersVariables;
}> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    crossOriginOpenerPolicy: "same-origin",
    // Only over https (a plain-http demo must not pin https for its host): set below, per request.
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, async () => {
      // The nonce NONCE created for this request's CSP, for the page's inline scripts.
      c.set("nonce", c.get("secureHeadersNonce") ?? "");
      await next();
    });
    if (options.isHttps(c.req.raw)) {
      c.res.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
