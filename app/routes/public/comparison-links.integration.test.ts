import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createComparison } from "../../../tests/setup/factories";
import { elementsByTestId, htmlText } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { COMPARISON_RETENTION_DAYS, NEW_COMPARISON_PATH } from "../../components/not-found-page";

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** Every page that takes a comparison id `c` (docs/product/overview.md#routes), for one id. */
const comparisonLinks = (id: string) => [
  `/ihre-pkv-tarife?c=${id}`,
  `/ihre-pkv-tarife/tarif/xyz?c=${id}`,
  `/ihre-pkv-tarife/vergleich?c=${id}&t=a`,
  `/comparison?c=${id}`,
];

/**
 * Dead comparison links (docs/product/errors.md#general, docs/product/results.md#results-screen): an unknown,
 * malformed or deleted comparison, or a tariff the comparison does not hold, is the German 404 page with status
 * 404, never the generic error page; the generic page stays for real server errors.
 */
describe.each(testDatabaseKinds)("dead comparison links on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.UTC(2026, 10, 23, 9, 0, 0),
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  /** Status, the 404 page's text and its links (href → text) of one page. */
  async function open(path: string) {
    const response = await t.call(path);
    const html = await response.text();
    const [page] = elementsByTestId(html, "not-found");
    const links = Object.fromEntries(
      [...(page?.html ?? "").matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => [
        (href ?? "").replaceAll("&amp;", "&"),
        htmlText(text ?? ""),
      ]),
    );
    return { status: response.status, html, text: page?.text, links };
  }

  function expectComparisonNotFound(page: Awaited<ReturnType<typeof open>>) {
    expect(page.status).toBe(404);
    expect(page.text).toContain("Vergleich nicht gefunden");
    expect(page.text).toContain(
      `Vergleiche ohne Anmeldung speichern wir ${COMPARISON_RETENTION_DAYS} Tage lang`,
    );
    expect(page.links).toEqual({ [NEW_COMPARISON_PATH]: "Neuen Vergleich starten" });
    expect(page.html).not.toContain("Unexpected Application Error");
    expect(page.html).not.toContain("Internal Server Error");
    expect(page.html).toContain("<title>Vergleich nicht gefunden</title>");
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
  }

  it("answers the measured dead links with the German 404 page", async () => {
    expectComparisonNotFound(await open("/ihre-pkv-tarife/tarif/xyz?c=abc"));
    expectComparisonNotFound(await open("/ihre-pkv-tarife/vergleich?c=ungueltig&t=a"));
    expectComparisonNotFound(await open("/ihre-pkv-tarife?c=ungueltig"));
  });

  it("answers every page with an unknown (well-formed) comparison id with the German 404 page", async () => {
    for (const path of comparisonLinks("AAAAAAAAAAAAAAAAAAAAAAAA"))
      expectComparisonNotFound(await open(path));
  });

  it(`keeps an anonymous comparison's links for ${COMPARISON_RETENTION_DAYS} days, then answers them with the German 404 page`, async () => {
    const createdAt = t.clock.now;
    const { id } = await createComparison(t.database.db, { createdAt: new Date(createdAt) });
    const statuses = async () =>
      Promise.all(
        [`/ihre-pkv-tarife?c=${id}`, `/ihre-pkv-tarife/vergleich?c=${id}`, `/comparison?c=${id}`].map(
          async (path) => (await t.call(path)).status,
        ),
      );
    expect(await statuses()).toEqual([200, 200, 200]);

    t.clock.now = createdAt + COMPARISON_RETENTION_DAYS * DAY - MINUTE;
    await t.comparisons.deleteExpiredAnonymous();
    expect(await statuses()).toEqual([200, 200, 200]);

    t.clock.now = createdAt + COMPARISON_RETENTION_DAYS * DAY + MINUTE;
    await t.comparisons.deleteExpiredAnonymous();
    for (const path of comparisonLinks(id)) expectComparisonNotFound(await open(path));
  });

  it("answers a tariff the comparison does not hold with a German 404 page that leads back to its results", async () => {
    const { id } = await createComparison(t.database.db, { createdAt: new Date(t.clock.now) });
    for (const path of [
      `/ihre-pkv-tarife/tarif/gibt-es-nicht?c=${id}`,
      `/ihre-pkv-tarife/vergleich?c=${id}&t=a&t=b`,
    ]) {
      const page = await open(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain("Tarif nicht gefunden");
      expect(page.links).toEqual({
        [NEW_COMPARISON_PATH]: "Neuen Vergleich starten",
        [`/ihre-pkv-tarife?c=${id}`]: "Zurück zu Ihren Tarifen",
      });
      expect(page.html).not.toContain("Unexpected Application Error");
    }
  });

  it("keeps the German page for unknown addresses and the generic error page for server errors", async () => {
    const unknown = await open("/gibt-es-nicht");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Seite nicht gefunden");
    expect(unknown.links).toEqual({
      "/": "Zur Startseite",
      "/private-krankenversicherung-vergleich": "PKV vergleichen",
    });

    const failure = await open("/__test/fehler");
    expect(failure.status).toBe(500);
    expect(failure.text).toBeUndefined();
    expect(htmlText(failure.html)).toContain("Unexpected Application Error!");
  });
});
