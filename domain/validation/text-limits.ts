/**
 * Upper bounds of every text field the portal accepts (docs/decisions/013-http-edge-hardening.md): a schema caps
 * each string, so an oversize value is refused with a German message and never stored. The body limit (64 KB)
 * is the outer bound; these are the per-field ones.
 */
export const TEXT_LIMITS = {
  /** First name, last name, city, street. */
  name: 100,
  /** RFC 5321: 254 characters for a whole address. */
  email: 254,
  /** Better Auth's maximum password length. */
  password: 128,
  /** A phone number with spaces, '+' and separators. */
  phone: 40,
  /** German postcodes have five digits; a little room for spaces that the rule then refuses. */
  postalCode: 10,
  houseNumber: 20,
  /** Selections and other short codes (salutation, profession, nationality, country). */
  shortText: 100,
  /** A licence key, a token of a link, a SMS code. */
  token: 512,
  /** Admin-edited single-line texts (operator details). */
  settingsLine: 300,
  /** A path or URL (Open Graph image, page path). */
  url: 2000,
} as const;

/** The German message for a value over its cap. */
export function tooLongMessage(max: number): string {
  return `Die Eingabe ist zu lang (höchstens ${max} Zeichen).`;
}
