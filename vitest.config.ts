import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,domain,rating,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
