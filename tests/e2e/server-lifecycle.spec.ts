import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./fixtures/constants";

const PORT = E2E_PORT + 72;

function startServer(dataDir: string, port = PORT): { process: ChildProcess; output: () => string } {
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DEMO_MODE: "true", // the demo as `npm start` runs it without production settings
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
  delete env.SITE_PASSWORD; // the demo password
  const child = spawn(process.execPath, ["build/server/index.js"], { env });

  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { process: child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

test.describe("production server process", () => {
  test.describe.configure({ timeout: 240_000 }); // a cold start with migrations and seeding is slow on a loaded CI machine

  test("prints the banner, refuses a second process on the same data, shuts down cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pkv-lifecycle-"));
    try {
      const server = startServer(dataDir);
      await expect
        .poll(server.output, { timeout: 150_000 })
        .toContain("Demo-Passwort der Zugangssperre: lotse-demo-2026");
      expect(server.output()).toContain(`http://127.0.0.1:${PORT}`); // the address HOST listens on
      const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", db: "ok" });

      const second = startServer(dataDir, PORT + 1);
      expect(await exited(second.process)).toBe(1);
      expect(second.output()).toContain("wird bereits von Prozess");

      server.process.kill("SIGTERM");
      expect(await exited(server.process)).toBe(0);
      expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("refuses to start in production without demo mode and without the production settings", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATABASE_URL: "" };
    for (const name of ["DEMO_MODE", "SITE_PASSWORD", "APP_SECRET", "PUBLIC_URL", "KVR_PASSWORD"])
      delete env[name];
    const child = spawn(process.execPath, ["build/server/index.js"], { env });
    let output = "";
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    expect(await exited(child)).toBe(1);
    for (const name of ["SITE_PASSWORD", "APP_SECRET", "PUBLIC_URL", "KVR_PASSWORD"]) {
      expect(output).toContain(`${name}: `);
    }
    expect(output).toContain("in Produktion");
  });

  test("stops at start-up with a clear message for a mistyped provider", async () => {
    const child = spawn(process.execPath, ["build/server/index.js"], {
      env: { ...process.env, STORAGE_PROVIDER: "s4", DATABASE_URL: "" },
    });
    let output = "";
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    expect(await exited(child)).toBe(1);
    expect(output).toContain("Ungültige Konfiguration");
    expect(output).toContain("STORAGE_PROVIDER");
  });
});
