import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { hashPassword } from "../adapters/auth/password-hash";
import type { Database } from "../adapters/db/client";
import { authAccounts, brokerProfiles, licenseKeys, profiles, users } from "../adapters/db/schema";

/** One demo account per role (demo mode and tests only; never seeded in a configured production). */
export const DEMO_ACCOUNTS = [
  {
    role: "Privat",
    email: "privat@demo.pkv-lotse.de",
    password: "Demo-Privat-2026",
    userType: "private",
    isAdmin: false,
  },
  {
    role: "Makler",
    email: "makler@demo.pkv-lotse.de",
    password: "Demo-Makler-2026",
    userType: "broker",
    isAdmin: false,
  },
  {
    role: "Versicherung",
    email: "versicherung@demo.pkv-lotse.de",
    password: "Demo-Versicherung-2026",
    userType: "insurance",
    isAdmin: false,
  },
  {
    role: "Admin",
    email: "admin@demo.pkv-lotse.de",
    password: "Demo-Admin-2026",
    userType: "private",
    isAdmin: true,
  },
] as const;

/** License keys: the two demo companies' keys and one unused key for trying the broker registration. */
export const DEMO_LICENSES = {
  broker: "DEMO-MAKLER-2026",
  insurance: "DEMO-VERSICHERUNG-2026",
  unused: "DEMO-LIZENZ-NEU",
} as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo accounts and their licences date from before any demo lead (server/seeds/seed-demo-leads.ts): a
 * consent names the partners licensed when it was given, so the licences must be older than the requests.
 */
const REGISTERED_DAYS_AGO = 60;

/**
 * Seeds the demo accounts and licences once (recognised by their e-mail addresses and licence numbers). The demo
 * leads, among them the demo broker's purchases, follow in seedDemoLeads.
 */
export async function seedDemoAccounts(db: Database, now = Date.now()): Promise<void> {
  const registeredAt = new Date(now - REGISTERED_DAYS_AGO * DAY);
  await db
    .insert(licenseKeys)
    .values([
      {
        licenseNumber: DEMO_LICENSES.broker,
        userType: "broker",
        isActive: true,
        expiresAt: new Date(now + 365 * DAY),
        createdAt: registeredAt,
      },
      {
        licenseNumber: DEMO_LICENSES.insurance,
        userType: "insurance",
        isActive: true,
        expiresAt: null,
        createdAt: registeredAt,
      },
      {
        licenseNumber: DEMO_LICENSES.unused,
        userType: "broker",
        isActive: true,
        expiresAt: new Date(now + 20 * DAY),
        createdAt: registeredAt,
      },
    ])
    .onConflictDoNothing();

  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const id = randomUUID();
    const time = new Date(now);
    await db.insert(users).values({
      id,
      name: account.email,
      email: account.email,
      emailVerified: true,
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });
    await db.insert(authAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(account.password),
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });
    await db.insert(profiles).values({
      id,
      userType: account.userType,
      isAdmin: account.isAdmin,
      salutation: account.userType === "private" ? "Frau" : "Herr",
      firstName: account.role === "Admin" ? "Ada" : "Demo",
      lastName: account.role,
      phoneNumber: "+491709876543",
      verifiedPhone: "+491709876543",
      profession: "Angestellt",
      birthDate: "1985-04-12",
      street: "Musterstraße",
      houseNumber: "1",
      postalCode: "10115",
      city: "Berlin",
      country: "Deutschland",
      nationality: "deutsch",
      // The demo private user last updated the profile 40 days ago, so /mein-bereich shows the reminder dialog.
      updatedAt: account.role === "Privat" ? new Date(now - 40 * DAY) : time,
    });
    if (account.userType === "private") continue;
    await db.insert(brokerProfiles).values({
      userId: id,
      licenseNumber: account.userType === "broker" ? DEMO_LICENSES.broker : DEMO_LICENSES.insurance,
      createdAt: registeredAt,
    });
  }
}

/**
 * Outside the demo the well-known demo accounts must not exist (a data directory started as a demo and later
 * run with a real SITE_PASSWORD in production would otherwise keep an admin with a published password).
 */
export async function removeDemoAccounts(db: Database): Promise<number> {
  const removed = await db
    .delete(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}
