// Load figures of `npm run bench` (docs/decisions/020-comparison-performance.md): comparisons under 50 concurrent
// clients, landing SSR against a static asset, stored size per comparison. Used by scripts/bench.mjs for PGlite
// and, with BENCH_DATABASE_URL, for PostgreSQL. The load generator runs on the same machine as the server (as for
// the figures recorded there).
import { execFileSync } from "node:child_process";
import autocannon from "autocannon";

export const CONNECTIONS = 50;

/** A deterministic pool of realistic applicants (seeded, so every run asks the same). */
export function applicantPool(size, seed = 16) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = (values) => values[Math.floor(random() * values.length)];
  const pool = [];
  for (let i = 0; i < size; i++) {
    const age = 22 + Math.floor(random() * 34); // 22–55
    const year = new Date().getFullYear() - age - 1;
    const month = String(1 + Math.floor(random() * 12)).padStart(2, "0");
    const day = String(1 + Math.floor(random() * 28)).padStart(2, "0");
    pool.push(
      JSON.stringify({
        birthDate: `${year}-${month}-${day}`,
        gender: pick(["male", "female"]),
        jobStatus: pick(["employed", "self-employed", "freelancer"]),
        coverageType: pick(["basic", "comfort", "premium"]),
        existingInsurance: "public",
      }),
    );
  }
  return pool;
}

/** One autocannon run; every response time is recorded, so p95 is exact (autocannon reports p90 and p97.5). */
function run(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ ...result, p95: percentile(times, 95) ?? Number.NaN });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Comparisons: first every applicant of the pool once, 2 at a time (the engine-result cache is filled: "kalt"),
 * then 50 clients for `duration` seconds drawing from the same pool ("warm"). Requests carry
 * `Prefer: return=minimal` like the short form (docs/product/comparison.md#api).
 */
export async function measureComparisons({ baseUrl, cookie, duration, poolSize }) {
  const pool = applicantPool(poolSize);
  // As the short form sends it: only id and count come back (the results page reads the stored offers).
  const headers = { "content-type": "application/json", prefer: "return=minimal", cookie, origin: baseUrl };
  const coldTimes = [];
  let coldErrors = 0;
  let next = 0;
  const worker = async () => {
    while (next < pool.length) {
      const body = pool[next++];
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/comparisons`, { method: "POST", headers, body });
      await response.arrayBuffer();
      coldTimes.push(performance.now() - start);
      if (response.status !== 201) coldErrors += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  coldTimes.sort((a, b) => a - b);

  let index = 0;
  const warm = await run({
    url: `${baseUrl}/api/comparisons`,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    requests: [
      {
        method: "POST",
        headers,
        setupRequest: (request) => ({ ...request, body: pool[index++ % pool.length] }),
      },
    ],
  });
  return {
    cold: {
      count: coldTimes.length,
      errors: coldErrors,
      p50: percentile(coldTimes, 50),
      p95: percentile(coldTimes, 95),
    },
    warm: {
      rps: warm.requests.average,
      p50: warm.latency.p50,
      p95: warm.p95,
      p99: warm.latency.p99,
      total: warm.requests.total,
      ok: warm["2xx"],
      errors: warm.errors + warm.non2xx,
      timeouts: warm.timeouts,
    },
  };
}

/** SSR of `path` against a static asset of the same server, 50 connections each. */
export async function measureLanding({ baseUrl, cookie, duration, asset, path = "/" }) {
  const common = { connections: CONNECTIONS, duration, timeout: 10 };
  // Warm-up (the page cache is filled on the first request).
  await run({ ...common, url: `${baseUrl}${path}`, duration: 2, headers: { cookie } });
  const ssr = await run({ ...common, url: `${baseUrl}${path}`, headers: { cookie } });
  const stat = await run({ ...common, url: `${baseUrl}${asset}` });
  return {
    ssr: {
      rps: ssr.requests.average,
      p50: ssr.latency.p50,
      p95: ssr.p95,
      errors: ssr.errors + ssr.non2xx + ssr.timeouts,
    },
    asset: { rps: stat.requests.average, p50: stat.latency.p50 },
    ratio: ssr.requests.average / stat.requests.average,
  };
}

/** Size of a directory in bytes (du), for PGlite's data directory. */
export function directoryBytes(dir) {
  return Number(execFileSync("du", ["-sb", dir]).toString().split("\t")[0]);
}

export const loadNow = () => {
  const [one] = execFileSync("cat", ["/proc/loadavg"]).toString().split(" ");
  return one;
};
