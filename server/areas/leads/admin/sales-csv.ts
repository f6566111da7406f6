import { stringify } from "csv-stringify/sync";
import { type AuditActor, recordAudit } from "../../site";
import type { ListSales } from "./list-sales";
import type { LeadAdminDeps } from "./types";

/**
 * Rows as the admin's CSV (docs/product/leads.md#admin-lead-marketplace): semicolons, CRLF after every row, UTF-8
 * with BOM for spreadsheets; a cell is quoted when it holds a semicolon, a quote or a line break, and a cell
 * starting with =, +, -, @, tab or CR gets a leading ' so a spreadsheet does not run it as a formula.
 * `quote_record_delimiter` is needed because with an explicit record delimiter csv-stringify would quote only
 * cells holding "\r\n" itself, not a lone "\n" or "\r".
 */
export function toCsv(rows: (string | null | undefined)[][]): string {
  return stringify(rows, {
    delimiter: ";",
    record_delimiter: "windows",
    quote_record_delimiter: true,
    bom: true,
    escape_formulas: true,
  });
}

/** 4900 → '49,00' (German decimal comma in the CSV). */
const euroCell = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

const HEADER = [
  "Kauf-ID",
  "Lead-ID",
  "Kaufdatum",
  "Käufer",
  "Lizenznummer",
  "Betrag (EUR)",
  "Zahlungsstatus",
  "Zahlungsart",
  "Rechnungsnummer",
  "Bezahlt am",
];

/** The sales as CSV (semicolon, German decimal comma, UTF-8 with BOM for spreadsheets); audited as 'lead.export'. */
export function createSalesCsv(deps: LeadAdminDeps & { listSales: ListSales }) {
  return async function salesCsv(actor: AuditActor): Promise<string> {
    const sales = await deps.listSales();
    await recordAudit(
      deps.db,
      { actor, action: "lead.export", subjectType: "lead", subjectId: null, details: { rows: sales.length } },
      deps.now(),
    );
    const lines = sales.map((sale) => [
      sale.id,
      sale.leadId,
      sale.purchaseDate,
      sale.buyerEmail,
      sale.licenseNumber,
      euroCell(sale.amountCents),
      sale.paymentStatus === "paid" ? "bezahlt" : "offen",
      sale.paymentMethod,
      sale.invoiceNumber,
      sale.paidAt,
    ]);
    return toCsv([HEADER, ...lines]);
  };
}
