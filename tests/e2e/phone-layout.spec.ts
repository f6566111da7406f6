import type { Browser, Page } from "@playwright/test";
import { type CellFixtures, PAGE_MATRIX, type Role } from "../setup/route-matrix";
import { E2E_BASE_URL, E2E_SITE_PASSWORD } from "./fixtures/constants";
import { expect, startReact, test } from "./fixtures/gate";
import { roleContext } from "./fixtures/role-context";

/**
 * Every page at 375 px, the narrowest phone we design for (docs/product/site.md#phone-layout): the page never
 * scrolls sideways, and no text is wider than its box, outside deliberate horizontal scrollers (tables and tab
 * rows with overflow-x). The pages come from the role × route matrix (tests/setup/route-matrix.ts), which fails
 * when app/routes.ts has a page it lacks; each page is opened once, by the first role that may see it.
 */
const PHONE = { width: 375, height: 812 };
const ROLES_IN_ORDER: Role[] = ["visitor", "user", "broker", "admin"];

/** A role's context on the phone (tests/e2e/fixtures/role-context.ts). */
const contextFor = (browser: Browser, role: Role, clientIp: string) =>
  roleContext(browser, role, clientIp, { viewport: PHONE, isMobile: true, hasTouch: true });

/** The page's sideways overflow and every box whose text is wider than the box (selector-like descriptions). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`page ${root.scrollWidth - root.clientWidth} px too wide`);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""} "${text}"`;
    };
    /** Inside a deliberate scroller (or a clipped, e.g. visually hidden, box): its overflow is by design. */
    const inScrollerOrClip = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (["auto", "scroll", "hidden", "clip"].includes(style.overflowX)) return true;
        if (style.textOverflow === "ellipsis") return true;
      }
      return false;
    };
    const boxes = document.body.querySelectorAll("*");
    for (const element of boxes) {
      if (!(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.display === "contents" || style.display === "none") continue;
      if (style.visibility === "hidden" || element.closest("[hidden], dialog:not([open]), template, svg"))
        continue;
      if (element.clientWidth === 0) continue;
      const hasText = [...element.childNodes].some(
        (child) =>
          (child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "") ||
          (child instanceof HTMLElement &&
            getComputedStyle(child).display === "inline" &&
            child.innerText.trim()),
      );
      if (!hasText) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (inScrollerOrClip(element)) continue;
      problems.push(
        `${describe(element)}: text ${element.scrollWidth - element.clientWidth} px wider than its box`,
      );
    }
    return problems;
  });
}

