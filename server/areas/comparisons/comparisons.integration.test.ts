import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankOffers } from "../../../domain/ranking/rank-offers";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { comparisonResults, comparisons } from "../../adapters/db/schema";
import { parseEnv } from "../../composition/env";
import { ANONYMOUS_COMPARISON_TTL_MS, type Comparisons, createComparisons } from ".";
import { createTariffEngine } from "./compare-tariffs";

const NOW = new Date("2026-11-22T10:00:00Z");

describe.each(testDatabaseKinds)("comparisons (%s)", (kind) => {
  let database: DatabaseHandle;
  let time = NOW.getTime();
  let store: Comparisons;
  const clock = () => new Date(time);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: clock });
    store = createComparisons({ database, calculator, engine: "embedded", now: clock });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A second service on the same database: nothing in memory, everything read from the rows. */
  const freshStore = () =>
    createComparisons({
      database,
      calculator: createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: clock }).calculator,
      engine: "embedded",
      now: clock,
    });

  it("stores a comparison compactly and reads back exactly the offers computed then", async () => {
    const created = await store.create({
      birthDate: "1988-05-01",
      gender: "male",
      jobStatus: "self-employed",
      coverageType: "basic",
    });
    const { comparison } = created;
    expect(comparison.variants.length).toBeGreaterThan(300);

    const read = await freshStore().get(comparison.id);
    expect(read?.offers).toEqual(comparison.offers);
    expect(read?.variants).toEqual(comparison.variants);
    expect(read?.preferredDeductible).toBe(comparison.preferredDeductible);
    // Graded against every tariff of the comparison (docs/product/results.md#grades), stored with the offers:
    // the details of one tariff show the grade its card and list row showed.
    const tariffs = new Set(comparison.variants.map((offer) => offer.tariffKey)).size;
    expect(read!.variants.every((offer) => offer.grade?.of === tariffs)).toBe(true);
    const gradeOf = new Map(read!.variants.map((offer) => [offer.id, offer.grade]));
    for (const offer of read!.offers) expect(offer.grade).toEqual(gradeOf.get(offer.id));
    expect(read!.offers.filter((offer) => offer.grade?.label === "sehr gut").length * 5).toBeLessThanOrEqual(
      read!.offers.length,
    );
    expect(read?.priceNotice).toBe(comparison.priceNotice);

    // pg_column_size: the stored size of the row's values (after PostgreSQL's own compression).
    const size = (await database.db.execute(
      sql`select pg_column_size(c.*)::int as bytes from comparisons c where id = ${comparison.id}`,
    )) as unknown as { rows: Array<{ bytes: number }> };
    expect(size.rows[0]!.bytes).toBeLessThan(20 * 1024);
  });

  it("shares one stored result between comparisons with the same engine result", async () => {
    const before = await database.db.select().from(comparisonResults);
    await store.create({
      birthDate: "1975-02-03",
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    const second = await store.create({
      birthDate: "1975-03-04",
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    const after = await database.db.select().from(comparisonResults);
    expect(after.length).toBe(before.length + 1);
    const read = await freshStore().get(second.comparison.id);
    expect(read?.offers).toEqual(second.comparison.offers);
  });

  it("the 30-day clean-up deletes old anonymous comparisons and then their unused shared results", async () => {
    await store.create({
      birthDate: "1972-07-08",
      gender: "male",
      jobStatus: "freelancer",
      coverageType: "premium",
    });
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
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
    });
    const read = await freshStore().get(created.comparison.id);
    const ranked = rankOffers(read!.variants, {
      preferredDeductible: read!.preferredDeductible,
      requestedCoverage: read!.input.coverageType,
    });
    expect(ranked.all.map((offer) => offer.id)).toEqual(read!.offers.map((offer) => offer.id));
  });
});
