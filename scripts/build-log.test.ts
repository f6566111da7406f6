import { describe, expect, it } from "vitest";
import { buildLogFilter, isBuildNoise } from "./build-log.mjs";

// Lines as React Router's build printed them (Vite 8, Rolldown), with their colour codes.
const ENV_FILE_DEPRECATION =
  "\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m";
const ENVIRONMENT_API = "Using Vite Environment API (experimental)";

describe("isBuildNoise", () => {
  it("drops the deprecation React Router's internal servers raise and the environment API notice", () => {
    expect(isBuildNoise(ENV_FILE_DEPRECATION)).toBe(true);
    expect(isBuildNoise(ENVIRONMENT_API)).toBe(true);
  });

  it("keeps progress, errors and every other warning", () => {
    for (const line of [
      "vite v8.3.8 building client environment for production...",
      "✓ built in 6.69s",
      "error during build:",
      "[PLUGIN_TIMINGS] Warning: Your build spent significant time in plugins.",
      "The `base` option is deprecated.",
      'app/root.tsx (12:3): "x" is not exported by "app/lib/cn.ts"',
    ]) {
      expect(isBuildNoise(line)).toBe(false);
    }
  });
});

describe("buildLogFilter", () => {
  it("passes the output on line by line without the noise, across chunk borders", () => {
    let written = "";
    const filter = buildLogFilter((text) => {
      written += text;
    });
    filter.push(`${ENV_FILE_DEPRECATION}\n${ENV_FILE_DEPRECATION}\nUsing Vite Env`);
    filter.push("ironment API (experimental)\nvite v8.3.8 building client environment for production...\n");
    filter.push("✓ built in 6.69s");
    filter.end();
    expect(written).toBe("vite v8.3.8 building client environment for production...\n✓ built in 6.69s");
  });
});
