#!/usr/bin/env node
// `npm run test:e2e`: find a browser, build the production server, run Playwright against it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "./find-chromium.mjs";

let chromium;
try {
  chromium = await findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

// tests/e2e/scale-out.spec.ts (two instances behind nginx) runs only with PostgreSQL and nginx (playwright.config.ts).
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const scaleOutMissing = !process.env.DATABASE_URL
  ? "kein PostgreSQL (DATABASE_URL nicht gesetzt)"
  : !existsSync(nginxPath)
    ? `kein nginx (${nginxPath} fehlt; .ci/run installiert ihn)`
    : undefined;
if (scaleOutMissing) {
  console.warn(`\n*** Scale-out-Test (zwei Instanzen hinter nginx) ÜBERSPRUNGEN: ${scaleOutMissing} ***\n`);
} else {
  console.log("Scale-out-Test läuft: zwei Instanzen auf PostgreSQL hinter nginx (Projekt scale-out)");
}

const dataDir = mkdtempSync(join(tmpdir(), "pkv-e2e-"));
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
if (scaleOutMissing) {
  console.warn(`*** Scale-out-Test (zwei Instanzen hinter nginx) ÜBERSPRUNGEN: ${scaleOutMissing} ***`);
}
process.exit(result.status ?? 1);
