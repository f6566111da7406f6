import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { createComparison } from "../../../tests/setup/factories";
import type { DatabaseHandle } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema";
import { ANONYMOUS_COMPARISON_TTL_MS, createPurgeComparisons, PURGE_LOCK_ID } from "./purge-comparisons";
import { createSharedResults } from "./shared-results";

/** The 30-day clean-up runs on one instance at a time (docs/architecture.md#background-jobs). */
describe.each(testDatabaseKinds)("clean-up of anonymous comparisons on %s", (kind) => {
  let database: DatabaseHandle;
  const now = new Date(Date.UTC(2026, 10, 23, 9, 0, 0));
  const old = new Date(now.getTime() - ANONYMOUS_COMPARISON_TTL_MS - 1);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const purge = () => createPurgeComparisons(database.db, createSharedResults(database.db), () => now)();
  const count = async () => (await database.db.select().from(comparisons)).length;

  if (kind === "postgres") {
    it("skips its run while another instance holds the clean-up lock", async () => {
      await createComparison(database.db, { createdAt: old });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // Another instance's run: a transaction on another connection holding the lock.
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK_ID})`);
        holding();
        await released;
      });
      await held;
      expect(await purge()).toBe(0);
      expect(await count()).toBe(1);
      release();
      await other;
    });
  }

  it("deletes old anonymous comparisons when no other instance runs the clean-up", async () => {
    await createComparison(database.db, { createdAt: old });
    await createComparison(database.db, { createdAt: now });
    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
    // The lock ended with the run's transaction: the next run takes it again.
    await createComparison(database.db, { createdAt: old });
    expect(await purge()).toBe(1);
  });
});
