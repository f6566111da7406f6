#!/usr/bin/env node
// `npm run build`: React Router's build, its output without noise (scripts/build-log.mjs), then precompressed
// copies of the client assets. `--quiet` (used by `npm start`) shows only warnings and errors of the build.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildLogFilter } from "./build-log.mjs";

const quiet = process.argv.includes("--quiet");
const reactRouterCli = join("node_modules", "@react-router", "dev", "bin.js");

function run(args, { filter }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ["inherit", filter ? "pipe" : "inherit", filter ? "pipe" : "inherit"],
      // Piped, the build would lose its colours on a terminal; keep them there, and only there.
      env:
        process.stdout.isTTY && process.env.FORCE_COLOR === undefined
          ? { ...process.env, FORCE_COLOR: "1" }
          : process.env,
    });
    if (filter) {
      const out = buildLogFilter((text) => process.stdout.write(text));
      const err = buildLogFilter((text) => process.stderr.write(text));
      child.stdout.setEncoding("utf8").on("data", (chunk) => out.push(chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk) => err.push(chunk));
      child.on("close", () => {
        out.end();
        err.end();
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const buildStatus = await run([reactRouterCli, "build", ...(quiet ? ["--logLevel", "warn"] : [])], {
  filter: true,
});
if (buildStatus !== 0) process.exit(buildStatus);
process.exit(await run(["scripts/precompress.mjs", ...(quiet ? ["--quiet"] : [])], { filter: false }));
