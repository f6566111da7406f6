import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../observability/logger";
import { type RequestContextVariables, requestContext } from "../middleware/request-context";
import { healthRoute } from "./health-route";

function healthApp(ping: () => Promise<void>) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("debug", { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono<{ Variables: RequestContextVariables }>();
  app.use("*", requestContext(logger));
  app.get("/api/health", healthRoute({ ping }));
  return { app, lines };
}

describe("healthRoute", () => {
  it("answers ok while the database answers", async () => {
    const { app, lines } = healthApp(async () => {});
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
    expect(lines).toHaveLength(0);
  });

  it("answers 503 and logs a warning with the request id when the database is gone", async () => {
    const { app, lines } = healthApp(async () => {
      throw new Error("connection refused");
    });
    const response = await app.request("/api/health", { headers: { "X-Request-Id": "health-check-1" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", db: "error" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      requestId: "health-check-1",
      msg: "health check: database not reachable",
    });
  });
});
