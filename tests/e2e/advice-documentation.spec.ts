import { readFile } from "node:fs/promises";
import { ADVICE_MESSAGES, ADVICE_WAIVER } from "../../domain/leads/advice";
import { CONTACT_MESSAGES } from "../../domain/leads/contact-request";
import { pdfStructure } from "../setup/pdf-structure";
import { pdfText } from "../setup/pdf-text";
import { newEmail } from "./fixtures/accounts";
import { consentBoxes, stateNeeds } from "./fixtures/advice";
import { seriousViolations } from "./fixtures/axe";
import { expect, grantAccess, test } from "./fixtures/gate";

// Needs and advice documentation (docs/product/broker-duties.md#advice-documentation): 'Antrag anfragen' from the
// results asks the needs, shows the recommendation with its reasons, sends and downloads the Beratungsdokumentation
// (read back from its bytes); the waiver is a separate declaration with the statutory warning.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

interface Lead {
  kind: string;
  adviceRecord: {
    kind: string;
    needs?: { priorities: string[] };
    recommendation?: Array<{ tariffName: string }>;
    text?: string;
    warning?: string;
    declaredAt?: string;
  } | null;
}

const leadsOf = async (page: import("@playwright/test").Page, email: string) =>
  (await (await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)).json()) as Lead[];

/** A comfort comparison's results, then the first top pick's details and its 'Antrag anfragen'. */
async function openApplicationFromResults(page: import("@playwright/test").Page) {
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1987-04-12", gender: "female", jobStatus: "employed", coverageType: "comfort" },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await page
    .getByRole("link", { name: /^Details zu / })
    .first()
    .click();
  await page.getByRole("link", { name: "Antrag anfragen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Antrag anfragen" })).toBeVisible();
  // 'Insurer – Tariff' as the page names the chosen tariff.
  const tariffName = (
    (await page.getByTestId("application-tariff").locator("p").nth(1).textContent()) ?? ""
  ).trim();
  expect(tariffName).toContain(" – ");
  return { id, tariffName };
}

async function fillContact(page: import("@playwright/test").Page, email: string) {
  await page.getByLabel("Vorname", { exact: true }).fill("Berta");
  await page.getByLabel("Nachname", { exact: true }).fill("Beratung");
  await page.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await page.getByLabel("Wann dürfen wir Sie anrufen?", { exact: true }).selectOption("morning");
  await consentBoxes(page).nth(0).check();
  await consentBoxes(page).nth(1).check();
}

