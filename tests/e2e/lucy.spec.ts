import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, grantAccess, test } from "./fixtures/gate";

const SESSION_ID = /^lucy-chat-\d{13}-[a-z0-9]{9}$/;

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Waits for hydration (the hero video is muted by an effect) so that clicks reach React. */
async function openLucy(page: Page) {
  const errors: string[] = [];
  // Records every change of the two typed intro lines with its time, to check the typing rhythm afterwards.
  await page.addInitScript(() => {
    const frames: Array<{ at: number; greeting: string; question: string }> = [];
    (window as unknown as { __introFrames: typeof frames }).__introFrames = frames;
    new MutationObserver(() => {
      const spans = document.querySelectorAll('[data-testid="lucy-intro"] span[aria-hidden]');
      const greeting = spans[0]?.textContent ?? "";
      const question = spans[1]?.textContent ?? "";
      const last = frames[frames.length - 1];
      if (spans.length > 0 && (last?.greeting !== greeting || last?.question !== question)) {
        frames.push({ at: performance.now(), greeting, question });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>("video[poster]");
    return video === null || video.muted;
  });
  await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
  const dialog = page.getByRole("dialog", { name: "Lucy" });
  await expect(dialog).toBeVisible();
  return { dialog, errors };
}

const sessionIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem("lucy-session-id"));

test.describe("Lucy", () => {
  test("types the intro, then offers three questions; a suggestion is answered", async ({ page }) => {
    const { dialog, errors } = await openLucy(page);
    const intro = dialog.getByTestId("lucy-intro");
    await expect(intro).toContainText("Hey, ich bin Lucy");
    await expect(intro).toContainText("Was möchten Sie über die PKV wissen?");
    // Typing: the greeting grows character by character (50 ms each), the question follows after a 1000 ms pause.
    const frames = await page.evaluate(
      () =>
        (window as unknown as { __introFrames: Array<{ at: number; greeting: string; question: string }> })
          .__introFrames,
    );
    const greetings = frames.filter((frame) => frame.question === "").map((frame) => frame.greeting);
    // Growing prefixes (a busy machine may merge a few timer ticks into one frame).
    const partialGreetings = greetings.filter((text) => text !== "" && text !== "Hey, ich bin Lucy");
    expect(partialGreetings.length).toBeGreaterThanOrEqual(5);
    for (const text of partialGreetings) expect("Hey, ich bin Lucy".startsWith(text)).toBe(true);
    const greetingDone = frames.find((frame) => frame.greeting === "Hey, ich bin Lucy");
    // The first frame with any part of the question (a busy machine may merge the first ticks).
    const questionStart = frames.find((frame) => frame.question !== "");
    const questionDone = frames.find((frame) => frame.question === "Was möchten Sie über die PKV wissen?");
    const partialQuestions = frames.filter(
      (frame) => frame.question !== "" && frame.question !== "Was möchten Sie über die PKV wissen?",
    );
    expect(partialQuestions.length).toBeGreaterThanOrEqual(10);
    expect((questionStart?.at ?? 0) - (greetingDone?.at ?? 0)).toBeGreaterThanOrEqual(900);
    // 36 characters at 50 ms each; the first ticks may be merged on a busy machine, so at least 30 of them.
    expect((questionDone?.at ?? 0) - (questionStart?.at ?? 0)).toBeGreaterThanOrEqual(30 * 50);
    const suggestions = dialog.getByRole("list", { name: "Vorgeschlagene Fragen" }).getByRole("button");
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

  test("shows the §8 texts as Lucy's reply when the function fails", async ({ page }) => {
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
      data: { birthDate: "1991-03-14", jobStatus: "employed", coverageType: "comfort" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const [path, storageKey] of [
      ["/comparison", "lucy-session-id"],
      [`/ihre-pkv-tarife?c=${id}`, "lucy-session-id-ihre-pkv-tarife"],
    ] as const) {
      await page.goto(path);
      const dialog = page.getByRole("dialog", { name: "Lucy" });
      // Clicks before hydration do nothing: retry until the dialog opens.
      await expect(async () => {
        await page.getByRole("button", { name: "Fragen? Klick mich!" }).click();
        await expect(dialog).toBeVisible({ timeout: 1000 });
      }).toPass();
      const input = dialog.getByRole("textbox", { name: "Ihre Frage an Lucy" });
      await input.fill("Was ist eine Beitragsrückerstattung?");
      await input.press("Enter");
      await expect(dialog.locator('[data-sender="ai"]').first()).toContainText("Rückerstattung");
      expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toMatch(SESSION_ID);
      await dialog.getByRole("button", { name: "Schließen" }).first().click();
    }
  });
});
