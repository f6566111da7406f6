import type { AccountType } from "./registration";

/** Who is asking: anonymous, or a signed-in user with the profile's type and the admin flag. */
export type Viewer =
  | { kind: "anonymous" }
  | { kind: "user"; userId: string; email: string; userType: AccountType; isAdmin: boolean };

/** What the role rules need to know of a viewer (a `Viewer`, or the viewer JSON of GET /api/accounts/me). */
export type RoleViewer = { kind: "anonymous" } | { kind: "user"; userType: AccountType; isAdmin: boolean };

/** Where admins start: the admin area behind /admin-login (docs/decisions/004-roles-and-admins.md). */
export const ADMIN_HOME_PATH = "/svadmin";

/**
 * The one table of where each role is at home (docs/product/overview.md#routes, docs/product/accounts.md#sign-in-and-registration, docs/product/accounts.md#roles; docs/decisions/004-roles-and-admins.md):
 * - `logo`: the header logo. Anonymous → /, admin → /lead-marketplace, broker or insurance → /broker-dashboard,
 *   everyone else → /mein-bereich.
 * - `sign-in`: where the login form sends a user. Broker or insurance → /broker-dashboard, everyone else (admins
 *   too, who use /admin-login for the admin area) → /mein-bereich; anonymous → /login.
 */
export function homePathFor(viewer: RoleViewer, occasion: "logo" | "sign-in" = "logo"): string {
  if (viewer.kind !== "user") return occasion === "logo" ? "/" : "/login";
  if (occasion === "logo" && viewer.isAdmin) return "/lead-marketplace";
  if (viewer.userType === "broker" || viewer.userType === "insurance") return "/broker-dashboard";
  return "/mein-bereich";
}

/**
 * 'Mein Account' (and /login for a signed-in visitor): the signed-in role's own area (docs/product/site.md#header):
 * admins → the admin area, brokers and insurers → /broker-dashboard, private users → /mein-bereich; anonymous →
 * /login. Never an area the role is denied.
 */
export function accountTarget(viewer: RoleViewer): string {
  if (viewer.kind === "anonymous") return "/login";
  if (viewer.isAdmin) return ADMIN_HOME_PATH;
  return homePathFor(viewer, "sign-in");
}

export type Area = "private" | "broker" | "admin";

/**
 * Where an anonymous visitor of an area is sent (docs/product/accounts.md#sign-in-and-registration, docs/product/accounts.md#roles): the admin area has its own login; the
 * profile page says why ('profil'), the other areas ask to sign in ('anmelden').
 */
export function loginPathFor(area: Area, reason: "anmelden" | "profil" = "anmelden"): string {
  return area === "admin" ? "/admin-login" : `/login?grund=${reason}`;
}

/** Server-side access rule per area (docs/product/accounts.md#roles, docs/decisions/004-roles-and-admins.md). */
export function canAccess(viewer: RoleViewer, area: Area): boolean {
  if (viewer.kind === "anonymous") return false;
  if (area === "admin") return viewer.isAdmin;
  if (area === "broker") return viewer.userType === "broker" || viewer.userType === "insurance";
  return viewer.userType === "private";
}

/**
 * Whether an account is an admin (docs/decisions/014-accounts-and-production-mode.md): the profile flag or
 * an address in ADMIN_EMAILS, and only once the e-mail address is confirmed. Whoever registers an address of
 * ADMIN_EMAILS first gets nothing before the owner of the mailbox has confirmed it.
 */
export function grantsAdmin(
  account: { email: string; emailVerified: boolean; profileIsAdmin: boolean | null | undefined },
  adminEmails: readonly string[],
): boolean {
  if (!account.emailVerified) return false;
  return account.profileIsAdmin === true || adminEmails.includes(account.email.toLowerCase());
}

/** Sessions of admins, brokers and insurers last 12 hours. */
export const PRIVILEGED_SESSION_HOURS = 12;

export function isPrivileged(viewer: { userType: AccountType; isAdmin: boolean }): boolean {
  return viewer.isAdmin || viewer.userType !== "private";
}
