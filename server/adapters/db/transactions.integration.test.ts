import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "./client";
import { settings } from "./schema";

describe.each(testDatabaseKinds)("database on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("has the migrated tables", async () => {
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(result.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "chat_messages",
        "chat_sessions",
        "comparisons",
        "leads",
        "outbox",
        "settings",
      ]),
    );
    // Accounts (docs/product/accounts.md#entities)
    expect(result.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "auth_accounts",
        "broker_profiles",
        "lead_purchases",
        "license_keys",
        "phone_verifications",
        "profiles",
        "sessions",
        "users",
        "verifications",
      ]),
    );
  });

  it("keeps 25 concurrent read-modify-write transactions on one row exact", async () => {
    const { db } = handle;
    await db.insert(settings).values({ key: "counter", value: { n: 0 } });
    const workers = 25;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        await db.transaction(async (tx) => {
          const [row] = await tx.select().from(settings).where(eq(settings.key, "counter")).for("update");
          const current = (row!.value as { n: number }).n;
          // Yield so that an unserialised driver would interleave here and lose updates.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx
            .update(settings)
            .set({ value: { n: current + 1 } })
            .where(eq(settings.key, "counter"));
        });
      }),
    );
    const [row] = await db.select().from(settings).where(eq(settings.key, "counter"));
    expect(row?.value).toEqual({ n: workers });
  });

  it("rolls back a failed transaction completely", async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "rollback", value: { n: 1 } });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await db.select().from(settings).where(eq(settings.key, "rollback"));
    expect(rows).toEqual([]);
  });
});
