/** German phone numbers (docs/product/accounts.md#validation). */

/**
 * The phone rule's messages, shared by registration, the SMS code and the contact request (docs/product/leads.md,
 * docs/product/accounts.md#validation): part of the rule's contract, so form and server show the same text.
 */
export const PHONE_MESSAGES = {
  required: "Bitte geben Sie eine Telefonnummer ein.",
  invalid: "Bitte geben Sie eine gültige deutsche Telefonnummer ein (Format: +49XXXXXXXXX oder 0XXXXXXXXX).",
  length: "Die Telefonnummer hat eine ungültige Länge.",
} as const;

/**
 * The German phone pattern on a number without separators: prefix +49, 0049 or 0, a non-zero digit and 6 to 14
 * more digits (registration, SMS code and contact request alike).
 */
export const GERMAN_PHONE_PATTERN = /^(\+49|0049|0)[1-9]\d{6,14}$/;

/** Removes spaces, hyphens and brackets. */
function stripPhone(input: string): string {
  return input.replace(/[\s\-()]/g, "");
}

/** After removing spaces and hyphens: prefix +49, 0049 or 0, a non-zero digit and 6 to 14 more digits. */
export function isGermanPhone(input: string): boolean {
  return GERMAN_PHONE_PATTERN.test(input.replace(/[\s-]/g, ""));
}

/** A leading 0 becomes +49, a leading 49 gets a +, a leading +stays; otherwise +49 is prepended. */
export function normalizePhone(input: string): string {
  const stripped = stripPhone(input);
  if (stripped.startsWith("+")) return stripped;
  if (stripped.startsWith("0049")) return `+${stripped.slice(2)}`;
  if (stripped.startsWith("0")) return `+49${stripped.slice(1)}`;
  if (stripped.startsWith("49")) return `+${stripped}`;
  return `+49${stripped}`;
}

/** The normalised number must be 12 to 16 characters long. */
export function hasValidPhoneLength(normalized: string): boolean {
  return normalized.length >= 12 && normalized.length <= 16;
}

/** Profile form rule: starts with +49 or 0, followed by at least 6 digits, spaces or hyphens. */
export function isProfilePhone(input: string): boolean {
  return /^(\+49|0)[\d\s-]{6,}$/.test(input.trim());
}
