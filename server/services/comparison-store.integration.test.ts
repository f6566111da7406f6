import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longFormSchema } from "../../domain/comparison/long-form";
import type { Offer } from "../../domain/offers/offer";
import { rankOffers } from "../../domain/ranking/rank-offers";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import type { DatabaseHandle } from "../adapters/db/client";
import { comparisonResults, comparisons } from "../adapters/db/schema";
import { parseEnv } from "../env";
import { createTariffEngine } from "./compare-tariffs";
import { ANONYMOUS_COMPARISON_TTL_MS, type ComparisonStore, createComparisonStore } from "./comparison-store";

const NOW = new Date("2026-11-22T10:00:00Z");

describe.each(testDatabaseKinds)("comparison store (%s)", (kind) => {
  let database: DatabaseHandle;
  let time = NOW.getTime();
  let store: ComparisonStore;
  const clock = () => new Date(time);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: clock });
    store = createComparisonStore({ database, calculator, engine: "embedded", now: clock });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A second store on the same database: nothing in memory, everything read from the rows. */
  const freshStore = () =>
    createComparisonStore({
      database,
      calculator: createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: clock }).calculator,
      engine: "embedded",
      now: clock,
    });

  it("stores a comparison compactly and reads back exactly the offers computed then", async () => {
    const created = await store.create({
      birthDate: "1988-05-01",
      jobStatus: "self-employed",
      coverageType: "basic",
    });
    if (!created.ok) throw new Error(created.kind);
    const { comparison } = created;
    expect(comparison.variants.length).toBeGreaterThan(300);

    const read = await freshStore().get(comparison.id);
    expect(read?.offers).toEqual(comparison.offers);
    expect(read?.variants).toEqual(comparison.variants);
    expect(read?.preferredDeductible).toBe(comparison.preferredDeductible);
    expect(read?.priceNotice).toBe(comparison.priceNotice);

    // pg_column_size: the stored size of the row's values (after PostgreSQL's own compression).
    const size = (await database.db.execute(
      sql`select pg_column_size(c.*)::int as bytes from comparisons c where id = ${comparison.id}`,
    )) as unknown as { rows: Array<{ bytes: number }> };
    expect(size.rows[0]!.bytes).toBeLessThan(20 * 1024);
  });

  it("shares one stored result between comparisons with the same engine result", async () => {
    const before = await database.db.select().from(comparisonResults);
    const first = await store.create({
      birthDate: "1975-02-03",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    const second = await store.create({
      birthDate: "1975-03-04",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    if (!first.ok || !second.ok) throw new Error("comparison failed");
    const after = await database.db.select().from(comparisonResults);
    expect(after.length).toBe(before.length + 1);
    const read = await freshStore().get(second.comparison.id);
    expect(read?.offers).toEqual(second.comparison.offers);
  });

  it("still shows comparisons stored in the earlier format (offers in the row)", async () => {
    const input = longFormSchema.parse({
      birthDate: "1990-01-01",
      jobStatus: "student",
      coverageType: "premium",
    });
    const offer = { id: "alt-1", tariffKey: "alt|tarif", monthlyPrice: 321.5 } as unknown as Offer;
    await database.db.insert(comparisons).values({
      id: "legacyComparison0001",
      input,
      offers: { all: [offer], variants: [offer], preferredDeductible: 500, priceBasis: "model" },
      offerCount: 1,
      engine: "embedded",
      createdAt: NOW,
      updatedAt: NOW,
    });
    const read = await freshStore().get("legacyComparison0001");
    expect(read?.offers).toEqual([offer]);
    expect(read?.variants).toEqual([offer]);
    expect(read?.preferredDeductible).toBe(500);
    expect(read?.priceNotice).toBeDefined();
  });

  it("the 30-day clean-up deletes old anonymous comparisons and then their unused shared results", async () => {
    const latest = await store.create({
      birthDate: "1972-07-08",
      jobStatus: "freelancer",
      coverageType: "premium",
    });
    if (!latest.ok) throw new Error(latest.kind);
    time += ANONYMOUS_COMPARISON_TTL_MS + 1;
    const deleted = await store.deleteExpiredAnonymous();
    expect(deleted).toBeGreaterThanOrEqual(4);
    expect(await database.db.select().from(comparisons)).toEqual([]);
    expect(await database.db.select().from(comparisonResults)).toEqual([]);
    time = NOW.getTime();
  });

  it("ranks stored variants like the rating service (the results filters re-rank them)", async () => {
    const created = await store.create({
      birthDate: "1980-10-10",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    if (!created.ok) throw new Error(created.kind);
    const read = await freshStore().get(created.comparison.id);
    const ranked = rankOffers(read!.variants, { preferredDeductible: read!.preferredDeductible });
    expect(ranked.all.map((offer) => offer.id)).toEqual(read!.offers.map((offer) => offer.id));
  });
});
