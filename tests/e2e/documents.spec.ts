import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { pdfStructure } from "../setup/pdf-structure";
import { pdfText } from "../setup/pdf-text";
import { latestOutbox, newEmail } from "./fixtures/accounts";
import { seriousViolations } from "./fixtures/axe";
import { expect, grantAccess, test } from "./fixtures/gate";

// The comparison and a tariff description as PDF (docs/product/documents.md), downloaded as a visitor does and
// read back from the file's bytes.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

const textOf = async (download: Download) => pdfText(await readFile((await download.path())!));

/** The download is a tagged PDF (docs/product/broker-duties.md#accessibility-statement), read back from its bytes. */
async function expectTagged(download: Download) {
  const structure = await pdfStructure(await readFile((await download.path())!));
  expect(structure).toMatchObject({ marked: true, lang: "de-DE", displayDocTitle: true });
  expect(structure.pageRoles[0]!.slice(0, 2)).toEqual(["Document", "H1"]);
  expect(structure.pageRoles.flat()).toEqual(expect.arrayContaining(["H2", "P", "Table", "TH", "TD"]));
  expect(structure.untaggedText.join("")).toBe("");
}

test("downloads the comparison as a PDF with every tariff and the model notice", async ({ page }) => {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1985-08-20", gender: "female", jobStatus: "employed", coverageType: "comfort" },
  });
  const { id, offers } = (await response.json()) as {
    id: string;
    offers: Array<{ id: string; provider: string; name: string }>;
  };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  const link = page.getByRole("link", { name: "Vergleich als PDF" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`pkv-vergleich-${id}.pdf`);
  const { text } = await textOf(download);
  for (const offer of offers) expect(text).toContain(offer.name);
  expect(text).toContain("Modellbeiträge");
  expect(text).toContain("So sortieren wir");
  expect(text).toContain("Versicherungsmakler nach § 34d Abs. 1 GewO");
  // The market basis as the results page states it (docs/product/broker-duties.md#market-basis).
  const basis = (await page.getByTestId("market-basis").locator("strong").first().textContent())!;
  expect(basis).toMatch(/^Wir vergleichen \d+ Tarife von \d+ Versicherern\.$/);
  expect(text).toContain(basis);
  await expectTagged(download);

  // The tariff details offer the tariff's description as a PDF.
  await page.goto(`/ihre-pkv-tarife/tarif/${offers[0]!.id}?c=${id}`);
  const [description] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Tarifbeschreibung (Modell) als PDF" }).click(),
  ]);
  const described = await textOf(description);
  expect(described.title).toBe(`Tarifbeschreibung (Modell): ${offers[0]!.provider} – ${offers[0]!.name}`);
  expect(described.text).toContain("Selbstbeteiligungsstufen");
  await expectTagged(description);
});

test("answers a PDF of an unknown comparison with a German 404", async ({ page }) => {
  const response = await page.request.get("/ihre-pkv-tarife/pdf?c=AAAAAAAAAAAAAAAAAAAAAAAA");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Vergleich oder Tarif nicht gefunden");
});

test("sends the comparison to an address, which lands in the dev outbox", async ({ page }) => {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1992-02-29", gender: "male", jobStatus: "freelancer", coverageType: "basic" },
  });
  const { id, offers } = (await response.json()) as { id: string; offers: Array<{ name: string }> };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await page.getByRole("link", { name: "Per E-Mail senden" }).click();
  await expect(page.getByRole("heading", { name: "Vergleich per E-Mail senden" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A wrong address gets the German message and nothing is sent.
  await page.getByLabel("E-Mail-Adresse").fill("keine-adresse");
  await page.getByRole("button", { name: "Vergleich senden" }).click();
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  const address = newEmail("vergleich");
  await page.getByLabel("E-Mail-Adresse").fill(address);
  await page.getByRole("button", { name: "Vergleich senden" }).click();
  await expect(page.getByText("Wir haben Ihren Vergleich an die angegebene Adresse gesendet.")).toBeVisible();
  const body = await latestOutbox(page.request, "mail", address);
  expect(body).toContain(offers[0]!.name);
  // the market basis inline, with the model notice
  expect(body).toMatch(/Wir vergleichen \d+ Tarife von \d+ Versicherern\./);
  expect(body).toContain("Nicht enthalten:");
  // A mail may be read anywhere: it carries the share link, never the plain results link.
  expect(body).toMatch(new RegExp(`/geteilt/${id}\\.[A-Za-z0-9_-]+`));
  expect(body).not.toContain("?c=");
});

test("a share link shows the same results read-only in a fresh context, without the birth date", async ({
  page,
  browser,
}) => {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1977-12-24", gender: "female", jobStatus: "self-employed", coverageType: "comfort" },
  });
  const { id, offers } = (await response.json()) as {
    id: string;
    offers: Array<{ provider: string; name: string }>;
  };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await page.getByText("Link teilen").click();
  const url = await page.getByTestId("share-link").getByRole("textbox").inputValue();
  expect(url).toMatch(/\/geteilt\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

  const fresh = await browser.newContext();
  await grantAccess(fresh);
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other.getByRole("heading", { name: "Geteilter PKV-Vergleich" })).toBeVisible();
  const rows = other.getByTestId("shared-offer");
  await expect(rows).toHaveCount(offers.length);
  await expect(rows.first()).toContainText(`${offers[0]!.provider} – ${offers[0]!.name}`);
  expect(await seriousViolations(other)).toEqual([]);
  const text = (await other.locator("main").textContent()) ?? "";
  expect(text).not.toContain("24.12.1977");
  expect(text).not.toContain("1977-12-24");
  // A link whose signature does not match opens nothing.
  const forged = await other.goto(`${url.slice(0, -2)}xx`);
  expect(forged?.status()).toBe(404);
  await fresh.close();
});
