import { useId } from "react";
import { ActionMessage } from "./action-message";
import { AuditList } from "./audit-list";
import { LeadsTable } from "./leads-table";
import { LicensesSection } from "./licenses-table";
import { RevenueTable } from "./revenue-table";
import { SalesTable } from "./sales-table";
import type { AdminActionResult, AdminLead, AuditEntry, LeadFilter, License, Revenue, Sale } from "./types";

export interface LeadMarketplaceData {
  leads: AdminLead[];
  filter: LeadFilter;
  sales: Sale[];
  revenue: Revenue[];
  licenses: License[];
  audit: AuditEntry[];
  /** The reads failed: the sections are empty and the page says so. */
  loadFailed: boolean;
  now: number;
}

/**
 * /lead-marketplace, the admins' landing (docs/product/leads.md#admin-lead-marketplace): leads with status, quality,
 * sales and consent basis (filter, validate, withdraw, reveal contact data), sales (mark paid with invoice number,
 * CSV export), revenue by month, licence keys (create, activate, deactivate, expiry) and the audit log. The route
 * loader reads everything, every change is a form post to the route action (works without JavaScript); every
 * action and every reveal is audited on the server.
 */
export function LeadMarketplace({
  data,
  result,
}: {
  data: LeadMarketplaceData;
  result: AdminActionResult | undefined;
}) {
  const ids = useId();
  const created = result?.ok && result.intent === "create-license" ? result : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Lead-Marktplatz</h1>
        <a href="/svadmin" className="font-medium text-primary-700 underline">
          Zum Admin-Bereich
        </a>
      </div>
      <ActionMessage result={result} loadFailed={data.loadFailed} />
      <LeadsTable leads={data.leads} filter={data.filter} contact={result?.contact} idPrefix={ids} />
      <SalesTable sales={data.sales} idPrefix={ids} />
      <RevenueTable revenue={data.revenue} idPrefix={ids} />
      <LicensesSection
        licenses={data.licenses}
        now={data.now}
        idPrefix={ids}
        resetKey={created ? `created-${created.values.licenseNumber ?? ""}-${data.licenses.length}` : "new"}
      />
      <AuditList entries={data.audit} idPrefix={ids} />
    </div>
  );
}
