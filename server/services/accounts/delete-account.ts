import { eq, inArray, or, sql } from "drizzle-orm";
import {
  comparisons,
  leadPurchases,
  leads,
  phoneVerifications,
  profiles,
  users,
} from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

/**
 * DSGVO Art. 17: removes the account, profile, sessions and comparisons. Leads are anonymised; a lead a broker
 * bought is kept (accounting duty, Art. 17(3)(b)) but no longer linked to the account.
 */
export function createDeleteAccount(deps: Pick<AccountDeps, "db" | "now">) {
  const { db, now } = deps;
  return async function deleteAccount(userId: string): Promise<boolean> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return false;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    await db.transaction(async (tx) => {
      const own = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(or(eq(leads.email, user.email), eq(leads.userId, userId)));
      const ids = own.map((lead) => lead.id);
      const purchased = ids.length
        ? await tx
            .selectDistinct({ id: leadPurchases.leadId })
            .from(leadPurchases)
            .where(inArray(leadPurchases.leadId, ids))
        : [];
      const kept = new Set(purchased.map((row) => row.id));
      const anonymise = ids.filter((id) => !kept.has(id));
      if (anonymise.length) {
        await tx
          .update(leads)
          .set({
            firstName: null,
            lastName: null,
            phone: null,
            age: null,
            preferredTime: null,
            userId: null,
            email: sql`'geloescht-' || ${leads.id} || '@anonymisiert.invalid'`,
            status: "closed",
            updatedAt: new Date(now()),
          })
          .where(inArray(leads.id, anonymise));
      }
      if (kept.size)
        await tx
          .update(leads)
          .set({ userId: null })
          .where(inArray(leads.id, [...kept]));
      await tx.delete(comparisons).where(eq(comparisons.userId, userId));
      if (profile?.phoneNumber) {
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, profile.phoneNumber));
      }
      await tx.delete(users).where(eq(users.id, userId));
    });
    return true;
  };
}
