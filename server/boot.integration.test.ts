import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./adapters/db/client";
import { comparisons, users } from "./adapters/db/schema";
import { bootApp } from "./boot";
import { parseEnv } from "./env";
import { createSilentLogger } from "./logger";
import { ANONYMOUS_COMPARISON_TTL_MS } from "./services/comparison-store";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./services/seed-demo-accounts";

describe("start-up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pkv-boot-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("deletes anonymous comparisons older than 30 days before serving, and keeps the rest", async () => {
    const seed = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
    const old = new Date(Date.now() - ANONYMOUS_COMPARISON_TTL_MS - 60_000);
    const row = {
      input: {},
      offers: { all: [] },
      offerCount: 0,
      engine: "embedded",
      createdAt: old,
      updatedAt: old,
    };
    await seed.db.insert(comparisons).values([
      { ...row, id: "old-anonymous-0000001" },
      { ...row, id: "old-owned-00000000001", userId: "user-1" },
      { ...row, id: "new-anonymous-0000001", createdAt: new Date(), updatedAt: new Date() },
    ]);
    await seedDemoAccounts(seed.db);
    await seed.close();

    const production = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SITE_PASSWORD: "",
      DATABASE_URL: "",
      APP_SECRET: "boot-secret-0123456789abcdef0123456789",
      PUBLIC_URL: "http://portal.test",
      KVR_PASSWORD: "eigenes-engine-passwort",
    };
    const booted = await bootApp(parseEnv(production), { logger: createSilentLogger() });
    try {
      const ids = (await booted.database.db.select({ id: comparisons.id }).from(comparisons)).map(
        (entry) => entry.id,
      );
      expect(ids.sort()).toEqual(["new-anonymous-0000001", "old-owned-00000000001"]);
      const response = await booted.app.request("/api/comparisons/new-anonymous-0000001");
      expect(response.status).toBe(200);
      // Production without demo mode: no demo accounts, no outbox (issue 12, item 5).
      const emails = (await booted.database.db.select({ email: users.email }).from(users)).map(
        (u) => u.email,
      );
      expect(emails.filter((email) => DEMO_ACCOUNTS.some((account) => account.email === email))).toEqual([]);
      expect(booted.demoAccounts).toBeUndefined();
      expect((await booted.app.request("/api/dev/outbox")).status).toBe(404);
    } finally {
      booted.stopJobs();
      await booted.database.close();
    }
  });
});
