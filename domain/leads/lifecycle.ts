/**
 * The lead lifecycle of the marketplace (docs/product/leads.md#lifecycle, docs/decisions/017-lead-marketplace.md):
 *
 *   new → validated → listed → sold          (sold once `salesCount` reaches `maxSales`)
 *                       ↓  ↘ expired          (listed longer than LEAD_LISTING_DAYS)
 *            any state → withdrawn            (consent withdrawn, or withdrawn by an admin)
 *
 * Pure rules only: the services apply them inside the purchase transaction.
 */

export const LEAD_STATUSES = ["new", "validated", "listed", "sold", "expired", "withdrawn"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Neu",
  validated: "Validiert",
  listed: "Im Marktplatz",
  sold: "Verkauft",
  expired: "Abgelaufen",
  withdrawn: "Zurückgezogen",
};

/** How long a lead stays in the marketplace: a callback request is worthless after two weeks. */
export const LEAD_LISTING_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Quality grades (docs/product/leads.md#quality). */
export const LEAD_QUALITIES = [
  "qualifizierte_anfrage",
  "beratungsgespraech",
  "rueckruf",
  "kontaktanfrage",
] as const;
export type LeadQuality = (typeof LEAD_QUALITIES)[number];

export const LEAD_QUALITY_LABELS: Record<LeadQuality, string> = {
  qualifizierte_anfrage: "Qualifizierte Anfrage",
  beratungsgespraech: "Beratungsgespräch",
  rueckruf: "Rückruf",
  kontaktanfrage: "Kontaktanfrage",
};

export function isLeadQuality(value: string | null | undefined): value is LeadQuality {
  return (LEAD_QUALITIES as readonly string[]).includes(value ?? "");
}

/**
 * How a lead was validated: the request carried the confirmed contact data of the signed-in requester
 * ('phone-verified': SMS-verified phone and confirmed e-mail), the person confirmed it through the link in the
 * e-mail to the lead's address ('email-confirmed'), or an admin checked it. 'profile-complete' is only found on
 * leads validated before docs/product/leads.md#lifecycle required confirmed contact data.
 */
export type ValidationMethod = "phone-verified" | "email-confirmed" | "profile-complete" | "admin";

/**
 * The grade of a lead: a verified phone or a complete profile make a 'qualifizierte_anfrage'; otherwise the
 * request's own kind (an appointment or an application request is worth more than a callback; a risk pre-check is
 * answered by a call).
 */
export function gradeLead(input: {
  topic: "callback" | "consultation" | "risk-pre-check" | "application" | "profile";
  phoneVerified: boolean;
  profileComplete: boolean;
}): LeadQuality {
  if (input.phoneVerified || input.profileComplete) return "qualifizierte_anfrage";
  // An application request needs a consultation to fill in the application.
  if (input.topic === "consultation" || input.topic === "application") return "beratungsgespraech";
  if (input.topic === "callback" || input.topic === "risk-pre-check") return "rueckruf";
  return "kontaktanfrage";
}

/** The confirmed contact data of a signed-in requester (null fields: not confirmed). */
export interface ConfirmedContact {
  /** The account's e-mail when its owner confirmed it, else null. */
  email: string | null;
  /** The number verified by SMS at registration, else null. */
  phone: string | null;
}

/**
 * Whether a contact request carries the requester's own confirmed contact data: its e-mail is the account's
 * confirmed address and its phone the account's SMS-verified number (docs/product/leads.md#lifecycle). A request
 * with anybody else's data — or with data the account has not confirmed — is not the requester's own.
 */
export function isOwnConfirmedContact(
  request: { email: string; phone: string },
  account: ConfirmedContact | null,
): boolean {
  if (!account?.email || !account.phone) return false;
  return (
    request.email.trim().toLowerCase() === account.email.toLowerCase() && request.phone === account.phone
  );
}

/**
 * Automatic validation at creation: only a request with the requester's own confirmed contact data. Every other
 * lead waits, unlisted, for the confirmation link its own e-mail address receives (or an admin's check).
 */
export function automaticValidation(input: { ownConfirmedContact: boolean }): ValidationMethod | null {
  return input.ownConfirmedContact ? "phone-verified" : null;
}

/**
 * The state a lead takes when it is validated, by whichever method (docs/product/leads.md#lifecycle): listed at once
 * when its consent allows listing, otherwise validated and unlisted.
 */
export function validatedState(method: ValidationMethod, at: Date, consentAllowsListing: boolean) {
  const status: LeadStatus = consentAllowsListing ? "listed" : "validated";
  return {
    status,
    isValidated: true,
    validationDate: at,
    validationMethod: method,
    listedAt: consentAllowsListing ? at : null,
  };
}

/** A lead waiting for its confirmation link can be confirmed while it is new (not withdrawn, not validated). */
export function canConfirmContact(status: LeadStatus): boolean {
  return status === "new";
}

export interface LeadState {
  status: LeadStatus;
  salesCount: number;
  maxSales: number;
  listedAt: Date | null;
}

/** Whether a lead in this state may still be bought at `now` (listed, not expired, sales left). */
export function isPurchasable(lead: LeadState, now: Date): boolean {
  return lead.status === "listed" && lead.salesCount < lead.maxSales && !isListingExpired(lead, now);
}

function listingEndsAt(listedAt: Date): Date {
  return new Date(listedAt.getTime() + LEAD_LISTING_DAYS * DAY_MS);
}

function isListingExpired(lead: Pick<LeadState, "listedAt">, now: Date): boolean {
  return lead.listedAt !== null && now.getTime() >= listingEndsAt(lead.listedAt).getTime();
}

/** The status after one more sale: sold when the limit is reached, otherwise still listed. */
export function statusAfterSale(lead: Pick<LeadState, "salesCount" | "maxSales">): {
  salesCount: number;
  status: LeadStatus;
} {
  const salesCount = lead.salesCount + 1;
  return { salesCount, status: salesCount >= lead.maxSales ? "sold" : "listed" };
}

/** The status an admin's manual validation moves a lead to; undefined when it cannot be validated. */
export function canValidate(status: LeadStatus): boolean {
  return status === "new";
}

/** A lead can be withdrawn (consent revoked or an admin's decision) unless it already is. */
export function canWithdraw(status: LeadStatus): boolean {
  return status !== "withdrawn";
}

/** The status shown for a stored lead at `now`: a listing past its end counts as expired. */
export function effectiveStatus(lead: Pick<LeadState, "status" | "listedAt">, now: Date): LeadStatus {
  if (lead.status === "listed" && isListingExpired(lead, now)) return "expired";
  return lead.status;
}

/**
 * A stored status as a lifecycle status: older values map onto the lifecycle ('closed' — the person deleted the
 * account and the lead was anonymised — counts as withdrawn; 'contacted' as new).
 */
export function toLeadStatus(value: string): LeadStatus {
  if ((LEAD_STATUSES as readonly string[]).includes(value)) return value as LeadStatus;
  return value === "closed" ? "withdrawn" : "new";
}
