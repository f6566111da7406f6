import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody, createPrivateUser, latestOutboxMessage } from "../../../tests/setup/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/setup/test-app";

/** Links in e-mails (docs/security.md#links-in-e-mails): a demo uses the visitor's own address, never a stranger's. */
describe.each(testDatabaseKinds)("links in e-mails on %s", (kind) => {
  const ipBase = kind === "pglite" ? "10.61.1" : "10.61.2";
  let ip = 1;
  const nextIp = () => `${ipBase}.${ip++}`;

  async function resetLink(t: TestApp, origin: string, email: string): Promise<string> {
    const response = await t.call(`${origin}/api/auth/request-password-reset`, {
      body: { email },
      origin,
      ip: nextIp(),
    });
    expect(response.status).toBe(200);
    const mail = await latestOutboxMessage(t.database.db, email);
    return /https?:\/\/\S+reset-password\S+/.exec(mail?.body ?? "")?.[0] ?? "";
  }

  async function withdrawalLink(t: TestApp, origin: string, email: string): Promise<string> {
    const response = await t.call(`${origin}/api/leads`, {
      origin,
      ip: nextIp(),
      body: contactRequestBody({ email }),
    });
    expect(response.status).toBe(201);
    const mail = await latestOutboxMessage(t.database.db, email);
    return /https?:\/\/\S+einwilligung-widerrufen\/\S+/.exec(mail?.body ?? "")?.[0] ?? "";
  }

  describe("a demo without PUBLIC_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind, env: { PUBLIC_URL: "", NODE_ENV: "test", PORT: "3000" } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("sends the reset link to the address the visitor opened, when it is this machine's", async () => {
      const user = await createPrivateUser(t.database.db);
      expect(await resetLink(t, "http://127.0.0.1:3000", user.email)).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/api\/auth\/reset-password\//,
      );
      expect(await resetLink(t, "http://localhost:3000", user.email)).toMatch(
        /^http:\/\/localhost:3000\/api\/auth\/reset-password\//,
      );
    });

    it("never builds a link on a foreign Host header: the default address instead", async () => {
      const user = await createPrivateUser(t.database.db);
      const link = await resetLink(t, "http://evil.example:3000", user.email);
      expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\//);
      expect(link).not.toContain("evil.example");
    });

    it("puts the visitor's address into the withdrawal link of a contact request", async () => {
      expect(await withdrawalLink(t, "http://127.0.0.1:3000", "links-demo@example.de")).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/einwilligung-widerrufen\//,
      );
    });
  });

  describe("with PUBLIC_URL", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("always uses PUBLIC_URL, whatever address the request came to", async () => {
      const user = await createPrivateUser(t.database.db);
      expect(await resetLink(t, "http://127.0.0.1:3000", user.email)).toMatch(
        new RegExp(`^${TEST_ORIGIN.replaceAll(".", "\\.")}/api/auth/reset-password/`),
      );
      expect(await withdrawalLink(t, "http://127.0.0.1:3000", "links-public@example.de")).toMatch(
        new RegExp(`^${TEST_ORIGIN.replaceAll(".", "\\.")}/einwilligung-widerrufen/`),
      );
    });
  });
});
