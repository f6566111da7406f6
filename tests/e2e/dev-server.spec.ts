import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./fixtures/constants";

const PORT = E2E_PORT + 74;
const BASE_URL = `http://127.0.0.1:${PORT}`;

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

test.describe("development server (npm run dev)", () => {
  // Vite's first start bundles the dependencies: generous, and no assertion on how long anything takes.
  test.describe.configure({ timeout: 240_000 });

  test("boots like production, renders pages through Vite and stops cleanly", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pkv-dev-"));
    let output = "";
    const child = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_PASSWORD: "", // gate off: pages can be fetched directly
        LOG_LEVEL: "warn",
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exit = exited(child);
    try {
      await expect
        .poll(healthy, { timeout: 200_000, message: "GET /api/health of the dev server" })
        .toBe(true)
        .catch((error: Error) => {
          throw new Error(`${error.message}\n--- npm run dev output ---\n${output}`);
        });
      // HOST=127.0.0.1: the banner shows the address the server listens on, not localhost.
      expect(output).toContain(`http://127.0.0.1:${PORT}`);
      expect(output).not.toContain(`http://localhost:${PORT}`);

      const page = await fetch(`${BASE_URL}/impressum`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Impressum");
      // Development build: the source modules and React Router's HMR runtime, not hashed assets.
      expect(html).toContain('from "/app/root.tsx"');
      expect(html).toContain("virtual:react-router/inject-hmr-runtime");
      expect((await fetch(`${BASE_URL}/app/root.tsx`)).status).toBe(200);
      expect((await fetch(`${BASE_URL}/@vite/client`)).status).toBe(200);

      const api = await fetch(`${BASE_URL}/api/comparisons/unbekannt`);
      expect(api.headers.get("content-type")).toContain("application/problem+json");

      child.kill("SIGTERM");
      expect(await exit).toBe(0);
      expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
