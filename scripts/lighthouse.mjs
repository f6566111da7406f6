#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built server with the
// access gate off, median of 5 runs (LIGHTHOUSE_RUNS) for `/`, the PKV page and a results page (a comparison is
// made through the API first), plus the initial JS of each page as sent (gzip).
// LIGHTHOUSE_REPORT_DIR=dir keeps the full JSON reports. Builds nothing: run `npm run build` first. Uses Debian Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Fails (exit 1) below performance 95, accessibility 95, above TBT 200 ms, CLS 0.1 or 100 KiB initial JS of `/`
// (gzip, as sent; issue 16). LIGHTHOUSE_RESULT_FILE=f also writes the figures as JSON (used by `npm run bench`).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";
import { measureInitialJs } from "./initial-js.mjs";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3192);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LIMITS = { performance: 95, accessibility: 95, cls: 0.1, tbtMs: 200, initialJsGzipKiB: 100 };

/** A results page: one comparison through the API (the gate is off), as the short form makes it. */
async function resultsPath() {
  const response = await fetch(`${BASE}/api/comparisons`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, prefer: "return=minimal" },
    body: JSON.stringify({
      birthDate: "1988-05-17",
      gender: "female",
      jobStatus: "employed",
      coverageType: "comfort",
      existingInsurance: "public",
    }),
  });
  if (response.status !== 201) throw new Error(`Vergleich: HTTP ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  return `/ihre-pkv-tarife?c=${id}`;
}
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

if (
  !existsSync("build/server/index.js") ||
  !readdirSync("build/client/assets").some((file) => file.endsWith(".js.gz"))
) {
  // `npm run build` also precompresses the assets; without that they are served uncompressed.
  console.error("Kein vollständiger Build – bitte zuerst `npm run build` ausführen.");
  process.exit(1);
}

const server = startBuiltServer({ port: PORT, sitePassword: "", name: "pkv-lighthouse" });

/** Initial JS of the page as the server sends it (scripts/initial-js.mjs): file count and KiB. */
async function initialJsGzip(path) {
  const { files, gzipBytes } = await measureInitialJs(BASE, path);
  return { files: files.length, kib: gzipBytes / 1024 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let chrome;
let failed = false;
try {
  await server.ready;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  const paths = ["/", "/private-krankenversicherung-vergleich", await resultsPath()];
  for (const path of paths) {
    const runs = [];
    let retries = 0;
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError && retries < RUNS) {
        // Lighthouse's own recording failed (e.g. NO_NAVSTART): no figures, so the run is repeated, not scored 0.
        console.warn(`Lighthouse ${path}: ${runtimeError.code}, Lauf wird wiederholt`);
        retries += 1;
        run -= 1;
        continue;
      }
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        // Full JSON reports for diagnosis (LCP element, request waterfall).
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const slug = path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
        writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${slug}-${run + 1}.json`), result.report);
      }
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        cls: audits["cumulative-layout-shift"].numericValue,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
      });
    }
    const js = await initialJsGzip(path);
    const row = {
      path,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      cls: median(runs.map((r) => r.cls)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      js,
      all: runs.map((r) => r.performance).join("/"),
    };
    rows.push(row);
    if (
      row.performance < LIMITS.performance ||
      row.accessibility < LIMITS.accessibility ||
      row.cls > LIMITS.cls ||
      row.tbt > LIMITS.tbtMs ||
      (path === "/" && js.kib > LIMITS.initialJsGzipKiB)
    ) {
      failed = true;
    }
  }
  const de = (value, digits = 0) =>
    value.toLocaleString("de-DE", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  console.log(`\nLighthouse ${RUNS}× je Seite (mobil, simulierte Drosselung), Median:`);
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(42)} Performance ${row.performance} (${row.all})  Barrierefreiheit ${row.accessibility}  ` +
        `CLS ${de(row.cls, 3)}  LCP ${de(row.lcp / 1000, 2)} s  TBT ${de(row.tbt)} ms  ` +
        `initiales JS ${row.js.files} Dateien, ${de(row.js.kib, 1)} KiB gzip`,
    );
  }
  if (process.env.LIGHTHOUSE_RESULT_FILE)
    writeFileSync(process.env.LIGHTHOUSE_RESULT_FILE, JSON.stringify({ runs: RUNS, rows }));
  console.log(
    failed
      ? `\nGrenzwerte verfehlt (Performance ≥ ${LIMITS.performance}, Barrierefreiheit ≥ ${LIMITS.accessibility}, TBT ≤ ${LIMITS.tbtMs} ms, CLS ≤ 0,1, JS von / ≤ ${LIMITS.initialJsGzipKiB} KiB).`
      : "\nAlle Grenzwerte eingehalten.",
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
