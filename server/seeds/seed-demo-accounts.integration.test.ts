import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import { verifyPassword } from "../adapters/auth/password-hash";
import type { DatabaseHandle } from "../adapters/db/client";
import {
  authAccounts,
  brokerProfiles,
  leadPurchases,
  leads,
  licenseKeys,
  profiles,
  users,
} from "../adapters/db/schema";
import { DEMO_ACCOUNTS, DEMO_LICENSES, removeDemoAccounts, seedDemoAccounts } from "./seed-demo-accounts";

describe.each(testDatabaseKinds)("demo accounts on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds one account per role once, with licenses and no leads, and removes them outside the demo", async () => {
    const now = Date.UTC(2026, 10, 23, 9, 0, 0);
    await seedDemoAccounts(database.db, now);
    await seedDemoAccounts(database.db, now);
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "Admin");
    const [adminUser] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, admin?.email ?? ""));
    const [adminProfile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, adminUser?.id ?? ""));
    expect(adminProfile?.isAdmin).toBe(true);
    const [credential] = await database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, adminUser?.id ?? ""));
    expect(await verifyPassword(credential?.password ?? "", admin?.password ?? "")).toBe(true);
    const brokers = await database.db.select().from(brokerProfiles);
    expect(brokers.map((broker) => broker.licenseNumber).sort()).toEqual([
      DEMO_LICENSES.broker,
      DEMO_LICENSES.insurance,
    ]);
    // The demo leads (and the demo broker's purchases) are seedDemoLeads' job, after the accounts.
    expect(await database.db.select().from(leads)).toHaveLength(0);
    expect(await database.db.select().from(leadPurchases)).toHaveLength(0);
    const licenses = await database.db.select().from(licenseKeys);
    expect(licenses).toHaveLength(3);
    // Registered before any demo request, so a demo consent's partner list may name them.
    for (const row of [...licenses, ...brokers, ...rows]) {
      expect(row.createdAt.getTime()).toBeLessThan(now - 30 * 24 * 60 * 60 * 1000);
    }

    expect(await removeDemoAccounts(database.db)).toBe(4);
    expect(await database.db.select().from(users)).toHaveLength(0);
    expect(await database.db.select().from(profiles)).toHaveLength(0);
  });
});
