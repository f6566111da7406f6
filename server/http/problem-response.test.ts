import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { handleError } from "./problem-response";
import { ClientDisconnectedError } from "./safe-error";

function appThrowing(error: unknown) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("debug", { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono();
  app.onError((caught, c) => handleError(caught, c, logger));
  app.post("/x", () => {
    throw error;
  });
  return { app, lines };
}

describe("handleError", () => {
  it("logs a client that went away at debug level, as what it is", async () => {
    for (const error of [
      Object.assign(new Error("aborted"), { code: "ECONNRESET" }),
      new ClientDisconnectedError(),
    ]) {
      const { app, lines } = appThrowing(error);
      const response = await app.request("/x", { method: "POST" });
      expect(response.status).toBe(499);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 20, msg: "client disconnected before the request was read" });
    }
  });

  it("logs an unexpected error by name, message and stack frames, without its parameters", async () => {
    const query = Object.assign(
      new Error('Failed query: insert into "leads" ("email") values ($1)\nparams: geheim@example.de'),
      { query: 'insert into "leads" ("email") values ($1)', params: ["geheim@example.de"] },
    );
    query.cause = Object.assign(new Error('invalid input syntax for type uuid: "geheim@example.de"'), {
      code: "22P02",
      detail: "geheim@example.de",
    });
    const { app, lines } = appThrowing(query);
    const response = await app.request("/x", { method: "POST" });
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain("geheim");
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "unhandled error",
      err: {
        type: "Error",
        message: 'Failed query: insert into "leads" ("email") values ($1)',
        cause: { type: "Error", code: "22P02", message: "invalid input syntax for type uuid" },
      },
    });
    expect((lines[0]?.err as { stack?: string } | undefined)?.stack).toMatch(/^\s+at /);
  });
});
