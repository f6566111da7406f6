import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "./client";
import { comparisonResults } from "./schema";

// Binary values go to PGlite and back with Node's hex conversion instead of PGlite's own
// (docs/decisions/020-comparison-performance.md#binary-values-in-pglite): every byte value survives.
describe.each(testDatabaseKinds)("binary values (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const at = new Date("2026-11-27T10:00:00Z");
  const roundTrip = async (hash: string, offers: Buffer) => {
    await database.db
      .insert(comparisonResults)
      .values({ hash, offers, offerCount: 0, createdAt: at, lastUsedAt: at });
    const [row] = await database.db
      .select({ offers: comparisonResults.offers })
      .from(comparisonResults)
      .where(eq(comparisonResults.hash, hash));
    return row?.offers;
  };

  it("stores and reads back every byte value, a view into a larger buffer and an empty value", async () => {
    const every = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7) % 256));
    expect(Buffer.compare((await roundTrip("every", every))!, every)).toBe(0);

    const larger = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]);
    const view = larger.subarray(2, 6);
    const readView = await roundTrip("view", view);
    expect([...readView!]).toEqual([3, 4, 5, 6]);

    const empty = await roundTrip("empty", Buffer.alloc(0));
    expect(empty?.length).toBe(0);
  });
});
