/**
 * The accounts area's tables (docs/architecture.md#table-ownership): Better Auth's core tables (its documented
 * schema; TS keys are its field names, docs/product/accounts.md#entities), the profiles and the SMS codes. Only
 * server/areas/accounts/ (and the Better Auth adapter, server/adapters/auth/) reads and writes them.
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
