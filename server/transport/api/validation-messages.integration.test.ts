import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { contactRequestBody, createAdmin, createPrivateUser } from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

/** zod's and Better Auth's English defaults (zod 4: 'Invalid input: expected string, received number'). */
const ENGLISH = /Invalid (input|option|string|type)|expected|received|Required|Too (big|small)|Unrecognized/i;

/** Every text of a problem body meant for people: title, detail, error and the messages per field. */
function messagesOf(problem: Record<string, unknown>): string[] {
  const { type: _type, code: _code, requestId: _requestId, ...texts } = problem;
  const strings = (value: unknown): string[] => {
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(strings);
    if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
    return [];
  };
  return strings(texts);
}

type Viewer = "anonymous" | "private" | "admin";

/**
 * Malformed JSON bodies, as a script (not our forms) would send them: wrong types, unknown options, objects where
 * a text belongs. The first six are the ones that answered in English (docs/security.md#v5-validation-sanitisation-and-encoding).
 */
const MALFORMED: ReadonlyArray<{ method?: string; path: string; body: unknown; as?: Viewer }> = [
  { path: "/api/functions/send-verification", body: { phone: 4917612345678 } },
  { path: "/api/functions/verify-code", body: { code: 123456 } },
  { path: "/api/functions/ai-chat-agent", body: { message: ["a"] } },
  { path: "/api/accounts/register", body: { termsAccepted: "yes" } },
  { path: "/api/accounts/register", body: { accountType: "admin" } },
  { path: "/api/auth/sign-in/email", body: { email: { address: "a@example.de" }, password: "Sicher123" } },
  { path: "/api/functions/verify-code", body: { phone: "+4917612345678", code: 123456 } },
  { path: "/api/functions/ai-chat-agent", body: { message: "Hallo", sessionId: 7 } },
  { path: "/api/accounts/register", body: { email: ["a@example.de"], password: 12345678, termsAccepted: 1 } },
  { path: "/api/admin/login", body: { email: { address: "admin@example.de" }, password: "x" } },
  { path: "/api/auth/request-password-reset", body: { email: { address: "a@example.de" } } },
  { path: "/api/auth/reset-password", body: { newPassword: 12345678, token: {} } },
  // Better Auth's own validation (its endpoint is forwarded as it is).
  { path: "/api/auth/send-verification-email", body: { email: { address: "a@example.de" } } },
  { path: "/api/comparisons", body: { birthDate: 19900101, employmentStatus: ["employee"] } },
  { path: "/api/leads", body: contactRequestBody({ email: 42, consentCall: "ja", topic: "spam" }) },
  { path: "/api/gate", body: { password: 1234 } },
  {
    method: "PUT",
    path: "/api/accounts/profile",
    body: { firstName: 5, salutation: "Herrin" },
    as: "private",
  },
  { path: "/api/functions/update-kvr-credentials", body: { username: 5, password: [] }, as: "admin" },
];

describe.each(testDatabaseKinds)("validation messages on %s", (kind) => {
  let t: TestApp;
  const cookies: Partial<Record<Viewer, string>> = {};
  // Better Auth keeps its rate-limit counters per process: each database run uses its own addresses.
  const ipOf = (index: number) => `10.78.${kind === "pglite" ? 0 : 1}.${index + 1}`;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const user = await createPrivateUser(t.database.db);
    cookies.private = await t.signIn(user.email, user.password, ipOf(200));
    const admin = await createAdmin(t.database.db);
    cookies.admin = await t.signIn(admin.email, admin.password, ipOf(201));
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(MALFORMED.map((entry, index) => ({ ...entry, method: entry.method ?? "POST", index })))(
    "$method $path $body: a German problem",
    async ({ method, path, body, as, index }) => {
      const response = await t.call(path, {
        method,
        body,
        ip: ipOf(index),
        cookie: as ? cookies[as] : undefined,
      });
      expect([400, 422]).toContain(response.status);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      const messages = messagesOf(await response.json());
      expect(messages.length).toBeGreaterThan(1);
      expect(messages.filter((message) => ENGLISH.test(message))).toEqual([]);
    },
  );
});
