import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, bench, describe } from "vitest";
import { resolveAppSecret } from "../server/adapters/auth/app-secret";
import { openDatabase } from "../server/adapters/db/client";
import { createLocalStorage } from "../server/adapters/storage/local-storage";
import { createComparisons } from "../server/areas/comparisons";
import { createTariffEngine } from "../server/areas/comparisons/compare-tariffs";
import { parseEnv } from "../server/composition/env";
import { seedDatabase } from "../server/seeds/seed-database";
import { seedMedia } from "../server/seeds/seed-media";
import { createBackup } from "./backup.mjs";
import { restoreBackup } from "./restore.mjs";

/**
 * Time and size of `npm run backup` and `npm run restore` for an embedded installation with 10.000 stored
 * comparisons (docs/operations.md#backup-and-restore): 40 real comparisons through the comparison service, copied
 * by SQL to 10.000 rows (new ids, the same inputs and shared results, spread over 29 days), the shipped media.
 * Run: npx vitest bench --run scripts/backup.bench.ts
 */
const COMPARISONS = 10_000;
const REAL = 40;
const NOW = new Date("2026-05-04T08:00:00Z");
const JOBS = ["employed", "self-employed", "freelancer"] as const;
const COVERAGES = ["basic", "comfort", "premium"] as const;

const root = mkdtempSync(join(tmpdir(), "pkv-backup-bench-"));
const dataDir = join(root, "data");
let run = 0;
const figures: Array<{ step: string; ms: number; bytes?: number }> = [];

const ready = (async () => {
  const handle = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
  try {
    await seedDatabase(handle.db);
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => NOW });
    const store = createComparisons({ database: handle, calculator, engine: "embedded", now: () => NOW });
    for (let index = 0; index < REAL; index += 1) {
      await store.create({
        birthDate: `${1970 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`,
        gender: index % 2 === 0 ? "male" : "female",
        jobStatus: JOBS[index % JOBS.length],
        coverageType: COVERAGES[index % COVERAGES.length],
      });
    }
    await handle.db.execute(sql`
      with template as (
        select row_number() over (order by id) - 1 as n, input, offers, result_hash, offer_count, engine
        from comparisons),
      total as (select count(*) as c from template)
      insert into comparisons (id, user_id, input, offers, result_hash, offer_count, engine, created_at, updated_at)
      select substr(md5('bench' || g::text), 1, 22), null, t.input, t.offers, t.result_hash, t.offer_count,
             t.engine, ${NOW.toISOString()}::timestamptz - (g % 29) * interval '1 day',
             ${NOW.toISOString()}::timestamptz - (g % 29) * interval '1 day'
      from generate_series(1, ${COMPARISONS - REAL}::int) g
      cross join total
      join template t on t.n = g % total.c`);
  } finally {
    await handle.close();
  }
  await seedMedia(createLocalStorage(join(dataDir, "storage")));
  resolveAppSecret(undefined, dataDir);
})();

const directoryBytes = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

afterAll(() => {
  const de = (n: number, digits = 1) =>
    n.toLocaleString("de-DE", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  for (const { step, ms, bytes } of figures) {
    process.stdout.write(
      `\n${step} (${COMPARISONS.toLocaleString("de-DE")} Vergleiche): ${de(ms / 1000)} s` +
        (bytes === undefined ? "" : `, Sicherung ${de(bytes / 1024 / 1024)} MB`),
    );
  }
  process.stdout.write(
    `\nDatenverzeichnis: ${de(directoryBytes(join(dataDir, "db")) / 1024 / 1024)} MB Datenbank, ` +
      `${de(directoryBytes(join(dataDir, "storage")) / 1024 / 1024)} MB Dateien\n`,
  );
  rmSync(root, { recursive: true, force: true });
});

describe("backup and restore of the embedded installation", () => {
  bench(
    "backup, then restore into an empty data directory",
    async () => {
      await ready;
      run += 1;
      const target = join(root, `sicherung-${run}`);
      let started = performance.now();
      const manifest = await createBackup({ target, env: { DATA_DIR: dataDir } });
      const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
      figures.push({ step: "npm run backup", ms: performance.now() - started, bytes });
      started = performance.now();
      await restoreBackup({ source: target, env: { DATA_DIR: join(root, `wiederhergestellt-${run}`) } });
      figures.push({ step: "npm run restore", ms: performance.now() - started });
    },
    { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
