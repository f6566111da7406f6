import { eq } from "drizzle-orm";
import type { AccountType } from "../../../domain/accounts/registration";
import {
  type Area,
  canAccess,
  grantsAdmin,
  isPrivileged,
  PRIVILEGED_SESSION_HOURS,
} from "../../../domain/accounts/roles";
import { AppError } from "../../../domain/errors/app-error";
import { hasSessionCookie } from "../../adapters/auth/session-cookie";
import { profiles, sessions } from "../../adapters/db/schema/accounts";
import type { AccountDeps, SessionViewer, SignedInViewer } from "./types";

/** The viewer of a user id: profile type and admin flag (profile or ADMIN_EMAILS, with a confirmed e-mail). */
async function viewerFor(
  deps: Pick<AccountDeps, "db" | "adminEmails">,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<SessionViewer> {
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, user.id));
  const userType = (profile?.userType ?? "private") as AccountType;
  return {
    kind: "user",
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    hasProfile: profile !== undefined,
    userType,
    isAdmin: grantsAdmin({ ...user, profileIsAdmin: profile?.isAdmin }, deps.adminEmails),
  };
}

/** The viewer of a request, from the session cookie; privileged sessions end after 12 hours. */
export function createGetViewer(deps: Pick<AccountDeps, "db" | "auth" | "adminEmails" | "now">) {
  return async function getViewer(headers: Headers): Promise<SessionViewer> {
    // No session cookie, no session: anonymous visitors (most requests) cost no lookup.
    if (!hasSessionCookie(headers.get("cookie"))) return { kind: "anonymous" };
    const result = await deps.auth.api
      .getSession({ headers, query: { disableRefresh: false } })
      .catch(() => null);
    if (!result) return { kind: "anonymous" };
    const viewer = await viewerFor(deps, result.user);
    if (viewer.kind === "user" && isPrivileged(viewer)) {
      const age = deps.now() - new Date(result.session.createdAt).getTime();
      if (age > PRIVILEGED_SESSION_HOURS * 60 * 60 * 1000) {
        await deps.db.delete(sessions).where(eq(sessions.id, result.session.id));
        return { kind: "anonymous" };
      }
    }
    return viewer;
  };
}

/** The signed-in viewer allowed into `area` ('signed-in': any account), else `unauthenticated` / `forbidden`. */
export function requireViewer(viewer: SessionViewer, area: Area | "signed-in"): SignedInViewer {
  if (viewer.kind === "anonymous") throw new AppError("unauthenticated");
  if (area !== "signed-in" && !canAccess(viewer, area)) throw new AppError("forbidden");
  return viewer;
}