test.describe("phone layout at 375 px", () => {
  test.slow(); // every page, once, with a full load

  test("no page scrolls sideways and no text is wider than its box", async ({ browser, clientIp }) => {
    const setup = await contextFor(browser, "visitor", clientIp);
    const created = await setup.request.post("/api/comparisons", {
      data: { birthDate: "1990-05-02", gender: "male", jobStatus: "employed", coverageType: "comfort" },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(created.status()).toBe(201);
    const comparison = (await created.json()) as { id: string; offers: Array<{ id: string }> };
    const browserKey = (await setup.cookies()).filter((cookie) => cookie.name === "pkv_browser");
    await setup.close();

    const problems: string[] = [];
    const visit = async (page: Page, path: string) => {
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      for (const problem of await layoutProblems(page)) problems.push(`${path}: ${problem}`);
    };

    // The gate's password page, as everybody sees it first.
    const anonymous = await contextFor(browser, "anonymous", clientIp);
    await visit(await anonymous.newPage(), "/");
    await anonymous.close();

    const seen = new Set<string>();
    for (const [index, role] of ROLES_IN_ORDER.entries()) {
      const context = await contextFor(browser, role, clientIp);
      await context.addCookies(browserKey);
      const page = await context.newPage();
      const fixtures: CellFixtures = {
        role,
        unique: 900 + index,
        comparisonId: comparison.id,
        offerId: comparison.offers[0]?.id ?? "",
        sitePassword: E2E_SITE_PASSWORD,
      };
      for (const row of PAGE_MATRIX) {
        if (row.request.method !== "GET" || row.download || !row.route.startsWith("page ")) continue;
        if (seen.has(row.route) || !["200", "404"].includes(row.expect[role])) continue;
        const path = typeof row.request.path === "function" ? row.request.path(fixtures) : row.request.path;
        if (/\.(xml|txt)$/.test(new URL(path, E2E_BASE_URL).pathname)) continue; // no page to lay out
        seen.add(row.route);
        await visit(page, path);
      }
      // The direct comparison with three tariffs: a deliberate scroller, never a page wider than the phone.
      if (role === "visitor") {
        const three = comparison.offers.slice(0, 3).map((offer) => `t=${encodeURIComponent(offer.id)}`);
        await visit(page, `/ihre-pkv-tarife/vergleich?c=${comparison.id}&${three.join("&")}`);
      }
      await context.close();
    }
    expect(seen.size).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  test("the direct comparison says that it scrolls sideways and keeps the labels in view", async ({
    browser,
    clientIp,
  }) => {
    const context = await contextFor(browser, "visitor", clientIp);
    const created = await context.request.post("/api/comparisons", {
      data: { birthDate: "1990-05-02", gender: "male", jobStatus: "employed", coverageType: "comfort" },
      headers: { Origin: E2E_BASE_URL },
    });
    const comparison = (await created.json()) as { id: string; offers: Array<{ id: string; name: string }> };
    const three = comparison.offers.slice(0, 3);
    const page = await context.newPage();
    await page.goto(
      `/ihre-pkv-tarife/vergleich?c=${comparison.id}&${three.map((offer) => `t=${encodeURIComponent(offer.id)}`).join("&")}`,
    );
    await expect(page.getByTestId("compare-scroll-hint")).toHaveText(
      "Alle 3 Tarife: Tabelle zur Seite wischen.",
    );
    const table = page.getByRole("region", { name: "Vergleichstabelle" });
    const scroll = () =>
      table.evaluate((element) => ({
        left: element.scrollLeft,
        more: element.scrollWidth > element.clientWidth,
      }));
    expect((await scroll()).more).toBe(true);
    const label = page.getByRole("rowheader", { name: "Monatsbeitrag" });
    const before = await label.boundingBox();
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
    // The labels stay where they were; the last tariff has come into view.
    expect((await label.boundingBox())?.x).toBe(before?.x);
    await expect(page.getByRole("columnheader").filter({ hasText: three[2]!.name })).toBeInViewport();
    await context.close();
  });

  test("floating buttons step aside for a focused field and an open dialog", async ({
    browser,
    clientIp,
  }) => {
    const context = await contextFor(browser, "visitor", clientIp);
    const page = await context.newPage();
    await page.goto("/");
    await startReact(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const toTop = page.getByRole("button", { name: "Nach oben scrollen" });
    await expect(toTop).toBeVisible();
    // The birth date field focused (the keyboard opens on a phone): the button is not on it.
    await page.getByLabel("Geburtsdatum", { exact: true }).first().focus();
    await expect(toTop).toBeHidden();
    await page.getByLabel("Geburtsdatum", { exact: true }).first().blur();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(toTop).toBeVisible();
    // Lucy's dialog open: nothing floats bright above its backdrop.
    await page.getByRole("button", { name: "PKV KI-Fragen stellen" }).first().click();
    await expect(page.getByRole("dialog", { name: "Lucy" })).toBeVisible();
    await expect(toTop).toBeHidden();
    await context.close();
  });

  test("anonymous visitors find 'Vergleich speichern' in the results' action row", async ({
    browser,
    clientIp,
  }) => {
    const context = await contextFor(browser, "visitor", clientIp);
    const created = await context.request.post("/api/comparisons", {
      data: { birthDate: "1990-05-02", gender: "male", jobStatus: "employed", coverageType: "comfort" },
      headers: { Origin: E2E_BASE_URL },
    });
    const { id } = (await created.json()) as { id: string };
    const page = await context.newPage();
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    const save = page.getByRole("link", { name: "Vergleich speichern" });
    await expect(save).toBeVisible();
    await expect(save).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/ihre-pkv-tarife?c=${id}`)}`,
    );
    await context.close();
  });

  test("the login heading keeps the site name on one line", async ({ browser, clientIp }) => {
    const context = await contextFor(browser, "visitor", clientIp);
    const page = await context.newPage();
    await page.goto("/login");
    const heading = page.getByRole("heading", { level: 1, name: "Willkommen bei PKV-Lotse" });
    await expect(heading).toBeVisible();
    const lines = await heading
      .getByText("PKV-Lotse", { exact: true })
      .evaluate((element) => element.getClientRects().length);
    expect(lines).toBe(1);
    await context.close();
  });
});
