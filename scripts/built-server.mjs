// Starts the production build (`build/server/index.js`) on a port with a throw-away embedded database, for the
// benchmark and Lighthouse scripts. `ready` resolves once /api/health answers; `stop()` ends it and removes the data.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function startBuiltServer({
  port,
  sitePassword,
  name = "pkv-script",
  env = {},
  dataDir: givenDataDir,
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), `${name}-`));
  const server = spawn(process.execPath, ["build/server/index.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_MODE: "true", // benchmarks and Lighthouse run the demo; production settings are not needed
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_PASSWORD: sitePassword, // "" switches the gate off
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.on("exit", resolve));

  async function waitForHealth() {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Der Server auf Port ${port} startet nicht.`);
  }

  return {
    baseUrl,
    dataDir,
    ready: waitForHealth(),
    async stop() {
      server.kill("SIGTERM");
      await exited;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
