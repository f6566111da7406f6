#!/usr/bin/env node
// The Vitest suite with the system clock at other dates (docs/architecture.md#tests-on-any-date): no test may
// depend on the real date, so the suite must pass when the machine's clock says the 1st of a month, New Year's Eve
// late in Berlin or a year ahead. libfaketime (Debian package `faketime`) sets the clock of the whole process tree;
// the monotonic clock stays real, so timers behave.
//
//   npm run test:any-date                 the whole suite at three dates
//   npm run test:any-date -- --unit       only the tests without a database (the CI guard)
//   npm run test:any-date -- --at "2027-03-01 08:00:00"   one date (UTC), repeatable
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const unitOnly = args.includes("--unit");
const at = args.flatMap((arg, index) => (arg === "--at" && args[index + 1] ? [args[index + 1]] : []));

const pad = (n) => String(n).padStart(2, "0");
/** A UTC instant as faketime reads it ("YYYY-MM-DD hh:mm:ss"). */
const stamp = (date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

/**
 * Dates where a real-date dependency shows: the 1st of next month shortly after midnight in Berlin (a default
 * insurance start moves), 31 December 23:30 in Berlin (already the next year in Berlin, not yet in UTC in winter:
 * 22:30 UTC), and a year ahead (yearly figures not in the table yet).
 */
function defaultDates(now = new Date()) {
  const firstOfNextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 30));
  const newYearsEve = new Date(Date.UTC(now.getUTCFullYear(), 11, 31, 22, 30));
  const yearAhead = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);
  return [firstOfNextMonth, newYearsEve, yearAhead].map(stamp);
}

const found = spawnSync("faketime", ["-f", "+0", "true"], { stdio: "ignore" });
if (found.error || found.status !== 0) {
  console.error(
    "test:any-date braucht libfaketime: `faketime` ist nicht installiert (Debian: apt-get install faketime).",
  );
  process.exit(1);
}

const dates = at.length > 0 ? at : unitOnly ? defaultDates().slice(1, 2) : defaultDates();
const vitest = ["vitest", "run", "--reporter=dot", "--silent"];
if (unitOnly) vitest.push("--exclude", "**/*.integration.test.*", "--exclude", "node_modules/**");
const failed = [];
for (const date of dates) {
  console.log(`\n▶ Vitest${unitOnly ? " (ohne Datenbank)" : ""} mit der Systemuhr am ${date} UTC`);
  // PGlite only: a PostgreSQL server keeps its own clock, which faketime cannot move.
  const { DATABASE_URL: _server, ...env } = process.env;
  const run = spawnSync("faketime", ["-f", `@${date}`, "npx", ...vitest], {
    stdio: "inherit",
    env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: "1" },
  });
  if (run.status !== 0) failed.push(date);
}
if (failed.length > 0) {
  console.error(`\nFehlgeschlagen bei: ${failed.join(", ")} (UTC)`);
  process.exit(1);
}
console.log(`\nBestanden bei: ${dates.join(", ")} (UTC)`);
