import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * No claim without its basis beside it (docs/product/broker-duties.md#claims): every text on a page that says
 * 'bis zu 65 %' carries the mark to the footer's footnote, and the footnote names the computed basis; the TÜV seal
 * stands nowhere without a certificate (the demo seed enters none).
 */
test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const PAGES = ["/", "/comparison", "/private-krankenversicherung-vergleich", "/impressum", "/agb"];

for (const path of PAGES) {
  test(`every 'bis zu 65 %' on ${path} is marked and the footnote names its basis`, async ({ page }) => {
    await page.goto(path);
    const unmarked = await page.evaluate(() => {
      const footnote = document.getElementById("fussnote-ersparnis");
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      let claims = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (!/65\s?%/.test(text) || footnote?.contains(node)) continue;
        if (node.parentElement?.closest("script, style, template")) continue;
        claims += 1;
        const holder = node.parentElement;
        if (!holder?.querySelector("[data-claim-mark]")) found.push(text.trim());
      }
      return { claims, found };
    });
    expect(unmarked.found).toEqual([]);
    // The banner states the claim on every page.
    expect(unmarked.claims).toBeGreaterThan(0);
    const footnote = page.getByTestId("savings-footnote");
    await expect(footnote).toContainText(
      /Tarif .+ im Monat und [\d.]+ € Selbstbeteiligung voll eingerechnet/,
    );
    await expect(footnote).toContainText(
      /GKV-Beitrag \(Einkommen an der Beitragsbemessungsgrenze.*Rechengrößen \d{4}/,
    );
    await expect(page.locator("body")).not.toContainText("TÜV");
  });
}

test("the mark leads to the footnote", async ({ page }) => {
  await page.goto("/comparison");
  await page.locator("main [data-claim-mark]").first().click();
  await expect(page).toHaveURL(/#fussnote-ersparnis$/);
  await expect(page.getByTestId("savings-footnote")).toBeInViewport();
});
