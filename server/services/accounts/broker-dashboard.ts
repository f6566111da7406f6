import { desc, eq } from "drizzle-orm";
import { brokerProfiles, leadPurchases, leads, licenseKeys } from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

/** The broker dashboard (docs/decisions/004-roles-and-admins.md): license card and purchased leads, newest first. */
export function createBrokerDashboard(deps: Pick<AccountDeps, "db">) {
  const { db } = deps;
  return async function brokerDashboard(userId: string) {
    const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, userId));
    if (!broker) return { license: null, purchases: [] };
    const [license] = broker.licenseNumber
      ? await db.select().from(licenseKeys).where(eq(licenseKeys.licenseNumber, broker.licenseNumber))
      : [];
    const purchases = await db
      .select({
        id: leadPurchases.id,
        leadId: leadPurchases.leadId,
        purchaseDate: leadPurchases.purchaseDate,
        amount: leadPurchases.amount,
        paymentStatus: leadPurchases.paymentStatus,
        paymentMethod: leadPurchases.paymentMethod,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        phone: leads.phone,
        age: leads.age,
      })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(eq(leadPurchases.brokerId, broker.id))
      .orderBy(desc(leadPurchases.purchaseDate));
    return {
      license: license
        ? {
            licenseNumber: license.licenseNumber,
            isActive: license.isActive,
            expiresAt: license.expiresAt?.toISOString() ?? null,
          }
        : null,
      purchases: purchases.map((row) => ({ ...row, purchaseDate: row.purchaseDate.toISOString() })),
    };
  };
}
