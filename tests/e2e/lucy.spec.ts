import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

const SESSION_ID = /^lucy-chat-\d{13}-[a-z0-9]{9}$/;
const INTRO_GREETING = "Hey, ich bin Lucy";
const INTRO_QUESTION = "Was möchten Sie über die PKV wissen?";
/** Intro typing on the home page: one character per 50 ms, 1000 ms between the two lines (docs/product/constants.md). */
const TYPING_MS = 50;
const INTRO_PAUSE_MS = 1000;

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/**
 * Opens the chat once React has hydrated the page. `beforeOpening` runs between hydration and the click (e.g. to pause the page's clock).
 */
async function openLucy(page: Page, { beforeOpening }: { beforeOpening?: () => Promise<void> } = {}) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await startReact(page);
  await beforeOpening?.();
  await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
  const dialog = page.getByRole("dialog", { name: "Lucy" });
  await expect(dialog).toBeVisible();
  return { dialog, errors };
}

const sessionIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem("lucy-session-id"));

test.describe("Lucy", () => {
  test("types the intro, then offers three questions; a suggestion is answered", async ({ page }) => {
    // The intro is typed by timers (docs/product/constants.md: 50 ms per character, 1000 ms between the lines). With the
    // page's clock paused, every step is checked after advancing the clock: no dependence on the machine's speed.
    // Many small steps (one per typed character), each a round trip to the browser: give the test more time.
    test.slow();
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    const { dialog, errors } = await openLucy(page, {
      beforeOpening: async () => {
        // Opened once with time flowing, to load the chat's code: React reveals lazily loaded content with a
        // timer, which a paused clock would hold back. The intro starts again on the next opening.
        await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
        const first = page.getByRole("dialog", { name: "Lucy" });
        await expect(first).toBeVisible();
        await first.getByRole("button", { name: "Schließen" }).click();
        await expect(first).toBeHidden();
        // The page loaded with time flowing; a test ends long before a minute passes, so this lies ahead.
        await page.clock.pauseAt(installedAt + 60_000);
      },
    });
    const lines = dialog.getByTestId("lucy-intro").locator("span[aria-hidden]");
    const [greeting, question] = [lines.nth(0), lines.nth(1)];
    const suggestions = dialog.getByRole("list", { name: "Vorgeschlagene Fragen" }).getByRole("button");
    await expect(greeting).toHaveText("");
    await expect(question).toHaveText("");
    // One character per step, in order; the question waits for the greeting.
    for (let length = 1; length <= INTRO_GREETING.length; length += 1) {
      await page.clock.runFor(TYPING_MS);
      await expect(greeting).toHaveText(INTRO_GREETING.slice(0, length));
    }
    await expect(question).toHaveText("");
    // The pause: nothing of the question until it has passed.
    await page.clock.runFor(INTRO_PAUSE_MS - 1);
    await expect(question).toHaveText("");
    await page.clock.runFor(1);
    await expect(question).toHaveText(INTRO_QUESTION.slice(0, 1));
    for (let length = 2; length <= INTRO_QUESTION.length; length += 1) {
      await page.clock.runFor(TYPING_MS);
      await expect(question).toHaveText(INTRO_QUESTION.slice(0, length));
    }
    await expect(greeting).toHaveText(INTRO_GREETING);
    await expect(suggestions).toHaveCount(0);
    await page.clock.runFor(TYPING_MS);
    await page.clock.resume();

    await expect(suggestions).toHaveCount(3);
    await expect(dialog.getByRole("button", { name: "neuer Chat" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Ihre Frage an Lucy" })).toBeFocused();
    expect(await sessionIdOf(page)).toMatch(SESSION_ID);

    await suggestions.filter({ hasText: "Was kostet eine private Krankenversicherung?" }).click();
    const log = dialog.getByRole("log");
    await expect(log.locator('[data-sender="user"]')).toHaveText([
      "Sie: Was kostet eine private Krankenversicherung?",
    ]);
    await expect(log.locator('[data-sender="ai"]')).toContainText("Eintrittsalter");
    await expect(dialog.getByRole("button", { name: "neuer Chat" })).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("answers a typed question, keeps the session id, and close clears the messages", async ({ page }) => {
    const { dialog } = await openLucy(page);
    // The AI notice comes first, before any answer (docs/product/assistant.md#ai-notice).
    await expect(dialog.getByTestId("lucy-ai-notice")).toHaveText(
      /^Lucy ist eine KI-Assistentin, kein Mensch\./,
    );
    // She quotes prices: the broker's first information one click away (docs/product/broker-duties.md#first-information).
    await expect(
      dialog.getByTestId("lucy-ai-notice").getByRole("link", { name: "Erstinformation nach § 15 VersVermV" }),
    ).toHaveAttribute("href", "/erstinformation");
    const input = dialog.getByRole("textbox", { name: "Ihre Frage an Lucy" });
    const send = dialog.getByRole("button", { name: "Senden" });
    await expect(input).toHaveAttribute("placeholder", "Fragen Sie mich alles...");
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(dialog.locator('[data-sender="user"]')).toHaveCount(0);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/functions/ai-chat-agent", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill("kann ich als student privat versichert werden");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(dialog.getByText("Lucy denkt nach...")).toBeVisible();
    release();
    await expect(dialog.locator('[data-sender="ai"]')).toContainText("Studierende");
    await expect(dialog.getByTestId("lucy-ai-notice")).toBeVisible();
    // A rule-based answer is not marked as written by an LLM.
    await expect(dialog.locator("[data-written-by-llm]")).toHaveCount(0);
    await expect(dialog.getByText("Lucy denkt nach...")).toHaveCount(0);

    // Answers are text, never HTML.
    await page.unroute("**/api/functions/ai-chat-agent");
    await page.route("**/api/functions/ai-chat-agent", (route) =>
      route.fulfill({
        json: {
          response: '<img src=x onerror="window.__xss=1"><b>fett</b>',
          sessionId: "x",
          hasKnowledge: true,
        },
      }),
    );
    await input.fill("Test");
    await send.click();
    await expect(dialog.locator('[data-sender="ai"]').last()).toContainText(
      '<img src=x onerror="window.__xss=1">',
    );
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    const sessionId = await sessionIdOf(page);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Fragen? Klick mich!" })).toBeFocused();
    await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
    await expect(page.getByRole("dialog", { name: "Lucy" }).locator("[data-sender]")).toHaveCount(0);
    await expect(page.getByTestId("lucy-intro")).toContainText("Hey, ich bin Lucy");
    expect(await sessionIdOf(page)).toBe(sessionId);
  });

  test("'neuer Chat' starts a new session and reloads the page", async ({ page }) => {
    const { dialog } = await openLucy(page);
    const firstId = await sessionIdOf(page);
    await dialog.getByRole("textbox", { name: "Ihre Frage an Lucy" }).fill("Was ist der Basistarif?");
    await dialog.getByRole("button", { name: "Senden" }).click();
    await expect(dialog.locator('[data-sender="ai"]')).toContainText("Basistarif");
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "neuer Chat" }).click();
    await reloaded;
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const secondId = await sessionIdOf(page);
    expect(secondId).toMatch(SESSION_ID);
    expect(secondId).not.toBe(firstId);
  });

  // The texts: docs/product/errors.md#assistant.
  test("shows the error texts as Lucy's reply when the function fails", async ({ page }) => {
    const { dialog } = await openLucy(page);
    const input = dialog.getByRole("textbox", { name: "Ihre Frage an Lucy" });
    const answers = dialog.locator('[data-sender="ai"]');
    const cases: Array<[Parameters<Page["route"]>[1], string]> = [
      [
        (route) => route.abort("internetdisconnected"),
        "Es gibt ein Netzwerkproblem. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
      ],
      [
        (route) => route.fulfill({ status: 404, json: { error: "Function not found" } }),
        "Die AI-Funktion konnte nicht gefunden werden. Das wird gerade behoben.",
      ],
      [
        (route) => route.fulfill({ status: 500, json: { title: "Interner Serverfehler" } }),
        "Entschuldigung, ich habe gerade technische Probleme mit der Verbindung zum AI-Service. Können Sie Ihre Frage später nochmal stellen?",
      ],
      [
        (route) => route.fulfill({ status: 200, json: { sessionId: "x" } }),
        "Entschuldigung, ich habe gerade technische Probleme mit der Verbindung zum AI-Service. Können Sie Ihre Frage später nochmal stellen?",
      ],
    ];
    for (const [index, [handler, text]] of cases.entries()) {
      await page.route("**/api/functions/ai-chat-agent", handler);
      await input.fill(`Frage ${index + 1}`);
      await input.press("Enter");
      await expect(answers.nth(index)).toHaveText(`Lucy: ${text}`);
      await page.unroute("**/api/functions/ai-chat-agent");
    }
  });

  test("fits a 375 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const { dialog } = await openLucy(page);
    await expect(dialog.getByTestId("lucy-intro")).toContainText("Was möchten Sie über die PKV wissen?");
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("answers on /comparison and on the results page, which keeps its own session", async ({ page }) => {
    const created = await page.request.post("/api/comparisons", {
      data: { birthDate: "1991-03-14", gender: "female", jobStatus: "employed", coverageType: "comfort" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const [path, storageKey] of [
      ["/comparison", "lucy-session-id"],
      [`/ihre-pkv-tarife?c=${id}`, "lucy-session-id-ihre-pkv-tarife"],
    ] as const) {
      // Not "load": the hydration marker below is what this test needs (under load, images held "load" back
      // past the test's minute).
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const dialog = page.getByRole("dialog", { name: "Lucy" });
      // The form and the results screen mark when React has hydrated them.
      await startReact(page);
      await page.locator('[data-hydrated="true"]').first().waitFor();
      await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole("textbox", { name: "Ihre Frage an Lucy" });
      await input.fill("Was ist eine Beitragsrückerstattung?");
      await input.press("Enter");
      await expect(dialog.locator('[data-sender="ai"]').first()).toContainText("Rückerstattung");
      expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toMatch(SESSION_ID);
      await dialog.getByRole("button", { name: "Schließen" }).first().click();
    }
  });
});
