import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../observability/logger";
import { ClientDisconnectedError } from "../../observability/safe-error";
import { handleError } from "./problem-response";
import { SERVICE_BUSY_HEADING } from "./service-busy";

function appThrowing(error: unknown) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger("debug", { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Hono();
  app.onError((caught, c) => handleError(caught, c, logger, { siteName: "PKV Test" }));
  app.all("*", () => {
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

  it("answers an overloaded database with 503 service-busy and Retry-After, a German page on pages", async () => {
    const poolTimeout = new Error("timeout exceeded when trying to connect");
    const tooManyClients = new Error("Failed query: select 1\nparams: geheim@example.de", {
      cause: Object.assign(new Error("sorry, too many clients already"), { code: "53300" }),
    });
    for (const error of [poolTimeout, tooManyClients]) {
      const { app, lines } = appThrowing(error);
      const api = await app.request("/api/comparisons", { method: "POST" });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBe("10");
      expect(api.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
      expect(await api.json()).toMatchObject({
        code: "service-busy",
        status: 503,
        detail:
          "Gerade gehen sehr viele Anfragen gleichzeitig ein. Bitte versuchen Sie es in wenigen Sekunden erneut.",
      });
      const data = await app.request("/ihre-pkv-tarife.data?c=abc");
      expect(data.status).toBe(503);
      expect((await data.json()) as unknown).toMatchObject({ code: "service-busy" });
      const page = await app.request("/ihre-pkv-tarife?c=abc");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("10");
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await page.text();
      expect(html).toContain(`<title>${SERVICE_BUSY_HEADING} | PKV Test</title>`);
      expect(html).toContain("Bitte versuchen Sie es in wenigen Sekunden erneut.");
      // An overload is no fault of the code: warned, without the query's parameters.
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [40, "service busy"],
        [40, "service busy"],
        [40, "service busy"],
      ]);
      expect(JSON.stringify(lines)).not.toContain("geheim");
    }
  });

  it("keeps other database errors 500", async () => {
    const { app } = appThrowing(Object.assign(new Error("deadlock detected"), { code: "40P01" }));
    expect((await app.request("/api/comparisons", { method: "POST" })).status).toBe(500);
  });
});
