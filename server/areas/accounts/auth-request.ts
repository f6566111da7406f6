import { accountMessages as m } from "../../../domain/accounts/messages";
import { AppError } from "../../../domain/errors/app-error";
import { AUTH_CLIENT_IP_HEADER } from "../../adapters/auth/auth";
import type { AccountDeps } from "./types";

/** Headers for Better Auth: the caller's (cookies, origin, agent) with the client address we determined. */
export function authHeaders(deps: Pick<AccountDeps, "clientIp">, request: Request): Headers {
  const headers = new Headers(request.headers);
  headers.set(AUTH_CLIENT_IP_HEADER, deps.clientIp(request));
  return headers;
}

/** Hands a request to Better Auth's handler (its per-IP limits apply) with the client address set. */
export function forwardToAuth(
  deps: Pick<AccountDeps, "auth" | "clientIp">,
  request: Request,
): Promise<Response> {
  return deps.auth.handler(new Request(request, { headers: authHeaders(deps, request) }));
}

/** A JSON POST to one of Better Auth's endpoints, on behalf of `request` (same origin, cookies and address). */
export function postToAuth(
  deps: Pick<AccountDeps, "auth" | "clientIp">,
  request: Request,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const headers = authHeaders(deps, request);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return deps.auth.handler(
    new Request(new URL(`/api/auth${path}`, request.url), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** Only Better Auth's `Set-Cookie` headers (what a route action passes on to the browser). */
export function cookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The session cookies a response sets, as a `Cookie` request header (to look up the new session). */
export function cookiesAsRequest(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    if (pair) headers.append("cookie", pair);
  }
  return headers;
}

/** A failed Better Auth answer as the portal's error (its English messages never reach the user). */
export async function authFailure(response: Response): Promise<AppError> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  const code = typeof body.code === "string" ? body.code : "";
  if (code === "INVALID_TOKEN" || code.includes("TOKEN")) return new AppError("reset-token-invalid");
  switch (response.status) {
    case 401:
      return new AppError("unauthenticated");
    case 403:
      return new AppError("forbidden");
    case 404:
      return new AppError("not-found");
    case 429:
      return new AppError("rate-limited", { detail: m.tooManyAttempts });
    default:
      return response.status < 500
        ? new AppError("validation-failed", { detail: m.genericError })
        : new AppError("internal-error");
  }
}
