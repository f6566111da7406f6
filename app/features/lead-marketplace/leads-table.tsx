import { LEAD_QUALITY_LABELS, LEAD_STATUS_LABELS } from "../../../domain/leads/lifecycle";
import { formatDateTime } from "../../../lib/format/date-format";
import { cn } from "../../lib/cn";
import { DataTable } from "./data-table";
import { LeadFilters } from "./lead-filters";
import { cell, euro, VALIDATION_LABELS } from "./lead-format";
import { LeadRowActions } from "./lead-row-actions";
import type { AdminLead, Contact, LeadFilter } from "./types";

/** The 'Leads' section: filter form and the table with each lead's actions. */
export function LeadsTable({
  leads,
  filter,
  contact,
  idPrefix,
}: {
  leads: AdminLead[];
  filter: LeadFilter;
  /** The contact revealed by the last action, shown in its lead's row. */
  contact: Contact | undefined;
  idPrefix: string;
}) {
  const filtered = filter.status !== "" || filter.q !== "";
  return (
    <section aria-labelledby={`${idPrefix}-leads`} className="mt-8">
      <h2 id={`${idPrefix}-leads`} className="text-xl font-semibold text-slate-900">
        Leads
      </h2>
      <LeadFilters filter={filter} idPrefix={idPrefix} />
      {leads.length === 0 ? (
        <p className="mt-3 text-slate-600">{filtered ? "Keine passenden Leads" : "Keine Leads vorhanden"}</p>
      ) : (
        <DataTable
          label="Tabelle aller Leads"
          columns={[
            "Erstellt",
            "Status",
            "Qualität",
            "Validierung",
            "Verkäufe",
            "Preis",
            "Einwilligung",
            "Aktionen",
          ]}
        >
          {leads.map((lead) => (
            <tr
              key={lead.id}
              data-testid="admin-lead"
              data-lead-id={lead.id}
              className="border-t border-slate-100"
            >
              <td className={cn(cell, "whitespace-nowrap")}>{formatDateTime(lead.createdAt)}</td>
              <td className={cell} data-testid="lead-status">
                {LEAD_STATUS_LABELS[lead.status]}
              </td>
              <td className={cell}>{LEAD_QUALITY_LABELS[lead.quality]}</td>
              <td className={cell}>
                {lead.validationMethod ? VALIDATION_LABELS[lead.validationMethod] : "-"}
              </td>
              <td className={cell} data-testid="lead-sales">
                {lead.salesCount}/{lead.maxSales}
              </td>
              <td className={cn(cell, "whitespace-nowrap")}>{euro(lead.priceCents)}</td>
              <td className={cn(cell, "min-w-56")}>{lead.consentBasis}</td>
              <td className={cell}>
                <LeadRowActions lead={lead} contact={contact?.id === lead.id ? contact : undefined} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
