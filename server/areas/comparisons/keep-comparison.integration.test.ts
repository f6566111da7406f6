import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { HOUSEHOLD_PERSONS } from "../../../tests/setup/factories";
import type { DatabaseHandle } from "../../adapters/db/client";
import { users } from "../../adapters/db/schema";
import { parseEnv } from "../../composition/env";
import { ANONYMOUS_COMPARISON_TTL_MS, type Comparisons, createComparisons } from ".";
import { createTariffEngine } from "./compare-tariffs";

const START = new Date("2026-11-22T10:00:00Z").getTime();
/** The keys of two browsers (server/transport/middleware/browser-key.ts): Anna's, which makes the comparisons, and a stranger's. */
const ANNAS_BROWSER = "a".repeat(43);
const OTHER_BROWSER = "b".repeat(43);
const anna = { userId: "anna", browserKey: ANNAS_BROWSER };

describe.each(testDatabaseKinds)("'Meine Vergleiche' (%s)", (kind) => {
  let database: DatabaseHandle;
  let time = START;
  let store: Comparisons;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const clock = () => new Date(time);
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: clock });
    store = createComparisons({ database, calculator, engine: "embedded", now: clock });
    for (const id of ["anna", "bernd", "carla"])
      await database.db
        .insert(users)
        .values({ id, name: id, email: `${id}@example.de`, emailVerified: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  const single = () =>
    store.create(
      { birthDate: "1984-02-02", gender: "female", jobStatus: "employed", coverageType: "comfort" },
      { browserKey: ANNAS_BROWSER },
    );

  it("keeps an anonymous comparison for one account, beyond the 30-day purge, until it deletes it", async () => {
    time = START;
    const { comparison } = await single();
    expect(comparison.ownerId).toBeNull();
    expect(await store.keep(comparison.id, anna)).toBe(true);
    expect((await store.get(comparison.id))?.ownerId).toBe("anna");
    // Kept again by the same account: nothing changes; another account cannot take it, not even from her browser.
    expect(await store.keep(comparison.id, anna)).toBe(true);
    expect(await store.keep(comparison.id, { userId: "bernd", browserKey: ANNAS_BROWSER })).toBe(false);
    expect((await store.get(comparison.id))?.ownerId).toBe("anna");

    const { comparison: other } = await single();
    time = START + ANONYMOUS_COMPARISON_TTL_MS + 60_000;
    await store.deleteExpiredAnonymous();
    expect(await store.get(other.id)).toBeUndefined();
    expect(await store.get(comparison.id)).toBeDefined();

    expect(await store.remove(comparison.id, "bernd")).toBe(false);
    expect(await store.remove(comparison.id, "anna")).toBe(true);
    expect(await store.get(comparison.id)).toBeUndefined();
    expect(await store.keep("AAAAAAAAAAAAAAAAAAAAAAAA", anna)).toBe(false);
  });

  it("keeps an anonymous comparison only for the browser that made it: a stranger with its id is refused", async () => {
    time = START;
    const { comparison } = await single();
    expect(await store.keep(comparison.id, { userId: "bernd", browserKey: OTHER_BROWSER })).toBe(false);
    expect(await store.keep(comparison.id, { userId: "bernd" })).toBe(false);
    const row = await store.get(comparison.id);
    expect(row?.ownerId).toBeNull();
    // The creator keeps it afterwards, health answers and all.
    expect(await store.keep(comparison.id, anna)).toBe(true);
  });

  it("of concurrent keeps by two accounts in the creating browser exactly one wins; the other is told so", async () => {
    time = START;
    const { comparison } = await single();
    const accounts = ["anna", "bernd", "carla"];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        store.keep(comparison.id, { userId: accounts[index % 3]!, browserKey: ANNAS_BROWSER }),
      ),
    );
    const owner = (await store.get(comparison.id))?.ownerId;
    expect(accounts).toContain(owner);
    // Every keep of the winning account says 'saved', every keep of the two others is refused.
    expect(outcomes.filter(Boolean)).toHaveLength(4);
    outcomes.forEach((kept, index) => {
      expect(kept).toBe(accounts[index % 3] === owner);
    });
  });

  it("keeps and deletes a household's comparisons together", async () => {
    time = START;
    const { members } = await store.create(
      { coverageType: "comfort", persons: Object.values(HOUSEHOLD_PERSONS) },
      { browserKey: OTHER_BROWSER },
    );
    expect(members!.length).toBeGreaterThan(1);
    expect(await store.keep(members![1]!.id, { userId: "anna", browserKey: ANNAS_BROWSER })).toBe(false);
    expect(await store.keep(members![1]!.id, { userId: "bernd", browserKey: OTHER_BROWSER })).toBe(true);
    for (const member of members!) expect((await store.get(member.id))?.ownerId).toBe("bernd");
    expect(await store.remove(members![0]!.id, "bernd")).toBe(true);
    for (const member of members!) expect(await store.get(member.id)).toBeUndefined();
  });
});
