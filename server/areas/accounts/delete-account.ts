import { eq } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { phoneVerifications, profiles, users } from "../../adapters/db/schema/accounts";
import { deleteChatsOf } from "../assistant";
import { deleteComparisonsOf } from "../comparisons";
import { deleteMessagesTo } from "../delivery";
import { eraseLeadsOf } from "../leads";
import { accountAddressKeyPrefix, accountLoginKey } from "./sign-in";
import type { AccountDeps } from "./types";

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
    const person = { userId, email: user.email, emailVerified: user.emailVerified, verifiedPhone };
    await db.transaction(async (transaction) => {
      // Each area deletes what it holds of the person, all in this one transaction
      // (docs/architecture.md#table-ownership).
      const tx = transaction as unknown as Database;
      await eraseLeadsOf(tx, person, new Date(now()));
      await deleteComparisonsOf(tx, userId);
      await deleteChatsOf(tx, userId);
      await deleteMessagesTo(tx, person);
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
