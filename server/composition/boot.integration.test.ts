import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createComparison } from "../../tests/setup/factories";
import { modeCounts, nonPrivateEntries, treeModes } from "../../tests/setup/file-modes";
import { openDatabase } from "../adapters/db/client";
import { comparisons, users } from "../adapters/db/schema";
import { ANONYMOUS_COMPARISON_TTL_MS } from "../areas/comparisons";
import { createLogger, createSilentLogger } from "../observability/logger";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../seeds/seed-demo-accounts";
import { type BootedApp, bootApp } from "./boot";
import { parseEnv } from "./env";

/** The key of the browser that made the anonymous comparisons (server/transport/middleware/browser-key.ts). */
const BROWSER = "b".repeat(43);

describe("start-up", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pkv-boot-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("deletes anonymous comparisons older than 30 days before serving, and keeps the rest", async () => {
    const seed = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "db") });
    const old = new Date(Date.now() - ANONYMOUS_COMPARISON_TTL_MS - 60_000);
    // Rows in the stored format, made as the comparison service stores them (tests/setup/factories.ts).
    const oldAnonymous = await createComparison(seed.db, { createdAt: old });
    const oldOwned = await createComparison(seed.db, { createdAt: old, userId: "user-1" });
    const fresh = await createComparison(seed.db, { createdAt: new Date(), browserKey: BROWSER });
    await seedDemoAccounts(seed.db);
    await seed.close();

    const production = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SITE_PASSWORD: "",
      DATABASE_URL: "",
      APP_SECRET: "boot-secret-0123456789abcdef0123456789",
      PUBLIC_URL: "http://portal.test",
      KVR_PASSWORD: "eigenes-engine-passwort",
      // Mail and SMS are not what this test is about: the outbox, explicitly allowed.
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    const booted = await bootApp(parseEnv(production), { logger: createSilentLogger() });
    try {
      const ids = (await booted.database.db.select({ id: comparisons.id }).from(comparisons)).map(
        (entry) => entry.id,
      );
      expect(ids.sort()).toEqual([fresh.id, oldOwned.id].sort());
      expect(ids).not.toContain(oldAnonymous.id);
      const response = await booted.app.request(`/api/comparisons/${fresh.id}`, {
        headers: { Cookie: `pkv_browser=${BROWSER}` },
      });
      expect(response.status).toBe(200);
      // Production without demo mode: no demo accounts, no outbox (docs/decisions/014-accounts-and-production-mode.md).
      const emails = (await booted.database.db.select({ email: users.email }).from(users)).map(
        (u) => u.email,
      );
      expect(emails.filter((email) => DEMO_ACCOUNTS.some((account) => account.email === email))).toEqual([]);
      expect(booted.demoAccounts).toBeUndefined();
      expect((await booted.app.request("/api/dev/outbox")).status).toBe(404);
    } finally {
      await booted.stopJobs();
      booted.app.close();
      await booted.database.close();
    }
  });
});

describe("the data directory at start-up (docs/operations.md#data-directory-permissions)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "pkv-boot-private-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is private after start, an upload and shutdown, whatever the umask, an earlier version's files too", async () => {
    // The most permissive umask: whatever is private below is so because the server makes it so.
    const umask = process.umask(0o000);
    try {
      // An installation as earlier versions left it: PGlite's own file system (0666 files), an upload and the
      // generated secret readable by others.
      const old = await PGlite.create(join(dataDir, "db"));
      await old.close();
      mkdirSync(join(dataDir, "storage", "site-media", "2025"), { recursive: true });
      writeFileSync(join(dataDir, "storage", "site-media", "2025", "alt.png"), "altes Bild");
      writeFileSync(join(dataDir, "app-secret"), "earlier-secret-0123456789abcdef0123456789", {
        mode: 0o644,
      });
      const before = nonPrivateEntries(treeModes(dataDir));
      expect(modeCounts(before)["0666"]).toBeGreaterThan(900);

      const lines: string[] = [];
      const logger = createLogger("warn", { write: (line: string) => void lines.push(line) });
      const env = parseEnv({
        NODE_ENV: "test",
        DEMO_MODE: "false",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_PASSWORD: "",
      });
      const booted = await bootApp(env, { logger });
      try {
        await booted.storage.put("site-media", "2026/mai/neu.png", randomBytes(2_000), "image/png");
        const running = treeModes(dataDir);
        expect(running["storage/site-media/2026/mai/neu.png"]).toBe("0600");
        expect(nonPrivateEntries(running)).toEqual({});
      } finally {
        await booted.stopJobs();
        booted.app.close();
        await booted.database.close();
      }
      expect(nonPrivateEntries(treeModes(dataDir))).toEqual({});
      const warnings = lines.map((line) => JSON.parse(line) as { msg: string; entries?: number });
      expect(warnings).toContainEqual(
        expect.objectContaining({
          msg: "data directory was readable by others: made private (0700/0600)",
          entries: Object.keys(before).length,
        }),
      );
    } finally {
      process.umask(umask);
    }
  });
});

/**
 * Scale-out (docs/decisions/015-shared-rate-limits-and-scale-out.md): two instances booted on one PostgreSQL
 * database with RATE_LIMIT_STORE=postgres count the gate's failed attempts together (with per-process memory each
 * allowed 10, i.e. 20 in all). The full set-up behind nginx is tests/e2e/scale-out.spec.ts.
 */

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.warn("start-up: geteilte Ratenlimits nicht getestet (DATABASE_URL nicht gesetzt)");

if (serverUrl)
  describe("two instances with RATE_LIMIT_STORE=postgres", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "pkv-shared-limits-"));
    const name = `test_shared_limits_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const instances: BootedApp[] = [];

    beforeAll(async () => {
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl ?? "");
      url.pathname = `/${name}`;
      for (const instance of ["a", "b"]) {
        const env = parseEnv({
          NODE_ENV: "test",
          DATA_DIR: join(dataDir, instance),
          DATABASE_URL: url.toString(),
          APP_SECRET: "shared-limits-secret-0123456789abcdef",
          SITE_PASSWORD: "richtiges-Passwort",
          PUBLIC_URL: "http://portal.test",
          RATE_LIMIT_STORE: "postgres",
        });
        instances.push(await bootApp(env, { logger: createSilentLogger() }));
      }
    });

    afterAll(async () => {
      for (const instance of instances) {
        await instance.stopJobs();
        instance.app.close();
        await instance.rateLimits.close();
        await instance.database.close();
      }
      const { default: pg } = await import("pg");
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const gate = (instance: BootedApp, password: string) =>
      instance.app.request("/api/gate", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://portal.test" },
        body: JSON.stringify({ password }),
      });

    it("refuses the 11th gate attempt after 10 failures spread over both instances", async () => {
      expect(instances.map((instance) => instance.rateLimits.kind)).toEqual(["postgres", "postgres"]);
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await gate(instances[attempt % 2] as BootedApp, `falsch-${attempt}`);
        expect(wrong.status).toBe(401);
      }
      for (const instance of instances) {
        const refused = await gate(instance, "richtiges-Passwort");
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ code: "gate-too-many-attempts" });
      }
    });
  });
