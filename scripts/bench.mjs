#!/usr/bin/env node
// `npm run bench`: HTTP figures of the built server, then the vitest benchmarks (*.bench.ts).
//  1. SSR throughput of `/` (with gate cookie) against a static asset from the same server: req/s and ratio.
//  2. gzip size of the landing page's initial JavaScript (all module scripts and modulepreloads of `/`).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server.mjs";

const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "bench-passwort";
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

if (!existsSync("build/server/index.js") || process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = startBuiltServer({ port: PORT, sitePassword: PASSWORD, name: "pkv-bench" });

function load(path, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${BASE}${path}`,
        connections: 10,
        duration: DURATION,
        headers: { "accept-encoding": "gzip", ...headers },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await server.ready;
  const gate = await fetch(`${BASE}/api/gate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = (gate.headers.get("set-cookie") ?? "").split(";")[0];
  const html = await (await fetch(`${BASE}/`, { headers: { cookie } })).text();
  const scripts = [
    ...new Set(
      [
        ...html.matchAll(
          /<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1]),
    ),
  ];
  const importedByInline = [...html.matchAll(/import\(?\s*"([^"]+\.js)"/g)].map((m) => m[1]);
  const initialJs = [...new Set([...scripts, ...importedByInline])];
  let raw = 0;
  let gzip = 0;
  for (const src of initialJs) {
    const body = Buffer.from(await (await fetch(`${BASE}${src}`, { headers: { cookie } })).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  const asset = initialJs[0];

  // warm-up
  await load("/", { cookie });
  const ssr = await load("/", { cookie });
  const stat = await load(asset, {});
  const format = (n) => n.toLocaleString("de-DE", { maximumFractionDigits: 0 });
  console.log("\nHTTP (10 Verbindungen, %d s je Messung, gleicher Rechner)", DURATION);
  console.log(
    `  SSR  /                : ${format(ssr.requests.average)} req/s  (p50 ${ssr.latency.p50} ms, p99 ${ssr.latency.p99} ms, Fehler ${ssr.errors + ssr.non2xx})`,
  );
  console.log(
    `  Asset ${asset.padEnd(15).slice(0, 15)}: ${format(stat.requests.average)} req/s  (p50 ${stat.latency.p50} ms)`,
  );
  console.log(
    `  Verhältnis SSR/Asset  : ${(ssr.requests.average / stat.requests.average).toLocaleString("de-DE", { maximumFractionDigits: 3 })}`,
  );
  console.log(
    `  Initiales JS von /    : ${initialJs.length} Dateien, ${(raw / 1024).toFixed(1)} KiB roh, ${(gzip / 1024).toFixed(1)} KiB gzip\n`,
  );
} finally {
  await server.stop();
}

// Submit → results rendered in Chromium (comparison flow).
const comparisonBench = spawnSync(process.execPath, ["scripts/bench-comparison.mjs"], { stdio: "inherit" });
if (comparisonBench.status !== 0) process.exit(comparisonBench.status ?? 1);

const hasBenchFiles = (dir) =>
  existsSync(dir) &&
  readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasBenchFiles(join(dir, entry.name)) : entry.name.endsWith(".bench.ts"),
  );
if (["domain", "rating", "server"].some(hasBenchFiles)) {
  const vitestBench = spawnSync("npx", ["vitest", "bench", "--run"], { stdio: "inherit" });
  process.exit(vitestBench.status ?? 1);
}
