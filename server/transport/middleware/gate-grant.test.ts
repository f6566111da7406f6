import { describe, expect, it } from "vitest";
import { GATE_GRANT_TTL_MS, isCorrectSitePassword, signGateGrant, verifyGateGrant } from "./gate-grant";

const secret = "s".repeat(40);
const grantedAt = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("gate grant cookie", () => {
  it("accepts its own signature until 60 minutes have passed", () => {
    const cookie = signGateGrant(grantedAt, secret);
    expect(verifyGateGrant(cookie, secret, grantedAt)).toBe(grantedAt);
    expect(verifyGateGrant(cookie, secret, grantedAt + GATE_GRANT_TTL_MS - 1)).toBe(grantedAt);
  });

  it("locks again at exactly 60 minutes", () => {
    const cookie = signGateGrant(grantedAt, secret);
    expect(verifyGateGrant(cookie, secret, grantedAt + 3_600_000)).toBeUndefined();
    expect(verifyGateGrant(cookie, secret, grantedAt + 5 * 3_600_000)).toBeUndefined();
  });

  it("refuses tampered grant times, signatures and foreign secrets", () => {
    const cookie = signGateGrant(grantedAt, secret);
    const [, sig] = cookie.split(".");
    expect(verifyGateGrant(`${grantedAt + 1000}.${sig}`, secret, grantedAt + 2000)).toBeUndefined();
    expect(verifyGateGrant(`${cookie.slice(0, -1)}A`, secret, grantedAt)).toBeUndefined();
    expect(verifyGateGrant(cookie, "t".repeat(40), grantedAt)).toBeUndefined();
    expect(verifyGateGrant("granted", secret, grantedAt)).toBeUndefined();
    expect(verifyGateGrant(undefined, secret, grantedAt)).toBeUndefined();
  });

  it("refuses a grant from the future", () => {
    const cookie = signGateGrant(grantedAt + 10 * 60_000, secret);
    expect(verifyGateGrant(cookie, secret, grantedAt)).toBeUndefined();
  });

  it("compares passwords exactly", () => {
    expect(isCorrectSitePassword("geheim", "geheim")).toBe(true);
    expect(isCorrectSitePassword("Geheim", "geheim")).toBe(false);
    expect(isCorrectSitePassword("", "geheim")).toBe(false);
  });
});
