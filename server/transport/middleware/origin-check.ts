import type { MiddlewareHandler } from "hono";
import { AppError } from "../../../domain/errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request (not only /api/auth): a browser always sends `Origin` on
 * cross-origin POST/PUT/PATCH/DELETE, so a present Origin must be the portal's own (the request's origin or
 * PUBLIC_URL). Without Origin, `Sec-Fetch-Site: cross-site` is refused; other clients without either header are
 * not browsers and carry no ambient cookies of a victim. Exempt paths serve machine clients with own auth.
 */
export function originCheck(options: {
  publicUrl: string | undefined;
  isHttps: (request: Request) => boolean;
  /** X-Forwarded-Host, only when the request came through a trusted proxy (server/transport/middleware/client-address.ts). */
  forwardedHost: (request: Request) => string | undefined;
  exempt: RegExp[];
}): MiddlewareHandler {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt.some((pattern) => pattern.test(c.req.path))) {
      return next();
    }
    const origin = c.req.header("origin");
    if (origin) {
      const url = new URL(c.req.url);
      const host = options.forwardedHost(c.req.raw) || c.req.header("host") || url.host;
      const own = `${options.isHttps(c.req.raw) ? "https" : url.protocol.replace(":", "")}://${host}`;
      if (origin === own || origin === url.origin || origin === publicOrigin) return next();
      throw new AppError("origin-rejected");
    }
    if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new AppError("origin-rejected");
    }
    return next();
  };
}
