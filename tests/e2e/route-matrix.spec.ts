import { type CellFixtures, type Outcome, PAGE_MATRIX, type Role } from "../setup/route-matrix";
import { E2E_BASE_URL, E2E_SITE_PASSWORD } from "./fixtures/constants";
import { expect, test } from "./fixtures/gate";
import { roleContext } from "./fixtures/role-context";

/**
 * The pages of the role × route matrix (tests/setup/route-matrix.ts) in Chromium, signed in with the demo
 * accounts. The broker with an inactive license has no demo account; server/transport/route-matrix.integration.test.ts
 * covers that role (and every API route) against the real app.
 */
const BROWSER_ROLES: Role[] = ["anonymous", "visitor", "user", "broker", "insurance", "admin"];

const contextFor = roleContext;

test.describe("role × route matrix: pages in the browser", () => {
  // Six roles × all pages, each a full page load with hydration: allow for a busy machine.
  test.slow();

  for (const [index, role] of BROWSER_ROLES.entries()) {
    test(`every page answers ${role} as the matrix says`, async ({ browser, clientIp }) => {
      const ip = `${clientIp.split(".").slice(0, 3).join(".")}.${index + 1}`;
      const setup = await contextFor(browser, "visitor", ip);
      const created = await setup.request.post("/api/comparisons", {
        data: { birthDate: "1990-05-02", gender: "male", jobStatus: "employed", coverageType: "comfort" },
        headers: { Origin: E2E_BASE_URL },
      });
      expect(created.status()).toBe(201);
      const comparison = (await created.json()) as { id: string; offers: Array<{ id: string }> };
      // The comparison is the making browser's (docs/product/results.md#who-sees-a-comparison): each role looks at
      // it in that browser, with its key.
      const browserKey = (await setup.cookies()).filter((cookie) => cookie.name === "pkv_browser");
      expect(browserKey).toHaveLength(1);
      await setup.close();
      const fixtures: CellFixtures = {
        role,
        unique: index,
        comparisonId: comparison.id,
        offerId: comparison.offers[0]?.id ?? "",
        sitePassword: E2E_SITE_PASSWORD,
      };

      const context = await contextFor(browser, role, ip);
      await context.addCookies(browserKey);
      const page = await context.newPage();
      const results: string[] = [];
      const expected: string[] = [];
      for (const row of PAGE_MATRIX) {
        const outcome: Outcome = row.expect[role];
        // Browsers navigate with GET; resource routes answering JSON have no page to look at, and a download
        // (the PDFs, tests/e2e/documents.spec.ts) none either.
        if (row.request.method !== "GET" || outcome === "gate-data" || row.download) continue;
        const path = typeof row.request.path === "function" ? row.request.path(fixtures) : row.request.path;
        // The outcome is decided by the answer the browser lands on (after redirects, with its cookies); waiting
        // for each page to load and hydrate as well would only repeat what the other specs check.
        const response = await page.goto(path, { waitUntil: "commit" });
        const status = response?.status() ?? 0;
        const landed = new URL(page.url()).pathname;
        const requested = new URL(path, E2E_BASE_URL).pathname;
        let actual: string;
        if (landed !== requested) {
          actual = landed === "/login" || landed === "/admin-login" ? "login" : `→${landed}`;
        } else if (status === 401 && (await response?.text())?.includes('id="gate-password"')) {
          actual = "gate";
        } else {
          actual = String(status);
        }
        results.push(`${path}: ${actual}`);
        expected.push(`${path}: ${outcome}`);
      }
      expect(results).toEqual(expected);
      await context.close();
    });
  }

  test("the broker dashboard of an active license lists the purchased leads; the pages are not cached", async ({
    browser,
    clientIp,
  }) => {
    const context = await contextFor(browser, "broker", clientIp);
    const page = await context.newPage();
    const response = await page.goto("/broker-dashboard");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "Gekaufte Leads" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Becker", exact: true })).toBeVisible();
    await expect(page.getByTestId("license-notice")).toHaveCount(0);
    await context.close();
  });
});
