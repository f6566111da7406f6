import { describe, expect, it } from "vitest";
import { daysRemaining, formatExpiry, formatPurchaseDate, isExpiringSoon, orDash } from "./license";
import { accountTarget, canAccess, grantsAdmin, homePathFor, loginPathFor, type Viewer } from "./roles";

const user = (userType: "private" | "broker" | "insurance", isAdmin = false): Viewer => ({
  kind: "user",
  userId: "u",
  email: "u@example.de",
  userType,
  isAdmin,
});

describe("roles", () => {
  // Where they lead: docs/product/site.md#header.
  it("sends the logo where the header rules say", () => {
    expect(homePathFor({ kind: "anonymous" })).toBe("/");
    expect(homePathFor(user("private", true))).toBe("/lead-marketplace");
    expect(homePathFor(user("broker"))).toBe("/broker-dashboard");
    expect(homePathFor(user("insurance"))).toBe("/broker-dashboard");
    expect(homePathFor(user("private"))).toBe("/mein-bereich");
  });
  it("sends 'Mein Account' to the home of each role, never to an area it is denied", () => {
    expect(accountTarget({ kind: "anonymous" })).toBe("/login");
    expect(accountTarget(user("private"))).toBe("/mein-bereich");
    expect(accountTarget(user("broker"))).toBe("/broker-dashboard");
    expect(accountTarget(user("insurance"))).toBe("/broker-dashboard");
    expect(accountTarget(user("private", true))).toBe("/svadmin");
    expect(accountTarget(user("broker", true))).toBe("/svadmin");
    const areaOf = {
      "/mein-bereich": "private",
      "/broker-dashboard": "broker",
      "/svadmin": "admin",
    } as const;
    for (const viewer of [user("private"), user("broker"), user("insurance"), user("private", true)]) {
      const area = areaOf[accountTarget(viewer) as keyof typeof areaOf];
      expect(canAccess(viewer, area)).toBe(true);
    }
  });
  it("sends each role to its area after signing in (admins use /admin-login for theirs)", () => {
    expect(homePathFor({ kind: "anonymous" }, "sign-in")).toBe("/login");
    expect(homePathFor(user("private"), "sign-in")).toBe("/mein-bereich");
    expect(homePathFor(user("private", true), "sign-in")).toBe("/mein-bereich");
    expect(homePathFor(user("broker"), "sign-in")).toBe("/broker-dashboard");
    expect(homePathFor(user("insurance"), "sign-in")).toBe("/broker-dashboard");
  });
  it("sends anonymous visitors of an area to its login page", () => {
    expect(loginPathFor("private")).toBe("/login?grund=anmelden");
    expect(loginPathFor("private", "profil")).toBe("/login?grund=profil");
    expect(loginPathFor("broker")).toBe("/login?grund=anmelden");
    expect(loginPathFor("admin")).toBe("/admin-login");
  });
  it("allows each area only to its role", () => {
    expect(canAccess({ kind: "anonymous" }, "private")).toBe(false);
    expect(canAccess(user("private"), "private")).toBe(true);
    expect(canAccess(user("broker"), "private")).toBe(false);
    expect(canAccess(user("broker"), "broker")).toBe(true);
    expect(canAccess(user("insurance"), "broker")).toBe(true);
    expect(canAccess(user("private"), "broker")).toBe(false);
    expect(canAccess(user("private"), "admin")).toBe(false);
    expect(canAccess(user("private", true), "admin")).toBe(true);
  });
});

describe("license card and purchases", () => {
  it("formats expiry, remaining days and purchase dates", () => {
    expect(formatExpiry(null)).toBe("Kein Ablaufdatum");
    expect(formatExpiry("2027-03-01T12:00:00Z")).toBe("01.03.2027");
    const now = new Date("2026-11-23T10:00:00Z");
    expect(daysRemaining("2026-12-10T10:00:00Z", now)).toBe(17);
    expect(isExpiringSoon(17)).toBe(true);
    expect(isExpiringSoon(30)).toBe(false);
    expect(isExpiringSoon(undefined)).toBe(false);
    expect(formatPurchaseDate("2026-11-20T13:05:00Z")).toBe("20.11.2026 14:05");
    expect(formatPurchaseDate(null)).toBe("-");
    expect(orDash("")).toBe("-");
    expect(orDash(42)).toBe("42");
  });
});

// Admins need a confirmed address: docs/decisions/014-accounts-and-production-mode.md.
describe("grantsAdmin", () => {
  const admins = ["boss@example.de"];
  it("grants an address of ADMIN_EMAILS or the profile flag only with a confirmed e-mail", () => {
    expect(
      grantsAdmin({ email: "Boss@Example.de", emailVerified: false, profileIsAdmin: false }, admins),
    ).toBe(false);
    expect(grantsAdmin({ email: "Boss@Example.de", emailVerified: true, profileIsAdmin: null }, admins)).toBe(
      true,
    );
    expect(grantsAdmin({ email: "x@example.de", emailVerified: false, profileIsAdmin: true }, admins)).toBe(
      false,
    );
    expect(grantsAdmin({ email: "x@example.de", emailVerified: true, profileIsAdmin: true }, admins)).toBe(
      true,
    );
    expect(grantsAdmin({ email: "x@example.de", emailVerified: true, profileIsAdmin: false }, admins)).toBe(
      false,
    );
  });
});
