import { randomBytes, randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { AccountType } from "../../domain/accounts/registration";
import { preferredDeductible } from "../../domain/comparison/deductible";
import type { LongFormData } from "../../domain/comparison/long-form";
import { asksAdvice } from "../../domain/leads/advice";
import { berlinDate, firstOfNextMonth } from "../../lib/dates/berlin-date";
import { browserKeyHash } from "../../server/adapters/auth/browser-key";
import { hashPassword } from "../../server/adapters/auth/password-hash";
import type { Database } from "../../server/adapters/db/client";
import {
  authAccounts,
  brokerProfiles,
  comparisons,
  leadPurchases,
  leads,
  licenseKeys,
  outbox,
  profiles,
  users,
} from "../../server/adapters/db/schema";
import { createOutboxMailer } from "../../server/adapters/mail/mailer";
import { createOutboxSmsSender } from "../../server/adapters/sms/sms-sender";
import { insertSharedResult } from "../../server/areas/comparisons/insert-shared-result";
import { encodeResult } from "../../server/areas/comparisons/result-codec";
import { type StoredRanking, shippedFigures } from "../../server/areas/comparisons/result-packing";
import { createDeliveryWorker } from "../../server/areas/delivery/delivery-worker";
import { TEST_BROWSER_KEY } from "./test-app";

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

const FACTORY_PASSWORD = "Sicher123";
/**
 * Fixture accounts are hashed at a low scrypt cost: the cost is stored in each hash, so sign-ins verify them as
 * real ones, without the OWASP cost per attempt (lock-out tests make hundreds). Accounts that registration or
 * Better Auth create still use the production parameters.
 */
const FIXTURE_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export interface UserFactoryOptions {
  email?: string;
  password?: string;
  userType?: AccountType;
  isAdmin?: boolean;
  emailVerified?: boolean;
  /** false: an account without profile row. */
  withProfile?: boolean;
  phoneNumber?: string;
  licenseNumber?: string;
}

/** A user with credentials (scrypt hash) and a profile of the given role; brokers get a broker profile. */
export async function createUser(db: Database, options: UserFactoryOptions = {}) {
  const id = randomUUID();
  const email = (options.email ?? `nutzer-${next()}@example.de`).toLowerCase();
  const password = options.password ?? FACTORY_PASSWORD;
  const userType = options.userType ?? "private";
  await db.insert(users).values({ id, name: email, email, emailVerified: options.emailVerified ?? true });
  await db.insert(authAccounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password, FIXTURE_SCRYPT_PARAMS),
  });
  if (options.withProfile !== false) {
    await db.insert(profiles).values({
      id,
      userType,
      isAdmin: options.isAdmin ?? false,
      phoneNumber: options.phoneNumber ?? "+491701234567",
      // Registration verifies the number by SMS.
      verifiedPhone: options.phoneNumber ?? "+491701234567",
    });
  }
  if (userType !== "private") {
    const licenseNumber = options.licenseNumber ?? (await createLicense(db, { userType })).licenseNumber;
    await db.insert(brokerProfiles).values({ userId: id, licenseNumber });
  }
  return { id, email, password, userType };
}

export const createPrivateUser = (db: Database, options: UserFactoryOptions = {}) =>
  createUser(db, { ...options, userType: "private" });
export const createBroker = (db: Database, options: UserFactoryOptions = {}) =>
  createUser(db, { ...options, userType: "broker" });
export const createInsurer = (db: Database, options: UserFactoryOptions = {}) =>
  createUser(db, { ...options, userType: "insurance" });
export const createAdmin = (db: Database, options: UserFactoryOptions = {}) =>
  createUser(db, { ...options, userType: "private", isAdmin: true });

/** A license key (active, no expiry unless given). */
export async function createLicense(
  db: Database,
  options: { userType?: "broker" | "insurance"; isActive?: boolean; expiresAt?: Date | null } = {},
) {
  const licenseNumber = `TEST-${next().toUpperCase()}`;
  await db.insert(licenseKeys).values({
    licenseNumber,
    userType: options.userType ?? "broker",
    isActive: options.isActive ?? true,
    expiresAt: options.expiresAt ?? null,
  });
  return { licenseNumber };
}

/**
 * A stored comparison row in the current format (no engine call, no offers: an empty shared result), anonymous
 * unless `userId` is given.
 */
export async function createComparison(
  db: Database,
  options: { userId?: string; createdAt?: Date; offerCount?: number; browserKey?: string } = {},
) {
  const id = randomBytes(12).toString("base64url");
  // The test app's default clock (tests/setup/test-app.ts), never the real date.
  const createdAt = options.createdAt ?? new Date(Date.UTC(2026, 10, 23, 9, 0, 0));
  const input = { birthDate: "1990-05-02", jobStatus: "employed", coverageType: "comfort" } as LongFormData;
  const encoded = encodeResult([]);
  const resultHash = encoded.hash;
  await insertSharedResult(db, { encoded, offerCount: 0, createdAt, lastUsedAt: createdAt });
  const offers: StoredRanking = {
    format: 2,
    ranked: [],
    preferredDeductible: preferredDeductible(input),
    insuranceStart: firstOfNextMonth(berlinDate(createdAt)),
    figures: shippedFigures(createdAt),
  };
  await db.insert(comparisons).values({
    id,
    userId: options.userId ?? null,
    // Made in the test's browser unless another is named (server/transport/middleware/browser-key.ts).
    creatorKeyHash: browserKeyHash(options.browserKey ?? TEST_BROWSER_KEY) ?? null,
    input,
    offers,
    resultHash,
    offerCount: options.offerCount ?? 0,
    engine: "embedded",
    createdAt,
    updatedAt: createdAt,
  });
  return { id };
}

