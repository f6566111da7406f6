import type { AccountType } from "./registration";

/** Who is asking: anonymous, or a signed-in user with the profile's type and the admin flag. */
export type Viewer =
  | { kind: "anonymous" }
  | { kind: "user"; userId: string; email: string; userType: AccountType; isAdmin: boolean };

/** Where the header logo leads (portal.md §2): admin → /lead-marketplace, broker/insurance → /broker-dashboard. */
export function logoTarget(viewer: Viewer): string {
  if (viewer.kind === "anonymous") return "/";
  if (viewer.isAdmin) return "/lead-marketplace";
  if (viewer.userType === "broker" || viewer.userType === "insurance") return "/broker-dashboard";
  return "/mein-bereich";
}

/** 'Mein Account': /mein-bereich when signed in, otherwise /login. */
export function accountTarget(viewer: Viewer): string {
  return viewer.kind === "anonymous" ? "/login" : "/mein-bereich";
}

export type Area = "private" | "broker" | "admin";

/** Server-side access rule per area (portal.md §6, DECISIONS 2, 6). */
export function canAccess(viewer: Viewer, area: Area): boolean {
  if (viewer.kind === "anonymous") return false;
  if (area === "admin") return viewer.isAdmin;
  if (area === "broker") return viewer.userType === "broker" || viewer.userType === "insurance";
  return viewer.userType === "private";
}

/** Sessions of admins, brokers and insurers last 12 hours. */
export const PRIVILEGED_SESSION_HOURS = 12;

export function isPrivileged(viewer: { userType: AccountType; isAdmin: boolean }): boolean {
  return viewer.isAdmin || viewer.userType !== "private";
}
