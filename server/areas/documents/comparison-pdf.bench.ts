import { bench, describe } from "vitest";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { openTestDatabase } from "../../../tests/setup/database";
import { parseEnv } from "../../composition/env";
import { createComparisons } from "../comparisons";
import { createTariffEngine } from "../comparisons/compare-tariffs";
import { comparisonPdf } from "./comparison-pdf";

/**
 * Writing the comparison PDF (docs/product/documents.md#comparison-pdf), goal ≤ 1 s for 100 offers: basic cover for
 * a self-employed person, the longest list (100 tariffs; about 13 ms on the 2-core machine).
 */
const NOW = new Date("2026-11-22T10:00:00Z");
const database = await openTestDatabase("pglite");
const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => NOW });
const comparisons = createComparisons({ database, calculator, engine: "embedded", now: () => NOW });
const { comparison } = await comparisons.create({
  birthDate: "1988-05-01",
  gender: "female",
  jobStatus: "self-employed",
  coverageType: "basic",
});

describe(`comparison PDF, ${comparison.offers.length} offers`, () => {
  bench("comparisonPdf", async () => {
    await comparisonPdf(comparison, { operator: defaultSiteSettings.operator, now: NOW });
  });
});
