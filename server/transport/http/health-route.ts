import type { Handler } from "hono";
import type { DatabaseHandle } from "../../adapters/db/client";
import type { RequestContextVariables } from "../middleware/request-context";

/** `GET /api/health`, open without a grant: 200 when the database answers, else 503 (and a warning in the log). */
export function healthRoute(
  database: Pick<DatabaseHandle, "ping">,
): Handler<{ Variables: RequestContextVariables }> {
  return async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok", db: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database not reachable");
      return c.json({ status: "error", db: "error" }, 503);
    }
  };
}
