import { accountMessages as m } from "../../../domain/accounts/messages";
import { AppError } from "../../../domain/errors/app-error";

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
