import { formatDateTime } from "../../lib/format/date-format";

/**
 * Consent that covers the buyer (docs/decisions/017-lead-marketplace.md, UWG § 7a): the broker-transfer consent
 * names the operator and the partners of the partner list at the time of consent (licensed brokers and insurers,
 * page /partner). The stored record keeps the text exactly as shown, the time, the channel and the list of
 * partners (licence numbers) it covered, so every later sale can prove that the buyer was among them.
 */
export interface ConsentRecord {
  /**
   * 'health-data': the explicit consent of a risk pre-check to pass the comparison's health answers to the buyer
   * (Art. 9 DSGVO, docs/product/leads.md#risk-pre-check-request); removed with the answers on withdrawal.
   */
  purpose: ConsentPurpose;
  text: string;
  grantedAt: string;
  channel: string;
  /**
   * Broker-transfer consents since the lead marketplace (docs/product/leads.md#consent-and-withdrawal): the
   * partner list shown (licence numbers) and its limit.
   */
  scope?: "partners";
  partners?: string[];
  maxRecipients?: number;
  /** The version of a versioned text (the health-data consent: `HEALTH_DATA_CONSENT.version`). */
  version?: string;
}

const CONSENT_PURPOSES = ["call", "broker-transfer", "health-data"] as const;
type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (CONSENT_PURPOSES as readonly unknown[]).includes(record.purpose) &&
    typeof record.text === "string" &&
    typeof record.grantedAt === "string" &&
    typeof record.channel === "string"
  );
}

export function consentRecords(consent: unknown): ConsentRecord[] {
  return Array.isArray(consent) ? consent.filter(isConsentRecord) : [];
}

/** The broker-transfer consent that names the partner list, if the lead has one. */
export function partnerConsent(consent: unknown): ConsentRecord | undefined {
  return consentRecords(consent).find(
    (record) => record.purpose === "broker-transfer" && record.scope === "partners",
  );
}

/** The explicit health-data consent of a risk pre-check, if the lead has one (and it was not withdrawn). */
export function healthDataConsent(consent: unknown): ConsentRecord | undefined {
  return consentRecords(consent).find((record) => record.purpose === "health-data");
}

/** Whether a lead may be listed at all: a call consent and a partner-list transfer consent, not withdrawn. */
export function consentAllowsListing(lead: { consent: unknown; withdrawnAt: Date | null }): boolean {
  if (lead.withdrawnAt) return false;
  const records = consentRecords(lead.consent);
  return records.some((record) => record.purpose === "call") && partnerConsent(records) !== undefined;
}

/** Whether the consent covers passing the data to the buyer with this licence number. */
export function consentCoversBuyer(
  lead: { consent: unknown; withdrawnAt: Date | null },
  buyerLicenseNumber: string | null,
): boolean {
  if (!buyerLicenseNumber || !consentAllowsListing(lead)) return false;
  return partnerConsent(lead.consent)?.partners?.includes(buyerLicenseNumber) ?? false;
}

/** The consent basis shown to buyers and admins (German). */
export function consentBasis(consent: unknown): string {
  const record = partnerConsent(consent);
  if (!record) return "Keine Einwilligung zur Weitergabe an Partner";
  return `Einwilligung vom ${formatDateTime(record.grantedAt)} (${channelLabel(record.channel)}): Weitergabe an Partner der Partnerliste, höchstens ${record.maxRecipients ?? 1}`;
}

function channelLabel(channel: string): string {
  if (channel === "website-kontaktformular") return "Kontaktformular der Website";
  if (channel === "web") return "Website";
  return channel;
}

/**
 * What a buyer sees on a purchased lead whose person withdrew the consent (docs/product/leads.md#consent-and-withdrawal):
 * the purchase stays (accounting), the person must not be contacted any more and may ask for erasure.
 */
export const WITHDRAWN_PURCHASE_NOTICE =
  "Einwilligung widerrufen: Bitte kontaktieren Sie diese Person nicht mehr und löschen Sie ihre Daten (Art. 17 DSGVO).";
