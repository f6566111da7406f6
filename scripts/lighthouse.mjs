#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built server as visitors meet
// it — the access gate on and a granted cookie (the demo as a newcomer starts it) — and, on a second server beside
// it, with the gate off; the runs alternate between the two (gated, gate-less, gated, …) so both meet the same host.
// Median of 5 runs (LIGHTHOUSE_RUNS) for `/`, the PKV page and a results page (a comparison is made through the API
// first), plus the initial JS of each page as sent (gzip). The limits apply to the figures behind the gate;
// LIGHTHOUSE_UNGATED=0 skips the gate-less side (port LIGHTHOUSE_PORT + 1).
// LIGHTHOUSE_REPORT_DIR=dir keeps the full JSON reports. Builds nothing: run `npm run build` first. Uses Debian Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// Fails (exit 1) below performance 95, accessibility 95, above TBT 200 ms, LCP 2,5 s or CLS 0.1. The initial JS
// (gzip, as sent) is reported, not a limit (docs/decisions/024-react-in-the-browser.md). LIGHTHOUSE_RESULT_FILE=f also writes the figures as JSON (used by `npm run bench`).
//
// One emulated phone on every machine (docs/decisions/023-one-phone-for-lighthouse.md): Lighthouse's simulated CPU
// slowdown is calibrated from this host's benchmarkIndex, slowdown = index ÷ 325, at least 1, so a fast host is
// slowed more and a slow one less. Each run calibrates itself: Lighthouse records the page (unthrottled, as its
// simulation does) and measures the index in the same gather; the recording is then simulated with the slowdown
// of that index (gather and audit in two steps), so a host that is slower for a minute is not simulated as a
// fast one. LIGHTHOUSE_CPU_SLOWDOWN=x fixes the slowdown instead. Index and slowdown are printed per page.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { startBuiltServer } from "./built-server.mjs";
import { measureInitialJs } from "./initial-js.mjs";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3192);
/** The gated server on PORT, the gate-less one beside it on PORT + 1. */
const baseOf = (gated) => `http://127.0.0.1:${gated ? PORT : PORT + 1}`;
const BASE = baseOf(true);
/** The gate's password of the measured server (any value: the server is started for the measurement). */
const SITE_PASSWORD = "lighthouse-zugang";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LIMITS = {
  performance: 95,
  accessibility: 95,
  cls: 0.1,
  tbtMs: 200,
  lcpMs: 2500,
};
/** The benchmarkIndex of the phone every host emulates (a low-end Android phone of Lighthouse's reference class). */
const TARGET_BENCHMARK_INDEX = 325;

