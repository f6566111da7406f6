import { IntentButton } from "./intent-button";
import type { AdminLead, Contact } from "./types";

/**
 * Validate, withdraw and reveal of one lead, each a post to the route action; the contact data appear after the
 * audited reveal (docs/product/leads.md#admin-lead-marketplace).
 */
export function LeadRowActions({ lead, contact }: { lead: AdminLead; contact: Contact | undefined }) {
  const fields = { leadId: lead.id };
  return (
    <div className="flex flex-col gap-1">
      {lead.status === "new" && (
        <IntentButton intent="validate" fields={fields}>
          Validieren
        </IntentButton>
      )}
      {lead.status !== "withdrawn" && (
        <IntentButton intent="withdraw" fields={fields} variant="ghost">
          Zurückziehen
        </IntentButton>
      )}
      {contact ? (
        <p className="text-xs text-slate-800" data-testid="lead-contact">
          {contact.firstName} {contact.lastName}
          <br />
          {contact.email}
          <br />
          {contact.phone ?? "-"}
        </p>
      ) : (
        <IntentButton intent="reveal" fields={fields} variant="ghost">
          Kontaktdaten anzeigen
        </IntentButton>
      )}
    </div>
  );
}
