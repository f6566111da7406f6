#!/usr/bin/env node
// Part of `npm run bench`: from submitting the short landing form to the results screen rendered, in Chromium.
// 20 runs (each with another birth date, so the server's offers cache does not help), p50 and p95. Target p95 ≤ 500 ms (issue 16). BENCH_RESULT_FILE=f also writes the figures as JSON.
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./built-server.mjs";
import { findChromium } from "./find-chromium.mjs";

const PORT = Number(process.env.BENCH_COMPARISON_PORT ?? 3315);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-passwort";
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

try {
  await fetch(`${BASE}/api/health`);
  console.error(`Port ${PORT} ist belegt (BENCH_COMPARISON_PORT setzen).`);
  process.exit(1);
} catch {
  // free: nothing answers
}

const server = startBuiltServer({ port: PORT, sitePassword: PASSWORD, name: "pkv-bench-cmp" });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let browser;
try {
  await server.ready;
  const gate = await fetch(`${BASE}/api/gate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const pair = (gate.headers.get("set-cookie") ?? "").split(";")[0];
  if (!gate.ok || !pair) throw new Error(`gate: HTTP ${gate.status} ${await gate.text()}`);
  const name = pair.slice(0, pair.indexOf("="));
  const value = pair.slice(pair.indexOf("=") + 1);
  browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const context = await browser.newContext();
  await context.addCookies([{ name, value, domain: "127.0.0.1", path: "/" }]);
  const page = await context.newPage();
  const times = [];
  const apiTimes = [];
  const dataTimes = [];
  for (let run = -1; run < RUNS; run++) {
    await page.goto(`${BASE}/`);
    await page.waitForFunction(() => {
      const video = document.querySelector("video[poster]");
      return video === null || video.muted;
    });
    const form = page.locator('[data-slot="short-comparison-form"]');
    const day = String((Math.abs(run) % 28) + 1).padStart(2, "0");
    await form
      .getByLabel("Geburtsdatum")
      .fill(`${day}.0${(Math.abs(run) % 9) + 1}.19${70 + (Math.abs(run) % 25)}`);
    const start = performance.now();
    // Where the time goes: the comparison's POST, the results page's data request, the rest is the browser.
    const posted = page
      .waitForResponse((r) => r.url().endsWith("/api/comparisons") && r.request().method() === "POST")
      .then(() => performance.now() - start);
    const loaded = page
      .waitForResponse((r) => new URL(r.url()).pathname === "/ihre-pkv-tarife.data")
      .then(() => performance.now() - start);
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    await page.getByRole("heading", { name: /^Weitere \d+ passende Tarife$/ }).waitFor();
    const elapsed = performance.now() - start;
    if (run >= 0) {
      // run -1 warms up the server and the browser cache
      times.push(elapsed);
      apiTimes.push(await posted);
      dataTimes.push(await loaded);
    }
  }
  for (const list of [times, apiTimes, dataTimes]) list.sort((a, b) => a - b);
  const ms = (value) => `${Math.round(value)} ms`;
  const figures = {
    runs: RUNS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    min: times[0],
    max: times.at(-1),
    apiP50: percentile(apiTimes, 50),
    dataP50: percentile(dataTimes, 50),
  };
  console.log(
    `\nVergleich im Browser: Absenden des Kurzformulars → Ergebnisseite gerendert (Chromium, ${RUNS} Läufe)`,
  );
  console.log(
    `  p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, min ${ms(figures.min)}, max ${ms(figures.max)} ` +
      `(Median bis zur Antwort des Vergleichs ${ms(figures.apiP50)}, bis zu den Daten der Ergebnisseite ${ms(figures.dataP50)})\n`,
  );
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(figures));
} finally {
  await browser?.close();
  await server.stop();
}
