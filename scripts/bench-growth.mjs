#!/usr/bin/env node
// Growth curve (goal 5 of `npm run bench`, docs/decisions/020-comparison-performance.md): time per comparison and
// database size at 1.000, 10.000 and 100.000 stored comparisons, and how long the 30-day clean-up takes. PGlite (the
// default database) on the built server.
//  1. The server stores BENCH_GROWTH_PERSONS (default 60) real comparisons through the API.
//  2. With the server stopped, the rows are multiplied by SQL (bulk insert: new ids, the same inputs and shared
//     results, creation times spread over the last 29 days).
//  3. At each size: the size of the database (pg_database_size and the data directory) is read, the server is
//     started again and comparisons are measured (50 clients, BENCH_GROWTH_SECONDS); the rows the measurement
//     stored are removed again.
//  4. At the end about half of the rows are made older than 30 days and the clean-up's statements
//     (server/areas/comparisons/purge-comparisons.ts, deleteExpiredAnonymous) are timed on the largest database.
// Run `npm run build` first (`npm run bench` runs it too). BENCH_RESULT_FILE=f also writes the figures as JSON.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { directoryBytes, loadNow, measureComparisons } from "./bench-load.mjs";
import { startBuiltServer } from "./built-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-passwort";
const SIZES = (process.env.BENCH_GROWTH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const PERSONS = Number(process.env.BENCH_GROWTH_PERSONS ?? 60);
const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 10);
const de = (n, digits = 0) => n.toLocaleString("de-DE", { maximumFractionDigits: digits });

const dataDir = mkdtempSync(join(tmpdir(), "pkv-growth-"));
const dbDir = join(dataDir, "db");

async function withServer(work) {
  const server = startBuiltServer({
    port: PORT,
    sitePassword: PASSWORD,
    dataDir,
    env: { BENCH_UNLIMITED_COMPARISONS: "true" },
  });
  try {
    await server.ready;
    const gate = await fetch(`${BASE}/api/gate`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ password: PASSWORD }),
    });
    const cookie = (gate.headers.get("set-cookie") ?? "").split(";")[0];
    return await work(cookie);
  } finally {
    await server.stop();
  }
}

async function withDatabase(work) {
  const db = new PGlite(dbDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Multiplies the stored comparisons up to `target` rows: anonymous copies of the real ones, created over the last
 * 29 days (inside the 30 days, so the clean-up the server runs at every start keeps them).
 */
async function growTo(db, target) {
  const { rows } = await db.query("select count(*)::int as n from comparisons");
  const missing = target - rows[0].n;
  if (missing <= 0) return;
  const batch = 20_000;
  for (let done = 0; done < missing; done += batch) {
    const count = Math.min(batch, missing - done);
    await db.query(
      `with template as (
         select row_number() over (order by id) - 1 as n, input, offers, result_hash, offer_count, engine
         from comparisons where user_id is null and created_at > now() - interval '1 hour'),
       total as (select count(*) as c from template)
       insert into comparisons (id, user_id, input, offers, result_hash, offer_count, engine, created_at, updated_at)
       select substr(md5(random()::text || g::text), 1, 22), null, t.input, t.offers, t.result_hash,
              t.offer_count, t.engine, c.at, c.at
       from generate_series(1, $1::int) g
       cross join total
       join template t on t.n = g % total.c
       -- correlated with g, so the time is drawn per row (an uncorrelated subquery runs once per statement)
       cross join lateral (select now() - (random() * interval '29 days') - interval '2 hours'
                                  + (g - g) * interval '1 second' as at) c`,
      [count],
    );
  }
}

const curve = [];
let cleanup;
try {
  console.log(
    `\nWachstumskurve (PGlite): ${PERSONS} echte Vergleiche, vervielfacht per SQL; Last ${loadNow()}`,
  );
  await withServer(async (cookie) => {
    await measureComparisons({ baseUrl: BASE, cookie, duration: 1, poolSize: PERSONS });
  });
  // The templates: the first comparison of each applicant (the rest of that short run is removed).
  await withDatabase((db) =>
    db.query(
      "delete from comparisons where id not in (select id from comparisons order by created_at limit $1)",
      [PERSONS],
    ),
  );
  for (const size of SIZES) {
    const start = performance.now();
    const stats = await withDatabase(async (db) => {
      await growTo(db, size);
      const { rows } = await db.query(
        `select (select count(*) from comparisons)::int as comparisons,
                (select count(*) from comparison_results)::int as results,
                pg_database_size(current_database())::bigint as bytes`,
      );
      return rows[0];
    });
    const generated = (performance.now() - start) / 1000;
    const load = loadNow();
    const measuredFrom = new Date();
    const figures = await withServer((cookie) =>
      measureComparisons({ baseUrl: BASE, cookie, duration: SECONDS, poolSize: PERSONS }),
    );
    // The comparisons stored by the measurement itself are removed again, so the next size starts where it says.
    const added = await withDatabase(async (db) => {
      const { rows } = await db.query("delete from comparisons where created_at >= $1 returning id", [
        measuredFrom,
      ]);
      return rows.length;
    });
    curve.push({ size, stats, generated, load, figures, added, dir: directoryBytes(dbDir) });
    const w = figures.warm;
    console.log(
      `  ${de(stats.comparisons).padStart(8)} Vergleiche (${stats.results} geteilte Ergebnisse; während der Messung +${de(added)}): ` +
        `DB ${de(Number(stats.bytes) / 1024 / 1024, 1)} MB (Verzeichnis ${de(directoryBytes(dbDir) / 1024 / 1024, 1)} MB), ` +
        `${de(w.rps, 1)} Vergleiche/s, p50 ${de(w.p50)} ms, p95 ${de(w.p95)} ms, Fehler ${w.errors + w.timeouts}; ` +
        `erzeugt in ${de(generated, 1)} s; Last ${load}`,
    );
  }
  // The clean-up's statements, timed on the largest database with about half of it older than 30 days.
  await withDatabase(async (db) => {
    await db.query(
      "update comparisons set created_at = created_at - interval '31 days' where user_id is null and random() < 0.5",
    );
    const start = performance.now();
    const deleted = await db.query(
      "delete from comparisons where user_id is null and created_at < now() - interval '30 days' returning id",
    );
    const afterComparisons = performance.now();
    await db.query(
      `delete from comparison_results r where r.last_used_at < now() - interval '1 day'
         and not exists (select 1 from comparisons c where c.result_hash = r.hash)`,
    );
    const done = performance.now();
    cleanup = {
      deleted: deleted.rows.length,
      comparisonsSeconds: (afterComparisons - start) / 1000,
      resultsSeconds: (done - afterComparisons) / 1000,
    };
    console.log(
      `  30-Tage-Bereinigung: ${de(deleted.rows.length)} Vergleiche in ${de((afterComparisons - start) / 1000, 2)} s, ` +
        `geteilte Ergebnisse in ${de((done - afterComparisons) / 1000, 2)} s (läuft alle 6 h: hält mit)`,
    );
  });
  if (process.env.BENCH_RESULT_FILE) {
    const points = curve.map(({ size, stats, figures, dir }) => ({
      size,
      comparisons: stats.comparisons,
      databaseBytes: Number(stats.bytes),
      directoryBytes: dir,
      rps: figures.warm.rps,
      p50: figures.warm.p50,
      p95: figures.warm.p95,
      errors: figures.warm.errors + figures.warm.timeouts,
    }));
    writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ curve: points, cleanup }));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
