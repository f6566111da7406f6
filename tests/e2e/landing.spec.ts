import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Distance of an element's top edge from the top of the viewport. */
const topOf = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.getBoundingClientRect().top ?? Number.NaN, selector);

/**
 * How far an element's top edge is from 100 px below the viewport's top. The page scrolls in whole pixels, and a
 * section may start at a fractional offset (the video's 16:9 box), so "100 px" means less than a pixel off.
 */
const offTarget = async (page: Page, selector: string) => Math.abs((await topOf(page, selector)) - 100);

/** Starts React, waits until it has hydrated the page and the network is quiet. */
async function hydrated(page: Page) {
  await startReact(page);
  await page.waitForLoadState("networkidle");
}

test.describe("landing page", () => {
  test("shows every section with the spec's texts", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Private Krankenversicherung");
    await expect(page.getByRole("link", { name: "PKV-Vergleich starten" })).toBeVisible();
    await expect(page.getByRole("button", { name: "PKV KI-Fragen stellen" })).toBeVisible();
    for (const heading of [
      "Inhaltsverzeichnis",
      "Unsere Vorteile für Sie",
      "Ausschnitt unserer Versicherungspartner",
      "Lucy – Ihre persönliche KI-Assistentin",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toHaveCount(1);
    }
    for (const anchor of [
      "pkv-eligibility",
      "lucy-ai",
      "pkv-comparison",
      "pkv-explanation",
      "pkv-target-groups",
      "pkv-benefits",
      "pkv-costs",
      "pkv-faq",
    ]) {
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    await expect(page.locator('#pkv-eligibility [data-slot="short-comparison-form"]')).toHaveCount(1);
    // the year's Versicherungspflichtgrenze from the dated constants
    await expect(page.locator("#pkv-target-groups")).toContainText(/2026 liegt sie bei 77\.400\s€ brutto/);
    // four advantage cards, three AI cards, six FAQ questions
    await expect(page.getByRole("heading", { level: 3, name: "Sofortiger Tarifvergleich" })).toBeVisible();
    await expect(page.locator("#pkv-comparison li")).toHaveCount(3);
    await expect(page.locator("#pkv-faq h3")).toHaveCount(6);
  });

  test("the insurance-type selector offers PKV and disables the other types", async ({ page }) => {
    await page.goto("/");
    const selector = page.getByRole("navigation", { name: "Versicherungsarten" });
    const pkv = selector.getByRole("button", { name: /Private Krankenversicherung/ });
    await expect(pkv).toHaveAttribute("aria-pressed", "true");
    await expect(pkv).toBeEnabled();
    for (const id of ["bu", "lebens", "unfall", "zahnzusatz"]) {
      const item = selector.locator(`[data-insurance-type="${id}"]`);
      await expect(item).toContainText("Diese Versicherung ist bald verfügbar");
      await expect(item.getByRole("button", { name: "Demnächst verfügbar" })).toBeDisabled();
    }
  });

  test("a table-of-contents click puts its section 100 px below the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "Inhaltsverzeichnis" });
    await toc.getByRole("link", { name: "Wovon hängt der Beitrag ab?" }).click();
    await expect.poll(() => offTarget(page, "#pkv-costs")).toBeLessThan(1);
    await expect(page).toHaveURL(/#pkv-costs$/);
    await toc.getByRole("link", { name: "Lucy – Ihre KI-Assistentin" }).click();
    await expect.poll(() => offTarget(page, "#lucy-ai")).toBeLessThan(1);

    // collapsible
    const toggle = toc.getByRole("button", { name: "Inhaltsverzeichnis" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toc.getByRole("link", { name: "Lucy – Ihre KI-Assistentin" })).toBeHidden();
  });

  test("the FAQ opens one item at a time and collapses", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const faq = page.locator("#pkv-faq");
    const first = faq.getByRole("button", { name: "Wer kann sich privat krankenversichern?" });
    const second = faq.getByRole("button", { name: "Was kostet eine private Krankenversicherung?" });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/Versicherungspflichtgrenze liegt \(2026: 77\.400/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(0);
  });

  test("scroll-to-top appears after 300 px and works", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Nach oben scrollen" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    // Below the threshold it goes again (a state to wait for, not a fixed pause).
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("'PKV KI-Fragen stellen' opens Lucy", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "PKV KI-Fragen stellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Lucy" });
    await expect(dialog).toContainText("Hey, ich bin Lucy");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "PKV KI-Fragen stellen" })).toBeFocused();
  });

  test("the CTA reaches /comparison with insuranceType=adult", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "PKV-Vergleich starten" }).click();
    await expect(page).toHaveURL(/\/comparison\?insuranceType=adult$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ insuranceType: "adult" });

    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Mit Lucy zum PKV-Vergleich" }).click();
    await expect(page).toHaveURL(/\/comparison\?insuranceType=adult$/);
  });

  test("with reduced motion nothing is hidden for a fade-in", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    await grantAccess(context);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("#pkv-faq")).toHaveCSS("opacity", "1");
    await context.close();
  });
});

