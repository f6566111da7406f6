import { Download, Loader2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { daysRemaining, formatExpiry, isExpiringSoon } from "../../../domain/accounts/license";
import { formatDateTime } from "../../../domain/format/date-format";
import { formatEuro } from "../../../domain/format/number-format";
import {
  LEAD_QUALITY_LABELS,
  LEAD_STATUS_LABELS,
  type LeadQuality,
  type LeadStatus,
} from "../../../domain/leads/lifecycle";
import { Button } from "../../components/ui/button";
import { apiRequest, isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";

interface AdminLead {
  id: string;
  createdAt: string;
  status: LeadStatus;
  quality: LeadQuality;
  validationMethod: string | null;
  salesCount: number;
  maxSales: number;
  priceCents: number;
  consentBasis: string;
  consentListable: boolean;
}

interface Sale {
  id: string;
  leadId: string;
  purchaseDate: string;
  amountCents: number;
  paymentStatus: string;
  invoiceNumber: string | null;
  buyerEmail: string | null;
  licenseNumber: string | null;
}

interface Revenue {
  month: string;
  sales: number;
  totalCents: number;
  paidCents: number;
}

interface License {
  licenseNumber: string;
  userType: string;
  isActive: boolean;
  expiresAt: string | null;
  holderEmail: string | null;
}

interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
}

interface Contact {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
}

const VALIDATION_LABELS: Record<string, string> = {
  "phone-verified": "Telefon verifiziert",
  "email-confirmed": "Per E-Mail bestätigt",
  "profile-complete": "Profil vollständig",
  admin: "Manuell (Admin)",
};

const euro = (cents: number) => formatEuro(cents / 100);
const shortId = (id: string) => id.slice(0, 8);
const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;
/** ISO instant → the Berlin day for a date input (YYYY-MM-DD). */
const dayOf = (iso: string | null) => (iso ? formatExpiry(iso).split(".").reverse().join("-") : "");

const cell = "px-3 py-2 align-top";
const heading = "px-3 py-2 font-semibold";

function Table({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={heading}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/**
 * /lead-marketplace, the admins' landing (docs/product/leads.md#admin-lead-marketplace): leads with status, quality,
 * sales and consent basis (validate, withdraw, reveal contact data), sales (mark paid with invoice number, CSV export),
 * revenue by month, licence keys (create, activate, deactivate, expiry) and the audit log. Every action and every
 * reveal is audited on the server.
 */
export function LeadMarketplace({ now }: { now: number }) {
  const [leads, setLeads] = useState<AdminLead[] | undefined>();
  const [sales, setSales] = useState<Sale[]>([]);
  const [revenue, setRevenue] = useState<Revenue[]>([]);
  const [licenses, setLicenses] = useState<License[]>([]);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [contacts, setContacts] = useState<Record<string, Contact>>({});
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | undefined>();
  const ids = useId();

  const reload = useCallback(async () => {
    try {
      const [overview, licenseList, auditList] = await Promise.all([
        apiRequest<{ leads: AdminLead[]; sales: Sale[]; revenue: Revenue[] }>("/api/admin/leads"),
        apiRequest<{ licenses: License[] }>("/api/admin/licenses"),
        apiRequest<{ entries: AuditEntry[] }>("/api/admin/audit?limit=50"),
      ]);
      setLeads(overview.leads);
      setSales(overview.sales);
      setRevenue(overview.revenue);
      setLicenses(licenseList.licenses);
      setAudit(auditList.entries);
    } catch {
      setLeads((current) => current ?? []);
      setMessage({ kind: "error", text: "Die Daten konnten nicht geladen werden." });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function act(work: () => Promise<unknown>, success: string) {
    try {
      await work();
      setMessage({ kind: "success", text: success });
    } catch (error) {
      const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      setMessage({
        kind: "error",
        text:
          fields[0] ?? (isApiError(error) && error.detail ? error.detail : "Die Aktion ist fehlgeschlagen."),
      });
    }
    await reload();
  }

  const patchLead = (id: string, action: "validate" | "withdraw") =>
    act(
      () => apiRequest(`/api/admin/leads/${id}`, { method: "PATCH", json: { action } }),
      action === "validate" ? "Lead validiert." : "Lead zurückgezogen.",
    );

  const reveal = (id: string) =>
    act(async () => {
      const contact = await apiRequest<Contact>(`/api/admin/leads/${id}/contact`);
      setContacts((current) => ({ ...current, [id]: contact }));
    }, "Kontaktdaten angezeigt (protokolliert).");

  const markPaid = (event: FormEvent<HTMLFormElement>, saleId: string) => {
    event.preventDefault();
    const invoiceNumber = String(new FormData(event.currentTarget).get("invoiceNumber") ?? "");
    return act(
      () => apiRequest(`/api/admin/lead-purchases/${saleId}`, { method: "PATCH", json: { invoiceNumber } }),
      "Als bezahlt markiert.",
    );
  };

  const createLicense = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    return act(async () => {
      const created = await apiRequest<{ licenseNumber: string }>("/api/admin/licenses", {
        method: "POST",
        json: {
          licenseNumber: String(data.get("licenseNumber") ?? ""),
          userType: String(data.get("userType") ?? ""),
          expiresAt: String(data.get("expiresAt") ?? ""),
        },
      });
      form.reset();
      return created;
    }, "Lizenz angelegt.");
  };

  const patchLicense = (
    licenseNumber: string,
    json: { isActive?: boolean; expiresAt?: string },
    text: string,
  ) =>
    act(
      () => apiRequest(`/api/admin/licenses/${encodeURIComponent(licenseNumber)}`, { method: "PATCH", json }),
      text,
    );

  const input = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Lead-Marktplatz</h1>
        <a href="/svadmin" className="font-medium text-primary-700 underline">
          Zum Admin-Bereich
        </a>
      </div>

      <output
        aria-live="polite"
        data-testid="admin-message"
        className={
          message
            ? cn(
                "mt-4 block rounded-lg p-3 text-sm",
                message.kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800",
              )
            : "sr-only"
        }
      >
        {message?.text}
      </output>

      <section aria-labelledby={`${ids}-leads`} className="mt-8">
        <h2 id={`${ids}-leads`} className="text-xl font-semibold text-slate-900">
          Leads
        </h2>
        {leads === undefined ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden /> <span className="sr-only">Laden...</span>
          </p>
        ) : leads.length === 0 ? (
          <p className="mt-3 text-slate-600">Keine Leads vorhanden</p>
        ) : (
          <Table
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
            {leads.map((lead) => {
              const contact = contacts[lead.id];
              return (
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
                    <div className="flex flex-col gap-1">
                      {lead.status === "new" && (
                        <Button size="md" onClick={() => patchLead(lead.id, "validate")}>
                          Validieren
                        </Button>
                      )}
                      {lead.status !== "withdrawn" && (
                        <Button size="md" variant="ghost" onClick={() => patchLead(lead.id, "withdraw")}>
                          Zurückziehen
                        </Button>
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
                        <Button size="md" variant="ghost" onClick={() => reveal(lead.id)}>
                          Kontaktdaten anzeigen
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </Table>
        )}
      </section>

      <section aria-labelledby={`${ids}-sales`} className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${ids}-sales`} className="text-xl font-semibold text-slate-900">
            Verkäufe
          </h2>
          <Button asChild variant="secondary">
            <a href="/api/admin/leads/export.csv" download="lead-verkaeufe.csv">
              <Download className="size-4" aria-hidden /> CSV exportieren
            </a>
          </Button>
        </div>
        {sales.length === 0 ? (
          <p className="mt-3 text-slate-600">Noch keine Verkäufe</p>
        ) : (
          <Table
            label="Tabelle der Verkäufe"
            columns={["Kaufdatum", "Lead", "Käufer", "Lizenz", "Betrag", "Zahlung", "Rechnung"]}
          >
            {sales.map((sale) => (
              <tr
                key={sale.id}
                data-testid="admin-sale"
                data-lead-id={sale.leadId}
                className="border-t border-slate-100"
              >
                <td className={cn(cell, "whitespace-nowrap")}>{formatDateTime(sale.purchaseDate)}</td>
                <td className={cn(cell, "font-mono")}>{shortId(sale.leadId)}</td>
                <td className={cell}>{sale.buyerEmail ?? "-"}</td>
                <td className={cn(cell, "font-mono")}>{sale.licenseNumber ?? "-"}</td>
                <td className={cn(cell, "whitespace-nowrap")}>{euro(sale.amountCents)}</td>
                <td className={cell} data-testid="sale-status">
                  {sale.paymentStatus === "paid" ? "Bezahlt" : "Offen"}
                </td>
                <td className={cell}>
                  {sale.paymentStatus === "paid" ? (
                    sale.invoiceNumber
                  ) : (
                    <form className="flex flex-wrap gap-2" onSubmit={(event) => markPaid(event, sale.id)}>
                      <label className="sr-only" htmlFor={`${ids}-invoice-${sale.id}`}>
                        Rechnungsnummer
                      </label>
                      <input
                        id={`${ids}-invoice-${sale.id}`}
                        name="invoiceNumber"
                        placeholder="Rechnungsnummer"
                        maxLength={40}
                        required
                        className={cn(input, "w-40")}
                      />
                      <Button type="submit" size="md">
                        Als bezahlt markieren
                      </Button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby={`${ids}-revenue`} className="mt-10">
        <h2 id={`${ids}-revenue`} className="text-xl font-semibold text-slate-900">
          Umsatz nach Monat
        </h2>
        {revenue.length === 0 ? (
          <p className="mt-3 text-slate-600">Noch kein Umsatz</p>
        ) : (
          <Table label="Umsatz nach Monat" columns={["Monat", "Verkäufe", "Umsatz", "davon bezahlt"]}>
            {revenue.map((row) => (
              <tr key={row.month} className="border-t border-slate-100">
                <td className={cell}>{monthLabel(row.month)}</td>
                <td className={cell}>{row.sales}</td>
                <td className={cell}>{euro(row.totalCents)}</td>
                <td className={cell}>{euro(row.paidCents)}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section aria-labelledby={`${ids}-licenses`} className="mt-10">
        <h2 id={`${ids}-licenses`} className="text-xl font-semibold text-slate-900">
          Makler und Lizenzen
        </h2>
        <form
          aria-label="Neue Lizenz anlegen"
          onSubmit={createLicense}
          className="mt-3 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-number`} className="text-sm font-medium text-slate-700">
              Lizenznummer (leer: automatisch)
            </label>
            <input id={`${ids}-number`} name="licenseNumber" maxLength={40} className={input} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-type`} className="text-sm font-medium text-slate-700">
              Kontotyp
            </label>
            <select id={`${ids}-type`} name="userType" className={input} defaultValue="broker">
              <option value="broker">Makler</option>
              <option value="insurance">Versicherung</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-expiry`} className="text-sm font-medium text-slate-700">
              Ablaufdatum (leer: kein Ablaufdatum)
            </label>
            <input id={`${ids}-expiry`} name="expiresAt" type="date" className={input} />
          </div>
          <div className="flex items-end">
            <Button type="submit">Lizenz anlegen</Button>
          </div>
        </form>
        <Table
          label="Tabelle der Lizenzen"
          columns={["Lizenznummer", "Typ", "Inhaber", "Status", "Gültig bis", "Verbleibend", "Aktionen"]}
        >
          {licenses.map((license) => {
            const days = daysRemaining(license.expiresAt, new Date(now));
            return (
              <tr
                key={license.licenseNumber}
                data-testid="admin-license"
                data-license={license.licenseNumber}
                className="border-t border-slate-100"
              >
                <td className={cn(cell, "font-mono")}>{license.licenseNumber}</td>
                <td className={cell}>{license.userType === "insurance" ? "Versicherung" : "Makler"}</td>
                <td className={cell}>{license.holderEmail ?? "-"}</td>
                <td
                  className={cn(
                    cell,
                    license.isActive ? "font-semibold text-green-800" : "font-semibold text-red-700",
                  )}
                  data-testid="license-status"
                >
                  {license.isActive ? "Aktiv" : "Inaktiv"}
                </td>
                <td className={cell}>{formatExpiry(license.expiresAt)}</td>
                <td className={cn(cell, isExpiringSoon(days) && "font-semibold text-red-700")}>
                  {days === undefined ? "-" : `${days} Tage`}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="md"
                      variant={license.isActive ? "ghost" : "primary"}
                      onClick={() =>
                        patchLicense(
                          license.licenseNumber,
                          { isActive: !license.isActive },
                          license.isActive ? "Lizenz deaktiviert." : "Lizenz aktiviert.",
                        )
                      }
                    >
                      {license.isActive ? "Deaktivieren" : "Aktivieren"}
                    </Button>
                    <form
                      className="flex flex-wrap gap-2"
                      onSubmit={(event) => {
                        event.preventDefault();
                        const expiresAt = String(new FormData(event.currentTarget).get("expiresAt") ?? "");
                        void patchLicense(license.licenseNumber, { expiresAt }, "Ablaufdatum gespeichert.");
                      }}
                    >
                      <label className="sr-only" htmlFor={`${ids}-exp-${license.licenseNumber}`}>
                        Ablaufdatum von {license.licenseNumber}
                      </label>
                      <input
                        id={`${ids}-exp-${license.licenseNumber}`}
                        name="expiresAt"
                        type="date"
                        defaultValue={dayOf(license.expiresAt)}
                        className={input}
                      />
                      <Button type="submit" size="md" variant="secondary">
                        Ablauf speichern
                      </Button>
                    </form>
                  </div>
                </td>
              </tr>
            );
          })}
        </Table>
      </section>

      <section aria-labelledby={`${ids}-audit`} className="mt-10">
        <h2 id={`${ids}-audit`} className="text-xl font-semibold text-slate-900">
          Audit-Log
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-slate-600">Keine Einträge</p>
        ) : (
          <Table
            label="Tabelle des Audit-Logs"
            columns={["Zeitpunkt", "Wer", "Aktion", "Betroffen", "Details"]}
          >
            {audit.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry" className="border-t border-slate-100">
                <td className={cn(cell, "whitespace-nowrap")}>{formatDateTime(entry.at)}</td>
                <td className={cell}>{entry.actorEmail ?? "System"}</td>
                <td className={cn(cell, "font-mono")}>{entry.action}</td>
                <td className={cn(cell, "font-mono")}>
                  {entry.subjectType} {entry.subjectId ? shortId(entry.subjectId) : ""}
                </td>
                <td className={cn(cell, "font-mono text-xs break-all")}>
                  {entry.details ? JSON.stringify(entry.details) : "-"}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </div>
  );
}
