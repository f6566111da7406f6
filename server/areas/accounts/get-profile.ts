import { eq } from "drizzle-orm";
import { profiles, users } from "../../adapters/db/schema/accounts";
import type { AccountDeps } from "./types";

/** The profile with the account's e-mail address and its verification state; undefined without a profile. */
export function createGetProfile(deps: Pick<AccountDeps, "db">) {
  return async function getProfile(userId: string) {
    const [row] = await deps.db
      .select({ profile: profiles, email: users.email, emailVerified: users.emailVerified })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, userId));
    if (!row) return undefined;
    return { ...row.profile, email: row.email, emailVerified: row.emailVerified };
  };
}
