import { eq, or } from "drizzle-orm";
import {
  brokerProfiles,
  comparisons,
  leadPurchases,
  leads,
  phoneVerifications,
  profiles,
  sessions,
  users,
} from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

/** DSGVO Art. 15/20: everything stored about the user, as JSON (no password hash, no session tokens). */
export function createExportData(deps: Pick<AccountDeps, "db" | "now">) {
  const { db, now } = deps;
  return async function exportData(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, userId));
    const userSessions = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    const userComparisons = await db.select().from(comparisons).where(eq(comparisons.userId, userId));
    const userLeads = await db
      .select()
      .from(leads)
      .where(or(eq(leads.email, user.email), eq(leads.userId, userId)));
    const purchases = broker
      ? await db.select().from(leadPurchases).where(eq(leadPurchases.brokerId, broker.id))
      : [];
    const verifications = profile?.phoneNumber
      ? await db
          .select({
            phone: phoneVerifications.phone,
            createdAt: phoneVerifications.createdAt,
            verifiedAt: phoneVerifications.verifiedAt,
          })
          .from(phoneVerifications)
          .where(eq(phoneVerifications.phone, profile.phoneNumber))
      : [];
    return {
      exportedAt: new Date(now()).toISOString(),
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      profile: profile ?? null,
      brokerProfile: broker ?? null,
      sessions: userSessions,
      comparisons: userComparisons,
      leads: userLeads,
      leadPurchases: purchases,
      phoneVerifications: verifications,
    };
  };
}
