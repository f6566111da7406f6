import { firstInformationVersion } from "../../domain/settings/first-information";
import { defaultSiteSettings } from "../../domain/settings/site-settings";

/**
 * The field every comparison and contact form carries: the version of the Erstinformation it shows
 * (docs/product/broker-duties.md#first-information), here of the settings a test database starts with.
 */
export const FIRST_INFORMATION_SHOWN: [string, string] = [
  "firstInformationVersion",
  firstInformationVersion(defaultSiteSettings),
];

/**
 * A form post as a browser without JavaScript sends it from a page that showed the Erstinformation: ticked
 * checkboxes 'on', unticked and missing left out.
 */
export function browserFormBody(fields: Record<string, unknown>): string {
  const form = new URLSearchParams([FIRST_INFORMATION_SHOWN]);
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) form.set(name, "on");
    else if (value !== false && value !== undefined) form.set(name, String(value));
  }
  return form.toString();
}

/**
 * The long form's fields of an employed applicant, as a browser without JavaScript posts them; `overrides` replace
 * a field's value (undefined leaves it out).
 */
export function employedApplicantFields(
  overrides: Record<string, string | undefined> = {},
): Array<[string, string]> {
  const fields: Record<string, string | undefined> = {
    insuranceType: "adult",
    insuredPerson: "self",
    gender: "male",
    birthDate: "1988-03-14",
    jobStatus: "employed",
    insuranceStart: "2027-01-01",
    existingInsurance: "public",
    coverageType: "comfort",
    deductible: "0€",
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, value] as [string, string]],
  );
}

/** A url-encoded form post of `fields` (repeated names kept) from a page that showed the Erstinformation. */
export function formPost(fields: Array<[string, string]>) {
  return {
    method: "POST",
    body: new URLSearchParams([FIRST_INFORMATION_SHOWN, ...fields]).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  };
}
