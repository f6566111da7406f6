import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createPrivateUser } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, STRANGER_BROWSER_KEY, type TestApp } from "../../../tests/setup/test-app";

const EMPLOYEE = { birthDate: "1989-06-15", gender: "male", jobStatus: "employed" };

/**
 * Who sees a stored comparison (docs/product/results.md#who-sees-a-comparison): one that belongs to an account only
 * that account, through the API and on every results page (anybody else gets 404, as for an unknown id);
 * anonymous ones only the browser that made them (anybody else with the results link gets the share view).
 */
describe.each(testDatabaseKinds)("who sees a comparison on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let owner: { cookie: string };
  let stranger: { cookie: string };

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
    const signedIn = async () => {
      const user = await createPrivateUser(t.database.db);
      return { cookie: await t.signIn(user.email, user.password) };
    };
    owner = await signedIn();
    stranger = await signedIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const create = async (cookie?: string) => {
    const response = await t.call("/api/comparisons", { body: EMPLOYEE, cookie, ip: "10.66.0.1" });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; offers: Array<{ id: string }> };
  };
  /** The status of the API and of the three results pages for one viewer (undefined: anonymous). */
  const statuses = async (comparison: { id: string; offers: Array<{ id: string }> }, cookie?: string) => {
    const offer = comparison.offers[0]?.id ?? "";
    const paths = [
      `/api/comparisons/${comparison.id}`,
      `/ihre-pkv-tarife?c=${comparison.id}`,
      `/ihre-pkv-tarife/tarif/${offer}?c=${comparison.id}`,
      `/ihre-pkv-tarife/vergleich?c=${comparison.id}&t=${offer}`,
    ];
    return Promise.all(paths.map(async (path) => (await t.call(path, { cookie })).status));
  };

  it("shows an account's comparison only to that account; others get 404 as for an unknown id", async () => {
    const comparison = await create(owner.cookie);
    expect(comparison.offers.length).toBeGreaterThan(0);
    expect(await statuses(comparison, owner.cookie)).toEqual([200, 200, 200, 200]);
    expect(await statuses(comparison)).toEqual([404, 404, 404, 404]);
    expect(await statuses(comparison, stranger.cookie)).toEqual([404, 404, 404, 404]);

    const refused = await t.call(`/api/comparisons/${comparison.id}`, { cookie: stranger.cookie });
    const unknown = await t.call("/api/comparisons/AAAAAAAAAAAAAAAAAAAAAAAA", { cookie: stranger.cookie });
    const [refusedBody, unknownBody] = [await refused.json(), await unknown.json()];
    expect(refusedBody).toMatchObject({ code: "comparison-not-found", status: 404 });
    expect({ ...refusedBody, requestId: undefined }).toEqual({ ...unknownBody, requestId: undefined });

    // The owner's answer names no owner either.
    const own = await (await t.call(`/api/comparisons/${comparison.id}`, { cookie: owner.cookie })).json();
    expect(own).not.toHaveProperty("ownerId");
    expect(own).not.toHaveProperty("userId");
  });

  it("shows an anonymous comparison in full only in the browser that made it; elsewhere its link opens the share view", async () => {
    const comparison = await create();
    // The making browser, signed in or not.
    expect(await statuses(comparison)).toEqual([200, 200, 200, 200]);
    expect(await statuses(comparison, owner.cookie)).toEqual([200, 200, 200, 200]);
    // Another browser, signed in or not: the results link leads to the share view, everything else is 404.
    for (const cookie of [
      `pkv_browser=${STRANGER_BROWSER_KEY}`,
      `${stranger.cookie}; pkv_browser=${STRANGER_BROWSER_KEY}`,
    ])
      expect(await statuses(comparison, cookie)).toEqual([404, 302, 404, 404]);
  });
});
