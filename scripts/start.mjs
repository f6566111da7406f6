#!/usr/bin/env node
// `npm start`: build when the sources are newer than the build, then run the production server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const serverBundle = "build/server/index.js";
const sourceRoots = ["app", "domain", "rating", "server", "public"];
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
  console.log("Baue die Anwendung (react-router build) ...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverBundle], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
