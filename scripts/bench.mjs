#!/usr/bin/env node
// `npm run bench`: every performance figure with its goal beside it (docs/decisions/020-comparison-performance.md),
// measured in one run on the built server.
//  1. Comparisons: POST /api/comparisons, 50 clients (the per-IP limit lifted by BENCH_UNLIMITED_COMPARISONS,
//     which the server accepts only in demo mode on a loopback address).
//  2. Storage per comparison (the row, and the row plus its share of the shared engine results).
//  3. Landing SSR (/ and the PKV page) against a static asset of the same server, 50 connections.
//  4. Initial JS of / (gzip, as sent); submit → results in Chromium (scripts/bench-comparison.mjs); Lighthouse
//     mobile, median of 5, on /, the PKV page and a results page (scripts/lighthouse.mjs).
//  5. With BENCH_DATABASE_URL (a PostgreSQL server; a throw-away database is created and dropped): 1 and 3 again;
//     the growth curve at 1.000, 10.000 and 100.000 comparisons with the 30-day clean-up (scripts/bench-growth.mjs).
// At the end one summary table lists every goal with its figure. The load generator runs on the same machine;
// requests are sent without Accept-Encoding (SSR page and static asset alike).
// Environment: BENCH_SECONDS (default 20), BENCH_PERSONS (distinct applicants, default 300), BENCH_BUILD=0
// (use the existing build), BENCH_BROWSER=0 (skip Chromium and Lighthouse), BENCH_GROWTH=0 (skip the growth
// curve), BENCH_VITEST=0 (skip *.bench.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  directoryBytes,
  distinctApplicants,
  distinctFamilies,
  loadNow,
  measureColdLoad,
  measureComparisons,
  measureLanding,
} from "./bench-load.mjs";
import { startBuiltServer } from "./built-server.mjs";
import { measureInitialJs } from "./initial-js.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-passwort";
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const PERSONS = Number(process.env.BENCH_PERSONS ?? 300);
const PG_URL = process.env.BENCH_DATABASE_URL;

