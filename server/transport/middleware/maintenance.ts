import type { MiddlewareHandler } from "hono";
import { AppError } from "../../../domain/errors/app-error";
import { maintenanceActive, type SiteSettings } from "../../../domain/settings/site-settings";
import { statusPage } from "../http/status-page";

/**
 * Paths that keep working during maintenance so an admin can sign in: the admin login page (and its data
 * request), the sign-in APIs, React Router's route manifest, health check and static files.
 */
const OPEN_DURING_MAINTENANCE = [
  /^\/admin-login(\.data)?$/,
  /^\/api\/auth\//,
  /^\/api\/admin\/login$/,
  /^\/api\/health$/,
  /^\/__manifest$/,
  /^\/assets\//,
  /^\/favicon\.ico$/,
  /^\/robots\.txt$/,
];

/** The page visitors get during maintenance (no scripts, no external resources). */
function maintenancePage(siteName: string, message: string): string {
  return statusPage({ heading: "Wartungsarbeiten", message, siteName });
}

/**
 * Maintenance mode (admin page 'Wartung'): while it is active, every page answers 503 with the German message and
 * every API `maintenance` (problem+json, 503); admins pass, and the paths above stay open. Settings are read per
 * request, so switching takes effect at once on every instance.
 */
export function maintenanceMode(deps: {
  getSettings: () => Promise<SiteSettings>;
  isAdmin: (request: Request) => Promise<boolean>;
  siteName: string;
  now: () => number;
}): MiddlewareHandler {
  return async (c, next) => {
    if (OPEN_DURING_MAINTENANCE.some((pattern) => pattern.test(c.req.path))) return next();
    const settings = await deps.getSettings();
    if (!maintenanceActive(settings.maintenance, new Date(deps.now()))) return next();
    if (await deps.isAdmin(c.req.raw)) return next();
    const retryAfter = "600";
    if (c.req.path.startsWith("/api/") || c.req.path.endsWith(".data")) {
      throw new AppError("maintenance", {
        detail: settings.maintenance.message,
        retryAfterSeconds: Number(retryAfter),
      });
    }
    const siteName = settings.appearance.siteName || deps.siteName;
    return c.html(maintenancePage(siteName, settings.maintenance.message), 503, {
      "Retry-After": retryAfter,
      "Cache-Control": "no-store",
    });
  };
}
