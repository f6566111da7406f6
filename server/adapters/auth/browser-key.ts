import { createHash } from "node:crypto";

/**
 * Header carrying the browser's key from the middleware (server/transport/middleware/browser-key.ts) to the areas; always
 * overwritten there, never trusted from outside.
 */
export const BROWSER_KEY_HEADER = "x-browser-key-internal";

/** The browser key a request carries (docs/security.md#a-comparison-belongs-to-the-browser-that-made-it), or undefined. */
export function browserKeyOf(request: Request): string | undefined {
  return request.headers.get(BROWSER_KEY_HEADER) ?? undefined;
}

/** What the database stores of a key: its SHA-256 (hex); undefined without a key. */
export function browserKeyHash(key: string | undefined): string | undefined {
  return key === undefined ? undefined : createHash("sha256").update(`browser-key:${key}`).digest("hex");
}
