import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../tests/setup/database";
import {
  createAdmin,
  createBroker,
  createInsurer,
  createLicense,
  createPrivateUser,
} from "../../tests/setup/factories";
import { createTestPageHandler } from "../../tests/setup/page-handler";
import {
  apiRoutesOf,
  type CellFixtures,
  type MatrixRow,
  type Outcome,
  pageRoutesOf,
  ROLES,
  ROUTE_MATRIX,
  type Role,
} from "../../tests/setup/route-matrix";
import { cookieOf, createTestApp, type TestApp } from "../../tests/setup/test-app";
import { AUTH_ROUTES } from "./api/account-routes";
import { needsNoStore } from "./middleware/no-store";

const SITE_PASSWORD = "Matrix-Passwort-2026";

/** What a response means in the matrix' terms. */
async function outcomeOf(response: Response, method: string): Promise<Outcome> {
  const status = response.status;
  if (status >= 300 && status < 400) {
    const target = new URL(response.headers.get("location") ?? "/", "http://portal.test");
    if (target.pathname === "/login" || target.pathname === "/admin-login") return "login";
    return `→${target.pathname}` as Outcome;
  }
  const type = response.headers.get("content-type") ?? "";
  const body = await response.text();
  const json = (): Record<string, unknown> => (type.includes("json") && body ? JSON.parse(body) : {});
  if (status === 401) {
    if (type.includes("html") && body.includes('name="password"')) return "gate";
    if (json().code === "gate-locked") return "gate";
    // A resource route (sitemap.xml) answers the root middleware's gate data as JSON.
    if (json().kind === "gate") return "gate-data";
    // A HEAD answer has no body to name its code: the gate is the only 401 of the public files.
    if (method === "HEAD" && type.includes("problem+json")) return "gate";
  }
  if ((status === 401 || status === 403) && type.includes("problem+json")) {
    // A role refusal must be the role refusal, not some other 401/403.
    const code = json().code as string;
    const expected =
      status === 401 ? ["unauthenticated", "login-failed", "email-verification-failed"] : ["forbidden"];
    if (!expected.includes(code)) return `${status} (${code})` as Outcome;
  }
  return String(status) as Outcome;
}