/** The cookie a visitor holds after passing the gate (POST /api/gate, as the gate screen posts it). */
async function gateCookie() {
  const response = await fetch(`${BASE}/api/gate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ password: SITE_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pkv_gate="));
  if (response.status !== 200 || !cookie)
    throw new Error(`Zugang: HTTP ${response.status}, kein Gate-Cookie`);
  return cookie.split(";")[0];
}

/**
 * A results page: one comparison through the API, as the short form makes it (with the visitor's cookie); the page
 * and the cookies the visitor then holds.
 */
async function resultsPath(base, cookie) {
  const response = await fetch(`${base}/api/comparisons`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      prefer: "return=minimal",
      ...(cookie ? { cookie } : {}),
    },
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
  // The browser key that made the comparison: without it the page hands over to the comparison's shared link.
  const browserKey = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("pkv_browser="))
    ?.split(";")[0];
  return {
    path: `/ihre-pkv-tarife?c=${id}`,
    cookie: [cookie, browserKey].filter(Boolean).join("; ") || undefined,
  };
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

/** Initial JS of the page as the server sends it (scripts/initial-js.mjs): file count and KiB. */
async function initialJsGzip(base, path, cookie) {
  const { files, gzipBytes } = await measureInitialJs(base, path, { cookie });
  return { files: files.length, kib: gzipBytes / 1024 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The CPU slowdown that makes this host behave like the target phone: index ÷ 325, at least 1. */
function cpuSlowdownFor(index) {
  return Math.max(1, Math.round((index / TARGET_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * One Lighthouse run of `url`, calibrated by the benchmarkIndex measured in the same run: gather the recording
 * (simulated throttling records unthrottled), set the slowdown for that index in the saved settings, then audit.
 */
async function calibratedRun(url, port, fixedSlowdown, cookie) {
  const flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const directory = mkdtempSync(join(tmpdir(), "pkv-lighthouse-"));
  try {
    // Lighthouse's mobile network (slow 4G); the CPU slowdown is set after the gather.
    await lighthouse(url, { ...flags, throttling: throttling.mobileSlow4G, gatherMode: directory });
    const artifactsFile = join(directory, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
    const benchmarkIndex = artifacts.BenchmarkIndex;
    if (!(fixedSlowdown > 0) && !(typeof benchmarkIndex === "number" && benchmarkIndex > 0))
      throw new Error(`Lighthouse hat keinen benchmarkIndex gemeldet (${benchmarkIndex})`);
    const cpuSlowdown = fixedSlowdown > 0 ? fixedSlowdown : cpuSlowdownFor(benchmarkIndex);
    const throttlingSettings = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown };
    // Audit mode requires the gather's settings; the CPU slowdown only enters the simulation.
    artifacts.settings.throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown };
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, throttling: throttlingSettings, auditMode: directory });
    return { result, benchmarkIndex, cpuSlowdown };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const fixedSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
const de = (value, digits = 0) =>
  value.toLocaleString("de-DE", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One Lighthouse run of a page, repeated when Lighthouse's own recording failed; its figures. */
async function measuredRun(chrome, base, { path, cookie }, label, run) {
  for (let attempt = 0; ; attempt++) {
    const { result, benchmarkIndex, cpuSlowdown } = await calibratedRun(
      `${base}${path}`,
      chrome.port,
      fixedSlowdown,
      cookie,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && attempt < RUNS) {
      // Lighthouse's own recording failed (e.g. NO_NAVSTART): no figures, so the run is repeated, not scored 0.
      console.warn(`Lighthouse ${path}: ${runtimeError.code}, Lauf wird wiederholt`);
      continue;
    }
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      // Full JSON reports for diagnosis (LCP element, request waterfall).
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const slug = path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORT_DIR, `${label}-${slug}-${run + 1}.json`),
        result.report,
      );
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      cls: audits["cumulative-layout-shift"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      benchmarkIndex,
      cpuSlowdown,
    };
  }
}

/** The median row of a page's runs. */
async function rowOf(base, page, runs) {
  return {
    path: page.path,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    cls: median(runs.map((r) => r.cls)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    js: await initialJsGzip(base, page.path, page.cookie),
    all: runs.map((r) => r.performance).join("/"),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    cpuSlowdown: median(runs.map((r) => r.cpuSlowdown)),
    slowdowns: runs.map((r) => de(r.cpuSlowdown, 2)).join("/"),
  };
}

/** The three pages of one server: the gate on (with a granted cookie) or off. */
async function pagesOf(gated) {
  const cookie = gated ? await gateCookie() : undefined;
  return [
    { path: "/", cookie },
    { path: "/private-krankenversicherung-vergleich", cookie },
    await resultsPath(baseOf(gated), cookie),
  ];
}

/**
 * The three pages on two servers started side by side, the gate on (with a granted cookie) and, unless
 * LIGHTHOUSE_UNGATED=0, off. The runs alternate — gated, gate-less, gated, … per page — so a host that gets busier
 * during the measurement does not load one side only (before and after in the same run).
 */
async function measurePages(chrome) {
  const sides = [true, ...(process.env.LIGHTHOUSE_UNGATED === "0" ? [] : [false])];
  const servers = sides.map((gated) =>
    startBuiltServer({
      port: gated ? PORT : PORT + 1,
      sitePassword: gated ? SITE_PASSWORD : "",
      name: gated ? "pkv-lighthouse" : "pkv-lighthouse-ohne-gate",
    }),
  );
  try {
    await Promise.all(servers.map((server) => server.ready));
    const pages = await Promise.all(sides.map((gated) => pagesOf(gated)));
    const rows = sides.map(() => []);
    for (let index = 0; index < pages[0].length; index++) {
      const runs = sides.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [side, gated] of sides.entries())
          runs[side].push(
            await measuredRun(chrome, baseOf(gated), pages[side][index], gated ? "gate" : "ohne-gate", run),
          );
      for (const [side, gated] of sides.entries())
        rows[side].push(await rowOf(baseOf(gated), pages[side][index], runs[side]));
    }
    return { rows: rows[0], ungated: rows[1] ?? [] };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const withinLimits = (row) =>
  row.performance >= LIMITS.performance &&
  row.accessibility >= LIMITS.accessibility &&
  row.cls <= LIMITS.cls &&
  row.tbt <= LIMITS.tbtMs &&
  row.lcp <= LIMITS.lcpMs;

function printRows(title, rows) {
  console.log(`\n${title}`);
  for (const row of rows) {
    console.log(
      `  ${row.path.padEnd(42)} Performance ${row.performance} (${row.all})  Barrierefreiheit ${row.accessibility}  ` +
        `CLS ${de(row.cls, 3)}  LCP ${de(row.lcp / 1000, 2)} s  TBT ${de(row.tbt)} ms  ` +
        `initiales JS ${row.js.files} Dateien, ${de(row.js.kib, 1)} KiB gzip\n` +
        `  ${"".padEnd(42)} benchmarkIndex ${de(row.benchmarkIndex)} (Median), CPU-Drosselung ${row.slowdowns}×`,
    );
  }
}

let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  console.log(
    fixedSlowdown > 0
      ? `CPU-Drosselung ${de(fixedSlowdown, 2)}× (fest, LIGHTHOUSE_CPU_SLOWDOWN)`
      : `CPU-Drosselung je Lauf = benchmarkIndex des Laufs ÷ ${TARGET_BENCHMARK_INDEX} (Zielgerät), mindestens 1`,
  );
  const { rows, ungated } = await measurePages(chrome);
  failed = !rows.every(withinLimits);
  const heading = `Lighthouse ${RUNS}× je Seite (mobil, simulierte Drosselung, CPU-Drosselung je Lauf kalibriert), Median`;
  printRows(`${heading}, mit Zugangsschutz und gewährtem Cookie (wie Besucher die Seiten sehen):`, rows);
  if (ungated.length > 0)
    printRows(`${heading}, ohne Zugangsschutz (zum Vergleich, im selben Lauf):`, ungated);
  if (process.env.LIGHTHOUSE_RESULT_FILE)
    writeFileSync(
      process.env.LIGHTHOUSE_RESULT_FILE,
      JSON.stringify({
        runs: RUNS,
        rows,
        ungated,
        fixedSlowdown: fixedSlowdown > 0,
        benchmarkIndex: median(rows.map((row) => row.benchmarkIndex)),
        cpuSlowdown: median(rows.map((row) => row.cpuSlowdown)),
      }),
    );
  console.log(
    failed
      ? `\nGrenzwerte verfehlt (mit Zugangsschutz: Performance ≥ ${LIMITS.performance}, Barrierefreiheit ≥ ${LIMITS.accessibility}, TBT ≤ ${LIMITS.tbtMs} ms, LCP ≤ 2,5 s, CLS ≤ 0,1).`
      : "\nAlle Grenzwerte eingehalten (mit Zugangsschutz).",
  );
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
}
process.exit(failed ? 1 : 0);
