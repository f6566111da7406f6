/**
 * The site area's tables (docs/architecture.md#table-ownership): site settings, yearly figures and the audit log.
 * Only server/areas/site/ reads and writes them.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Admin-editable site settings, one JSON document per key (e.g. 'site'). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Yearly social-insurance figures an admin entered (docs/product/constants.md#maintaining-the-yearly-figures): one
 * row per year, the full row of `YearlyConstants` as JSON. A stored year wins over the shipped table's row.
 */
export const yearlyFigures = pgTable("yearly_figures", {
  year: integer("year").primaryKey(),
  figures: jsonb("figures").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * audit_log: who did what to which subject, and when (docs/decisions/017-lead-marketplace.md,
 * docs/decisions/018-admin-area.md). Append-only: written by
 * server/areas/site/audit-log.ts, never updated or deleted by the application. `details` holds e.g. old → new values.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** users.id of the actor; null for the system (seed, scheduled jobs). Kept as text so deleted users stay named. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** Dotted verb, e.g. 'lead.validate', 'lead.reveal', 'license.create', 'settings.seo.update'. */
    action: text("action").notNull(),
    /** What the action touched: 'lead', 'license', 'settings', 'video', 'engine-credentials', … */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    details: jsonb("details"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId),
  ],
);
