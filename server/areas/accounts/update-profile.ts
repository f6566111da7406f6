import { and, eq, notInArray, sql } from "drizzle-orm";
import { ageOn, nonEmptyFields, profileSchema } from "../../../domain/accounts/profile";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { profiles, users } from "../../adapters/db/schema/accounts";
import { leads } from "../../adapters/db/schema/leads";
import { leadsWithConfirmedEmailOf } from "../leads";
import type { AccountDeps } from "./types";

class ProfileMissing extends Error {}

/** Lead statuses a profile save never touches the qualification of: sold, and closed with a deleted account. */
const SETTLED_LEAD_STATUSES = ["sold", "closed"];

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
    const withEmail = leadsWithConfirmedEmailOf({
      userId,
      email,
      emailVerified: user?.emailVerified === true,
    });
    try {
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(profiles)
          .set({ ...data, updatedAt: time })
          .where(eq(profiles.id, userId))
          .returning({ id: profiles.id });
        if (updated.length === 0) throw new ProfileMissing();
        const contact = {
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phoneNumber,
          age: data.birthDate ? ageOn(data.birthDate, today) : undefined,
          userId,
          updatedAt: time,
        };
        if (!withEmail) return;
        // Every lead sent with the confirmed address is the account's; a bought one keeps its contact data.
        await tx.update(leads).set({ userId }).where(withEmail);
        await tx
          .update(leads)
          .set(contact)
          .where(and(withEmail, eq(leads.salesCount, 0), notInArray(leads.status, SETTLED_LEAD_STATUSES)));
        await tx
          .update(leads)
          .set({ isValidated: true, validationDate: time, leadQuality: "qualifizierte_anfrage" })
          .where(
            and(
              withEmail,
              sql`jsonb_array_length(${leads.consent}) > 0`,
              notInArray(leads.status, SETTLED_LEAD_STATUSES),
            ),
          );
      });
    } catch (error) {
      if (error instanceof ProfileMissing) throw new AppError("profile-not-found");
      throw new AppError("profile-update-failed", { cause: error });
    }
  };
}