test("'Antrag anfragen' from the results asks the needs, shows the reasons and sends the documentation", async ({
  page,
}) => {
  const { tariffName } = await openApplicationFromResults(page);
  // Before the needs: the recommendation with the ranking's reasons.
  const before = page.getByTestId("advice-recommendation");
  await expect(before.getByRole("heading", { name: "Unsere Empfehlung und ihre Gründe" })).toBeVisible();
  await expect(before).toContainText(tariffName);
  await expect(before).toContainText(/Top-Empfehlung 1 von \d nach „Preis-Leistung“/);
  const needs = page.getByTestId("advice-needs");
  await expect(
    needs.getByRole("group", { name: "Was ist Ihnen am wichtigsten? (mehrere möglich)" }),
  ).toBeVisible();
  // The waiver is its own section, with the warning, never ticked in advance.
  await expect(page.getByTestId("advice-waiver-warning")).toHaveText(ADVICE_WAIVER.warning);
  await expect(page.getByRole("checkbox", { name: ADVICE_WAIVER.text })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  const email = newEmail("beratung");
  await fillContact(page, email);
  // Without needs and without the waiver: the German messages, nothing is sent.
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByText(ADVICE_MESSAGES.priorities)).toBeVisible();
  await expect(page.getByText(ADVICE_MESSAGES.currentCover)).toBeVisible();
  expect(await leadsOf(page, email)).toEqual([]);

  await stateNeeds(page);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.applicationConfirmation)).toBeVisible();
  const summary = page.getByTestId("advice-summary");
  await expect(summary).toContainText("Ein niedriger Beitrag, Gute Zahnleistungen");
  const tariff = summary.getByTestId("advice-tariff");
  await expect(tariff).toHaveCount(1);
  await expect(tariff).toContainText(tariffName);
  await expect(tariff).toContainText("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
  await expect(tariff).toContainText(/Top-Empfehlung 1 von \d nach „Preis-Leistung“/);
  await expect(tariff).toContainText(/Ihnen sind gute Zahnleistungen wichtig: Zahnersatz \d+ %/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    summary.getByRole("link", { name: "Beratungsdokumentation herunterladen (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("beratungsdokumentation.pdf");
  const bytes = await readFile((await download.path())!);
  const { text, title } = await pdfText(bytes);
  expect(title).toBe("Beratungsdokumentation");
  expect(text).toContain("Ihre Wünsche und Bedürfnisse");
  expect(text).toContain("Ein niedriger Beitrag, Gute Zahnleistungen");
  expect(text).toContain("Gesetzlich versichert (GKV), selbst Mitglied");
  expect(text).toContain(tariffName);
  expect(text).toContain("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
  expect(text).toMatch(/Ihnen sind gute Zahnleistungen wichtig: Zahnersatz \d+ %/);
  expect(text).toMatch(/Wir vergleichen \d+ Tarife von \d+ Versicherern\./);
  const structure = await pdfStructure(bytes);
  expect(structure).toMatchObject({ marked: true, lang: "de-DE", displayDocTitle: true });
  expect(structure.pageRoles[0]!.slice(0, 2)).toEqual(["Document", "H1"]);
  expect(structure.pageRoles.flat()).toEqual(expect.arrayContaining(["H2", "H3", "P"]));
  expect(structure.untaggedText.join("")).toBe("");

  const [lead] = await leadsOf(page, email);
  expect(lead).toMatchObject({
    kind: "application",
    adviceRecord: { kind: "documentation", needs: { priorities: ["price", "dental"] } },
  });
  // Sent in Textform: the mail with the PDF attached (the dev outbox names the attachment).
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get("/api/dev/outbox")).json()) as {
        messages: Array<{ recipient: string; subject: string | null; body: string }>;
      };
      return messages.find(
        (entry) => entry.recipient === email && entry.subject === "Ihre Beratungsdokumentation",
      )?.body;
    })
    .toContain("[Anhang: beratungsdokumentation.pdf, application/pdf");
});

test("the waiver is a separate declaration with the warning, recorded instead of the documentation", async ({
  browser,
}) => {
  // Without JavaScript: a plain form post.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await grantAccess(context);
  const page = await context.newPage();
  await openApplicationFromResults(page);
  const email = newEmail("verzicht");
  await fillContact(page, email);
  const waiver = page.getByTestId("advice-waiver");
  await expect(waiver.getByRole("heading", { name: ADVICE_WAIVER.heading })).toBeVisible();
  await expect(waiver).toContainText("§ 61 Abs. 2 VVG");
  await expect(waiver).toContainText("Schadensersatz");
  await waiver.getByRole("checkbox", { name: ADVICE_WAIVER.text }).check();
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.applicationConfirmation)).toBeVisible();
  await expect(page.getByTestId("advice-waiver-recorded")).toContainText(ADVICE_WAIVER.text);
  await expect(page.getByTestId("advice-summary")).toHaveCount(0);

  const [lead] = await leadsOf(page, email);
  expect(lead?.adviceRecord).toMatchObject({
    kind: "waiver",
    text: ADVICE_WAIVER.text,
    warning: ADVICE_WAIVER.warning,
  });
  expect(Number.isNaN(Date.parse(lead!.adviceRecord!.declaredAt ?? ""))).toBe(false);
  await context.close();
});
