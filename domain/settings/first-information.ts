import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";

/**
 * The admin-maintained parts of the Erstinformation (§ 15 VersVermV, docs/product/broker-duties.md#first-information)
 * beside the operator details (name, address, register number, chamber) it also states.
 */
const paragraph = (max = 1_000) =>
  z.string().trim().min(1, "Bitte füllen Sie dieses Feld aus.").max(max, tooLongMessage(max));

export const firstInformationSchema = z.object({
  /** The status under which the operator acts, e.g. 'Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO'. */
  status: paragraph(TEXT_LIMITS.settingsLine),
  /** Where and how the registration can be checked (the DIHK's Vermittlerregister). */
  registerCheck: paragraph(),
  /** Whether advice is offered on the insurance products arranged (§ 15 Abs. 1 Nr. 5 VersVermV). */
  adviceOffered: z.boolean(),
  /** How the operator is paid (commission in the premium, fee, both) (§ 15 Abs. 1 Nr. 6–8 VersVermV). */
  remuneration: paragraph(),
  /** Direct or indirect holdings over 10 % in or of an insurer, or that there are none (§ 15 Abs. 1 Nr. 3, 4). */
  holdings: paragraph(),
  /** The out-of-court arbitration boards with their addresses (§ 15 Abs. 1 Nr. 9 VersVermV). */
  arbitrationBoards: paragraph(2_000),
});
export type FirstInformationSettings = z.infer<typeof firstInformationSchema>;

export const defaultFirstInformation: FirstInformationSettings = {
  status: "Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO",
  registerCheck:
    "Vermittlerregister der Deutschen Industrie- und Handelskammer (DIHK), Breite Straße 29, 10178 Berlin, Telefon 0180 600 585 0 (20 Cent pro Anruf aus dem Festnetz), www.vermittlerregister.info",
  adviceOffered: true,
  remuneration:
    "Für die Vermittlung erhalten wir eine Provision (Courtage) vom Versicherer, die im Versicherungsbeitrag enthalten ist. Sie zahlen uns kein Honorar. Die Provision hängt nicht davon ab, in welcher Reihenfolge wir Tarife zeigen.",
  holdings:
    "Wir halten keine direkte oder indirekte Beteiligung von über 10 % an den Stimmrechten oder am Kapital eines Versicherungsunternehmens. Kein Versicherungsunternehmen und kein Mutterunternehmen eines Versicherungsunternehmens hält eine solche Beteiligung an uns.",
  arbitrationBoards:
    "Versicherungsombudsmann e. V., Postfach 08 06 32, 10006 Berlin, www.versicherungsombudsmann.de\nOmbudsmann Private Kranken- und Pflegeversicherung, Postfach 06 02 22, 10052 Berlin, www.pkv-ombudsmann.de",
};

/** The operator fields the Erstinformation names, in the order it names them. */
const OPERATOR_FIELDS = [
  "companyName",
  "representative",
  "street",
  "postalCode",
  "city",
  "country",
  "email",
  "phone",
  "brokerRegistrationNumber",
  "registrationAuthority",
] as const;

type FirstInformationOperatorField = (typeof OPERATOR_FIELDS)[number];

/** Everything the Erstinformation states: the operator's details it names and the admin's texts. */
export interface FirstInformationSource {
  operator: Record<FirstInformationOperatorField, string>;
  firstInformation: FirstInformationSettings;
}

/**
 * The version of an Erstinformation: a hash of exactly what it states, so a lead records which text was shown and
 * any change of a stated detail is a new version. FNV-1a over the fields in a fixed order (pure, also in the browser).
 */
export function firstInformationVersion(source: FirstInformationSource): string {
  const parts = [
    ...OPERATOR_FIELDS.map((field) => source.operator[field]),
    source.firstInformation.status,
    source.firstInformation.registerCheck,
    String(source.firstInformation.adviceOffered),
    source.firstInformation.remuneration,
    source.firstInformation.holdings,
    source.firstInformation.arbitrationBoards,
  ];
  let hash = 0x811c9dc5;
  for (const char of parts.join("\u0000")) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `EI-${hash.toString(16).padStart(8, "0")}`;
}

/** The record of an Erstinformation shown to a person: which version, and when (stored with comparisons and leads). */
const firstInformationShownSchema = z.object({
  version: z.string().regex(/^EI-[0-9a-f]{8}$/),
  shownAt: z.iso.datetime({ offset: true }),
});
export type FirstInformationShown = z.infer<typeof firstInformationShownSchema>;

/**
 * Whether a form was submitted with the Erstinformation in force on it: the version the page showed must be the
 * current one (a page opened before an admin changed the text shows the new text first). The moment recorded is the
 * submission's, the moment the person went on from the page that showed it.
 */
export function firstInformationShown(
  submittedVersion: unknown,
  source: FirstInformationSource,
  at: Date,
): FirstInformationShown | undefined {
  const version = firstInformationVersion(source);
  return submittedVersion === version ? { version, shownAt: at.toISOString() } : undefined;
}

/** A value still holding the demo seed's placeholder (zeros, example domains, 'Muster…'). */
const isPlaceholder = (value: string) => /0000|\.example\b|muster/i.test(value) || value.trim() === "";

/** The German names of the Erstinformation's details that are missing or still placeholders. */
const FIRST_INFORMATION_FIELD_LABELS: Record<(typeof OPERATOR_FIELDS)[number], string> & {
  registerNumberFormat: string;
} = {
  companyName: "Firma",
  representative: "Vertretungsberechtigte Person",
  street: "Straße und Hausnummer",
  postalCode: "Postleitzahl",
  city: "Ort",
  country: "Land",
  email: "E-Mail-Adresse",
  phone: "Telefonnummer",
  brokerRegistrationNumber: "Registernummer im Vermittlerregister",
  registrationAuthority: "Erlaubnisbehörde (IHK)",
  registerNumberFormat: "Registernummer im Format D-XXXX-XXXXX-XX",
};

const REGISTER_NUMBER = /^D-[A-Z0-9]{4}-[A-Z0-9]{5}-\d{2}$/;

/**
 * What an Erstinformation still lacks before it may be shown in production: the operator details it states that are
 * empty or demo placeholders, and a register number not in the register's format. The admin's own texts are
 * validated on save (never empty).
 */
export function missingFirstInformation(source: FirstInformationSource): string[] {
  const missing: string[] = OPERATOR_FIELDS.filter(
    (field) => field !== "postalCode" && isPlaceholder(source.operator[field]),
  ).map((field) => FIRST_INFORMATION_FIELD_LABELS[field]);
  const registerNumber = source.operator.brokerRegistrationNumber;
  if (!isPlaceholder(registerNumber) && !REGISTER_NUMBER.test(registerNumber))
    missing.push(FIRST_INFORMATION_FIELD_LABELS.registerNumberFormat);
  return missing;
}

/** A form sent without the Erstinformation in force (an old page, a hand-made post): nothing is calculated. */
export const FIRST_INFORMATION_REQUIRED =
  "Bitte lesen Sie zuerst unsere Erstinformation – sie steht jetzt über der Schaltfläche. Danach berechnen wir Ihre Tarife.";

/** A stored record of the Erstinformation shown, or null (none stored, or not in the record's format). */
export function storedFirstInformation(value: unknown): FirstInformationShown | null {
  const parsed = firstInformationShownSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
