import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import { safeNextPath } from "../../domain/access/safe-next-path";
import { AppError } from "../../domain/errors/app-error";
import { validationFailed } from "../../domain/errors/field-errors";
import {
  GATE_COOKIE_NAME,
  GATE_GRANT_TTL_MS,
  isCorrectSitePassword,
  signGateGrant,
} from "../middleware/gate-grant";
import type { RateLimiter } from "../middleware/rate-limiter";

export const GATE_ERROR_COOKIE_NAME = "pkv_gate_error";
export const WRONG_PASSWORD_MESSAGE = "Falsches Passwort";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Zu viele Fehlversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.";

const gateRequestSchema = z.object({ password: z.string().max(200), next: z.string().max(2000).optional() });

export interface GateRoutesOptions {
  sitePassword: string | undefined;
  secret: string;
  failedAttempts: RateLimiter;
  now: () => number;
  clientIp: (request: Request) => string;
  isHttps: (request: Request) => boolean;
}

/**
 * POST /api/gate — JSON `{password}` → 200 + cookie or 401 `{error: 'Falsches Passwort'}`; a plain form post
 * (no JavaScript) gets a 303 back to the page, with a one-time error cookie on failure.
 */
export function createGateRoutes(options: GateRoutesOptions) {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const isForm = (c.req.header("content-type") ?? "").includes("application/x-www-form-urlencoded");
    const raw = isForm
      ? Object.fromEntries(await c.req.formData())
      : await c.req.json().catch(() => undefined);
    const parsed = gateRequestSchema.safeParse(raw);
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues, "Bitte geben Sie das Passwort ein");
    }
    const next = safeNextPath(parsed.data.next);
    const secure = options.isHttps(c.req.raw);
    const fail = (error: AppError) => {
      if (!isForm) throw error;
      // A plain form post (no JavaScript) goes back to the page, which shows the message once.
      if (error.retryAfterSeconds) c.header("Retry-After", String(error.retryAfterSeconds));
      setCookie(c, GATE_ERROR_COOKIE_NAME, error.code === "gate-too-many-attempts" ? "limit" : "wrong", {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: 60,
        secure,
      });
      return c.redirect(next, 303);
    };

    if (!options.sitePassword) return c.json({ granted: true });
    // Too many wrong entries from this address: refuse every attempt (also a correct one) until the window ends.
    const ipKey = `gate:${options.clientIp(c.req.raw)}`;
    const limit = await options.failedAttempts.check(ipKey);
    if (limit.blocked) {
      return fail(
        new AppError("gate-too-many-attempts", {
          detail: TOO_MANY_ATTEMPTS_MESSAGE,
          retryAfterSeconds: limit.retryAfterSeconds,
        }),
      );
    }
    if (!isCorrectSitePassword(parsed.data.password, options.sitePassword)) {
      await options.failedAttempts.hit(ipKey);
      return fail(new AppError("gate-wrong-password", { detail: WRONG_PASSWORD_MESSAGE }));
    }
    const grantedAt = options.now();
    setCookie(c, GATE_COOKIE_NAME, signGateGrant(grantedAt, options.secret), {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: GATE_GRANT_TTL_MS / 1000,
      secure,
    });
    if (isForm) return c.redirect(next, 303);
    return c.json({ granted: true, expiresAt: grantedAt + GATE_GRANT_TTL_MS });
  });
  return routes;
}
