import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { safeNextPath } from "../../../domain/access/safe-next-path";
import { AppError } from "../../../domain/errors/app-error";
import { GATE_COOKIE_NAME, verifyGateGrant } from "./gate-grant";

/**
 * Pages React Router serves without a grant: robots.txt, so crawlers read its 'Disallow: /' while the gate is on;
 * the gate screen's route action /zugang (also as the fetcher's `.data` request), where the password is entered.
 */
const UNGATED_PAGES = [/^\/robots\.txt$/, /^\/zugang(?:\.data)?$/];

/** Paths reachable without passing the gate: health check, the gate itself, static assets and the pages above. */
const UNGATED_PATHS = [
  /^\/api\/health$/,
  /^\/api\/gate$/,
  /^\/assets\//,
  /^\/favicon\.ico$/,
  ...UNGATED_PAGES,
];

/** A top-level page load by a browser (a link followed, an address typed), not a fetch of a script. */
function isBrowserNavigation(request: Request): boolean {
  if (request.method !== "GET") return false;
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Whether a page (React Router route) may render without a gate grant (the root middleware asks). */
export function isUngatedPage(path: string): boolean {
  return UNGATED_PAGES.some((pattern) => pattern.test(path));
}

export type GateVariables = { granted: boolean; grantedAt: number | undefined };

/**
 * The access gate (docs/decisions/001-server-enforced-gate.md): every page and API call needs a valid, unexpired grant. API calls and files
 * without one answer `gate-locked`; pages render the gate themselves (root middleware) with the status 401.
 */
export function accessGate(options: {
  sitePassword: string | undefined;
  secret: string;
  now: () => number;
}): MiddlewareHandler<{ Variables: GateVariables }> {
  return async (c, next) => {
    const grantedAt = options.sitePassword
      ? verifyGateGrant(getCookie(c, GATE_COOKIE_NAME), options.secret, options.now())
      : options.now();
    c.set("grantedAt", options.sitePassword ? grantedAt : undefined);
    c.set("granted", grantedAt !== undefined);
    if (grantedAt !== undefined || UNGATED_PATHS.some((pattern) => pattern.test(c.req.path))) return next();
    if (isBrowserNavigation(c.req.raw) && c.req.path.startsWith("/api/")) {
      // A link from an e-mail (e.g. the confirmation link) opened in a fresh browser: the gate page, which then
      // leads on to the link (next). Scripts and API clients keep getting the JSON problem.
      const url = new URL(c.req.url);
      const next = safeNextPath(`${url.pathname}${url.search}`);
      return c.redirect(`/?next=${encodeURIComponent(next)}`, 303);
    }
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/storage/"))
      throw new AppError("gate-locked");
    return next();
  };
}
