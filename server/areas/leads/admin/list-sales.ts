import { desc, eq } from "drizzle-orm";
import { amountToCents } from "../../../../domain/leads/pricing";
import { users } from "../../../adapters/db/schema/accounts";
import { brokerProfiles, leadPurchases } from "../../../adapters/db/schema/leads";
import type { LeadAdminDeps } from "./types";

/** Every sale with its buyer and licence, newest first; amounts in cents. */
export function createListSales(deps: Pick<LeadAdminDeps, "db">) {
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
        buyerEmail: users.email,
      })
      .from(leadPurchases)
      .innerJoin(brokerProfiles, eq(brokerProfiles.id, leadPurchases.brokerId))
      .leftJoin(users, eq(users.id, brokerProfiles.userId))
      .orderBy(desc(leadPurchases.purchaseDate));
    return rows.map((row) => ({
      ...row,
      amountCents: amountToCents(row.amount),
      purchaseDate: row.purchaseDate.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
  };
}

export type ListSales = ReturnType<typeof createListSales>;
export type Sale = Awaited<ReturnType<ListSales>>[number];
