import { Hono } from "hono";
import { gateEntrySchema } from "../../../domain/access/gate-entry";
import { safeNextPath } from "../../../domain/access/safe-next-path";
import { isAppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { createGateAccess, type GateAccessOptions } from "../middleware/gate-access";

export {
  GATE_ERROR_COOKIE_NAME,
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "../middleware/gate-access";

export type GateRoutesOptions = GateAccessOptions;

/**
 * POST /api/gate — JSON `{password}` → 200 + cookie or 401 `{error: 'Falsches Passwort'}` (machine clients:
 * scripts, the scale-out test; README#zugangssperre). A plain form post gets a 303 back to the page, with a
 * one-time error cookie on failure. The gate screen itself posts to the route action of /zugang; both go through
 * the same check (server/transport/middleware/gate-access.ts).
 */
export function createGateRoutes(options: GateRoutesOptions) {
  const access = createGateAccess(options);
  const routes = new Hono();
  routes.post("/", async (c) => {
    const isForm = (c.req.header("content-type") ?? "").includes("application/x-www-form-urlencoded");
    const raw = isForm
      ? Object.fromEntries(await c.req.formData())
      : await c.req.json().catch(() => undefined);
    const parsed = gateEntrySchema.safeParse(raw);
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues, "Bitte geben Sie das Passwort ein");
    }
    const next = safeNextPath(parsed.data.next);
    try {
      const grant = await access.enter(c.req.raw, parsed.data.password);
      // The gate is off: nothing to grant.
      if (!grant.cookie) return c.json({ granted: true });
      c.header("Set-Cookie", grant.cookie, { append: true });
      if (isForm) return c.redirect(next, 303);
      return c.json({ granted: true, expiresAt: grant.expiresAt });
    } catch (error) {
      if (!isForm || !isAppError(error)) throw error;
      // A plain form post (no JavaScript) goes back to the page, which shows the message once.
      if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
      c.header("Set-Cookie", access.failureCookie(c.req.raw, error), { append: true });
      return c.redirect(next, 303);
    }
  });
  return routes;
}
