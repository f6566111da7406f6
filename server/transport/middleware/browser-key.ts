import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { BROWSER_KEY_HEADER } from "../../adapters/auth/browser-key";

/**
 * The browser's key (docs/security.md#a-comparison-belongs-to-the-browser-that-made-it): a random secret in an
 * HttpOnly cookie that binds what a browser made without an account — its comparisons and health answers, its SMS
 * verification — to that browser. The database keeps only its hash.
 */
export const BROWSER_KEY_COOKIE = "pkv_browser";
/** As long as an anonymous comparison lives (30 days), renewed by every request that makes one. */
const BROWSER_KEY_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The requests that make something for the browser: a comparison (API, long form, short form, the chat's price
 * dialogue) or a code check of the registration (API and the sign-in page's form). Only they set the cookie (a
 * new key, or the same one renewed for 30 days, so it lives as long as the newest comparison it made).
 */
const BINDING_POSTS: readonly RegExp[] = [
  /^\/api\/comparisons\/?$/,
  /^\/comparison(\.data)?$/,
  /^\/ihre-pkv-tarife(\.data)?$/,
  /^\/api\/functions\/(verify-code|ai-chat-agent)$/,
  /^\/login(\.data)?$/,
];

/** Whether a request may set the browser key cookie (see BINDING_POSTS). */
function bindsToBrowser(method: string, path: string): boolean {
  return method === "POST" && BINDING_POSTS.some((pattern) => pattern.test(path));
}

/**
 * Reads the key from the cookie and hands it on in an internal header (any other value of that header is dropped).
 * A request that makes something for the browser gets a key when it has none, and the cookie renewed; all other
 * requests never set a cookie.
 */
export function browserKey(options: { isHttps: (request: Request) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    const given = getCookie(c, BROWSER_KEY_COOKIE);
    const valid = given !== undefined && KEY_PATTERN.test(given) ? given : undefined;
    const binds = bindsToBrowser(c.req.method, c.req.path);
    const key = valid ?? (binds ? randomBytes(32).toString("base64url") : undefined);
    if (key) c.req.raw.headers.set(BROWSER_KEY_HEADER, key);
    else c.req.raw.headers.delete(BROWSER_KEY_HEADER);
    await next();
    if (!binds || !key) return;
    // Also after `next()`: Hono copies a finished response before it adds the header.
    setCookie(c, BROWSER_KEY_COOKIE, key, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: BROWSER_KEY_MAX_AGE_SECONDS,
      secure: options.isHttps(c.req.raw),
    });
  };
}
