import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createPrivateUser } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

/** 'Abmelden' as a plain form post to /abmelden (docs/product/accounts.md#sign-in-and-registration). */
describe.each(testDatabaseKinds)("signing out on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.74.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const signOut = (next: string, cookie?: string) =>
    t.call("/abmelden", {
      method: "POST",
      body: new URLSearchParams({ next }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie,
      ip: nextIp(),
    });

  it("ends the session on the server and redirects to the page named", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, nextIp());
    expect((await (await t.call("/api/accounts/me", { cookie })).json()).viewer.kind).toBe("user");
    const response = await signOut("/admin-login", cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin-login");
    expect(response.headers.get("set-cookie")).toMatch(/pkv\.session_token=;/);
    expect((await (await t.call("/api/accounts/me", { cookie })).json()).viewer.kind).toBe("anonymous");
    expect((await t.call("/mein-bereich", { cookie })).status).toBe(302);
  });

  it("redirects without a session too, and only within the site", async () => {
    const response = await signOut("//evil.example/");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const opened = await t.call("/abmelden");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/");
  });
});
