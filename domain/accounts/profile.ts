import { z } from "zod";
import { ageOn as ageOnDate, berlinDate, type Instant } from "../../lib/dates/berlin-date";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";
import { accountMessages as m } from "./messages";
import { isProfilePhone } from "./phone";

/** Profession options (docs/product/accounts.md#entities). */
export const professionOptions = [
  "Alle",
  "Angestellt",
  "Selbstständig",
  "Beamter",
  "Student",
  "Kind",
  "Beamten Kind",
  "Nicht Erwerbstätig",
] as const;
export const salutationOptions = ["Herr", "Frau"] as const;

/** Every field of the profile form, in the form's order. */
export const PROFILE_FIELDS = [
  "salutation",
  "profession",
  "firstName",
  "lastName",
  "phoneNumber",
  "birthDate",
  "nationality",
  "street",
  "houseNumber",
  "postalCode",
  "city",
  "country",
] as const;

/** The fields a complete profile has (the form requires them; a lead notes whether its account's profile has). */
export const REQUIRED_PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "salutation",
  "profession",
  "birthDate",
  "street",
  "houseNumber",
  "postalCode",
  "city",
] as const;

/**
 * The profile form (docs/product/overview.md#routes, docs/product/accounts.md#validation), shared by /update-profile and PUT /api/accounts/profile. `today` lets the
 * server and tests fix the clock for the birth-date rule.
 */
export function profileSchema(today: Instant) {
  const text = (max: number) => z.string().trim().max(max, tooLongMessage(max)).optional();
  return z
    .object({
      salutation: text(TEXT_LIMITS.shortText),
      profession: text(TEXT_LIMITS.shortText),
      firstName: text(TEXT_LIMITS.name),
      lastName: text(TEXT_LIMITS.name),
      phoneNumber: text(TEXT_LIMITS.phone),
      birthDate: text(10),
      nationality: text(TEXT_LIMITS.shortText),
      street: text(TEXT_LIMITS.name),
      houseNumber: text(TEXT_LIMITS.houseNumber),
      postalCode: text(TEXT_LIMITS.postalCode),
      city: text(TEXT_LIMITS.name),
      country: text(TEXT_LIMITS.shortText),
    })
    .superRefine((input, ctx) => {
      const issue = (message: string, path: string) =>
        ctx.addIssue({ code: "custom", message, path: [path] });
      const missing = REQUIRED_PROFILE_FIELDS.find((key) => !input[key]);
      if (missing) return issue(m.profileRequired, missing);
      if (!(salutationOptions as readonly string[]).includes(input.salutation ?? ""))
        return issue(m.profileRequired, "salutation");
      if (!(professionOptions as readonly string[]).includes(input.profession ?? ""))
        return issue(m.profileRequired, "profession");
      if (!isProfilePhone(input.phoneNumber ?? "")) return issue(m.profilePhoneInvalid, "phoneNumber");
      if (!/^\d{5}$/.test(input.postalCode ?? "")) return issue(m.postalCodeInvalid, "postalCode");
      const birth = input.birthDate ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || Number.isNaN(Date.parse(birth)))
        return issue(m.profileRequired, "birthDate");
      if (birth > berlinDate(today)) return issue(m.birthDateInFuture, "birthDate");
    });
}
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;

/** Only non-empty fields are sent in the update (docs/product/accounts.md#validation). */
export function nonEmptyFields(input: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const trimmed = value?.trim();
    if (trimmed) result[key] = trimmed;
  }
  return result;
}

/**
 * Age in whole years at the instant `today` (its Berlin calendar date) for a YYYY-MM-DD birth date.
 * Thin wrapper kept for server callers; new code uses `ageOn(birthDate, berlinDate(now))` from lib/dates.
 */
export function ageOn(birthDate: string, today: Instant): number {
  return ageOnDate(birthDate, berlinDate(today));
}

/** Profile reminder after 30 days (docs/product/constants.md). */
const PROFILE_REMINDER_DAYS = 30;

export function isProfileStale(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > PROFILE_REMINDER_DAYS * 24 * 60 * 60 * 1000;
}
