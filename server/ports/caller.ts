/**
 * Who sends a request, as the transport determined it (docs/architecture.md#server-floor-plan): areas take this
 * value, never the HTTP request itself.
 */
export interface Caller {
  /** The client address (TRUST_PROXY rules; server/transport/middleware/client-address.ts). */
  clientAddress: string;
  /** The browser key cookie's value (server/adapters/auth/browser-key.ts), when the browser sent one. */
  browserKey: string | undefined;
  /** The request's headers: cookies, Origin, User-Agent (Better Auth reads the session from them). */
  headers: Headers;
  /** The request's URL (the origin of Better Auth's calls on the caller's behalf). */
  url: string;
}
