import { berlinParts } from "../../../../lib/dates/berlin-date";
import type { Sale } from "./list-sales";

export interface MonthRevenue {
  month: string;
  sales: number;
  totalCents: number;
  paidCents: number;
}

/** Revenue per calendar month (Berlin), newest first: all sales and the paid part, in cents. */
export function revenueByMonth(sales: readonly Sale[]): MonthRevenue[] {
  const months = new Map<string, MonthRevenue>();
  for (const sale of sales) {
    const { year, month } = berlinParts(new Date(sale.purchaseDate));
    const key = `${year}-${month}`;
    const entry = months.get(key) ?? { month: key, sales: 0, totalCents: 0, paidCents: 0 };
    entry.sales += 1;
    entry.totalCents += sale.amountCents;
    if (sale.paymentStatus === "paid") entry.paidCents += sale.amountCents;
    months.set(key, entry);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}
