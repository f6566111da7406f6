import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { phoneVerifications, profiles, users } from "../../adapters/db/schema/accounts";
import { chatSessions } from "../../adapters/db/schema/assistant";
import { comparisons } from "../../adapters/db/schema/comparisons";
import { deliveryQueue, outbox } from "../../adapters/db/schema/delivery";
import { leadPurchases, leads } from "../../adapters/db/schema/leads";
import { healthDataErasure, leadsOf } from "../leads";
import { accountAddressKeyPrefix, accountLoginKey } from "./sign-in";
import type { AccountDeps } from "./types";

/**
 * The development outbox's messages to the person (docs/product/accounts.md#personal-area): mails to the account's
 * e-mail once its owner confirmed it (before that they may be somebody else's), SMS to the verified phone.
 */
export function outboxOf(user: { email: string; emailVerified: boolean }, verifiedPhone: string | null) {
  const conditions: SQL[] = [];
  if (user.emailVerified) conditions.push(and(eq(outbox.channel, "mail"), eq(outbox.recipient, user.email))!);
  if (verifiedPhone) conditions.push(and(eq(outbox.channel, "sms"), eq(outbox.recipient, verifiedPhone))!);
  return conditions.length ? or(...conditions) : undefined;
}

/** The same messages in the delivery queue (docs/architecture.md#delivery-queue), whatever their state. */
export function deliveriesOf(user: { email: string; emailVerified: boolean }, verifiedPhone: string | null) {
  const conditions: SQL[] = [];
  if (user.emailVerified) {
    conditions.push(and(eq(deliveryQueue.channel, "mail"), eq(deliveryQueue.recipient, user.email))!);
  }
  if (verifiedPhone) {
    conditions.push(and(eq(deliveryQueue.channel, "sms"), eq(deliveryQueue.recipient, verifiedPhone))!);
  }
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * DSGVO Art. 17: removes the account, profile, sessions, comparisons, Lucy chats, the development outbox's and
 * the delivery queue's messages to the person, the phone codes of the verified phone and the failed-sign-in counter of the e-mail.
 * The account's leads (created by it, or sent with its confirmed e-mail: server/areas/leads/lead-ownership.ts) are
 * anonymised; a lead a broker bought is kept unchanged (accounting duty, Art. 17(3)(b)) but no longer linked to
 * the account. Neither keeps a risk pre-check's health answers or their consent
 * (docs/product/leads.md#risk-pre-check-request).
 */
export function createDeleteAccount(deps: Pick<AccountDeps, "db" | "now" | "limits">) {
  const { db, now } = deps;
  return async function deleteAccount(userId: string): Promise<boolean> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return false;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    const verifiedPhone = profile?.verifiedPhone ?? null;
    await db.transaction(async (tx) => {
      const own = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(leadsOf({ userId, email: user.email, emailVerified: user.emailVerified }));
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
            confirmationToken: null,
            ...healthDataErasure(),
            updatedAt: new Date(now()),
          })
          .where(inArray(leads.id, anonymise));
      }
      if (kept.size)
        await tx
          .update(leads)
          .set({ userId: null, ...healthDataErasure() })
          .where(inArray(leads.id, [...kept]));
      await tx.delete(comparisons).where(eq(comparisons.userId, userId));
      // The messages go with their sessions (foreign key, on delete cascade).
      await tx.delete(chatSessions).where(eq(chatSessions.userId, userId));
      const messages = outboxOf(user, verifiedPhone);
      if (messages) await tx.delete(outbox).where(messages);
      const queued = deliveriesOf(user, verifiedPhone);
      if (queued) await tx.delete(deliveryQueue).where(queued);
      if (verifiedPhone) {
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, verifiedPhone));
      }
      await tx.delete(users).where(eq(users.id, userId));
    });
    await deps.limits.failedLoginsPerAccount.reset(accountLoginKey(user.email));
    // The account's counters per client address, and the addresses it signed in from.
    const perAddress = accountAddressKeyPrefix(user.email);
    await deps.limits.failedLoginsPerPair.resetStartingWith(perAddress);
    await deps.limits.signInDelayPerPair.resetStartingWith(perAddress);
    await deps.limits.knownSignInAddresses.resetStartingWith(perAddress);
    return true;
  };
}
