import { Fragment } from "react";
import { LEAD_QUALITY_LABELS, LEAD_STATUS_LABELS } from "../../../domain/leads/lifecycle";
import { formatDateTime } from "../../../lib/format/date-format";
import { ApplicationDetails, applicationLabel } from "../../components/application-summary";
import { HealthAnswersList, riskPreCheckLabel } from "../../components/health-answers-list";
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
            <Fragment key={lead.id}>
              <tr data-testid="admin-lead" data-lead-id={lead.id} className="border-t border-slate-100">
                <td className={cn(cell, "whitespace-nowrap")}>{formatDateTime(lead.createdAt)}</td>
                <td className={cell} data-testid="lead-status">
                  {LEAD_STATUS_LABELS[lead.status]}
                </td>
                <td className={cell}>
                  {LEAD_QUALITY_LABELS[lead.quality]}
                  {lead.riskPreCheck && (
                    <span className="mt-1 block w-max text-xs font-semibold text-primary-800">
                      {riskPreCheckLabel(lead.riskPreCheck)}
                    </span>
                  )}
                  {lead.application && (
                    <span className="mt-1 block text-xs font-semibold text-green-800">
                      {applicationLabel(lead.application)}
                    </span>
                  )}
                </td>
                <td className={cell}>
                  {lead.validationMethod ? VALIDATION_LABELS[lead.validationMethod] : "-"}
                </td>
                <td className={cell} data-testid="lead-sales">
                  {lead.salesCount}/{lead.maxSales}
                </td>
                <td className={cn(cell, "whitespace-nowrap")}>{euro(lead.priceCents)}</td>
                <td className={cn(cell, "min-w-56")}>
                  {lead.consentBasis}
                  <span className="mt-1 block text-xs text-slate-600" data-testid="lead-first-information">
                    {lead.firstInformation
                      ? `Erstinformation ${lead.firstInformation.version}, gezeigt am ${formatDateTime(lead.firstInformation.shownAt)}`
                      : "Keine Erstinformation gespeichert"}
                  </span>
                </td>
                <td className={cell}>
                  <LeadRowActions lead={lead} contact={contact?.id === lead.id ? contact : undefined} />
                </td>
              </tr>
              {contact?.id === lead.id && contact.application && (
                <tr data-testid="lead-application" className="border-t border-slate-100">
                  <td colSpan={8} className={cn(cell, "bg-slate-50")}>
                    <ApplicationDetails application={contact.application} />
                  </td>
                </tr>
              )}
              {contact?.id === lead.id && contact.healthAnswers && (
                // Revealed with the contact (audited): a risk pre-check's health answers.
                <tr data-testid="lead-health-answers" className="border-t border-slate-100">
                  <td colSpan={8} className={cn(cell, "bg-slate-50")}>
                    <HealthAnswersList persons={contact.healthAnswers} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </DataTable>
      )}
    </section>
  );
}
