#!/usr/bin/env node
// Part of `npm run bench`: from submitting the short landing form to the results screen rendered, in Chromium.
// 20 runs (each with another birth date, so the server's offers cache does not help), p50 and p95.
// Target p95 ≤ 500 ms (docs/decisions/020-comparison-performance.md). BENCH_RESULT_FILE=f also writes the figures
// as JSON.
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./built-server.mjs";
import { findChromium } from "./find-chromium.mjs";

const PORT = Number(process.env.BENCH_COMPARISON_PORT ?? 3315);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-passwort";
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const RESULTS_HEADING = /^Weitere \d+ passende Tarife$/;

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
  const drivenTimes = [];
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
    // Measured in the page, on the browser's clock: from the click's event time to the first frame after the
    // results heading is in the document. What Playwright itself adds (its protocol round trips for clicking and
    // waiting) is not part of what the user waits for; that figure is reported apart.
    await page.evaluate((RESULTS_HEADING) => {
      const marks = {};
      window.__benchMarks = marks;
      document.addEventListener(
        "click",
        (event) => {
          marks.click = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const heading = new RegExp(RESULTS_HEADING);
      const observer = new MutationObserver(() => {
        if (marks.heading !== undefined) return;
        if (![...document.querySelectorAll("h1, h2")].some((h) => heading.test(h.textContent ?? ""))) return;
        marks.heading = performance.now();
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            marks.painted = performance.now();
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, RESULTS_HEADING.source);
    const start = performance.now();
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    // Wait on the page's own mark (cheap): Playwright's role queries would compete with the page for the CPU.
    await page.waitForFunction(() => window.__benchMarks?.painted !== undefined, undefined, { polling: 50 });
    const driven = performance.now() - start;
    await page.getByRole("heading", { name: RESULTS_HEADING }).waitFor();
    const marks = await page.evaluate(() => {
      const { click, painted } = window.__benchMarks;
      // The form posts to the results route's action (its data request), then the results loader runs: the first
      // and the second request to the route's data after the click.
      const [posted, loaded] = performance
        .getEntriesByType("resource")
        .filter(
          (entry) => entry.startTime >= click && new URL(entry.name).pathname === "/ihre-pkv-tarife.data",
        );
      return {
        elapsed: painted - click,
        posted: (posted?.responseEnd ?? Number.NaN) - click,
        loaded: (loaded?.responseEnd ?? Number.NaN) - click,
      };
    });
    if (!Number.isFinite(marks.elapsed)) throw new Error("Die Messung im Browser ist unvollständig.");
    if (run >= 0) {
      // run -1 warms up the server and the browser cache
      times.push(marks.elapsed);
      apiTimes.push(marks.posted);
      dataTimes.push(marks.loaded);
      drivenTimes.push(driven);
    }
  }
  for (const list of [times, apiTimes, dataTimes, drivenTimes]) list.sort((a, b) => a - b);
  const ms = (value) => `${Math.round(value)} ms`;
  const figures = {
    runs: RUNS,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    min: times[0],
    max: times.at(-1),
    apiP50: percentile(apiTimes, 50),
    dataP50: percentile(dataTimes, 50),
    drivenP50: percentile(drivenTimes, 50),
    drivenP95: percentile(drivenTimes, 95),
  };
  console.log(
    `\nVergleich im Browser: Absenden des Kurzformulars → Ergebnisseite gerendert (Chromium, ${RUNS} Läufe)`,
  );
  console.log(
    `  p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, min ${ms(figures.min)}, max ${ms(figures.max)} ` +
      `(Median bis zur Antwort des Vergleichs ${ms(figures.apiP50)}, bis zu den Daten der Ergebnisseite ${ms(figures.dataP50)}; ` +
      `mit Playwrights Steuerung gemessen p50 ${ms(figures.drivenP50)}, p95 ${ms(figures.drivenP95)})\n`,
  );
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(figures));
} finally {
  await browser?.close();
  await server.stop();
}
