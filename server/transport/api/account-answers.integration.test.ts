import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { cookieOf, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../seeds/seed-demo-accounts";

const PRIVATE_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.userType === "private")!;
const ADMIN_ACCOUNT = DEMO_ACCOUNTS.find((account) => account.isAdmin)!;

/** The session token of the `Set-Cookie` of a sign-in (the part before the signature). */
function sessionTokenOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
  expect(cookie).toMatch(/HttpOnly/i);
  const token = decodeURIComponent(/session_token=([^;.]+)/.exec(cookie ?? "")?.[1] ?? "");
  expect(token.length).toBeGreaterThan(10);
  return token;
}

/** What the account API says to the browser (docs/product/accounts.md#account-api): German, and no secrets. */
describe.each(testDatabaseKinds)("account API answers on %s", (kind) => {
  let t: TestApp;
  // Better Auth keeps its rate-limit counters per process: each database run uses its own addresses.
  const ip = kind === "pglite" ? "10.77.0.1" : "10.77.1.1";

  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    await seedDemoAccounts(t.database.db, t.clock.now);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("signs in with the session in an HttpOnly cookie only: the body carries no token", async () => {
    const account = PRIVATE_ACCOUNT;
    const response = await t.call("/api/auth/sign-in/email", {
      body: { email: account.email, password: account.password },
      ip,
    });
    expect(response.status).toBe(200);
    const token = sessionTokenOf(response);
    const text = await response.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(body).toHaveProperty("user");
  });

  it("admin sign-in: the session in the cookie only, the body carries no token", async () => {
    const response = await t.call("/api/admin/login", {
      body: { email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password },
      ip,
    });
    expect(response.status).toBe(200);
    const token = sessionTokenOf(response);
    const text = await response.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(body).toHaveProperty("user");
  });

  it("get-session answers the session without its token", async () => {
    const signedIn = await t.call("/api/auth/sign-in/email", {
      body: { email: PRIVATE_ACCOUNT.email, password: PRIVATE_ACCOUNT.password },
      ip,
    });
    const token = sessionTokenOf(signedIn);
    const response = await t.call("/api/auth/get-session", { cookie: cookieOf(signedIn), ip });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as { session: Record<string, unknown>; user: Record<string, unknown> };
    expect(body.session).not.toHaveProperty("token");
    expect(body.session).toHaveProperty("expiresAt");
    expect(body.user).toMatchObject({ email: PRIVATE_ACCOUNT.email });
  });

  it("answers 'Passwort vergessen?' in German, the same for known and unknown addresses", async () => {
    const answers = await Promise.all(
      [PRIVATE_ACCOUNT.email, "niemand@example.de"].map(async (email) => {
        const response = await t.call("/api/auth/request-password-reset", { body: { email }, ip });
        expect(response.status).toBe(200);
        return response.json();
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: true, message: m.resetLinkSent });
  });
});
