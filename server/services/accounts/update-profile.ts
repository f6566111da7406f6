import { eq } from "drizzle-orm";
import { ageOn, nonEmptyFields, profileSchema } from "../../../domain/accounts/profile";
import { AppError } from "../../../domain/errors/app-error";
import { validationFailed } from "../../../domain/errors/field-errors";
import { leads, profiles } from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

class ProfileMissing extends Error {}

/**
 * Profile save (docs/product/accounts.md#sign-in-and-registration): only non-empty fields; the lead with the user's e-mail becomes qualified.
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
        const lead = {
          firstName: data.firstName,
          lastName: data.lastName,
          phone: data.phoneNumber,
          age: data.birthDate ? ageOn(data.birthDate, today) : undefined,
          status: "new",
          isValidated: true,
          validationDate: time,
          leadQuality: "qualifizierte_anfrage",
          userId,
          updatedAt: time,
        };
        const changed = await tx
          .update(leads)
          .set(lead)
          .where(eq(leads.email, email))
          .returning({ id: leads.id });
        if (changed.length === 0) await tx.insert(leads).values({ ...lead, email, source: "profile" });
      });
    } catch (error) {
      if (error instanceof ProfileMissing) throw new AppError("profile-not-found");
      throw new AppError("profile-update-failed", { cause: error });
    }
  };
}