// The fade-ins and the videos are motion: these run as a visitor without reduced motion sees the page
// (playwright.config.ts sets reduced motion for the others).
test.describe("landing page with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("sections fade in once when they scroll into view", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const faq = page.locator("#pkv-faq");
    await expect(faq).toHaveCSS("opacity", "0");
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute("data-faded", "in");
    await expect(faq).toHaveCSS("opacity", "1");
  });
});

test.describe("hero video", () => {
  test.use({ reducedMotion: "no-preference" });

  test("plays muted and toggles the sound with the spec's toasts", async ({ page }) => {
    // The toasts close on a timer: the test holds the page's clock, so a slow machine cannot lose them unseen.
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const video = page.locator("video[poster]");
    await expect(video).toHaveAttribute("src", "/storage/site-media/hero.mp4");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.controls))
      .toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

    // With sound the video no longer loops and its end mutes it again: slow it down, so that a slow machine
    // cannot reach the end before the test clicks again.
    await video.evaluate((v: HTMLVideoElement) => {
      v.defaultPlaybackRate = 0.1;
      v.playbackRate = 0.1;
    });
    await page.getByRole("button", { name: "Ton einschalten" }).click();
    await expect(page.getByText("Sound aktiviert", { exact: true })).toBeVisible();
    await expect(page.getByText("Das Video wird jetzt mit Ton abgespielt.", { exact: true })).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.muted && !v.loop && v.controls))
      .toBe(true);
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    await page.getByRole("button", { name: "Ton ausschalten" }).click();
    await expect(page.getByText("Sound deaktiviert", { exact: true })).toBeVisible();
    await expect(page.getByText("Das Video wird ohne Ton fortgesetzt.", { exact: true })).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.controls))
      .toBe(true);
  });

  test("a video that cannot be loaded shows the error text", async ({ page }) => {
    await page.route("**/storage/site-media/hero.mp4", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await hydrated(page);
    await expect(
      page.getByRole("alert").filter({ hasText: "Video konnte nicht geladen werden." }),
    ).toBeVisible();
  });

  test("the sphere plays the first .mp4 of its bucket and falls back to a grey circle", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // Loaded only near the viewport.
    await expect(page.locator('[data-sphere="video"]')).not.toHaveAttribute("src", /.+/);
    await page.locator("#lucy-ai").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-sphere="video"]')).toHaveAttribute(
      "src",
      "/storage/sphere-animations/lucy-sphere.mp4",
    );
    await page.route("**/storage/sphere-animations/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();
    await hydrated(page);
    await page.locator("#lucy-ai").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-sphere="fallback"]')).toBeVisible();
  });
});

