import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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

/** Binary column (gzip-compressed JSON). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The benefit facts of a tariff (benefit lists, benefit details, group points), the same for every person: stored once
 * by the sha256 of their JSON and referred to from the shared results (docs/decisions/020-comparison-performance.md#result-format-3).
 * Catalogue data without anything personal; never purged (bounded by the tariffs of the catalogues in use).
 */
export const tariffFacts = pgTable("tariff_facts", {
  hash: text("hash").primaryKey(),
  /** JSON of the facts. */
  facts: text("facts").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Engine results shared by stored comparisons (docs/decisions/020-comparison-performance.md): every deductible
 * variant of one calculation, addressed by the sha256 of their stored form, so equal results are stored once. Rows no
 * comparison refers to are deleted with the 30-day clean-up (after a day without use).
 */
export const comparisonResults = pgTable("comparison_results", {
  hash: text("hash").primaryKey(),
  /**
   * gzip of the packed result (all deductible variants, engine order; result-codec.ts), or of the variants' JSON for
   * results stored before format 3.
   */
  offers: bytea("offers").notNull(),
  offerCount: integer("offer_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored comparisons (docs/decisions/005-comparison-and-results.md): the long-form inputs, the ranked offers and the engine used, so a results URL
 * (/ihre-pkv-tarife?c=<id>) reproduces them. Anonymous ones (user_id null) are deleted after 30 days.
 */
export const comparisons = pgTable(
  "comparisons",
  {
    /** Unguessable URL-safe id. */
    id: text("id").primaryKey(),
    /** Owner when the visitor was signed in (user id), else null. */
    userId: text("user_id"),
    /**
     * SHA-256 of the key of the browser that made it (server/adapters/auth/browser-key.ts): an anonymous comparison
     * is shown in full to that browser only. Null for rows made without a key.
     */
    creatorKeyHash: text("creator_key_hash"),
    /** The validated long-form data of docs/product/comparison.md#form-data. */
    input: jsonb("input").notNull(),
    /**
     * `{ format: 2, ranked, extra?, preferredDeductible, priceBasis, insuranceStart, figures }`: the ranked offers as
     * positions in the shared result `result_hash` (server/areas/comparisons/result-packing.ts). Rows of older
     * formats (the offers themselves, `{ all, variants, … }`) are converted at start-up (migration 0010).
     */
    offers: jsonb("offers").notNull(),
    /** The shared engine result (comparison_results.hash); null only in rows of before decision 020 not yet converted. */
    resultHash: text("result_hash").references(() => comparisonResults.hash),
    offerCount: integer("offer_count").notNull(),
    /** 'embedded' (model prices) or 'external' (KVR_URL). */
    engine: text("engine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("comparisons_user_idx").on(table.userId),
    index("comparisons_created_idx").on(table.createdAt),
    index("comparisons_result_idx").on(table.resultHash),
  ],
);

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
  },
  (table) => [
    index("leads_email_idx").on(table.email),
    index("leads_user_idx").on(table.userId),
    index("leads_status_idx").on(table.status, table.listedAt),
    uniqueIndex("leads_withdrawal_token_idx").on(table.withdrawalToken),
    uniqueIndex("leads_confirmation_token_idx").on(table.confirmationToken),
  ],
);

/**
 * Lucy chat sessions (docs/product/accounts.md#entities, chat session id 'lucy-chat-<timestamp>-<random>'), kept for the admin's
 * assistant page and deleted after the retention period of the site settings.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    /**
     * The signed-in user who asked (docs/product/accounts.md#personal-area), else null: exported with the account and
     * deleted with it.
     */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_sessions_last_message_idx").on(table.lastMessageAt),
    index("chat_sessions_user_idx").on(table.userId),
  ],
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
    /** Answers only: 'knowledge' | 'llm' | 'fallback' | 'dialogue' (price dialogue) | 'results' (results questions). */
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_session_idx").on(table.sessionId),
    index("chat_messages_created_idx").on(table.createdAt),
  ],
);

// --- Accounts (docs/product/accounts.md#entities): Better Auth core tables ---
// (its documented schema; TS keys are its field names)

/** Better Auth user: e-mail + password accounts. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Better Auth sessions (the HttpOnly cookie holds the token). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Better Auth credential accounts (provider 'credential' holds the password hash). */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_accounts_user_idx").on(table.userId)],
);

/** Better Auth verification tokens (e-mail confirmation, password reset). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** profiles (docs/product/accounts.md#entities), id = user id; created at sign-up. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** 'private' | 'broker' | 'insurance' */
  userType: text("user_type").notNull().default("private"),
  isAdmin: boolean("is_admin").notNull().default(false),
  salutation: text("salutation"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phoneNumber: text("phone_number"),
  /**
   * The number verified by SMS at registration (docs/decisions/008-verification-and-data-rights.md). A profile save
   * may change `phone_number` without a code, so only this one counts as the account's verified phone.
   */
  verifiedPhone: text("verified_phone"),
  profession: text("profession"),
  birthDate: date("birth_date"),
  street: text("street"),
  houseNumber: text("house_number"),
  postalCode: text("postal_code"),
  city: text("city"),
  country: text("country").default("Deutschland"),
  nationality: text("nationality"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** One-time SMS codes (docs/decisions/008-verification-and-data-rights.md): hashed, 10 minutes, 5 attempts; verified_at once confirmed. */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Set when a registration used the verified number. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** SHA-256 of the key of the browser that entered the code: only that browser may register with the number. */
    verifiedKeyHash: text("verified_key_hash"),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("phone_verifications_phone_idx").on(table.phone, table.createdAt),
    index("phone_verifications_ip_idx").on(table.requestIp, table.createdAt),
  ],
);

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
