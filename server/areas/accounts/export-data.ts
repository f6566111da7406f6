import { asc, eq, inArray } from "drizzle-orm";
import { phoneVerifications, profiles, sessions, users } from "../../adapters/db/schema/accounts";
import { chatMessages, chatSessions } from "../../adapters/db/schema/assistant";
import { comparisons } from "../../adapters/db/schema/comparisons";
import { deliveryQueue, outbox } from "../../adapters/db/schema/delivery";
import { brokerProfiles, leadPurchases, leads } from "../../adapters/db/schema/leads";
import { leadsOf } from "../leads";
import { deliveriesOf, outboxOf } from "./delete-account";
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
    const userLeads = (
      await db
        .select()
        .from(leads)
        .where(leadsOf({ userId, email: user.email, emailVerified: user.emailVerified }))
    ).map(({ confirmationToken: _secret, ...lead }) => lead);
    const purchases = broker
      ? await db.select().from(leadPurchases).where(eq(leadPurchases.brokerId, broker.id))
      : [];
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
    const messagesTo = outboxOf(user, verifiedPhone);
    const outboxMessages = messagesTo
      ? await db
          .select({
            channel: outbox.channel,
            recipient: outbox.recipient,
            subject: outbox.subject,
            body: outbox.body,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .where(messagesTo)
          .orderBy(asc(outbox.createdAt), asc(outbox.id))
      : [];
    // The delivery queue's messages to the person: what was or will be sent, when and how often tried; the text
    // stays out (it holds one-time links and codes, like the link secrets above).
    const queuedTo = deliveriesOf(user, verifiedPhone);
    const deliveries = queuedTo
      ? (
          await db
            .select({
              channel: deliveryQueue.channel,
              recipient: deliveryQueue.recipient,
              payload: deliveryQueue.payload,
              status: deliveryQueue.status,
              attempts: deliveryQueue.attempts,
              createdAt: deliveryQueue.createdAt,
              sentAt: deliveryQueue.sentAt,
            })
            .from(deliveryQueue)
            .where(queuedTo)
            .orderBy(asc(deliveryQueue.createdAt), asc(deliveryQueue.id))
        ).map(({ payload, ...message }) => ({
          ...message,
          subject: (payload as { subject?: string }).subject ?? null,
        }))
      : [];
    const chats = await db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, userId))
      .orderBy(asc(chatSessions.createdAt));
    const chatLines = chats.length
      ? await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.sessionId,
              chats.map((chat) => chat.id),
            ),
          )
          .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      : [];
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
      brokerProfile: broker ?? null,
      sessions: userSessions,
      comparisons: userComparisons,
      leads: userLeads,
      leadPurchases: purchases,
      phoneVerifications: verifications,
      outbox: outboxMessages,
      deliveries,
      lucyChats: chats.map((chat) => ({
        id: chat.id,
        createdAt: chat.createdAt,
        lastMessageAt: chat.lastMessageAt,
        messages: chatLines
          .filter((line) => line.sessionId === chat.id)
          .map((line) => ({ sender: line.sender, text: line.text, createdAt: line.createdAt })),
      })),
      signInLock: lock.blocked ? { retryAfterSeconds: lock.retryAfterSeconds } : null,
    };
  };
}
