/** Better Auth's session cookie (auth.ts: cookie prefix `pkv`), plain or with the __Secure-/__Host- prefix. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?pkv\.session_token=[^;]/;

/** Whether a Cookie header carries a (non-empty) session cookie; without one there is no session to look up. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
