import { eq } from "drizzle-orm";
import { AppError } from "../../../domain/errors/app-error";
import { consentAllowsListing } from "../../../domain/leads/consent";
import { canConfirmContact, type LeadStatus, validatedState } from "../../../domain/leads/lifecycle";
import type { Database } from "../../adapters/db/client";
import { leads } from "../../adapters/db/schema/leads";
import { recordAudit } from "../site";
import { healthDataErasure } from "./lead-health-data";

/** Path of the withdrawal page of one lead (confirmation e-mail, /mein-bereich). */
export function withdrawalPath(token: string): string {
  return `/einwilligung-widerrufen/${token}`;
}

/** Path of the confirmation page of one lead (only in the e-mail to the lead's own address). */
export function confirmationPath(token: string): string {
  return `/anfrage-bestaetigen/${token}`;
}

const validToken = (token: string) => token.length >= 16 && token.length <= 64;

/** The state of a lead behind a confirmation link. */
type ConfirmationState = "pending" | "confirmed" | "closed";

/** What the links of the e-mail to the lead's own address do. */
export interface LeadLinks {
  /** Whether a withdrawal link (token) belongs to a lead, and whether it is withdrawn already. */
  findByWithdrawalToken(token: string): Promise<{ withdrawn: boolean } | undefined>;
  /**
   * Withdraws the consent behind a withdrawal link: the lead leaves the marketplace at once, a risk pre-check's
   * health answers and their consent are erased (audited). Throws `withdrawal-link-invalid` for a link that belongs
   * to no lead.
   */
  withdrawByToken(token: string): Promise<{ alreadyWithdrawn: boolean }>;
  /** Whether a confirmation link (token) belongs to a lead, and the state of that lead. */
  findByConfirmationToken(token: string): Promise<{ state: ConfirmationState } | undefined>;
  /**
   * Confirms a request through the link its own e-mail address received: a new lead is validated (and listed
   * when its consent allows it), audited. Throws `confirmation-link-invalid` for a link that belongs to no lead.
   */
  confirmByToken(token: string): Promise<{ state: ConfirmationState }>;
}

/**
 * The links of the e-mail to the lead's own address (docs/product/leads.md#consent-and-withdrawal): confirming the
 * request, and withdrawing the consent (the health answers go with it). Both are audited.
 */
export function createLeadLinks(db: Database, now: () => Date): LeadLinks {
  return {
    async findByConfirmationToken(token) {
      if (!validToken(token)) return undefined;
      const [lead] = await db
        .select({ status: leads.status, contactConfirmedAt: leads.contactConfirmedAt })
        .from(leads)
        .where(eq(leads.confirmationToken, token));
      if (!lead) return undefined;
      return { state: confirmationState(lead) };
    },

    async confirmByToken(token) {
      if (!validToken(token)) throw new AppError("confirmation-link-invalid");
      const at = now();
      return db.transaction(async (tx) => {
        const [lead] = await tx.select().from(leads).where(eq(leads.confirmationToken, token)).for("update");
        if (!lead) throw new AppError("confirmation-link-invalid");
        if (lead.contactConfirmedAt || !canConfirmContact(lead.status as LeadStatus)) {
          return { state: confirmationState(lead) };
        }
        const state = validatedState("email-confirmed", at, consentAllowsListing(lead));
        await tx
          .update(leads)
          .set({ ...state, contactConfirmedAt: at, updatedAt: at })
          .where(eq(leads.id, lead.id));
        await recordAudit(
          tx,
          {
            actor: null,
            action: "lead.contact-confirm",
            subjectType: "lead",
            subjectId: lead.id,
            details: { from: lead.status, to: state.status, channel: "bestaetigungslink" },
          },
          at,
        );
        return { state: "confirmed" as const };
      });
    },

    async findByWithdrawalToken(token) {
      if (!validToken(token)) return undefined;
      const [lead] = await db
        .select({ withdrawnAt: leads.withdrawnAt })
        .from(leads)
        .where(eq(leads.withdrawalToken, token));
      return lead ? { withdrawn: lead.withdrawnAt !== null } : undefined;
    },

    async withdrawByToken(token) {
      if (!validToken(token)) throw new AppError("withdrawal-link-invalid");
      const at = now();
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ id: leads.id, status: leads.status, withdrawnAt: leads.withdrawnAt })
          .from(leads)
          .where(eq(leads.withdrawalToken, token))
          .for("update");
        if (!lead) throw new AppError("withdrawal-link-invalid");
        if (lead.withdrawnAt) return { alreadyWithdrawn: true };
        // The health answers of a risk pre-check and their consent go with the withdrawal.
        await tx
          .update(leads)
          .set({ status: "withdrawn", withdrawnAt: at, updatedAt: at, ...healthDataErasure() })
          .where(eq(leads.id, lead.id));
        await recordAudit(
          tx,
          {
            actor: null,
            action: "lead.consent-withdraw",
            subjectType: "lead",
            subjectId: lead.id,
            details: { from: lead.status, channel: "widerrufslink" },
          },
          at,
        );
        return { alreadyWithdrawn: false };
      });
    },
  };
}

/**
 * A lead behind a confirmation link: still waiting; confirmed (by the link, or checked by an admin meanwhile); or
 * closed (withdrawn, or anonymised with a deleted account).
 */
function confirmationState(lead: { status: string; contactConfirmedAt: Date | null }): ConfirmationState {
  if (lead.contactConfirmedAt) return "confirmed";
  if (canConfirmContact(lead.status as LeadStatus)) return "pending";
  return lead.status === "withdrawn" || lead.status === "closed" ? "closed" : "confirmed";
}
