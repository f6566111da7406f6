import { expect, grantAccess, startReact, test } from "./fixtures/gate";

// Lucy on phones and desktops (docs/product/assistant.md#widget): the opener 'Fragen? Klick mich!' never covers the
// page's content while it scrolls, and the dialog's header fits one line on a 375 px phone.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  for (const path of ["/", "/comparison"]) {
    test(`the opener covers no content on ${path} at ${viewport.width} px, at any scroll position`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await startReact(page);
      const header = page.locator("header").first();
      // It sits in the sticky header, which lays it out beside its own controls.
      const opener = header.getByRole("button", { name: "Fragen? Klick mich!" });
      await expect(opener).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        await page.evaluate((top) => window.scrollTo(0, top), Math.round(height * fraction));
        await expect(opener).toBeInViewport();
        const [box, headerBox] = await Promise.all([opener.boundingBox(), header.boundingBox()]);
        expect(box!.y).toBeGreaterThanOrEqual(headerBox!.y);
        expect(box!.y + box!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        // Nothing of the page lies above it: the topmost element at its centre is the opener itself.
        const onTop = await opener.evaluate((button) => {
          const rect = button.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return hit !== null && button.contains(hit);
        });
        expect(onTop).toBe(true);
      }
      // No horizontal scrolling with it in the header.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await opener.click();
      await expect(page.getByRole("dialog", { name: "Lucy" })).toBeVisible();
    });
  }
}

test("the dialog's header is one line on a 375 px phone, also with 'neuer Chat'", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await startReact(page);
  await page.locator("header").first().getByRole("button", { name: "Fragen? Klick mich!" }).click();
  const dialog = page.getByRole("dialog", { name: "Lucy" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox").fill("Was ist ein Risikozuschlag?");
  await dialog.getByRole("button", { name: "Senden" }).click();
  const newChat = dialog.getByRole("button", { name: "neuer Chat" });
  await expect(newChat).toBeVisible();
  const header = dialog.locator("header");
  const title = dialog.getByRole("heading", { name: "Lucy" });
  const description = dialog.getByText("Ihre KI-Assistentin zur PKV");
  const [headerBox, titleBox, descriptionBox, buttonBox] = await Promise.all([
    header.boundingBox(),
    title.boundingBox(),
    description.boundingBox(),
    newChat.boundingBox(),
  ]);
  // One row: title, description and the button share a line, and the header is no taller than its controls.
  expect(
    Math.abs(titleBox!.y + titleBox!.height - (descriptionBox!.y + descriptionBox!.height)),
  ).toBeLessThan(6);
  expect(descriptionBox!.height).toBeLessThan(24);
  expect(headerBox!.height).toBeLessThanOrEqual(64);
  expect(buttonBox!.y).toBeGreaterThanOrEqual(headerBox!.y);
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
  const widths = await header.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
