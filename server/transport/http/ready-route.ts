import type { Handler } from "hono";
import type { DatabaseHandle } from "../../adapters/db/client";
import { type MigrationStatus, readMigrationStatus } from "../../adapters/db/migration-status";
import type { RequestContextVariables } from "../middleware/request-context";

type NotReadyReason = "database" | "migrations" | "shutting-down";

/** Why the instance is not ready, with what the log needs. */
interface NotReady {
  reason: NotReadyReason;
  error?: unknown;
  missing?: string[];
}

/**
 * `GET /api/ready`, open without a grant (docs/operations.md#readiness): 200 `{"status":"ready"}` when this
 * instance can serve (the database answers and has applied every shipped migration, and the instance is not
 * shutting down), else 503 `{"status":"not-ready","reason":…}` so a load balancer sends it no new requests.
 * `/api/health` stays the liveness check. A change of the answer is logged once, not every probe.
 */
export function readyRoute(deps: {
  database: Pick<DatabaseHandle, "ping" | "db">;
  isShuttingDown: () => boolean;
  /** Default: the shipped migrations folder against the database (server/adapters/db/migration-status.ts). */
  migrationStatus?: () => Promise<MigrationStatus>;
}): Handler<{ Variables: RequestContextVariables }> {
  const migrationStatus = deps.migrationStatus ?? (() => readMigrationStatus(deps.database.db));
  let lastReason: NotReadyReason | "ready" = "ready";

  const check = async (): Promise<NotReady | undefined> => {
    if (deps.isShuttingDown()) return { reason: "shutting-down" };
    try {
      await deps.database.ping();
    } catch (error) {
      return { reason: "database", error };
    }
    let status: MigrationStatus;
    try {
      status = await migrationStatus();
    } catch (error) {
      return { reason: "database", error };
    }
    return status.complete ? undefined : { reason: "migrations", missing: status.missing };
  };

  return async (c) => {
    const failure = await check();
    const reason = failure?.reason ?? "ready";
    if (reason !== lastReason) {
      lastReason = reason;
      const logger = c.get("logger");
      if (!failure) logger.info("readiness: ready");
      else if (failure.reason === "shutting-down") logger.info("readiness: shutting down");
      else
        logger.warn(
          { err: failure.error, missing: failure.missing },
          `readiness: not ready (${failure.reason})`,
        );
    }
    if (!failure) return c.json({ status: "ready" });
    return c.json({ status: "not-ready", reason: failure.reason }, 503);
  };
}
