import { Download } from "lucide-react";
import { Form } from "react-router";
import { formatDateTime } from "../../../lib/format/date-format";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DataTable } from "./data-table";
import { cell, euro, input, shortId } from "./lead-format";
import type { Sale } from "./types";

/** Where the sales CSV is downloaded (an admin-only endpoint, docs/product/leads.md#api). */
const SALES_CSV_PATH = "/api/admin/leads/export.csv";

/** The 'Verkäufe' section: every sale, 'Als bezahlt markieren' with the invoice number, and the CSV export. */
export function SalesTable({ sales, idPrefix }: { sales: Sale[]; idPrefix: string }) {
  return (
    <section aria-labelledby={`${idPrefix}-sales`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${idPrefix}-sales`} className="text-xl font-semibold text-slate-900">
          Verkäufe
        </h2>
        <Button asChild variant="secondary">
          <a href={SALES_CSV_PATH} download="lead-verkaeufe.csv">
            <Download className="size-4" aria-hidden /> CSV exportieren
          </a>
        </Button>
      </div>
      {sales.length === 0 ? (
        <p className="mt-3 text-slate-600">Noch keine Verkäufe</p>
      ) : (
        <DataTable
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
                  <MarkPaidForm sale={sale} idPrefix={idPrefix} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function MarkPaidForm({ sale, idPrefix }: { sale: Sale; idPrefix: string }) {
  const id = `${idPrefix}-invoice-${sale.id}`;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="purchaseId" value={sale.id} />
      <label className="sr-only" htmlFor={id}>
        Rechnungsnummer
      </label>
      <input
        id={id}
        name="invoiceNumber"
        placeholder="Rechnungsnummer"
        maxLength={40}
        required
        className={cn(input, "w-40")}
      />
      <Button type="submit" size="md" name="intent" value="mark-paid">
        Als bezahlt markieren
      </Button>
    </Form>
  );
}
