import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/**
 * CSP with a per-request nonce for React Router's inline scripts (no 'unsafe-inline' scripts), nosniff,
 * frame-ancestors 'none', a strict referrer policy, and HSTS when the request arrived over https.
 * No foreign origin is allowed anywhere (docs/decisions/010-look-name-and-privacy.md).
 */
export function securityHeaders(options: { isHttps: (request: Request) => boolean }): MiddlewareHandler<{
  Variables: { nonce: string };
}> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.isHttps(c.req.raw)) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
