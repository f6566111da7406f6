import type { Handler } from "hono";
import type { RouterContextProvider } from "react-router";
import { AppError } from "../../../domain/errors/app-error";
import type { YearlyFigures } from "../../areas/site";
import { onSiteSettingsChanged } from "../../areas/site";
import type { GateVariables } from "../middleware/gate";
import { GATE_COOKIE_NAME, GATE_GRANT_TTL_MS } from "../middleware/gate-grant";
import { buildPageContext, type PageContextDeps } from "../page-context-builder";
import { createPageCache } from "./page-cache";
import { isServiceBusy, serviceBusyError } from "./service-busy";

type PageVariables = GateVariables & { nonce: string };

/** React Router's request handler (production build, Vite dev runner, or a test build). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * The last route: every request no sub-app answered goes to React Router's request handler with the page context.
 * The landing and PKV pages of anonymous visitors come from the page cache (server/transport/http/page-cache.ts), which
 * is emptied whenever the site settings change and when the yearly figures change (an admin stored a year).
 */
export function createPageRoute(deps: {
  /** React Router's request handler; without it every page is `not-found` (API-only tests). */
  pageHandler: PageHandler | undefined;
  context: PageContextDeps;
  yearlyFigures: Pick<YearlyFigures, "table">;
  /** Emptied with the page cache when the site settings change (the cached reader of the app). */
  siteSettings: { clear(): void };
  now: () => number;
}): { handle: Handler<{ Variables: PageVariables }>; close(): void } {
  const { now } = deps;
  const pageCache = createPageCache({ now });
  // The settings listeners are process-wide: close() removes this one (tests create many apps in one process).
  const stopClearingCaches = onSiteSettingsChanged(() => {
    deps.siteSettings.clear();
    pageCache.clear();
  });
  let cachedWithTable = deps.yearlyFigures.table();

  const handle: Handler<{ Variables: PageVariables }> = async (c) => {
    if (!deps.pageHandler) throw new AppError("not-found");
    const granted = c.get("granted");
    const grantedAt = c.get("grantedAt");
    const cacheKey = pageCache.keyFor(c.req.raw, {
      gateEnabled: deps.context.gateEnabled,
      granted,
      allowedCookies: [GATE_COOKIE_NAME],
    });
    const visitor = {
      nonce: c.get("nonce"),
      expiresAt: grantedAt === undefined ? undefined : grantedAt + GATE_GRANT_TTL_MS,
      now: now(),
    };
    const table = deps.yearlyFigures.table();
    if (table !== cachedWithTable) {
      cachedWithTable = table;
      pageCache.clear();
    }
    if (cacheKey) {
      const cached = pageCache.serve(cacheKey, visitor);
      if (cached) return cached;
    }
    const placeholders = cacheKey ? pageCache.placeholders(visitor.expiresAt) : undefined;
    // A loader or action that found the database overloaded: its error page (500) becomes the 503 below.
    let overload: unknown;
    const recordOverload = (error: unknown) => {
      if (!isServiceBusy(error)) return false;
      overload ??= error;
      return true;
    };
    const context = await buildPageContext(
      { ...deps.context, now: placeholders ? () => placeholders.now : now },
      c,
      placeholders
        ? {
            nonce: placeholders.nonce,
            granted,
            grantedAt:
              placeholders.expiresAt === undefined ? undefined : placeholders.expiresAt - GATE_GRANT_TTL_MS,
            recordOverload,
          }
        : { nonce: c.get("nonce"), granted, grantedAt, recordOverload },
    );
    const rendered = await deps.pageHandler(c.req.raw, context);
    if (overload !== undefined && rendered.status >= 500) {
      await rendered.body?.cancel();
      // app.onError answers it: the German page, or the problem for a data request (docs/security.md#overload).
      throw serviceBusyError(overload);
    }
    const response =
      cacheKey && placeholders && c.res.headers.getSetCookie().length === 0
        ? await pageCache.store(cacheKey, rendered, placeholders, visitor)
        : rendered;
    // Cookies set while building the context (the one-time gate error) live on c.res; merge them in.
    const headers = new Headers(response.headers);
    for (const cookie of c.res.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (!c.get("granted")) headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

  return { handle, close: stopClearingCaches };
}
