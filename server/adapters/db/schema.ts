import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Admin-editable site settings, one JSON document per key (e.g. 'site'). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
 * Stored comparisons (DECISIONS 9): the long-form inputs, the ranked offers and the engine used, so a results URL
 * (/ihre-pkv-tarife?c=<id>) reproduces them. Anonymous ones (user_id null) are deleted after 30 days.
 */
export const comparisons = pgTable(
  "comparisons",
  {
    /** Unguessable URL-safe id. */
    id: text("id").primaryKey(),
    /** Owner when the visitor was signed in (user id), else null. */
    userId: text("user_id"),
    /** The validated long-form data of comparison.md §3. */
    input: jsonb("input").notNull(),
    /** The ranked offers ({ top, more, hidden, … }) as returned by the rating service. */
    offers: jsonb("offers").notNull(),
    offerCount: integer("offer_count").notNull(),
    /** 'embedded' (model prices) or 'external' (KVR_URL). */
    engine: text("engine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("comparisons_user_idx").on(table.userId),
    index("comparisons_created_idx").on(table.createdAt),
  ],
);

/**
 * Leads (portal.md §3 "Lead", DECISIONS 11, 16): created by a contact request from the results screen or by a
 * profile save; matched by e-mail. Only sold with recorded consent (`consent`: texts shown, time, channel).
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    age: integer("age"),
    /** 'new' | 'contacted' | 'sold' | 'closed' */
    status: text("status").notNull().default("new"),
    isValidated: boolean("is_validated").notNull().default(false),
    validationDate: timestamp("validation_date", { withTimezone: true }),
    /** e.g. 'kontaktanfrage', 'qualifizierte_anfrage' */
    leadQuality: text("lead_quality"),
    /** Where the lead came from: 'contact-request' | 'profile'. */
    source: text("source").notNull().default("contact-request"),
    /** The comparison the visitor asked about (comparisons.id), if any. */
    comparisonId: text("comparison_id"),
    /** The signed-in user who created it, if any (profiles.id / user id). */
    userId: text("user_id"),
    preferredTime: text("preferred_time"),
    /** Provable consent: [{ purpose, text, grantedAt, channel }] exactly as shown. */
    consent: jsonb("consent").notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("leads_email_idx").on(table.email)],
);

/**
 * Lucy chat sessions (portal spec §3, chat session id 'lucy-chat-<timestamp>-<random>'), kept for the admin's
 * assistant page and deleted after the retention period of the site settings.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_sessions_last_message_idx").on(table.lastMessageAt)],
);

/** Messages of a chat session: the visitor's question ('user') and Lucy's answer ('ai'). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: ["user", "ai"] }).notNull(),
    text: text("text").notNull(),
    /** Answers only: whether the knowledge base had a fitting passage. */
    hasKnowledge: boolean("has_knowledge"),
    /** Answers only: the knowledge-base entry used (id), if any. */
    topic: text("topic"),
    /** Answers only: 'knowledge' | 'llm' | 'fallback'. */
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_session_idx").on(table.sessionId),
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);
