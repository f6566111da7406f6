import { eq } from "drizzle-orm";
import { ageOn, nonEmptyFields, profileSchema } from "../../../domain/accounts/profile";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import type { Database } from "../../adapters/db/client";
import { profiles, users } from "../../adapters/db/schema/accounts";
import { takeProfileContact } from "../leads";
import type { AccountDeps } from "./types";

class ProfileMissing extends Error {}

/**
 * Profile save (docs/product/accounts.md#sign-in-and-registration): only non-empty fields. Once the user confirmed
 * the e-mail, the leads sent with it (server/areas/leads/lead-ownership.ts) get the new contact data — except leads a
 * broker bought: the buyer keeps what was bought (the person can still withdraw the consent,
 * docs/product/leads.md#consent-and-withdrawal) — and those with recorded consent that are not sold become
 * qualified. An unconfirmed e-mail touches no lead. A profile save never creates a lead and never changes a lead's
 * status (docs/decisions/014-accounts-and-production-mode.md).
 * Throws `validation-failed`, `profile-not-found` or `profile-update-failed`.
 */
export function createUpdateProfile(deps: Pick<AccountDeps, "db" | "now">) {
  const { db, now } = deps;
  return async function updateProfile(userId: string, email: string, body: unknown): Promise<void> {
    const source = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const strings: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(source)) if (typeof value === "string") strings[key] = value;
    const fields = nonEmptyFields(strings);
    const today = new Date(now());
    const parsed = profileSchema(today).safeParse(fields);
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues);
    }
    const data = nonEmptyFields(parsed.data);
    const time = new Date(now());
    const [user] = await db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    const owner = { userId, email, emailVerified: user?.emailVerified === true };
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const updated = await tx
          .update(profiles)
          .set({ ...data, updatedAt: time })
          .where(eq(profiles.id, userId))
          .returning({ id: profiles.id });
        if (updated.length === 0) throw new ProfileMissing();
        // The leads sent with the confirmed address take the new contact data (the leads area's rules).
        const contact = {
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phoneNumber,
          age: data.birthDate ? ageOn(data.birthDate, today) : undefined,
        };
        await takeProfileContact(tx, owner, contact, time);
      });
    } catch (error) {
      if (error instanceof ProfileMissing) throw new AppError("profile-not-found");
      throw new AppError("profile-update-failed", { cause: error });
    }
  };
}
