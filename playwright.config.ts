import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_APP_SECRET, E2E_BASE_URL, E2E_PORT, E2E_SITE_PASSWORD } from "./tests/e2e/fixtures/constants";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Two instances behind nginx (tests/e2e/scale-out.spec.ts) need PostgreSQL and nginx; scripts/e2e.mjs says when not. */
const scaleOut = Boolean(process.env.DATABASE_URL) && existsSync(process.env.NGINX_PATH ?? "/usr/sbin/nginx");

export default defineConfig({
  testDir: "tests/e2e",
  // Budgets, not assertions: a passing test never waits for them. Generous, so that a busy machine (several
  // builds and browsers on two cores) slows the run down instead of failing it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: E2E_BASE_URL,
    // A trace costs ≈ 0,7 s per test even when it is thrown away; CI retries a failed test once, with the trace.
    trace: "on-first-retry",
    // Without motion: the news banner's marquee and the looping videos cost an open page 20–30 % of a core in
    // headless Chromium (measured), which the other worker's pages lack. Specs that test motion opt back in.
    reducedMotion: "reduce",
    // A navigation that never commits fails after 30 s with its URL, instead of using up the test's budget
    // (the slow route matrix allows 3 minutes) without saying where it hung.
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [/scale-out\.spec\.ts$/, /admin-site-effects\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Site-wide admin changes (banner, SEO title, maintenance mode) affect every visitor: run after the others.
    {
      name: "site-settings",
      testMatch: /admin-site-effects\.spec\.ts$/,
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    ...(scaleOut ? [{ name: "scale-out", testMatch: /scale-out\.spec\.ts$/ }] : []),
  ],
  webServer: {
    command: "node build/server/index.js",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Start-up (migrations, seeds, password hashing of the demo accounts) on a busy machine: wait generously.
    timeout: 180_000,
    stdout: "pipe",
    // As `npm start` runs it (production build of React, demo mode), plus the test routes (outbox, seeds).
    env: {
      NODE_ENV: "production",
      DEMO_MODE: "true",
      E2E_TEST_ROUTES: "true",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data/e2e",
      DATABASE_URL: "",
      SITE_PASSWORD: E2E_SITE_PASSWORD,
      APP_SECRET: E2E_APP_SECRET,
      TRUST_PROXY: "true",
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: "warn",
    },
  },
});
