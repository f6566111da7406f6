import { DataTable } from "./data-table";
import { cell, euro, monthLabel } from "./lead-format";
import type { Revenue } from "./types";

/** The 'Umsatz nach Monat' section: sales, revenue and the paid part per Berlin calendar month. */
export function RevenueTable({ revenue, idPrefix }: { revenue: Revenue[]; idPrefix: string }) {
  return (
    <section aria-labelledby={`${idPrefix}-revenue`} className="mt-10">
      <h2 id={`${idPrefix}-revenue`} className="text-xl font-semibold text-slate-900">
        Umsatz nach Monat
      </h2>
      {revenue.length === 0 ? (
        <p className="mt-3 text-slate-600">Noch kein Umsatz</p>
      ) : (
        <DataTable label="Umsatz nach Monat" columns={["Monat", "Verkäufe", "Umsatz", "davon bezahlt"]}>
          {revenue.map((row) => (
            <tr key={row.month} data-testid="revenue-month" className="border-t border-slate-100">
              <td className={cell}>{monthLabel(row.month)}</td>
              <td className={cell}>{row.sales}</td>
              <td className={cell}>{euro(row.totalCents)}</td>
              <td className={cell}>{euro(row.paidCents)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
