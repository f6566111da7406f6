import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import type { DatabaseHandle } from "../../adapters/db/client";
import { readJournal, readMigrationStatus } from "../../adapters/db/migration-status";

const ask = async (t: TestApp) => {
  const response = await t.app.request("/api/ready");
  return { status: response.status, body: await response.json() };
};

/** Readiness against a real database (docs/operations.md#readiness), open without a grant like /api/health. */
describe.each(testDatabaseKinds)("GET /api/ready on %s", (kind) => {
  let database: DatabaseHandle;
  let down = false;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The handle the app gets: its ping fails while the test says the database is down.
    const switchable: DatabaseHandle = {
      ...database,
      ping: async () => {
        if (down) throw new Error("connection refused");
        await database.ping();
      },
    };
    t = await createTestApp({ database: switchable, env: { SITE_PASSWORD: "Geheim-123" } });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it("is ready on a migrated database, without a grant; /api/health stays liveness", async () => {
    expect(await ask(t)).toEqual({ status: 200, body: { status: "ready" } });
    expect((await t.app.request("/api/health")).status).toBe(200);
    expect(await readMigrationStatus(database.db)).toEqual({ complete: true, missing: [] });
  });

  it("is not ready while the database is down, and ready again when it is back", async () => {
    down = true;
    try {
      expect(await ask(t)).toEqual({ status: 503, body: { status: "not-ready", reason: "database" } });
      expect((await t.app.request("/api/health")).status).toBe(503);
    } finally {
      down = false;
    }
    expect(await ask(t)).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("is not ready when the database was closed", async () => {
    const closed = await createTestApp({ kind });
    await closed.database.close();
    expect(await ask(closed)).toEqual({ status: 503, body: { status: "not-ready", reason: "database" } });
    closed.app.close();
  });

  it("is not ready while a shipped migration is missing, and ready once it is recorded again", async () => {
    const own = await openTestDatabase(kind);
    const app = await createTestApp({ database: own });
    try {
      const journal = readJournal();
      const last = journal[journal.length - 1]!;
      await own.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
      expect(await readMigrationStatus(own.db)).toEqual({ complete: false, missing: [last.tag] });
      expect(await ask(app)).toEqual({ status: 503, body: { status: "not-ready", reason: "migrations" } });

      await own.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last.when})`,
      );
      expect(await ask(app)).toEqual({ status: 200, body: { status: "ready" } });

      // Without drizzle's table no migration counts as applied.
      await own.db.execute(sql`drop table drizzle.__drizzle_migrations`);
      const none = await readMigrationStatus(own.db);
      expect(none.missing).toEqual(journal.map((entry) => entry.tag));
      expect(await ask(app)).toEqual({ status: 503, body: { status: "not-ready", reason: "migrations" } });
    } finally {
      await app.close();
      await own.close();
    }
  });

  it("is not ready once the instance shuts down", async () => {
    const draining = await createTestApp({ kind });
    try {
      expect((await ask(draining)).status).toBe(200);
      draining.app.beginShutdown();
      expect(await ask(draining)).toEqual({
        status: 503,
        body: { status: "not-ready", reason: "shutting-down" },
      });
      // The rest keeps serving the requests in flight.
      expect((await draining.app.request("/api/health")).status).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
