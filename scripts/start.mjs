#!/usr/bin/env node
// `npm start`: build when the sources are newer than the build, then run the production server.
// Demo mode is explicit (docs/decisions/014-accounts-and-production-mode.md): without production settings
// (NODE_ENV=production, PUBLIC_URL or DATABASE_URL) and without DEMO_MODE, `npm start` runs the demo with
// DEMO_MODE=true. With production settings the server refuses to start until they are complete.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const serverBundle = "build/server/index.js";
const sourceRoots = ["app", "domain", "kvr-simulator", "lib", "rating", "server", "public"];
const sourceFiles = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sourcesChanged = () => {
  const built = statSync(serverBundle).mtimeMs;
  return [...sourceRoots, ...sourceFiles].some((path) => newestMtime(path) > built);
};

if (!existsSync(serverBundle) || sourcesChanged()) {
  console.log("Baue die Anwendung (npm run build) ...");
  // Quiet: only the build's warnings and errors (docs/operations.md#a-quiet-first-start).
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const productionSettings = ["NODE_ENV", "PUBLIC_URL", "DATABASE_URL"].some((name) =>
  name === "NODE_ENV" ? process.env.NODE_ENV === "production" : Boolean(process.env[name]?.trim()),
);
const demoMode = process.env.DEMO_MODE ?? (productionSettings ? undefined : "true");
if (demoMode === "true" && process.env.DEMO_MODE === undefined) {
  console.log("Ohne Produktionseinstellungen: Demo-Modus (DEMO_MODE=true, Demo-Konten und /dev/outbox).");
}

const server = spawn(process.execPath, [serverBundle], {
  stdio: "inherit",
  env: {
    NODE_ENV: "production",
    ...process.env,
    ...(demoMode === undefined ? {} : { DEMO_MODE: demoMode }),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
