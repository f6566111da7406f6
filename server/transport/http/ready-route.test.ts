import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Database } from "../../adapters/db/client";
import type { MigrationStatus } from "../../adapters/db/migration-status";
import { createLogger } from "../../observability/logger";
import { type RequestContextVariables, requestContext } from "../middleware/request-context";
import { readyRoute } from "./ready-route";

/** /api/ready over a database whose answers the test switches. */
function readyApp() {
  const state = {
    databaseUp: true,
    migrations: { complete: true, missing: [] } as MigrationStatus,
    shuttingDown: false,
  };
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("debug", { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono<{ Variables: RequestContextVariables }>();
  app.use("*", requestContext(logger));
  app.get(
    "/api/ready",
    readyRoute({
      database: {
        db: {} as Database,
        ping: async () => {
          if (!state.databaseUp) throw new Error("connection refused");
        },
      },
      isShuttingDown: () => state.shuttingDown,
      migrationStatus: async () => {
        if (!state.databaseUp) throw new Error("connection refused");
        return state.migrations;
      },
    }),
  );
  const ask = async () => {
    const response = await app.request("/api/ready");
    return { status: response.status, body: await response.json() };
  };
  return { state, lines, ask };
}

describe("readyRoute", () => {
  it("is ready while the database answers with every migration applied", async () => {
    const { ask, lines } = readyApp();
    expect(await ask()).toEqual({ status: 200, body: { status: "ready" } });
    expect(lines).toEqual([]);
  });

  it("is not ready while the database is gone, and ready again when it is back", async () => {
    const { state, ask } = readyApp();
    state.databaseUp = false;
    expect(await ask()).toEqual({ status: 503, body: { status: "not-ready", reason: "database" } });
    state.databaseUp = true;
    expect(await ask()).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("is not ready while a shipped migration is missing", async () => {
    const { state, ask } = readyApp();
    state.migrations = { complete: false, missing: ["0011_delivery_queue"] };
    expect(await ask()).toEqual({ status: 503, body: { status: "not-ready", reason: "migrations" } });
  });

  it("is not ready once the instance shuts down, whatever the database says", async () => {
    const { state, ask } = readyApp();
    state.shuttingDown = true;
    expect(await ask()).toEqual({ status: 503, body: { status: "not-ready", reason: "shutting-down" } });
    state.databaseUp = false;
    expect(await ask()).toEqual({ status: 503, body: { status: "not-ready", reason: "shutting-down" } });
  });

  it("logs a change of the answer once, not every probe", async () => {
    const { state, ask, lines } = readyApp();
    state.databaseUp = false;
    await ask();
    await ask();
    state.databaseUp = true;
    state.migrations = { complete: false, missing: ["0011_delivery_queue"] };
    await ask();
    state.migrations = { complete: true, missing: [] };
    await ask();
    await ask();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, "readiness: not ready (database)"],
      [40, "readiness: not ready (migrations)"],
      [30, "readiness: ready"],
    ]);
    expect(lines[1]).toMatchObject({ missing: ["0011_delivery_queue"] });
  });
});
