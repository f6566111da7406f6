import { z } from "zod";
import { accountMessages as m } from "./messages";
import { isProfilePhone } from "./phone";

/** Profession options (portal.md §3). */
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

const REQUIRED_FIELDS = [
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

/** Local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The profile form (portal.md §2, §5), shared by /update-profile and PUT /api/accounts/profile. `today` lets the
 * server and tests fix the clock for the birth-date rule.
 */
export function profileSchema(today: Date = new Date()) {
  const text = z.string().trim().max(200).optional();
  return z
    .object({
      salutation: text,
      profession: text,
      firstName: text,
      lastName: text,
      phoneNumber: text,
      birthDate: text,
      nationality: text,
      street: text,
      houseNumber: text,
      postalCode: text,
      city: text,
      country: text,
    })
    .superRefine((input, ctx) => {
      const issue = (message: string, path: string) =>
        ctx.addIssue({ code: "custom", message, path: [path] });
      const missing = REQUIRED_FIELDS.find((key) => !input[key]);
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
      if (birth > isoDate(today)) return issue(m.birthDateInFuture, "birthDate");
    });
}
export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;

/** Only non-empty fields are sent in the update (portal.md §5). */
export function nonEmptyFields(input: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const trimmed = value?.trim();
    if (trimmed) result[key] = trimmed;
  }
  return result;
}

/** Age in whole years on `today` for a YYYY-MM-DD birth date. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Profile reminder after 30 days (portal.md §9). */
export const PROFILE_REMINDER_DAYS = 30;

export function isProfileStale(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > PROFILE_REMINDER_DAYS * 24 * 60 * 60 * 1000;
}
