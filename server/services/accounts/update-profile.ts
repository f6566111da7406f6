import { and, eq, notInArray, sql } from "drizzle-orm";
import { ageOn, nonEmptyFields, profileSchema } from "../../../domain/accounts/profile";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { leads, profiles } from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

class ProfileMissing extends Error {}

/** Lead statuses a profile save never touches the qualification of: sold, and closed with a deleted account. */
const SETTLED_LEAD_STATUSES = ["sold", "closed"];

/**
 * Profile save (docs/product/accounts.md#sign-in-and-registration): only non-empty fields. Leads with the user's
 * e-mail get the new contact data; those with recorded consent that are not sold become qualified. A profile save
 * never creates a lead and never changes a lead's status (issue 12, item 10).
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
        await tx.update(leads).set(contact).where(eq(leads.email, email));
        await tx
          .update(leads)
          .set({ isValidated: true, validationDate: time, leadQuality: "qualifizierte_anfrage" })
          .where(
            and(
              eq(leads.email, email),
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
