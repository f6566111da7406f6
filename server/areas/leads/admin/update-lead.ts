import { eq } from "drizzle-orm";
import { AppError } from "../../../../domain/errors/app-error";
import { consentAllowsListing } from "../../../../domain/leads/consent";
import {
  canValidate,
  canWithdraw,
  type LeadStatus,
  toLeadStatus,
  validatedState,
} from "../../../../domain/leads/lifecycle";
import { leadUpdateSchema } from "../../../../domain/leads/market";
import { leads } from "../../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../../site";
import { healthDataErasure } from "../lead-health-data";
import { parseInput } from "./parse-input";
import type { LeadAdminDeps } from "./types";

/**
 * Manual validation (new → listed, or validated when the consent does not allow listing) and withdrawal
 * (docs/product/leads.md#lifecycle; a withdrawn lead keeps no health answers:
 * docs/product/leads.md#risk-pre-check-request); audited as 'lead.validate' / 'lead.withdraw'.
 */
export function createUpdateLead(deps: LeadAdminDeps) {
  return async function updateLead(actor: AuditActor, leadId: string, input: unknown) {
    const { action } = parseInput(leadUpdateSchema, input);
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
      if (!row) throw new AppError("lead-not-found");
      const status = toLeadStatus(row.status);
      let next: LeadStatus;
      if (action === "validate") {
        if (!canValidate(status)) throw new AppError("lead-transition-invalid");
        const state = validatedState("admin", at, consentAllowsListing(row));
        next = state.status;
        await tx
          .update(leads)
          .set({ ...state, updatedAt: at })
          .where(eq(leads.id, row.id));
      } else {
        if (!canWithdraw(status)) throw new AppError("lead-transition-invalid");
        next = "withdrawn";
        await tx
          .update(leads)
          .set({ status: next, withdrawnAt: at, updatedAt: at, ...healthDataErasure() })
          .where(eq(leads.id, row.id));
      }
      await recordAudit(
        tx,
        {
          actor,
          action: action === "validate" ? "lead.validate" : "lead.withdraw",
          subjectType: "lead",
          subjectId: row.id,
          details: { from: status, to: next },
        },
        at,
      );
      return { id: row.id, status: next };
    });
  };
}
