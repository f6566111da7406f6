import { desc, eq } from "drizzle-orm";
import { amountToCents } from "../../../../domain/leads/pricing";
import { brokerProfiles, leadPurchases } from "../../../adapters/db/schema/leads";
import type { LeadAdminDeps } from "./types";

/** Every sale with its buyer and licence, newest first; amounts in cents. */
export function createListSales(deps: Pick<LeadAdminDeps, "db" | "accounts">) {
  return async function listSales() {
    const rows = await deps.db
      .select({
        id: leadPurchases.id,
        leadId: leadPurchases.leadId,
        purchaseDate: leadPurchases.purchaseDate,
        amount: leadPurchases.amount,
        paymentStatus: leadPurchases.paymentStatus,
        paymentMethod: leadPurchases.paymentMethod,
        invoiceNumber: leadPurchases.invoiceNumber,
        paidAt: leadPurchases.paidAt,
        licenseNumber: brokerProfiles.licenseNumber,
        buyerId: brokerProfiles.userId,
      })
      .from(leadPurchases)
      .innerJoin(brokerProfiles, eq(brokerProfiles.id, leadPurchases.brokerId))
      .orderBy(desc(leadPurchases.purchaseDate));
    const buyers = await deps.accounts.namesOf(rows.flatMap((row) => (row.buyerId ? [row.buyerId] : [])));
    return rows.map(({ buyerId, ...row }) => ({
      ...row,
      buyerEmail: buyers.get(buyerId ?? "")?.email ?? null,
      amountCents: amountToCents(row.amount),
      purchaseDate: row.purchaseDate.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
  };
}

export type ListSales = ReturnType<typeof createListSales>;
export type Sale = Awaited<ReturnType<ListSales>>[number];
