import type { MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../adapters/auth/session-cookie";

/**
 * The one list of pages and APIs that show or handle personal data (docs/decisions/016-route-matrix-and-no-store.md).
 * Pages are listed with React Router's data requests (`/mein-bereich.data`); every /api call is personal or
 * pointless to cache, so the whole prefix is listed.
 */
const PERSONAL_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/_root\.data$/,
  /^\/mein-bereich(\.data)?$/,
  /^\/update-profile(\.data)?$/,
  /^\/broker-dashboard(\.data)?$/,
  /^\/svadmin([/.].*)?$/,
  /^\/kvr-(test|live)(\.data)?$/,
  /^\/admin-login(\.data)?$/,
  /^\/login(\.data)?$/,
  /^\/passwort-zuruecksetzen(\.data)?$/,
  /^\/dev\/outbox(\.data)?$/,
  /^\/comparison(\.data)?$/,
  /^\/ihre-pkv-tarife([/.].*)?$/,
];

/** Public files that stay cacheable even for a signed-in visitor: they are the same for everybody. */
const PUBLIC_FILES: readonly RegExp[] = [/^\/assets\//, /^\/storage\//, /^\/favicon\.ico$/];

export function needsNoStore(path: string, cookieHeader: string | undefined): boolean {
  if (PERSONAL_PATHS.some((pattern) => pattern.test(path))) return true;
  // Every page of a signed-in session carries the viewer (header, 'Mein Account'): never cached either.
  return hasSessionCookie(cookieHeader) && !PUBLIC_FILES.some((pattern) => pattern.test(path));
}

/**
 * `Cache-Control: no-store` on every response of the personal paths and of a signed-in session, errors and
 * redirects included, so neither the browser's back/forward cache of a shared computer nor a proxy keeps them.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!needsNoStore(c.req.path, c.req.header("cookie"))) return;
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // Immutable headers (a Response.redirect or a fetched response): copy the response once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}
