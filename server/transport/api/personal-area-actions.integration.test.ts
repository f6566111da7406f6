import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createPrivateUser, latestOutboxMessage } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { sessions, users } from "../../adapters/db/schema";

/**
 * The personal area's route action (docs/product/accounts.md#personal-area): 'Bestätigungslink erneut senden' and
 * 'Konto endgültig löschen' as form posts, as a browser without JavaScript sends them.
 */
describe.each(testDatabaseKinds)("the personal area's forms on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.73.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    t.call(path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie,
      ip: nextIp(),
    });

  it("sends the confirmation link again to the account's unconfirmed address", async () => {
    const user = await createPrivateUser(t.database.db, { emailVerified: false });
    const cookie = await t.signIn(user.email, user.password, nextIp());
    const response = await post("/mein-bereich", { intent: "resend-confirmation" }, cookie);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("E-Mail gesendet");
    expect(page).toContain(`Wir haben den Bestätigungslink erneut an ${user.email} gesendet.`);
    const mail = await latestOutboxMessage(t.database.db, user.email);
    expect(mail?.body).toContain("/api/auth/verify-email");
    expect(mail?.body).toContain(encodeURIComponent("/login?bestaetigt=1"));
  });

  it("asks before deleting (without JavaScript a page of its own), then deletes, signs out and goes home", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, nextIp());
    const question = await t.call("/mein-bereich?ansicht=konto-loeschen", { cookie });
    expect(question.status).toBe(200);
    const questionPage = await question.text();
    expect(questionPage).toContain("Konto endgültig löschen?");
    expect(questionPage).toMatch(/<form[^>]*method="post"><button[^>]*value="delete-account" name="intent"/);

    const deleted = await post("/mein-bereich?ansicht=konto-loeschen", { intent: "delete-account" }, cookie);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/");
    expect(deleted.headers.get("set-cookie")).toMatch(/pkv\.session_token=; Path=\/; Max-Age=0; HttpOnly/);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const after = await (await t.call("/api/accounts/me", { cookie })).json();
    expect(after.viewer.kind).toBe("anonymous");
  });

  it("sends visitors without a session to the login", async () => {
    const response = await post("/mein-bereich", { intent: "delete-account" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login/);
  });
});
