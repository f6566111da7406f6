import { generateCookie } from "hono/cookie";
import { AppError } from "../../../domain/errors/app-error";
import type { RateLimiter } from "../../ports/rate-limiter";
import { GATE_COOKIE_NAME, GATE_GRANT_TTL_MS, isCorrectSitePassword, signGateGrant } from "./gate-grant";

/** The one-time cookie that carries a failed plain-form attempt's message to the page it returns to. */
export const GATE_ERROR_COOKIE_NAME = "pkv_gate_error";
export const WRONG_PASSWORD_MESSAGE = "Falsches Passwort";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Zu viele Fehlversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.";

export interface GateAccessOptions {
  sitePassword: string | undefined;
  secret: string;
  /** Wrong entries per client address (docs/product/gate.md#constants: 10 in 15 minutes). */
  failedAttempts: RateLimiter;
  now: () => number;
  clientIp: (request: Request) => string;
  isHttps: (request: Request) => boolean;
}

interface GateGrant {
  /** When the grant ends (ms); undefined with the gate off. */
  expiresAt: number | undefined;
  /** The `Set-Cookie` header of the signed grant; undefined with the gate off. */
  cookie: string | undefined;
}

export interface GateAccess {
  /**
   * One password entry of a request (docs/product/gate.md#rules): the grant cookie, or `gate-too-many-attempts`
   * (with `retryAfterSeconds`; every entry is refused until the window ends) or `gate-wrong-password`.
   */
  enter(request: Request, password: string): Promise<GateGrant>;
  /** The `Set-Cookie` header of the one-time message of a failed plain-form attempt. */
  failureCookie(request: Request, error: AppError): string;
}

/**
 * The gate's password check (docs/decisions/001-server-enforced-gate.md), shared by POST /api/gate and the route
 * action of /zugang: wrong entries are counted per client address, the grant is a signed HttpOnly cookie.
 */
export function createGateAccess(options: GateAccessOptions): GateAccess {
  const cookieOptions = (request: Request, maxAge: number) =>
    ({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge,
      secure: options.isHttps(request),
    }) as const;

  return {
    async enter(request, password) {
      if (!options.sitePassword) return { expiresAt: undefined, cookie: undefined };
      // Too many wrong entries from this address: refuse every attempt (also a correct one) until the window ends.
      const ipKey = `gate:${options.clientIp(request)}`;
      const limit = await options.failedAttempts.check(ipKey);
      if (limit.blocked) {
        throw new AppError("gate-too-many-attempts", {
          detail: TOO_MANY_ATTEMPTS_MESSAGE,
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
      if (!isCorrectSitePassword(password, options.sitePassword)) {
        await options.failedAttempts.hit(ipKey);
        throw new AppError("gate-wrong-password", { detail: WRONG_PASSWORD_MESSAGE });
      }
      const grantedAt = options.now();
      return {
        expiresAt: grantedAt + GATE_GRANT_TTL_MS,
        cookie: generateCookie(
          GATE_COOKIE_NAME,
          signGateGrant(grantedAt, options.secret),
          cookieOptions(request, GATE_GRANT_TTL_MS / 1000),
        ),
      };
    },

    failureCookie(request, error) {
      const value = error.code === "gate-too-many-attempts" ? "limit" : "wrong";
      return generateCookie(GATE_ERROR_COOKIE_NAME, value, cookieOptions(request, 60));
    },
  };
}
