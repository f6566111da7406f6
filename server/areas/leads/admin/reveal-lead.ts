import { eq } from "drizzle-orm";
import { AppError } from "../../../../domain/errors/app-error";
import { storedApplication } from "../../../../domain/leads/application";
import { consentRecords } from "../../../../domain/leads/consent";
import { storedRiskPreCheck } from "../../../../domain/leads/risk-pre-check";
import { leads } from "../../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../../site";
import type { LeadAdminDeps } from "./types";

/**
 * The lead's personal data and consent proof for an admin, with a risk pre-check's health answers
 * (docs/product/leads.md#risk-pre-check-request) and an application request's tariff (#application-request); audited
 * as 'lead.reveal'.
 */
export function createRevealLead(deps: LeadAdminDeps) {
  return async function revealLead(actor: AuditActor, leadId: string) {
    const [row] = await deps.db.select().from(leads).where(eq(leads.id, leadId));
    if (!row) throw new AppError("lead-not-found");
    await recordAudit(
      deps.db,
      { actor, action: "lead.reveal", subjectType: "lead", subjectId: row.id, details: { by: "admin" } },
      deps.now(),
    );
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      age: row.age,
      consent: consentRecords(row.consent),
      healthAnswers: storedRiskPreCheck(row.healthAnswers) ?? null,
      application: storedApplication(row.application) ?? null,
    };
  };
}
