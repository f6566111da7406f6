import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, TEST_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";
import { createMemoryRateLimits } from "../../adapters/rate-limit/rate-limit-store";
import { APP_RATE_LIMIT_POLICIES } from "../../composition/app-rate-limits";
import { createMemoryRateLimiter } from "../../ports/rate-limiter";
import { DOCUMENT_LIMIT, DOCUMENTS_RATE_LIMITED } from "./document-rate-limit";

const LIMIT = 4;
const NOW = Date.parse("2026-11-23T10:00:00Z");

/**
 * The comparison and tariff description PDFs per client address (docs/product/documents.md#pdf): writing one
 * costs a few hundred milliseconds, so an address gets a limited number; the rest answer a German 429 with
 * `Retry-After` before any PDF is written.
 */
describe.each(testDatabaseKinds)("the PDF limit on %s", (kind) => {
  let t: TestApp;
  let comparisonId: string;
  let offerIds: string[];
  const clock = { now: NOW };
  const shared = createMemoryRateLimits({ now: () => clock.now });

  beforeAll(async () => {
    const pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: NOW,
      app: {
        pageHandler: pages.pageHandler,
        documentLimiter: createMemoryRateLimiter({
          max: LIMIT,
          windowMs: 10 * 60_000,
          now: () => t.clock.now,
        }),
      },
    });
    const created = await t.comparisons.create(
      { birthDate: "1988-05-01", gender: "female", jobStatus: "employed" },
      { browserKey: TEST_BROWSER_KEY },
    );
    comparisonId = created.comparison.id;
    offerIds = created.comparison.offers.slice(0, 2).map((offer) => offer.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pdfPaths = () => [
    `/ihre-pkv-tarife/pdf?c=${comparisonId}`,
    `/ihre-pkv-tarife/tarif/${offerIds[0]}/beschreibung.pdf?c=${comparisonId}`,
    `/ihre-pkv-tarife/pdf?c=${comparisonId}`,
    `/ihre-pkv-tarife/tarif/${offerIds[1]}/beschreibung.pdf?c=${comparisonId}`,
    `/ihre-pkv-tarife/pdf?c=${comparisonId}`,
  ];

  it("answers N + 1 parallel PDF requests of one address with exactly N PDFs and one German 429", async () => {
    const paths = pdfPaths();
    expect(paths).toHaveLength(LIMIT + 1);
    const answers = await Promise.all(paths.map((path) => t.call(path, { ip: "203.0.113.50" })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    for (const answer of answers.filter((each) => each.status === 200)) {
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe(DOCUMENTS_RATE_LIMITED);

    // Another address has its own count; an unknown comparison is still 404, not counted.
    expect((await t.call(paths[0]!, { ip: "203.0.113.51" })).status).toBe(200);
    expect((await t.call("/ihre-pkv-tarife/pdf?c=unbekannt", { ip: "203.0.113.50" })).status).toBe(404);
    // After the window the address may download again.
    t.clock.now += 10 * 60_000 + 1000;
    expect((await t.call(paths[1]!, { ip: "203.0.113.50" })).status).toBe(200);
  });

  it("applies the portal's own limit by default: 30 PDFs per address in 10 minutes", async () => {
    expect(APP_RATE_LIMIT_POLICIES.documents).toEqual({ max: 30, windowMs: 10 * 60_000, refusesOn: "hit" });
    const pages = await createTestPageHandler();
    const own = await createTestApp({
      database: t.database,
      now: NOW,
      app: { pageHandler: pages.pageHandler, rateLimits: shared },
    });
    try {
      // 29 PDFs already written for the address: one more fits, the second of two parallel ones does not.
      await shared.limiter("documents", DOCUMENT_LIMIT).hit("203.0.113.60", DOCUMENT_LIMIT.max - 1);
      const [first, second] = pdfPaths();
      const answers = await Promise.all(
        [first!, second!].map((path) => own.call(path, { ip: "203.0.113.60" })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    } finally {
      await own.close();
    }
  });
});
