/**
 * The leads area's tables (docs/architecture.md#table-ownership): the leads, the licence keys, the brokers' claim of
 * a key (broker_profiles, written at registration through the leads area) and the purchases. Only server/areas/leads/
 * reads and writes them.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Leads (docs/product/accounts.md#entities "Lead", docs/decisions/006-leads-and-consent.md): created by a contact request from the results screen or by a
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
    /** A consultation appointment ('Beratungsgespräch vereinbaren'): the day and the window, e.g. '08-12'. */
    appointmentDay: date("appointment_day", { mode: "string" }),
    appointmentWindow: text("appointment_window"),
    /** Provable consent: [{ purpose, text, grantedAt, channel }] exactly as shown. */
    consent: jsonb("consent").notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // --- Lead marketplace (docs/decisions/017-lead-marketplace.md) ---
    /** 'phone-verified' | 'profile-complete' | 'admin'. */
    validationMethod: text("validation_method"),
    listedAt: timestamp("listed_at", { withTimezone: true }),
    /** When the consent was withdrawn or an admin withdrew the lead. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Sales so far and the limit fixed when the lead was created (LEAD_MAX_SALES then). */
    salesCount: integer("sales_count").notNull().default(0),
    maxSales: integer("max_sales").notNull().default(1),
    /** Anonymised market data, from the comparison or the profile. */
    jobStatus: text("job_status"),
    coverageWish: text("coverage_wish"),
    beihilfe: boolean("beihilfe").notNull().default(false),
    postalCode: text("postal_code"),
    /** Secret of the withdrawal link (confirmation e-mail, /mein-bereich). */
    withdrawalToken: text("withdrawal_token"),
    /**
     * Secret of the confirmation link in the e-mail to the lead's own address (docs/product/leads.md#consent-and-withdrawal):
     * only sent when the contact data is not the confirmed data of the requester's account. Never shown in
     * /mein-bereich (the requester may not be the person).
     */
    confirmationToken: text("confirmation_token"),
    /** When the person confirmed the request through that link. */
    contactConfirmedAt: timestamp("contact_confirmed_at", { withTimezone: true }),
    // --- Risk pre-check (docs/product/leads.md#risk-pre-check-request) ---
    /** 'contact' (callback, consultation, profile) | 'risk-pre-check' | 'application'. */
    kind: text("kind").notNull().default("contact"),
    /**
     * A risk pre-check's health answers, copied from the comparison with the explicit consent (Art. 9 DSGVO):
     * [{ role, answers }] per person. Buyers see them only after the purchase; null after a withdrawal or the
     * person's deletion.
     */
    healthAnswers: jsonb("health_answers"),
    /**
     * An application request's tariff as offered and the comparison's inputs (docs/product/leads.md#application-request,
     * domain/leads/application.ts); null for other kinds. Health answers only in `healthAnswers`, with consent.
     */
    application: jsonb("application"),
    /**
     * The Erstinformation (§ 15 VersVermV) the person was shown before the first comparison
     * (docs/product/broker-duties.md#first-information): `{ version, shownAt }`; null for leads made before.
     */
    firstInformation: jsonb("first_information"),
    /**
     * The needs and advice documentation (§§ 61, 62 VVG) sent before the hand-off, or the separate waiver
     * (docs/product/broker-duties.md#advice-documentation); null for kinds without advice.
     */
    adviceRecord: jsonb("advice_record"),
  },
  (table) => [
    index("leads_email_idx").on(table.email),
    index("leads_user_idx").on(table.userId),
    index("leads_status_idx").on(table.status, table.listedAt),
    uniqueIndex("leads_withdrawal_token_idx").on(table.withdrawalToken),
    uniqueIndex("leads_confirmation_token_idx").on(table.confirmationToken),
  ],
);

/** license_keys (docs/product/accounts.md#entities): brokers and insurers register with an active key (docs/decisions/004-roles-and-admins.md). */
export const licenseKeys = pgTable("license_keys", {
  licenseNumber: text("license_number").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  /** 'broker' | 'insurance': the account type the key registers. */
  userType: text("user_type").notNull().default("broker"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** broker_profiles (docs/product/accounts.md#entities): the company profile of a broker or insurance user. */
export const brokerProfiles = pgTable(
  "broker_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the user deleted the account (the purchases stay for accounting). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    licenseNumber: text("license_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("broker_profiles_user_idx").on(table.userId),
    // A licence key registers exactly one account, also under concurrent registrations
    // (docs/decisions/014-accounts-and-production-mode.md).
    uniqueIndex("broker_profiles_license_idx").on(table.licenseNumber),
  ],
);

/** lead_purchases (docs/product/accounts.md#entities): kept for accounting even when a lead's person deletes the account. */
export const leadPurchases = pgTable(
  "lead_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    brokerId: uuid("broker_id")
      .notNull()
      .references(() => brokerProfiles.id),
    purchaseDate: timestamp("purchase_date", { withTimezone: true }).notNull().defaultNow(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    /** 'pending' → 'paid' (an admin marks it, with the invoice number). */
    paymentStatus: text("payment_status").notNull().default("pending"),
    paymentMethod: text("payment_method"),
    invoiceNumber: text("invoice_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_purchases_broker_idx").on(table.brokerId, table.purchaseDate),
    // A buyer buys a lead once.
    uniqueIndex("lead_purchases_lead_broker_idx").on(table.leadId, table.brokerId),
  ],
);
