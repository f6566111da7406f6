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
