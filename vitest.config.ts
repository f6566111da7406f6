import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "{app,domain,kvr-simulator,lib,rating,server,scripts}/**/*.test.{ts,tsx}",
      "tests/setup/**/*.test.ts",
      "tests/*.test.ts",
    ],
    environment: "node",
    // Budgets, not expectations: a passing test never waits for them (CI may be several times slower).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Two workers on two cores (Vitest's default leaves one core idle), and the files of a worker share its module
    // graph: most of a file's time was starting a process and importing the server (docs/architecture.md#tests).
    maxWorkers: 2,
    isolate: false,
  },
});
