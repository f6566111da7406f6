import { createHmac, timingSafeEqual } from "node:crypto";

/** Access lasts 60 minutes from the grant (docs/product/constants.md), then the gate locks again. */
export const GATE_GRANT_TTL_MS = 60 * 60 * 1000;
export const GATE_COOKIE_NAME = "pkv_gate";

function signature(grantedAt: number, secret: string): string {
  return createHmac("sha256", secret).update(`gate:${grantedAt}`).digest("base64url");
}

/** Cookie value: '<grant time in ms>.<HMAC-SHA256>'. */
export function signGateGrant(grantedAt: number, secret: string): string {
  return `${grantedAt}.${signature(grantedAt, secret)}`;
}

/** The grant time if the value is authentic and not expired at `now`, otherwise undefined. */
export function verifyGateGrant(value: string | undefined, secret: string, now: number): number | undefined {
  if (!value) return undefined;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return undefined;
  const grantedAt = Number(match[1]);
  const expected = Buffer.from(signature(grantedAt, secret));
  const given = Buffer.from(match[2] ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (grantedAt > now + 60_000) return undefined; // from the future: refuse (allows a minute of clock skew)
  if (now - grantedAt >= GATE_GRANT_TTL_MS) return undefined;
  return grantedAt;
}

/** Constant-time comparison of the entered password with the configured one. */
export function isCorrectSitePassword(entered: string, expected: string): boolean {
  const a = createHmac("sha256", "gate-compare").update(entered).digest();
  const b = createHmac("sha256", "gate-compare").update(expected).digest();
  return timingSafeEqual(a, b);
}
