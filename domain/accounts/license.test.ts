import { describe, expect, it } from "vitest";
import { licenseNotice, licenseStatus } from "./license";

const now = new Date("2026-11-23T09:00:00Z");
const license = { licenseNumber: "MAKLER-1", isActive: true, expiresAt: null };

describe("license status", () => {
  it("is active only with a record that is switched on and not past its expiry", () => {
    expect(licenseStatus(license, now)).toBe("active");
    expect(licenseStatus({ ...license, expiresAt: "2026-11-23T09:00:01Z" }, now)).toBe("active");
    expect(licenseStatus({ ...license, expiresAt: "2026-11-23T09:00:00Z" }, now)).toBe("expired");
    expect(licenseStatus({ ...license, isActive: false }, now)).toBe("inactive");
    expect(licenseStatus(null, now)).toBe("missing");
  });

  it("explains in German why leads are hidden and how to renew", () => {
    const expired = licenseNotice("expired", { ...license, expiresAt: "2026-11-01T12:00:00Z" }, 3);
    expect(expired.title).toBe("Ihre Lizenz ist am 01.11.2026 abgelaufen");
    expect(expired.reason).toContain("Ihre 3 gekauften Leads werden deshalb ausgeblendet.");
    expect(expired.renewal).toContain("Ihre Lizenznummer MAKLER-1");
    expect(licenseNotice("missing", null, 0).renewal).toContain("Ihre E-Mail-Adresse");
  });
});
