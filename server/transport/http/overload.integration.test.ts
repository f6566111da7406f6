import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "../../../domain/errors/error-codes";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import type { DatabaseHandle } from "../../adapters/db/client";
import { SERVICE_BUSY_HEADING, SERVICE_BUSY_RETRY_AFTER_SECONDS } from "./service-busy";

const BUSY_TEXT = ERROR_CATALOGUE["service-busy"].detail;
const applicant = { birthDate: "1991-03-14", gender: "female", jobStatus: "employed" };

/** Every answer's status, and what a 503 must carry: `Retry-After` and the German text (problem or page). */
async function outcome(response: Response) {
  const body = await response.text();
  const busy =
    response.status === 503 &&
    response.headers.get("retry-after") === String(SERVICE_BUSY_RETRY_AFTER_SECONDS) &&
    body.includes(BUSY_TEXT);
  return { status: response.status, busy, type: response.headers.get("content-type") ?? "", body };
}

function countStatuses(outcomes: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * An overloaded database (docs/security.md#overload): a connection refused by PostgreSQL (SQLSTATE 53300, as
 * drizzle throws it, wrapped) answers `503 service-busy` with `Retry-After` — problem JSON on the API and data
 * requests, the German page on pages and PDFs — never 500.
 */
describe.each(testDatabaseKinds)("a database refusing connections on %s", (kind) => {
  let t: TestApp;
  let comparisonId: string;

  beforeAll(async () => {
    const pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
    comparisonId = (await t.comparisons.create(applicant, { browserKey: TEST_BROWSER_KEY })).comparison.id;
    // The site settings are read (and cached) first, so the refusal reaches the results page's loader.
    expect((await t.call(`/ihre-pkv-tarife?c=${comparisonId}`)).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 503 on the API, the page, its data request and the PDF", async () => {
    const refused = Object.assign(new Error("sorry, too many clients already"), { code: "53300" });
    const spy = vi
      .spyOn(t.comparisons, "get")
      .mockRejectedValue(new Error('Failed query: select "id" from "comparisons"', { cause: refused }));
    try {
      const api = await outcome(await t.call(`/api/comparisons/${comparisonId}`));
      expect(api).toMatchObject({ status: 503, busy: true, type: "application/problem+json; charset=utf-8" });
      expect(JSON.parse(api.body)).toMatchObject({ code: "service-busy", status: 503 });

      const page = await outcome(await t.call(`/ihre-pkv-tarife?c=${comparisonId}`));
      expect(page).toMatchObject({ status: 503, busy: true, type: "text/html; charset=utf-8" });
      expect(page.body).toContain(`<h1>${SERVICE_BUSY_HEADING}</h1>`);

      const data = await outcome(await t.call(`/ihre-pkv-tarife.data?c=${comparisonId}`));
      expect(data).toMatchObject({
        status: 503,
        busy: true,
        type: "application/problem+json; charset=utf-8",
      });

      const pdf = await outcome(await t.call(`/ihre-pkv-tarife/pdf?c=${comparisonId}`));
      expect(pdf).toMatchObject({ status: 503, busy: true, type: "text/html; charset=utf-8" });
    } finally {
      spy.mockRestore();
    }
    expect((await t.call(`/ihre-pkv-tarife?c=${comparisonId}`)).status).toBe(200);
  });
});

const postgres = testDatabaseKinds.filter((kind) => kind === "postgres");
if (postgres.length === 0)
  console.warn("overload: Pool-Erschöpfung nicht getestet (DATABASE_URL nicht gesetzt)");

/**
 * The pool's bounded wait, replayed on PostgreSQL: a pool of one connection, held by somebody else, so every
 * request waits its `connectionTimeoutMillis` for it in vain. Every answer is 503 with `Retry-After` and the German
 * text, none 500; once the connection is free again, every answer is 201 or 503, and a request alone gets 201.
 */
for (const kind of postgres)
  describe(`an exhausted connection pool on ${kind}`, () => {
    const BURST = 12;
    let database: DatabaseHandle;
    let t: TestApp;
    let comparisonId: string;

    beforeAll(async () => {
      const pages = await createTestPageHandler();
      database = await openTestDatabase(kind, { pool: { max: 1, connectionTimeoutMillis: 1000 } });
      t = await createTestApp({
        database,
        now: Date.parse("2026-11-23T10:00:00Z"),
        app: { pageHandler: pages.pageHandler },
      });
      comparisonId = (await t.comparisons.create(applicant, { browserKey: TEST_BROWSER_KEY })).comparison.id;
      expect((await t.call(`/ihre-pkv-tarife?c=${comparisonId}`)).status).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
      await database?.close();
    });

    const burst = () =>
      Promise.all(
        Array.from({ length: BURST }, async (_, index) =>
          outcome(
            await t.call("/api/comparisons", {
              body: { ...applicant, birthDate: `19${70 + index}-05-0${1 + (index % 9)}` },
              ip: `198.51.100.${index + 1}`,
              origin: null,
            }),
          ),
        ),
      );

    it("answers 503 with Retry-After to every request while the only connection is taken, never 500", async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const held = await pool.connect();
      try {
        const answers = await burst();
        expect(countStatuses(answers)).toEqual({ 503: BURST });
        expect(answers.every((answer) => answer.busy)).toBe(true);
        for (const answer of answers) expect(JSON.parse(answer.body)).toMatchObject({ code: "service-busy" });

        const page = await outcome(await t.call(`/ihre-pkv-tarife?c=${comparisonId}`));
        expect(page).toMatchObject({ status: 503, busy: true, type: "text/html; charset=utf-8" });
      } finally {
        held.release();
      }

      // Free again, the one connection is shared: how many wait in vain depends on the machine, none gets a 500.
      const after = await burst();
      const counts = countStatuses(after);
      expect((counts[201] ?? 0) + (counts[503] ?? 0)).toBe(BURST);
      expect(after.filter((answer) => answer.status === 503).every((answer) => answer.busy)).toBe(true);
      const alone = await t.call("/api/comparisons", { body: applicant, ip: "198.51.100.99", origin: null });
      expect(alone.status).toBe(201);
      expect((await t.call(`/ihre-pkv-tarife?c=${comparisonId}`)).status).toBe(200);
    });
  });
