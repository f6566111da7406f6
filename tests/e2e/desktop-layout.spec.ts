import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * The landing page on the smallest desktop we design for, 1280 × 720 (docs/product/site.md#landing-page): the
 * header search shows its whole placeholder, the short form stands above the fold, and no partner logo is cut.
 */
test.use({ viewport: { width: 1280, height: 720 } });

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test.describe("desktop layout at 1280 px", () => {
  test("the header search shows its whole placeholder", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Suche" });
    await expect(search).toBeVisible();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, box, placeholder: input.placeholder };
    });
    expect(room.placeholder).toBe("Was möchten Sie vergleichen?");
    expect(room.text).toBeLessThanOrEqual(room.box);
    // the header still fits beside it: nothing scrolls sideways
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the short form stands above the fold", async ({ page }) => {
    await page.goto("/");
    const form = page.locator('[data-slot="short-comparison-form"]');
    for (const control of [
      form.getByLabel("Geburtsdatum"),
      form.getByLabel("Berufsstatus"),
      form.getByRole("button", { name: "Tarife berechnen" }),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(720);
    }
  });

  test("every partner logo is painted whole", async ({ page }) => {
    await page.goto("/");
    await startReact(page);
    const grid = page.getByRole("list", { name: "Logos unserer Versicherungspartner" });
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole("img")).toHaveCount(24);
    // A landing section contains its paint (content-visibility): whatever reaches past its box is not painted.
    const cut = await grid.evaluate((list) => {
      let clip: Element | null = list.parentElement;
      while (clip && getComputedStyle(clip).contentVisibility !== "auto") clip = clip.parentElement;
      const bottom = (clip ?? document.body).getBoundingClientRect().bottom;
      return [...list.querySelectorAll("img")]
        .filter((image) => {
          const ring =
            parseFloat(getComputedStyle(image).getPropertyValue("--tw-ring-offset-width") || "0") + 1;
          return image.getBoundingClientRect().bottom + ring > bottom;
        })
        .map((image) => image.alt);
    });
    expect(cut).toEqual([]);
  });
});