test.describe("partner logos", () => {
  test("shows 24 logos, with '+' encoded as %2B", async ({ page }) => {
    const logoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/storage/logos/")) logoRequests.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    // Below the fold: nothing is fetched before the visitor scrolls near the logos.
    expect(logoRequests).toEqual([]);
    const logos = page.getByRole("list", { name: "Logos unserer Versicherungspartner" });
    await logos.scrollIntoViewIfNeeded();
    await expect(logos.getByRole("img")).toHaveCount(24);
    await expect(logos.getByRole("img", { name: "Signal Iduna" })).toHaveAttribute(
      "src",
      "/storage/logos/Signal%2BIduna.png",
    );
    await expect
      .poll(() =>
        logos
          .getByRole("img")
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await expect(logos.getByRole("img", { name: "Debeka" })).toHaveCSS("opacity", "1");
  });

  test("a broken logo retries a generated name, then the placeholder, then disappears", async ({ page }) => {
    const requested: string[] = [];
    await page.route(/\/storage\/logos\/(Allianz|allianz|placeholder)\.png$/, (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto("/");
    await hydrated(page);
    const logos = page.getByRole("list", { name: "Logos unserer Versicherungspartner" });
    await logos.scrollIntoViewIfNeeded();
    await expect(logos.locator('[data-insurer="Allianz"]')).toHaveCount(0);
    await expect(logos.getByRole("img")).toHaveCount(23);
    expect(requested).toEqual([
      "/storage/logos/Allianz.png",
      "/storage/logos/allianz.png",
      "/storage/logos/placeholder.png",
    ]);
  });

  test("a logo whose mapped and generated files are missing shows the placeholder", async ({ page }) => {
    await page.route(/\/storage\/logos\/(Gothaer\.png|gothaer\.png)$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/");
    await hydrated(page);
    const logos = page.getByRole("list", { name: "Logos unserer Versicherungspartner" });
    await logos.scrollIntoViewIfNeeded();
    const gothaer = logos.getByRole("img", { name: "Gothaer" });
    await expect(gothaer).toHaveAttribute("src", "/storage/logos/placeholder.png");
    await expect
      .poll(() => gothaer.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(logos.getByRole("img")).toHaveCount(24);
  });
});

test.describe("PKV comparison page", () => {
  test("shows the trust banner and enters the comparison", async ({ page }) => {
    await page.goto("/private-krankenversicherung-vergleich");
    const trust = page.getByRole("list", { name: "Ihre Sicherheit" });
    for (const text of [
      "Kostenloser Vergleich",
      "Weitergabe nur mit Ihrer Einwilligung",
      "Datenschutzkonform",
      "SSL-verschlüsselt",
    ]) {
      await expect(trust.getByText(text)).toBeVisible();
    }
    // No certificate entered under Prüfzeichen: no TÜV claim (admin-site-effects.spec.ts enters one).
    await expect(page.getByText("TÜV")).toHaveCount(0);
    await expect(page.getByText(/2026 sind das 77\.400\s€ brutto/)).toBeVisible();
    await hydrated(page).catch(() => undefined);
    await page.getByRole("link", { name: "PKV-Vergleich starten" }).click();
    await expect(page).toHaveURL(/\/comparison\?insuranceType=adult$/);
  });
});

test.describe("SEO", () => {
  test("title, description, canonical, Open Graph, structured data and noindex behind the gate", async ({
    page,
  }) => {
    await page.goto("/index");
    await expect(page).toHaveTitle(/Private Krankenversicherung vergleichen.*\| PKV-Lotse/);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /über 20 Anbieter/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^http:\/\/127\.0\.0\.1:\d+\/$/,
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /PKV-Vergleich/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*\.png$/);
    // the e2e server runs with the gate on
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = jsonLd.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] });
    expect(nodes.map((node) => node["@type"]).sort()).toEqual(["FAQPage", "Organization"]);
    expect(nodes.find((node) => node["@type"] === "FAQPage")?.mainEntity).toHaveLength(6);

    await page.goto("/private-krankenversicherung-vergleich");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/private-krankenversicherung-vergleich$/,
    );
  });

  test("robots.txt and sitemap.xml", async ({ page }) => {
    const robots = await page.request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    const robotsText = await robots.text();
    expect(robotsText).toContain("Disallow: /"); // gate on: nothing is crawled
    expect(robotsText).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("/private-krankenversicherung-vergleich</loc>");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/private-krankenversicherung-vergleich"]) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      // With reduced motion no section is faded out, so axe sees the final colours at once (scrolling through
      // the page and waiting for the fade-ins depended on the machine's speed).
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await hydrated(page).catch(() => undefined);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

test.describe("phone layout (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/", "/private-krankenversicherung-vergleich"]) {
    test(`${path} has no horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page).catch(() => undefined);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(375);
      expect(widths.body).toBeLessThanOrEqual(375);
    });
  }

  test("the insurance types scroll horizontally", async ({ page }) => {
    await page.goto("/");
    const list = page.getByRole("navigation", { name: "Versicherungsarten" }).getByRole("list");
    const overflow = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflow).toBe(true);
    await expect(page.getByRole("link", { name: "PKV-Vergleich starten" })).toBeVisible();
  });

  test("the 'Neutrale Darstellung' tooltip opens inside the screen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Neutrale Darstellung" });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const tip = page.getByRole("tooltip");
    await expect(tip).toContainText("nicht aus Provisionen");
    const box = await tip.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    // The tip is painted, not clipped by its section (the sections skip rendering until near the viewport).
    // Polled: a loaded machine may paint the section a frame after the tip opens; a clipped tip never passes.
    await expect
      .poll(() =>
        tip.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + 4, rect.top + rect.height / 2);
          return hit !== null && element.contains(hit);
        }),
      )
      .toBe(true);
    // A press opens the tip by its focus before the click: the click keeps it open, the next one closes it.
    await page.keyboard.press("Escape");
    await trigger.blur();
    await expect(tip).toBeHidden();
    await trigger.hover();
    await page.mouse.down();
    await expect(tip).toBeVisible();
    await page.mouse.up();
    await trigger.click();
    await expect(tip).toBeHidden();
  });
});
