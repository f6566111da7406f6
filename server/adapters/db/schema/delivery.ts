/**
 * The delivery area's tables (docs/architecture.md#table-ownership): the delivery queue and the development outbox
 * (written by the mail and SMS adapters when no provider is configured). Among the areas only server/areas/delivery/
 * reads and writes them.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Dev outbox: mails and SMS that would have been sent when no real provider is configured. */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The delivery queue (transactional outbox, docs/architecture.md#delivery-queue): every mail and SMS, written in
 * the transaction of the change that causes it and delivered by the worker of any instance
 * (server/areas/delivery/).
 */
export const deliveryQueue = pgTable(
  "delivery_queue",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["mail", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    /** Mail: `{ subject, text, html? }`; SMS: `{ text }`. */
    payload: jsonb("payload").notNull(),
    /** Unique per message; also the mail's Message-ID, so receivers can drop a duplicate. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("delivery_queue_idempotency_key_idx").on(table.idempotencyKey),
    index("delivery_queue_due_idx").on(table.status, table.nextAttemptAt),
  ],
);
