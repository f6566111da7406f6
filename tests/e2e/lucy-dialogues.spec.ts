import type { Locator, Page } from "@playwright/test";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

// Lucy's dialogues (docs/product/assistant-dialogues.md): a price dialogue in the chat ends with a real comparison
// and a link to its results page; on a results page she answers 'Warum steht … oben?' from that comparison.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

async function send(dialog: Locator, text: string) {
  const answers = dialog.locator(`[data-sender="ai"]`);
  const before = await answers.count();
  await dialog.getByRole("textbox").fill(text);
  await dialog.getByRole("button", { name: "Senden" }).click();
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  return answers.last();
}

async function openLucy(page: Page) {
  await startReact(page);
  // Docked in the header (home), inline in the advice box (results).
  await page.getByRole("button", { name: "Fragen? Klick mich!" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Lucy" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a price dialogue asks one question at a time and ends with a link to a real results page", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openLucy(page);
  await expect(await send(dialog, "Was kostet mich die PKV?")).toContainText("Wie alt sind Sie");
  await send(dialog, "34");
  await send(dialog, "weiblich");
  await send(dialog, "angestellt");
  const answer = await send(dialog, "Komfort");
  await expect(answer).toContainText(/1\. .+: \d{2,3}(\.\d{3})*,\d{2} € im Monat/);
  await expect(answer).toContainText("Rechengrößen");
  const link = dialog.getByRole("link", { name: "Alle Ergebnisse ansehen" });
  await expect(link).toHaveAttribute("href", /^\/ihre-pkv-tarife\?c=[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ Tarife/).first()).toBeVisible();
});

test("on a results page, 'Warum steht … oben?' names the sort rule and the tariff's figures", async ({
  page,
}) => {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1991-03-14", gender: "female", jobStatus: "employed", coverageType: "comfort" },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  const dialog = await openLucy(page);
  const answer = await send(dialog, "Warum steht der Tarif ganz oben?");
  await expect(answer).toContainText("Preis-Leistung");
  await expect(answer).toContainText("Leistungspunkte je Euro");
  await expect(answer).toContainText(/steht auf Platz 1/);
  await expect(answer).toContainText(/\d{2,3}(\.\d{3})*,\d{2} € im Monat/);
});