describe.each(testDatabaseKinds)("role × route matrix on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  const cookies = new Map<Role, string | undefined>();
  let fixtures: Omit<CellFixtures, "role" | "unique">;
  let unique = kind === "pglite" ? 0 : 50_000;
  const nextIp = () => {
    unique += 1;
    return `10.${100 + Math.floor(unique / 62_500)}.${Math.floor(unique / 250) % 250}.${(unique % 250) + 1}`;
  };

  /** A fresh account of the role, signed in (gate cookie and session cookie). */
  async function signInAs(role: Role): Promise<string | undefined> {
    if (role === "anonymous") return undefined;
    const gate = t.gateCookie();
    if (role === "visitor") return gate;
    const db = t.database.db;
    const user =
      role === "user"
        ? await createPrivateUser(db)
        : role === "broker"
          ? await createBroker(db)
          : role === "broker-inactive"
            ? await createBroker(db, {
                licenseNumber: (await createLicense(db, { isActive: false })).licenseNumber,
              })
            : role === "insurance"
              ? await createInsurer(db)
              : await createAdmin(db);
    const response = await t.call("/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
      cookie: gate,
      ip: nextIp(),
    });
    if (response.status !== 200) throw new Error(`sign-in as ${role}: ${response.status}`);
    return `${gate}; ${cookieOf(response)}`;
  }

  beforeAll(async () => {
    // React Router logs the errors the matrix provokes on purpose (405, the test route's 500); outcomes are asserted.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      env: { SITE_PASSWORD },
      now: Date.UTC(2026, 10, 23, 9, 0, 0),
      authRateLimit: { window: 60, max: 10_000, signInMax: 10_000 },
      app: { pageHandler: pages.pageHandler },
    });
    // createTestApp's default engine handler is absent; mount the real one so /soap/kvr is in the table.
    t = await createTestApp({
      kind,
      database: t.database,
      env: { SITE_PASSWORD },
      now: t.clock.now,
      authRateLimit: { window: 60, max: 10_000, signInMax: 10_000 },
      app: { pageHandler: pages.pageHandler, kvrEngine: t.tariffs.engine },
    });
    await t.storage.put("videos", "hero.mp4", new Uint8Array(64), "video/mp4");
    const created = await t.call("/api/comparisons", {
      body: { birthDate: "1990-05-02", gender: "male", jobStatus: "employed", coverageType: "comfort" },
      cookie: t.gateCookie(),
      ip: nextIp(),
    });
    const comparison = (await created.json()) as { id: string; offers: Array<{ id: string }> };
    fixtures = {
      comparisonId: comparison.id,
      offerId: comparison.offers[0]?.id ?? "",
      sitePassword: SITE_PASSWORD,
    };
    for (const role of ROLES) cookies.set(role, await signInAs(role));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.database.close();
    await pages?.close();
  });

  it("covers every route of the Hono app and of React Router's route table, and names no other", () => {
    const inMatrix = new Set(ROUTE_MATRIX.map((row) => row.route));
    const inTable = [...apiRoutesOf(t.app), ...pageRoutesOf(pages.routes)];
    expect(inTable.filter((route) => !inMatrix.has(route))).toEqual([]);
    expect([...inMatrix].filter((route) => !inTable.includes(route))).toEqual([]);
    // Better Auth's endpoints behind the one wildcard route: each allowed endpoint has its own row.
    const uncovered = AUTH_ROUTES.filter(
      ([method, pattern]) =>
        !ROUTE_MATRIX.some((row) => {
          const path = typeof row.request.path === "string" ? row.request.path.split("?")[0] : "";
          return row.request.method === method && pattern.test(path ?? "");
        }),
    ).map(([method, pattern]) => `${method} ${pattern.source}`);
    expect(uncovered).toEqual([]);
  });

  async function runCell(row: MatrixRow, role: Role) {
    unique += 1;
    const cell: CellFixtures = { ...fixtures, role, unique };
    const cookie = row.fresh ? await signInAs(role) : cookies.get(role);
    const path = typeof row.request.path === "function" ? row.request.path(cell) : row.request.path;
    const form = row.request.form?.(cell);
    const response = await t.call(path, {
      method: row.request.method,
      cookie,
      ip: nextIp(),
      ...(form
        ? {
            body: new URLSearchParams(form).toString(),
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
          }
        : row.request.json
          ? { body: row.request.json(cell) }
          : {}),
    });
    const outcome = await outcomeOf(response, row.request.method);
    const cacheControl = response.headers.get("cache-control");
    const storable =
      needsNoStore(new URL(path, "http://portal.test").pathname, cookie) && cacheControl !== "no-store";
    return { outcome, storable };
  }

  // Every route × every role, each a full request (pages render): its own budget, as a slow CI machine needs.
  it("gives every role the expected outcome on every route, and no-store on every personal response", async () => {
    const mismatches: string[] = [];
    for (const row of ROUTE_MATRIX) {
      const label = `${row.request.method} ${typeof row.request.path === "string" ? row.request.path : row.route}`;
      for (const role of ROLES) {
        const { outcome, storable } = await runCell(row, role).catch((error: Error) => ({
          outcome: `error ${error.message}` as Outcome,
          storable: false,
        }));
        if (outcome !== row.expect[role]) {
          mismatches.push(`${label} as ${role}: expected ${row.expect[role]}, got ${outcome}`);
        }
        if (storable)
          mismatches.push(`${label} as ${role}: personal response without Cache-Control: no-store`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 900_000);

  it("renders /broker-dashboard for an inactive license with the German notice and no lead data", async () => {
    const response = await t.call("/broker-dashboard", { cookie: cookies.get("broker-inactive") });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Ihre Lizenz ist inaktiv");
    expect(html).toContain("So verlängern Sie Ihre Lizenz");
    expect(html).not.toContain("Keine gekauften Leads vorhanden");
    const active = await (await t.call("/broker-dashboard", { cookie: cookies.get("broker") })).text();
    expect(active).not.toContain("Ihre Lizenz ist inaktiv");
  });
});
