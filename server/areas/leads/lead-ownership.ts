import { eq, or, type SQL } from "drizzle-orm";
import { leads } from "../../adapters/db/schema/leads";

/** The account a lead may belong to: its id, its e-mail and whether the owner confirmed that address. */
export interface LeadOwner {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The leads of an account (docs/product/leads.md#consent-and-withdrawal): those it created (`leads.user_id`) and,
 * once the owner confirmed the address, those sent with its e-mail. An unconfirmed address links nothing: anybody
 * can register with somebody else's address, and must not read, overwrite or delete that person's requests.
 */
export function leadsOf(owner: LeadOwner): SQL {
  const created = eq(leads.userId, owner.userId);
  if (!owner.emailVerified) return created;
  return or(created, eq(leads.email, owner.email.toLowerCase())) ?? created;
}

/** Only the leads sent with the account's confirmed e-mail (none while it is unconfirmed). */
export function leadsWithConfirmedEmailOf(owner: LeadOwner): SQL | undefined {
  return owner.emailVerified ? eq(leads.email, owner.email.toLowerCase()) : undefined;
}
