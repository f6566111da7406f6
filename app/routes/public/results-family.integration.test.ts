import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { HOUSEHOLD_PERSONS } from "../../../tests/setup/factories";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

const family = {
  coverageType: "comfort",
  persons: [HOUSEHOLD_PERSONS.self, HOUSEHOLD_PERSONS.partner, HOUSEHOLD_PERSONS.firstChild],
};

/**
 * The results page of a household member (docs/product/comparison.md#family-and-health), as the server renders it:
 * the tabs per person, the family's combinations, the health pre-check's estimates and the price parts.
 */
describe.each(testDatabaseKinds)("the results page of a household on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let persons: Array<{ role: string; id: string }>;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
    const response = await t.call("/api/comparisons", { body: family, ip: "203.0.113.9", origin: null });
    expect(response.status).toBe(201);
    persons = ((await response.json()) as { persons: Array<{ role: string; id: string }> }).persons;
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const open = async (id: string) => {
    const response = await t.call(`/ihre-pkv-tarife?c=${id}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("shows every member as a tab with the current one marked, and the family's combinations", async () => {
    const [self, partner, child] = persons;
    const html = await open(partner!.id);
    const [tabs] = elementsByTestId(html, "household-tabs");
    // Insurance start 2027-01-01 (the default on 2026-11-23).
    expect(tabs?.text).toBe("Versicherte Personen Sie (38 Jahre) Partner/in (36 Jahre) Kind 1 (8 Jahre)");
    expect(tabs?.html).toMatch(
      new RegExp(`<a aria-current="page"[^>]*href="/ihre-pkv-tarife\\?c=${partner!.id}"`),
    );
    expect(tabs?.html).toContain(`href="/ihre-pkv-tarife?c=${self!.id}"`);
    expect(tabs?.html).toContain(`href="/ihre-pkv-tarife?c=${child!.id}"`);
    expect(tabs?.html.match(/aria-current/g)).toHaveLength(1);

    const [overview] = elementsByTestId(html, "family-overview");
    expect(overview?.text).toContain("Ihre Familie im Vergleich");
    expect(overview?.text).toContain("Summe der Monatsbeiträge aller Personen beim selben Versicherer");
    const rows = elementsByTestId(html, "family-row");
    expect(rows.length).toBeGreaterThan(5);
    // The first 5 in the table, every other behind 'Alle N Kombinationen anzeigen'.
    const [more] = elementsByTestId(html, "family-more");
    expect(more?.text).toMatch(new RegExp(`^Alle ${rows.length} Kombinationen anzeigen`));
    expect(elementsByTestId(more?.html ?? "", "family-row")).toHaveLength(rows.length - 5);
    for (const row of rows) expect(row.text).toMatch(/Familie gesamt: [\d.]+,\d\d €$/);
    // A combination with a likely refusal names the partner, who gave the health answers.
    const refused = rows.filter((row) => row.attributes["data-declined"] === "true");
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) expect(row.text).toContain("Ablehnung wahrscheinlich bei Partner/in");
    expect(elementsByTestId(html, "figures-note")).toHaveLength(1);
  });

  it("shows the partner's estimates and price parts, and nothing of them on the child's page", async () => {
    const [, partner, child] = persons;
    const html = await open(partner!.id);
    expect(elementsByTestId(html, "risk-estimate-note")).toHaveLength(1);
    const badges = elementsByTestId(html, "risk-badge").map((badge) => badge.text);
    expect(badges.length).toBeGreaterThan(0);
    for (const text of badges)
      expect(text).toMatch(
        /^(Annahme wahrscheinlich|Zuschlag erwartet \(ca\. \d+ %\)|Leistungsausschluss möglich|Ablehnung wahrscheinlich)$/,
      );
    expect(html).toContain("davon Beitragsentlastung: ");
    expect(html).toContain("davon Krankentagegeld: ");

    const childPage = await open(child!.id);
    expect(elementsByTestId(childPage, "household-tabs")).toHaveLength(1);
    expect(elementsByTestId(childPage, "risk-badge")).toHaveLength(0);
    expect(childPage).not.toContain("davon Beitragsentlastung");
  });
});
