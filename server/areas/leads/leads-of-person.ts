import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { brokerProfiles, leadPurchases, leads } from "../../adapters/db/schema/leads";
import { healthDataErasure } from "./lead-health-data";
import { type LeadOwner, leadsOf, leadsWithConfirmedEmailOf } from "./lead-ownership";

/**
 * What the leads area holds of an account, for the account's export and deletion (DSGVO Art. 15/17/20) and its
 * profile save: the account's leads (./lead-ownership.ts), its broker profile and the purchases it made.
 */

/** For the export: the account's leads (without the confirmation link's secret), broker profile and purchases. */
export async function leadDataOf(db: Database, owner: LeadOwner) {
  const ownLeads = (await db.select().from(leads).where(leadsOf(owner))).map(
    ({ confirmationToken: _secret, ...lead }) => lead,
  );
  const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, owner.userId));
  const purchases = broker
    ? await db.select().from(leadPurchases).where(eq(leadPurchases.brokerId, broker.id))
    : [];
  return { brokerProfile: broker ?? null, leads: ownLeads, leadPurchases: purchases };
}

/**
 * For the deletion (a transaction may be passed as `db`): the account's leads are anonymised; a lead a broker bought
 * is kept unchanged (accounting duty, Art. 17(3)(b)) but no longer linked to the account. Neither keeps a risk
 * pre-check's health answers or their consent (docs/product/leads.md#risk-pre-check-request); an anonymised lead loses its
 * needs and advice documentation too, a bought one keeps it as the buyer's record of the advice
 * (docs/product/broker-duties.md#advice-documentation). The broker profile
 * loses its account with the account (foreign key, on delete set null); the purchases stay.
 */
export async function eraseLeadsOf(db: Database, owner: LeadOwner, at: Date): Promise<void> {
  const own = await db.select({ id: leads.id }).from(leads).where(leadsOf(owner));
  const ids = own.map((lead) => lead.id);
  const purchased = ids.length
    ? await db
        .selectDistinct({ id: leadPurchases.leadId })
        .from(leadPurchases)
        .where(inArray(leadPurchases.leadId, ids))
    : [];
  const kept = new Set(purchased.map((row) => row.id));
  const anonymise = ids.filter((id) => !kept.has(id));
  if (anonymise.length) {
    await db
      .update(leads)
      .set({
        firstName: null,
        lastName: null,
        phone: null,
        age: null,
        preferredTime: null,
        userId: null,
        email: sql`'geloescht-' || ${leads.id} || '@anonymisiert.invalid'`,
        status: "closed",
        confirmationToken: null,
        adviceRecord: null,
        ...healthDataErasure(),
        updatedAt: at,
      })
      .where(inArray(leads.id, anonymise));
  }
  if (kept.size) {
    await db
      .update(leads)
      .set({ userId: null, ...healthDataErasure() })
      .where(inArray(leads.id, [...kept]));
  }
}

/** Lead statuses a profile save never touches the qualification of: sold, and closed with a deleted account. */
const SETTLED_LEAD_STATUSES = ["sold", "closed"];

/** The contact data of a saved profile, as the leads keep it. */
export interface ProfileContact {
  firstName?: string;
  lastName?: string;
  phone?: string;
  age?: number;
}

/**
 * For a profile save (docs/product/accounts.md#sign-in-and-registration; a transaction may be passed as `db`): once
 * the owner confirmed the e-mail, every lead sent with it becomes the account's and gets the new contact data —
 * except leads a broker bought: the buyer keeps what was bought (the person can still withdraw the consent,
 * docs/product/leads.md#consent-and-withdrawal) — and those with recorded consent that are not sold become
 * qualified. An unconfirmed e-mail touches no lead; no lead is created and no status changed.
 */
export async function takeProfileContact(
  db: Database,
  owner: LeadOwner,
  contact: ProfileContact,
  at: Date,
): Promise<void> {
  const withEmail = leadsWithConfirmedEmailOf(owner);
  if (!withEmail) return;
  await db.update(leads).set({ userId: owner.userId }).where(withEmail);
  await db
    .update(leads)
    .set({ ...contact, userId: owner.userId, updatedAt: at })
    .where(and(withEmail, eq(leads.salesCount, 0), notInArray(leads.status, SETTLED_LEAD_STATUSES)));
  await db
    .update(leads)
    .set({ isValidated: true, validationDate: at, leadQuality: "qualifizierte_anfrage" })
    .where(
      and(
        withEmail,
        sql`jsonb_array_length(${leads.consent}) > 0`,
        notInArray(leads.status, SETTLED_LEAD_STATUSES),
      ),
    );
}
