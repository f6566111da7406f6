/**
 * URL and file-name slug: lower case, umlauts and ß spelled out, every run of other characters turned into one
 * '-', no '-' at either end. 'Allianz Private Krankenversicherungs-AG' → 'allianz-private-krankenversicherungs-ag',
 * 'Süddeutsche' → 'sueddeutsche'.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
