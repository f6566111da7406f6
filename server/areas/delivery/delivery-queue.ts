import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, min } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { deliveryQueue } from "../../adapters/db/schema/delivery";
import { type AuditActor, recordAudit } from "../site";

/** A file sent with a mail (a PDF in Textform), its bytes in base64 until the mail is sent. */
interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A mail or an SMS to be delivered (docs/architecture.md#delivery-queue). */
export type OutgoingMessage =
  | {
      channel: "mail";
      to: string;
      subject: string;
      text: string;
      html?: string;
      key: string;
      /** The address is forgotten once the mail is sent (a comparison mailed to an address nobody keeps). */
      forgetRecipient?: boolean;
      attachments?: MailAttachment[];
    }
  | { channel: "sms"; to: string; text: string; key: string };

export type MailPayload = {
  subject: string;
  text: string;
  html?: string;
  forgetRecipient?: boolean;
  attachments?: MailAttachment[];
};
export type SmsPayload = { text: string };

/**
 * Idempotency keys are also the local part of the mail's Message-ID, so they keep to the characters allowed
 * there (letters, digits, `.`, `_`, `-`).
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A key for a message that has no natural one (e.g. an account mail): the purpose and a random id. */
export function randomDeliveryKey(purpose: string): string {
  return `${purpose}.${randomUUID()}`;
}

/**
 * Writes a message to the delivery queue, due at once. Pass the transaction of the change that causes the
 * message: both are committed together or not at all. A second message with the same key is dropped
 * (`enqueued: false`).
 */
export async function enqueueDelivery(
  db: Database,
  message: OutgoingMessage,
  at: Date,
): Promise<{ enqueued: boolean }> {
  if (!KEY_PATTERN.test(message.key)) throw new Error(`invalid delivery key: ${message.key}`);
  const payload: MailPayload | SmsPayload =
    message.channel === "mail"
      ? {
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.forgetRecipient ? { forgetRecipient: true } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        }
      : { text: message.text };
  const rows = await db
    .insert(deliveryQueue)
    .values({
      channel: message.channel,
      recipient: message.to,
      payload,
      idempotencyKey: message.key,
      status: "pending",
      nextAttemptAt: at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: deliveryQueue.idempotencyKey })
    .returning({ id: deliveryQueue.id });
  return { enqueued: rows.length > 0 };
}

/** What the services that cause mails and SMS depend on. */
export interface DeliveryQueue {
  /** Writes the message to the queue with `db` (the transaction of the change that causes it). */
  enqueue(db: Database, message: OutgoingMessage): Promise<void>;
  /**
   * Asks this instance's worker to deliver now; call it after the transaction committed. Never waits for the
   * delivery and never throws.
   */
  kick(): void;
}

export function createDeliveryQueue(options: { now?: () => number; kick?: () => void } = {}): DeliveryQueue {
  const now = options.now ?? Date.now;
  return {
    async enqueue(db, message) {
      await enqueueDelivery(db, message, new Date(now()));
    },
    kick() {
      options.kick?.();
    },
  };
}

/** The messages not (yet) delivered of one channel and status, and when the oldest of them was queued. */
export interface DeliveryQueueDepth {
  channel: "mail" | "sms";
  status: "pending" | "sending" | "failed";
  count: number;
  oldestCreatedAt: Date | null;
}

/**
 * The queue's depth by channel and status, without the sent messages (metrics, collected at scrape time:
 * docs/operations.md#metrics-delivery-queue).
 */
export async function deliveryQueueDepth(db: Database): Promise<DeliveryQueueDepth[]> {
  const rows = await db
    .select({
      channel: deliveryQueue.channel,
      status: deliveryQueue.status,
      count: count(),
      oldestCreatedAt: min(deliveryQueue.createdAt),
    })
    .from(deliveryQueue)
    .where(inArray(deliveryQueue.status, ["pending", "sending", "failed"]))
    .groupBy(deliveryQueue.channel, deliveryQueue.status);
  return rows.map((row) => ({ ...row, status: row.status as DeliveryQueueDepth["status"] }));
}

/** A delivery that was given up, for the admins (/svadmin/zustellungen). */
export interface FailedDelivery {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

/** The failed deliveries, newest first (at most 100). */
export async function listFailedDeliveries(db: Database): Promise<FailedDelivery[]> {
  const rows = await db
    .select()
    .from(deliveryQueue)
    .where(eq(deliveryQueue.status, "failed"))
    .orderBy(desc(deliveryQueue.createdAt), desc(deliveryQueue.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.channel === "mail" ? ((row.payload as MailPayload).subject ?? null) : null,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
  }));
}

/**
 * Puts a failed delivery back into the queue, due at once with a fresh count of attempts (audited as
 * `delivery.retry`). Returns false when the message is not (or no longer) failed.
 */
export async function retryFailedDelivery(
  db: Database,
  id: number,
  actor: AuditActor | null,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(deliveryQueue)
      .set({ status: "pending", attempts: 0, nextAttemptAt: at, claimedBy: null, claimedUntil: null })
      .where(and(eq(deliveryQueue.id, id), eq(deliveryQueue.status, "failed")))
      .returning({ id: deliveryQueue.id, channel: deliveryQueue.channel });
    const [row] = rows;
    if (!row) return false;
    await recordAudit(
      tx,
      {
        actor,
        action: "delivery.retry",
        subjectType: "delivery",
        subjectId: String(id),
        details: { channel: row.channel },
      },
      at,
    );
    return true;
  });
}
