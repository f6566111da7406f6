import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/setup/database";
import { createAdmin, createBroker, createInsurer, createPrivateUser } from "../../tests/setup/factories";
import { createTestPageHandler } from "../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

/**
 * The header's 'Mein Account' (docs/product/site.md#header) leads each role to its own area, which then opens
 * (never to 'Zugriff verweigert'); a signed-in visitor on /login goes there too.
 */
describe.each(testDatabaseKinds)("'Mein Account' per role on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = kind === "pglite" ? 1 : 101;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const accountHref = async (cookie?: string) => {
    const html = await (await t.call("/", { cookie })).text();
    // The link's name is its text, an icon beside it on phones.
    return /<a\b[^>]*href="([^"]*)"[^>]*>(?:<svg\b.*?<\/svg>)?<span[^>]*>Mein Account<\/span><\/a>/.exec(
      html,
    )?.[1];
  };

  it.each([
    ["private user", "/mein-bereich", createPrivateUser],
    ["broker", "/broker-dashboard", createBroker],
    ["insurer", "/broker-dashboard", createInsurer],
    ["admin", "/svadmin", createAdmin],
  ] as const)("leads a %s to %s, which opens", async (_role, home, create) => {
    const user = await create(t.database.db);
    const cookie = await t.signIn(user.email, user.password, `10.78.0.${ip++}`);
    expect(await accountHref(cookie)).toBe(home);
    const area = await t.call(home, { cookie });
    expect(area.status).toBe(200);
    expect(await area.text()).not.toContain("Zugriff verweigert");
    const login = await t.call("/login", { cookie });
    expect(login.status).toBe(302);
    expect(new URL(login.headers.get("location") ?? "", "http://portal.test").pathname).toBe(home);
  });

  it("leads an anonymous visitor to /login", async () => {
    expect(await accountHref()).toBe("/login");
  });
});
