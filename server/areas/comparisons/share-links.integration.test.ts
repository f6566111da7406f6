import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { users } from "../../adapters/db/schema";
import { parseEnv } from "../../composition/env";
import { type Comparisons, createComparisons } from ".";
import { createTariffEngine } from "./compare-tariffs";
import { createShareLinks } from "./share-links";

const NOW = new Date("2026-11-22T10:00:00Z");

describe("share links (docs/product/documents.md#share-link)", () => {
  let database: DatabaseHandle;
  let store: Comparisons;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => NOW });
    store = createComparisons({ database, calculator, engine: "embedded", now: () => NOW });
    await database.db.insert(users).values({ id: "anna", name: "anna", email: "anna@example.de" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("opens the comparison of a signed token, also a kept one, and nothing else", async () => {
    const links = createShareLinks({ secret: "s".repeat(32), comparisons: store });
    const browserKey = "k".repeat(43);
    const { comparison } = await store.create(
      { birthDate: "1980-01-01", gender: "male", jobStatus: "employed", coverageType: "basic" },
      { browserKey },
    );
    expect(await store.keep(comparison.id, { userId: "anna", browserKey })).toBe(true);
    const token = links.tokenFor(comparison.id);
    expect((await links.comparisonOf(token))?.id).toBe(comparison.id);
    // Another secret, a changed signature, another id: no comparison.
    expect(
      await createShareLinks({ secret: "t".repeat(32), comparisons: store }).comparisonOf(token),
    ).toBeUndefined();
    const changed = token.endsWith("A") ? "B" : "A";
    expect(await links.comparisonOf(`${token.slice(0, -1)}${changed}`)).toBeUndefined();
    expect(await links.comparisonOf(`${"B".repeat(16)}.${token.split(".")[1]}`)).toBeUndefined();
    expect(await links.comparisonOf("ohne-punkt")).toBeUndefined();
    // The link ends with the comparison.
    await store.remove(comparison.id, "anna");
    expect(await links.comparisonOf(token)).toBeUndefined();
  });
});
