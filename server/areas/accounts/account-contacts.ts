import { eq, inArray } from "drizzle-orm";
import { REQUIRED_PROFILE_FIELDS } from "../../../domain/accounts/profile";
import type { Database } from "../../adapters/db/client";
import { profiles, users } from "../../adapters/db/schema/accounts";

/**
 * The accounts' contact data for the other areas, which never read the users and profiles themselves
 * (docs/architecture.md#table-ownership): the leads area's `AccountContacts` (server/areas/leads/account-contacts.ts),
 * passed in by the composition root.
 */
export function createAccountContacts(db: Database) {
  return {
    async contactOf(userId: string) {
      const [row] = await db
        .select({ profile: profiles, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const profile = row.profile;
      return {
        email: row.email,
        emailVerified: row.emailVerified,
        verifiedPhone: profile?.verifiedPhone ?? null,
        postalCode: profile?.postalCode ?? null,
        profileComplete: profile ? REQUIRED_PROFILE_FIELDS.every((field) => Boolean(profile[field])) : false,
      };
    },
    async namesOf(userIds: readonly string[]) {
      const rows = userIds.length
        ? await db
            .select({
              id: users.id,
              email: users.email,
              firstName: profiles.firstName,
              lastName: profiles.lastName,
            })
            .from(users)
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(inArray(users.id, [...new Set(userIds)]))
        : [];
      return new Map(rows.map(({ id, ...name }) => [id, name]));
    },
  };
}
