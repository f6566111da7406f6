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

/** How a lead was validated: a verified phone number, a complete profile, or an admin's manual check. */
export type ValidationMethod = "phone-verified" | "profile-complete" | "admin";

/**
 * The grade of a lead: a verified phone or a complete profile make a 'qualifizierte_anfrage'; otherwise the
 * request's own kind (an appointment is worth more than a callback).
 */
export function gradeLead(input: {
  topic: "callback" | "consultation" | "profile";
  phoneVerified: boolean;
  profileComplete: boolean;
}): LeadQuality {
  if (input.phoneVerified || input.profileComplete) return "qualifizierte_anfrage";
  if (input.topic === "consultation") return "beratungsgespraech";
  if (input.topic === "callback") return "rueckruf";
  return "kontaktanfrage";
}

/** Automatic validation at creation: a verified phone or a complete profile; otherwise an admin validates. */
export function automaticValidation(input: {
  phoneVerified: boolean;
  profileComplete: boolean;
}): ValidationMethod | null {
  if (input.phoneVerified) return "phone-verified";
  if (input.profileComplete) return "profile-complete";
  return null;
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

export function listingEndsAt(listedAt: Date): Date {
  return new Date(listedAt.getTime() + LEAD_LISTING_DAYS * DAY_MS);
}

export function isListingExpired(lead: Pick<LeadState, "listedAt">, now: Date): boolean {
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
