import { eq } from "drizzle-orm";
import { phoneVerifications, profiles, sessions, users } from "../../adapters/db/schema/accounts";
import { chatsOf } from "../assistant";
import { exportComparisonsOf } from "../comparisons";
import { messagesToPerson } from "../delivery";
import { leadDataOf } from "../leads";
import { accountLoginKey } from "./sign-in";
import type { AccountDeps } from "./types";

/**
 * DSGVO Art. 15/20: everything stored about the user, as JSON (no password hash, no session tokens, no link
 * secrets): account, profile, sessions, comparisons, leads (server/areas/leads/lead-ownership.ts), purchases, phone
 * codes of the verified phone, the development outbox's and the delivery queue's messages to the person (without
 * their text), Lucy chats and a running
 * sign-in lock-out.
 */
export function createExportData(deps: Pick<AccountDeps, "db" | "now" | "limits">) {
  const { db, now } = deps;
  return async function exportData(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const verifiedPhone = profile?.verifiedPhone ?? null;
    const userSessions = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    const person = { userId, email: user.email, emailVerified: user.emailVerified, verifiedPhone };
    // What the other areas hold of the person, each read by its owner (docs/architecture.md#table-ownership).
    const userComparisons = await exportComparisonsOf(db, userId);
    const leadData = await leadDataOf(db, person);
    const verifications = verifiedPhone
      ? await db
          .select({
            phone: phoneVerifications.phone,
            createdAt: phoneVerifications.createdAt,
            verifiedAt: phoneVerifications.verifiedAt,
          })
          .from(phoneVerifications)
          .where(eq(phoneVerifications.phone, verifiedPhone))
      : [];
    const messages = await messagesToPerson(db, person);
    const chats = await chatsOf(db, userId);
    const lock = await deps.limits.failedLoginsPerAccount.check(accountLoginKey(user.email));
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
      brokerProfile: leadData.brokerProfile,
      sessions: userSessions,
      comparisons: userComparisons,
      leads: leadData.leads,
      leadPurchases: leadData.leadPurchases,
      phoneVerifications: verifications,
      outbox: messages.outbox,
      deliveries: messages.deliveries,
      lucyChats: chats,
      signInLock: lock.blocked ? { retryAfterSeconds: lock.retryAfterSeconds } : null,
    };
  };
}
