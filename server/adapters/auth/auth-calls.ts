import type { Caller } from "../../ports/caller";
import { AUTH_CLIENT_IP_HEADER, type Auth } from "./auth";

/**
 * Better Auth is called with HTTP requests; the areas take a `Caller` instead (docs/architecture.md#server-floor-plan),
 * so the requests are built here.
 */

/** Headers for Better Auth: the caller's (cookies, origin, agent) with the client address the transport determined. */
function authHeaders(headers: Headers, clientAddress: string): Headers {
  const copy = new Headers(headers);
  copy.set(AUTH_CLIENT_IP_HEADER, clientAddress);
  return copy;
}

/** A JSON POST to one of Better Auth's endpoints on behalf of the caller (same origin, cookies and address). */
export function postToAuth(
  auth: Auth,
  caller: Caller,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const headers = authHeaders(caller.headers, caller.clientAddress);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return auth.handler(
    new Request(new URL(`/api/auth${path}`, caller.url), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** Hands an HTTP request to Better Auth's handler (its per-IP limits apply) with the client address set. */
export function forwardToAuth(auth: Auth, request: Request, clientAddress: string): Promise<Response> {
  return auth.handler(new Request(request, { headers: authHeaders(request.headers, clientAddress) }));
}
