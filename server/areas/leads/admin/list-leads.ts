import { desc } from "drizzle-orm";
import { consentAllowsListing } from "../../../../domain/leads/consent";
import { effectiveStatus, toLeadStatus } from "../../../../domain/leads/lifecycle";
import { storedFirstInformation } from "../../../../domain/settings/first-information";
import { leads } from "../../../adapters/db/schema/leads";
import { priceOf, toMarketLead } from "../lead-market";
import type { LeadAdminDeps } from "./types";

/** All leads for the admin, newest first, anonymised (personal data only through `revealLead`). */
export function createListLeads(deps: LeadAdminDeps) {
  return async function listLeads() {
    const at = deps.now();
    const rows = await deps.db.select().from(leads).orderBy(desc(leads.createdAt)).limit(2000);
    return rows.map((row) => ({
      ...toMarketLead(row, at),
      status: effectiveStatus({ ...row, status: toLeadStatus(row.status) }, at),
      validationMethod: row.validationMethod,
      listedAt: row.listedAt?.toISOString() ?? null,
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      consentListable: consentAllowsListing(row),
      priceCents: priceOf(row, at),
      firstInformation: storedFirstInformation(row.firstInformation),
    }));
  };
}