/** A lead (contact request), new and not validated unless given otherwise. */
export async function createLead(
  db: Database,
  options: { email?: string; userId?: string; status?: string; firstName?: string; lastName?: string } = {},
) {
  const [row] = await db
    .insert(leads)
    .values({
      firstName: options.firstName ?? "Erika",
      lastName: options.lastName ?? "Mustermann",
      email: options.email ?? `lead-${next()}@example.de`,
      phone: "+4915123456789",
      status: options.status ?? "new",
      userId: options.userId ?? null,
      source: "contact-request",
    })
    .returning({ id: leads.id, email: leads.email });
  if (!row) throw new Error("lead not created");
  return row;
}

/** A purchase of `leadId` by the broker profile of `userId` (paid, 49 €). */
export async function createLeadPurchase(
  db: Database,
  options: { userId: string; leadId: string; purchaseDate?: Date },
) {
  const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, options.userId));
  if (!broker) throw new Error("no broker profile for this user");
  await db.insert(leadPurchases).values({
    leadId: options.leadId,
    brokerId: broker.id,
    purchaseDate: options.purchaseDate ?? new Date(Date.UTC(2026, 10, 23, 9, 0, 0)),
    amount: "49.00",
    paymentStatus: "paid",
    paymentMethod: "rechnung",
  });
}

/**
 * Delivers every queued mail and SMS to the dev outbox, as the delivery worker of a demo instance does right after
 * the request (test apps have no worker: docs/architecture.md#delivery-queue).
 */
export async function deliverQueuedMessages(db: Database) {
  const farFuture = Date.UTC(9999, 0, 1);
  await createDeliveryWorker({
    db,
    providers: { mail: createOutboxMailer(db), sms: createOutboxSmsSender(db) },
    clock: { now: () => farFuture, setTimer: () => () => {} },
  }).runOnce();
}

/**
 * The newest dev-outbox message to a recipient (mail or SMS), as stored, after the queued messages were
 * delivered; undefined when there is none.
 */
export async function latestOutboxMessage(db: Database, recipient: string) {
  await deliverQueuedMessages(db);
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/**
 * A broker account without credentials (fast: no password hash), for services that only need the user, the
 * profile, the broker profile and the licence (marketplace concurrency tests and the purchase benchmark).
 */
export async function insertBroker(
  db: Database,
  options: { isActive?: boolean; expiresAt?: Date | null } = {},
) {
  const id = randomUUID();
  const email = `makler-${id}@example.de`;
  const { licenseNumber } = await createLicense(db, { userType: "broker", ...options });
  await db.insert(users).values({ id, name: email, email, emailVerified: true });
  await db.insert(profiles).values({ id, userType: "broker" });
  await db.insert(brokerProfiles).values({ userId: id, licenseNumber });
  return { id, email, licenseNumber };
}

/** A contact request as the dialog sends it: a callback with both consents; `overrides` change any field. */
/**
 * Needs a request with advice states (docs/product/broker-duties.md#advice-documentation): the JSON fields and the
 * form's checkbox, so one body serves POST /api/leads and a plain form post.
 */
export const STATED_NEEDS = {
  advicePriorities: ["price", "dental"],
  currentCover: "gkv",
  "advicePriority-price": true,
  "advicePriority-dental": true,
} as const;

/** A contact request; a topic that asks the needs (consultation, risk pre-check, application) states {@link STATED_NEEDS}. */
export function contactRequestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const topic = String(overrides.topic ?? "callback");
  return {
    ...(asksAdvice(topic) ? STATED_NEEDS : {}),
    topic: "callback",
    firstName: "Erika",
    lastName: "Mustermann",
    phone: "0151 23456789",
    email: "erika@example.de",
    preferredTime: "morning",
    consentCall: true,
    consentBroker: true,
    ...overrides,
  };
}

/** Health answers no insurer accepts without a word: BMI 36,7, asthma, psychotherapy. */
export const RISKY_HEALTH_ANSWERS = {
  heightCm: 165,
  weightKg: 100,
  outpatientTreatments3y: 6,
  hospitalStays5y: 1,
  psychotherapy10y: true,
  chronicConditions: ["ASTHMA"],
  regularMedication: true,
  missingTeeth: 0,
  plannedDentalTreatment: false,
  glassesDiopters: -3,
};

/**
 * The persons of a household request (docs/product/comparison.md#family-and-health): an employee, a self-employed
 * partner with risky health answers, sick pay and premium relief, two children.
 */
export const HOUSEHOLD_PERSONS = {
  self: { role: "self", birthDate: "1988-03-14", gender: "male", jobStatus: "employed" },
  partner: {
    role: "partner",
    birthDate: "1990-07-01",
    gender: "female",
    jobStatus: "self-employed",
    health: RISKY_HEALTH_ANSWERS,
    sickPay: { dailyAmount: 80, startDay: 15 },
    premiumRelief: { monthlyAmount: 300 },
  },
  firstChild: { role: "child", birthDate: "2018-02-02", gender: "female", jobStatus: "child" },
  secondChild: { role: "child", birthDate: "2021-09-09", gender: "male", jobStatus: "child" },
} as const;

/** The largest household a request may name (docs/product/comparison.md#family-and-health): self, partner, four children. */
export const SIX_PERSON_HOUSEHOLD = {
  coverageType: "comfort",
  persons: [
    HOUSEHOLD_PERSONS.self,
    HOUSEHOLD_PERSONS.partner,
    HOUSEHOLD_PERSONS.firstChild,
    HOUSEHOLD_PERSONS.secondChild,
    { role: "child", birthDate: "2015-04-04", gender: "male", jobStatus: "child" },
    { role: "child", birthDate: "2012-06-06", gender: "female", jobStatus: "child" },
  ],
} as const;