if (!existsSync("build/server/index.js") || process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The initial JS is reported, not a goal (docs/decisions/024-react-in-the-browser.md). */
const INITIAL_JS_REPORTED = "berichtet, kein Ziel";
const de = (n, digits = 0) => n.toLocaleString("de-DE", { maximumFractionDigits: digits });
const ms = (n) => `${de(n)} ms`;
const kb = (bytes) => `${de(bytes / 1024, 1)} KB`;

async function gateCookie() {
  const gate = await fetch(`${BASE}/api/gate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = (gate.headers.get("set-cookie") ?? "").split(";")[0];
  if (!gate.ok || !cookie) throw new Error(`gate: HTTP ${gate.status}`);
  return cookie;
}

/** Initial JS of / as the server sends it (scripts/initial-js.mjs). */
async function initialJs(cookie) {
  const { files, gzipBytes, rawBytes } = await measureInitialJs(BASE, "/", { cookie });
  return { files, raw: rawBytes, gzip: gzipBytes };
}

const SIZE_SQL = `select
  (select count(*) from comparisons)::int as comparisons,
  (select count(*) from comparison_results)::int as results,
  (select coalesce(avg(pg_column_size(c.*)), 0)::int from comparisons c) as row_bytes,
  pg_total_relation_size('comparisons')::bigint as comparisons_bytes,
  pg_total_relation_size('comparison_results')::bigint as results_bytes`;

/** One target (PGlite, or PostgreSQL): landing, comparisons, storage. */
async function measureTarget(kind) {
  let database;
  let env = { BENCH_UNLIMITED_COMPARISONS: "true" };
  if (kind === "postgres") {
    const { default: pg } = await import("pg");
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = { pg, name, url: url.toString() };
    env = { ...env, DATABASE_URL: database.url, APP_SECRET: "b".repeat(32) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "pkv-bench-"));
  const server = startBuiltServer({ port: PORT, sitePassword: PASSWORD, env, dataDir });
  const figures = { kind, load: {} };
  try {
    await server.ready;
    const cookie = await gateCookie();
    if (kind === "pglite") figures.js = await initialJs(cookie);
    const asset = figures.js?.files[0] ?? (await initialJs(cookie)).files[0];
    figures.load.landing = loadNow();
    figures.landing = await measureLanding({ baseUrl: BASE, cookie, duration: DURATION, asset });
    figures.pkv = await measureLanding({
      baseUrl: BASE,
      cookie,
      duration: Math.max(5, Math.round(DURATION / 2)),
      asset,
      path: "/private-krankenversicherung-vergleich",
    });
    figures.load.comparisons = loadNow();
    const dbBefore = kind === "pglite" ? directoryBytes(join(server.dataDir, "db")) : 0;
    figures.comparisons = await measureComparisons({
      baseUrl: BASE,
      cookie,
      duration: DURATION,
      poolSize: PERSONS,
    });
    if (kind === "pglite") figures.pgliteGrowth = directoryBytes(join(server.dataDir, "db")) - dbBefore;
    // The cold path: 50 clients, every request a person (or family) the server has not priced yet.
    figures.load.cold = loadNow();
    figures.coldSingle = await measureColdLoad({ baseUrl: BASE, cookie, bodies: distinctApplicants() });
    figures.coldFamily = await measureColdLoad({ baseUrl: BASE, cookie, bodies: distinctFamilies(400) });
  } finally {
    await server.stop();
  }
  try {
    if (kind === "pglite") {
      const client = new PGlite(join(server.dataDir, "db"));
      figures.storage = (await client.query(SIZE_SQL)).rows[0];
      await client.close();
    } else {
      const client = new database.pg.Client({ connectionString: database.url });
      await client.connect();
      figures.storage = (await client.query(SIZE_SQL)).rows[0];
      await client.end();
      const admin = new database.pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
  } finally {
    spawnSync("rm", ["-rf", dataDir]);
  }
  return figures;
}

function report(f) {
  const label = f.kind === "pglite" ? "PGlite (eingebettet)" : "PostgreSQL (DATABASE_URL)";
  const rows = [];
  const row = (name, value, goal, ok) =>
    rows.push([name, value, goal, ok === undefined ? "" : ok ? "ja" : "NEIN"]);
  const c = f.comparisons;
  row(
    `Vergleiche kalt (${c.cold.count} verschiedene, je 2 parallel)`,
    `p50 ${ms(c.cold.p50)}, p95 ${ms(c.cold.p95)}, Fehler ${c.cold.errors}`,
    "–",
  );
  row("Vergleiche/s (50 Clients)", de(c.warm.rps, 1), "≥ 200", c.warm.rps >= 200);
  row(
    "Vergleich p50 / p95 / p99",
    `${ms(c.warm.p50)} / ${ms(c.warm.p95)} / ${ms(c.warm.p99)}`,
    "p95 ≤ 100 ms",
    c.warm.p95 <= 100,
  );
  row(
    "Fehler / Time-outs",
    `${c.warm.errors} / ${c.warm.timeouts} (von ${de(c.warm.total)})`,
    "0",
    c.warm.errors === 0 && c.warm.timeouts === 0,
  );
  const s = f.storage;
  const shared = (Number(s.comparisons_bytes) + Number(s.results_bytes)) / Math.max(1, s.comparisons);
  row("Speicher je Vergleich: Zeile", kb(s.row_bytes), "≤ 20 KB", s.row_bytes <= 20 * 1024);
  row(
    `  inkl. Index und Anteil an ${s.results} geteilten Ergebnissen`,
    `${kb(shared)} (${de(s.comparisons)} Vergleiche)`,
    "≤ 20 KB",
    shared <= 20 * 1024,
  );
  if (f.pgliteGrowth !== undefined)
    row(
      "  PGlite-Verzeichnis: Zuwachs je Vergleich",
      kb(f.pgliteGrowth / Math.max(1, c.cold.count + c.warm.ok)),
      "–",
    );
  for (const [name, l] of [
    ["SSR /", f.landing],
    ["SSR /private-krankenversicherung-vergleich", f.pkv],
  ]) {
    row(`${name}: req/s (Asset req/s)`, `${de(l.ssr.rps)} (${de(l.asset.rps)}), Fehler ${l.ssr.errors}`, "–");
    row(`${name}: Verhältnis SSR/Asset`, de(l.ratio, 3), "≥ 0,5", l.ratio >= 0.5);
    row(`${name}: p50 / p95`, `${ms(l.ssr.p50)} / ${ms(l.ssr.p95)}`, "p95 ≤ 50 ms", l.ssr.p95 <= 50);
  }
  if (f.js)
    row(
      `Initiales JS von / (${f.js.files.length} Dateien)`,
      `${de(f.js.gzip / 1024, 1)} KiB gzip (${de(f.js.raw / 1024, 1)} KiB roh)`,
      INITIAL_JS_REPORTED,
    );
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    `\n${label} — ${DURATION} s je Messung, Last (1 min) vor SSR ${f.load.landing}, vor Vergleichen ${f.load.comparisons}`,
  );
  console.log(
    `  ${"Kennzahl".padEnd(widths[0])}  ${"gemessen".padEnd(widths[1])}  ${"Ziel".padEnd(widths[2])}  erfüllt`,
  );
  for (const r of rows)
    console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3]}`);
}

const measured = {};
for (const kind of ["pglite", ...(PG_URL ? ["postgres"] : [])]) {
  measured[kind] = await measureTarget(kind);
  report(measured[kind]);
}
if (!PG_URL)
  console.log(
    "\nPostgreSQL: BENCH_DATABASE_URL=postgres://… setzen, um Ziel 5 (Zahlen mit PostgreSQL) zu messen.",
  );

/** Runs one of the other bench scripts; its figures come back as JSON through BENCH_RESULT_FILE. */
function runScript(script, env = {}) {
  const file = join(mkdtempSync(join(tmpdir(), "pkv-bench-result-")), "result.json");
  const run = spawnSync(process.execPath, [script], {
    stdio: "inherit",
    env: { ...process.env, BENCH_RESULT_FILE: file, LIGHTHOUSE_RESULT_FILE: file, ...env },
  });
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  rmSync(dirname(file), { recursive: true, force: true });
  // Lighthouse exits 1 when a limit is missed; its figures still count (they are in the summary).
  if (!figures) throw new Error(`${script} lieferte keine Zahlen (Exit ${run.status}).`);
  return figures;
}

// Goal 5: the growth curve at 1.000, 10.000 and 100.000 stored comparisons (BENCH_GROWTH=0 skips it).
if (process.env.BENCH_GROWTH !== "0") measured.growth = runScript("scripts/bench-growth.mjs");
// Goal 4: submit → results rendered in Chromium, 20 runs; Lighthouse, median of 5 (BENCH_BROWSER=0 skips both).
if (process.env.BENCH_BROWSER !== "0") {
  measured.browser = runScript("scripts/bench-comparison.mjs");
  measured.lighthouse = runScript("scripts/lighthouse.mjs");
}
summary(measured);

/** Every performance goal with its figure from this run, in one table. */
function summary(m) {
  const rows = [];
  const row = (goal, name, value, target, ok) =>
    rows.push([goal, name, value, target, ok === undefined ? "" : ok ? "ja" : "NEIN"]);
  const notMeasured = (goal, name, how) => rows.push([goal, name, `nicht gemessen (${how})`, "", ""]);
  const load = (kind, goal) => {
    const f = m[kind];
    const label = kind === "pglite" ? "PGlite" : "PostgreSQL";
    if (!f) {
      notMeasured(goal, `${label}: Vergleiche, SSR`, "BENCH_DATABASE_URL setzen");
      return;
    }
    const w = f.comparisons.warm;
    if (f.coldSingle && f.coldFamily) {
      const single = f.coldSingle;
      const family = f.coldFamily;
      row(
        goal,
        `${label}: kalt, Einzelne/s (50 Clients, ${de(single.count)} verschiedene)`,
        de(single.rps, 1),
        "≥ 200",
        single.rps >= 200,
      );
      row(goal, `${label}: kalt, Einzelne p95`, ms(single.p95), "≤ 100 ms", single.p95 <= 100);
      row(
        goal,
        `${label}: kalt, Familie aus 4 p95 (${de(family.count)} verschiedene)`,
        `${ms(family.p95)} (${de(family.rps, 1)}/s)`,
        "≤ 250 ms",
        family.p95 <= 250,
      );
      row(
        goal,
        `${label}: kalt, Fehler`,
        `${single.errors} / ${family.errors}`,
        "0",
        single.errors + family.errors === 0,
      );
      const asset = f.landing.asset.p50;
      row(
        goal,
        `${label}: kalt, Einzelne p50 ÷ Asset p50`,
        de(single.p50 / Math.max(1, asset), 1),
        "≤ 10",
        single.p50 / Math.max(1, asset) <= 10,
      );
    }
    row(goal, `${label}: Vergleiche/s (50 Clients)`, de(w.rps, 1), "≥ 200", w.rps >= 200);
    row(goal, `${label}: Vergleich p95`, ms(w.p95), "≤ 100 ms", w.p95 <= 100);
    row(
      goal,
      `${label}: Fehler / Time-outs`,
      `${w.errors} / ${w.timeouts}`,
      "0",
      w.errors + w.timeouts === 0,
    );
    for (const [name, l] of [
      ["/", f.landing],
      ["PKV-Seite", f.pkv],
    ]) {
      row(goal, `${label}: SSR ${name} ÷ Asset (req/s)`, de(l.ratio, 2), "≥ 0,5", l.ratio >= 0.5);
      row(goal, `${label}: SSR ${name} p95`, ms(l.ssr.p95), "≤ 50 ms", l.ssr.p95 <= 50);
    }
  };
  load("pglite", "1, 3");
  const storage = m.pglite.storage;
  const perComparison =
    (Number(storage.comparisons_bytes) + Number(storage.results_bytes)) / Math.max(1, storage.comparisons);
  row(
    "2",
    "Speicher je Vergleich (mit Anteil geteilter Ergebnisse)",
    kb(perComparison),
    "≤ 20 KB",
    perComparison <= 20 * 1024,
  );
  if (m.browser) {
    row(
      "4",
      "Absenden → Ergebnisse gerendert p95 (20 Läufe)",
      ms(m.browser.p95),
      "≤ 500 ms",
      m.browser.p95 <= 500,
    );
  } else notMeasured("4", "Absenden → Ergebnisse", "BENCH_BROWSER=0");
  if (m.lighthouse) {
    const { benchmarkIndex, cpuSlowdown, fixedSlowdown } = m.lighthouse;
    row(
      "4",
      "Lighthouse: CPU-Drosselung (ein Zielgerät überall)",
      fixedSlowdown
        ? `${de(cpuSlowdown ?? 0, 2)}× (fest)`
        : `${de(cpuSlowdown, 2)}× (Median; je Lauf benchmarkIndex ÷ 325, Median des Index ${de(benchmarkIndex)})`,
      "–",
    );
    for (const r of m.lighthouse.rows) {
      const page = r.path.startsWith("/ihre-pkv-tarife") ? "Ergebnisseite" : r.path;
      row(
        "4",
        `Lighthouse mobil ${page} (Median von ${m.lighthouse.runs})`,
        String(r.performance),
        "≥ 95",
        r.performance >= 95,
      );
      row("4", `  TBT ${page}`, ms(r.tbt), "≤ 200 ms", r.tbt <= 200);
      row("4", `  LCP ${page}`, `${de(r.lcp / 1000, 2)} s`, "≤ 2,5 s", r.lcp <= 2500);
    }
  } else notMeasured("4", "Lighthouse", "BENCH_BROWSER=0");
  row(
    "4",
    "Initiales JS von / (gzip, wie gesendet)",
    `${de(m.pglite.js.gzip / 1024, 1)} KiB`,
    INITIAL_JS_REPORTED,
  );
  load("postgres", "5");
  if (m.growth) {
    for (const p of m.growth.curve) {
      row(
        "5",
        `Wachstum ${de(p.comparisons)} Vergleiche: je Vergleich p50 / p95, Datenbank`,
        `${ms(p.p50)} / ${ms(p.p95)}, ${de(p.databaseBytes / 1024 / 1024, 1)} MB`,
        "–",
      );
    }
    const c = m.growth.cleanup;
    row(
      "5",
      "30-Tage-Bereinigung auf der größten Datenbank (läuft alle 6 h)",
      `${de(c.deleted)} Vergleiche in ${de(c.comparisonsSeconds + c.resultsSeconds, 1)} s`,
      "hält mit",
      c.comparisonsSeconds + c.resultsSeconds < 60,
    );
  } else notMeasured("5", "Wachstumskurve", "BENCH_GROWTH=0");
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\nZusammenfassung: alle Ziele (Last (1 min) jetzt ${loadNow()})`);
  console.log(
    `  ${"Ziel".padEnd(widths[0])}  ${"Kennzahl".padEnd(widths[1])}  ${"gemessen".padEnd(widths[2])}  ${"Vorgabe".padEnd(widths[3])}  erfüllt`,
  );
  for (const r of rows)
    console.log(
      `  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3].padEnd(widths[3])}  ${r[4]}`,
    );
}

const hasBenchFiles = (dir) =>
  existsSync(dir) &&
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasBenchFiles(join(dir, entry.name)) : entry.name.endsWith(".bench.ts"),
  );
if (
  process.env.BENCH_VITEST !== "0" &&
  ["domain", "kvr-simulator", "lib", "rating", "server"].some(hasBenchFiles)
) {
  const vitestBench = spawnSync("npx", ["vitest", "bench", "--run"], { stdio: "inherit" });
  process.exit(vitestBench.status ?? 1);
}
