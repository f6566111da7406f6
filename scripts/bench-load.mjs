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
    const startedAt = performance.now();
    let lastResponseAt = startedAt;
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      // Seconds from the start to the last answer (autocannon's own start and finish fall on its second ticks).
      const answeredWithin = (lastResponseAt - startedAt) / 1000;
      resolve({ ...result, p95: percentile(times, 95) ?? Number.NaN, answeredWithin });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      lastResponseAt = performance.now();
    });
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

/**
 * Bodies that are all new to the engine-result cache: every combination of birth year, gender, job status,
 * coverage and insurance start once (the embedded engine prices by birth year, so two birth dates of one year would
 * share a result), shuffled with a seed. About 2.000 distinct single persons.
 */
export function distinctApplicants(seed = 30) {
  const now = new Date();
  const starts = [1, 2, 3].map((months) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
    return date.toISOString().slice(0, 10);
  });
  const bodies = [];
  for (let year = now.getUTCFullYear() - 56; year <= now.getUTCFullYear() - 22; year += 1)
    for (const gender of ["male", "female"])
      for (const jobStatus of ["employed", "self-employed", "freelancer"])
        for (const coverageType of ["basic", "comfort", "premium"])
          for (const insuranceStart of starts)
            bodies.push(
              JSON.stringify({ birthDate: `${year}-06-15`, gender, jobStatus, coverageType, insuranceStart }),
            );
  return shuffled(bodies, seed);
}

/**
 * Families of four, each new: an employee, a self-employed partner with anonymous health answers (a height and
 * weight no other family has), two children (docs/product/comparison.md#family-and-health).
 */
export function distinctFamilies(size, seed = 40) {
  const year = new Date().getUTCFullYear();
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: size }, (_, index) =>
    JSON.stringify({
      coverageType: ["basic", "comfort", "premium"][index % 3],
      persons: [
        {
          role: "self",
          birthDate: `${year - 30 - (index % 20)}-03-14`,
          gender: "male",
          jobStatus: "employed",
        },
        {
          role: "partner",
          birthDate: `${year - 28 - (index % 18)}-07-01`,
          gender: "female",
          jobStatus: "self-employed",
          health: {
            heightCm: 150 + (index % 50),
            weightKg: 50 + Math.floor(index / 50) + Math.round(random() * 10) / 10,
            outpatientTreatments3y: index % 7,
            chronicConditions: index % 5 === 0 ? ["ASTHMA"] : [],
          },
        },
        {
          role: "child",
          birthDate: `${year - 3 - (index % 12)}-02-02`,
          gender: "female",
          jobStatus: "child",
        },
        { role: "child", birthDate: `${year - 1 - (index % 10)}-09-09`, gender: "male", jobStatus: "child" },
      ],
    }),
  );
}

function shuffled(values, seed) {
  let state = seed;
  const result = [...values];
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = Math.floor((state / 2 ** 31) * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * The cold path under load: 50 clients, every request a body the server has not seen (each sent once), so every
 * comparison asks the engine. `Prefer: return=minimal` as the short form sends it.
 */
export async function measureColdLoad({ baseUrl, cookie, bodies }) {
  const headers = { "content-type": "application/json", prefer: "return=minimal", cookie, origin: baseUrl };
  let index = 0;
  const result = await run({
    url: `${baseUrl}/api/comparisons`,
    connections: CONNECTIONS,
    amount: bodies.length,
    timeout: 20,
    requests: [
      { method: "POST", headers, setupRequest: (request) => ({ ...request, body: bodies[index++] }) },
    ],
  });
  // The run ends when every body is answered (a few seconds): autocannon's average of whole-second samples would
  // count the last, partial second as a full one, so the rate is the answers over the time they took.
  return {
    count: result.requests.total,
    rps: result.requests.total / result.answeredWithin,
    p50: result.latency.p50,
    p95: result.p95,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
