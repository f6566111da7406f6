import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createLogger } from "../../observability/logger";
import { JSON_TOO_DEEP_MESSAGE } from "./json-depth";

/**
 * Deeply nested JSON is refused before anything parses it, and no error log carries request data or query
 * parameters (docs/decisions/013-http-edge-hardening.md#json-depth, #error-logs).
 */
describe.each(testDatabaseKinds)("request data stays out of errors and logs on %s", (kind) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      kind,
      app: { logger: createLogger("debug", { write: (line: string) => lines.push(line) }) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 400 to 20 000 nested arrays beside a NUL in a lead's name, and logs none of it", async () => {
    lines.length = 0;
    const depth = 20_000;
    const body = `{"junk":${"[".repeat(depth)}${"]".repeat(depth)},"topic":"callback","firstName":"Erika\\u0000","lastName":"Tief","phone":"0151 23456789","email":"tief.verschachtelt@example.de","preferredTime":"morning","consentCall":true,"consentBroker":true}`;
    const response = await t.call("/api/leads", {
      body,
      ip: "10.55.0.1",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "invalid-json",
      status: 400,
      detail: JSON_TOO_DEEP_MESSAGE,
    });
    const logged = lines.join("\n");
    expect(logged).not.toContain("tief.verschachtelt@example.de");
    expect(logged).not.toContain("23456789");
    expect(lines.map((line) => JSON.parse(line).level).filter((level) => level >= 50)).toEqual([]);
  });

  it("logs a failed query of this database without its parameters", async () => {
    const secret = "geheim.parameter@example.de";
    const error = await t.database.db
      .execute(sql`select ${secret}::uuid`)
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    // pino's own serializer (what the log wrote before) keeps the parameters:
    const plain: string[] = [];
    pino({ base: undefined }, { write: (line: string) => plain.push(line) }).error({ err: error }, "x");
    expect(plain.join("")).toContain(secret);

    const safe: string[] = [];
    createLogger("info", { write: (line: string) => safe.push(line) }).error(
      { err: error },
      "unhandled error",
    );
    expect(safe.join("")).not.toContain(secret);
    expect(safe.join("")).not.toContain("geheim");
    const [entry] = safe.map((line) => JSON.parse(line));
    expect(entry.err.message).toContain("Failed query: select $1::uuid");
    expect(entry.err.stack).toMatch(/^\s+at /);
  });
});
