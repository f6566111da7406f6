import type { Database } from "../../../adapters/db/client";
import { listAudit } from "../../site";
import type { AccountContacts } from "../account-contacts";
import { createCreateLicense } from "./create-license";
import { createListLeads } from "./list-leads";
import { createListLicenses } from "./list-licenses";
import { createListSales } from "./list-sales";
import { createMarkPaid } from "./mark-paid";
import { createRevealLead } from "./reveal-lead";
import { revenueByMonth } from "./revenue-by-month";
import { createSalesCsv } from "./sales-csv";
import { createUpdateLead } from "./update-lead";
import { createUpdateLicense } from "./update-license";

/**
 * The admin's side of the marketplace (/lead-marketplace, docs/product/leads.md#admin-lead-marketplace), one use
 * case per file: leads with status, quality, sales and consent basis; manual validation and withdrawal; sales with
 * payment status; revenue by month; CSV export; licence keys; the audit log. Every change and every reveal of
 * personal data is written to the audit log; failures are AppErrors.
 */
export function createLeadAdmin(options: {
  db: Database;
  accounts: Pick<AccountContacts, "namesOf">;
  now?: () => Date;
}) {
  const deps = { db: options.db, accounts: options.accounts, now: options.now ?? (() => new Date()) };
  const listSales = createListSales(deps);
  return {
    listLeads: createListLeads(deps),
    revealLead: createRevealLead(deps),
    updateLead: createUpdateLead(deps),
    listSales,
    revenueByMonth: async () => revenueByMonth(await listSales()),
    markPaid: createMarkPaid(deps),
    salesCsv: createSalesCsv({ ...deps, listSales }),
    listLicenses: createListLicenses(deps),
    createLicense: createCreateLicense(deps),
    updateLicense: createUpdateLicense(deps),
    listAudit: (query: { limit?: number; before?: number; subjectType?: string; subjectId?: string }) =>
      listAudit(options.db, query),
  };
}

export type LeadAdmin = ReturnType<typeof createLeadAdmin>;
