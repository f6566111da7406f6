import { and, asc, desc, eq, or, type SQL } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { deliveryQueue, outbox } from "../../adapters/db/schema/delivery";

/**
 * The person a message may be addressed to (docs/product/accounts.md#personal-area): the account's e-mail once its
 * owner confirmed it (before that mails to it may be somebody else's), and the phone verified by SMS.
 */
export interface MessageRecipient {
  email: string;
  emailVerified: boolean;
  verifiedPhone: string | null;
}

function outboxTo(person: MessageRecipient): SQL | undefined {
  const conditions: SQL[] = [];
  if (person.emailVerified) {
    conditions.push(and(eq(outbox.channel, "mail"), eq(outbox.recipient, person.email))!);
  }
  if (person.verifiedPhone) {
    conditions.push(and(eq(outbox.channel, "sms"), eq(outbox.recipient, person.verifiedPhone))!);
  }
  return conditions.length ? or(...conditions) : undefined;
}

function queuedTo(person: MessageRecipient): SQL | undefined {
  const conditions: SQL[] = [];
  if (person.emailVerified) {
    conditions.push(and(eq(deliveryQueue.channel, "mail"), eq(deliveryQueue.recipient, person.email))!);
  }
  if (person.verifiedPhone) {
    conditions.push(
      and(eq(deliveryQueue.channel, "sms"), eq(deliveryQueue.recipient, person.verifiedPhone))!,
    );
  }
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * For the person's data export (DSGVO Art. 15/20): the development outbox's messages to the person, and the
 * delivery queue's (docs/architecture.md#delivery-queue): what was or will be sent, when and how often tried. The
 * queue's text stays out (it holds one-time links and codes); only a mail's subject is told.
 */
export async function messagesToPerson(db: Database, person: MessageRecipient) {
  const toOutbox = outboxTo(person);
  const outboxMessages = toOutbox
    ? await db
        .select({
          channel: outbox.channel,
          recipient: outbox.recipient,
          subject: outbox.subject,
          body: outbox.body,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(toOutbox)
        .orderBy(asc(outbox.createdAt), asc(outbox.id))
    : [];
  const toQueue = queuedTo(person);
  const deliveries = toQueue
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
          .where(toQueue)
          .orderBy(asc(deliveryQueue.createdAt), asc(deliveryQueue.id))
      ).map(({ payload, ...message }) => ({
        ...message,
        subject: (payload as { subject?: string }).subject ?? null,
      }))
    : [];
  return { outbox: outboxMessages, deliveries };
}

/** For the person's deletion (DSGVO Art. 17): their messages in the outbox and the queue, whatever their state. */
export async function deleteMessagesTo(db: Database, person: MessageRecipient): Promise<void> {
  const toOutbox = outboxTo(person);
  if (toOutbox) await db.delete(outbox).where(toOutbox);
  const toQueue = queuedTo(person);
  if (toQueue) await db.delete(deliveryQueue).where(toQueue);
}

/** The dev outbox: mails and SMS no real provider delivered, newest first. */
export async function listOutbox(db: Database) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
}
