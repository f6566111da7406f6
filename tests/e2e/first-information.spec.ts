import { readFile } from "node:fs/promises";
import { pdfText } from "../setup/pdf-text";
import { newEmail } from "./fixtures/accounts";
import { expect, grantAccess, test } from "./fixtures/gate";

/**
 * The Erstinformation (§ 15 VersVermV) before the first calculation (docs/product/broker-duties.md#first-information):
 * on the form, above or beside its submit, as a PDF, and recorded with the comparison and the lead. Without
 * JavaScript, as the plain forms post.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("the long form shows the Erstinformation above its submit and calculates nothing without it", async ({
  page,
}) => {
  await page.goto("/comparison");
  const form = page.getByRole("form", { name: "Vergleichsformular" });
  const panel = form.locator("section[data-first-information]");
  await expect(panel.getByRole("heading", { name: "Erstinformation nach § 15 VersVermV" })).toBeVisible();
  await expect(panel).toContainText("Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO");
  await expect(panel).toContainText("Vermittlerregister Nr.");
  await expect(panel).toContainText("Provision (Courtage)");
  const submit = form.getByRole("button", { name: "Jetzt Tarife vergleichen" });
  const [panelBox, submitBox] = [await panel.boundingBox(), await submit.boundingBox()];
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(submitBox!.y);
  // The whole text on the spot.
  await panel.getByText("Vollständige Erstinformation lesen").click();
  await expect(panel.getByRole("heading", { name: "Schlichtungsstellen" })).toBeVisible();
  await expect(panel).toContainText("Versicherungsombudsmann e. V.");

  // A post that did not come from a page showing it (or from an old one) is not calculated.
  for (const version of [undefined, "EI-00000000"]) {
    const posted = await page.request.post("/comparison", {
      form: {
        insuranceType: "adult",
        insuredPerson: "self",
        gender: "female",
        birthDate: "1991-03-14",
        jobStatus: "self-employed",
        existingInsurance: "public",
        coverageType: "comfort",
        deductible: "0€",
        ...(version ? { firstInformationVersion: version } : {}),
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(200);
    expect(await posted.text()).toContain("Bitte lesen Sie zuerst unsere Erstinformation");
  }
});

test("the short form shows it, its PDF downloads, and the lead records the version and the moment", async ({
  page,
}) => {
  const started = Date.now();
  await page.goto("/");
  const shortForm = page.locator('[data-slot="short-comparison-form"]');
  const panel = shortForm.locator("section[data-first-information]");
  await expect(panel.getByRole("heading", { name: "Erstinformation nach § 15 VersVermV" })).toBeVisible();
  const version = (await panel.getAttribute("data-first-information")) ?? "";
  expect(version).toMatch(/^EI-[0-9a-f]{8}$/);

  // The PDF: read back from its bytes.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Erstinformation als PDF herunterladen" }).click(),
  ]);
  const pdf = await pdfText(await readFile((await download.path())!));
  expect(pdf.title).toBe("Erstinformation nach § 15 VersVermV");
  const text = pdf.text.replace(/\s+/g, " ");
  expect(text).toContain(`Version ${version}`);
  for (const part of [
    "Unser Status und die Registrierung",
    "Vergütung",
    "Beteiligungen",
    "Schlichtungsstellen",
  ])
    expect(text).toContain(part);

  // The first comparison, then a callback request from its results.
  await shortForm.getByLabel("Geburtsdatum").fill("14.03.1991");
  await shortForm.getByLabel(/Bruttojahreseinkommen/).fill("90.000");
  await shortForm.getByRole("button", { name: "Tarife berechnen" }).click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Lassen Sie sich anrufen" }).click();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Anfrage senden" }) });
  await expect(form.locator(`[data-first-information="${version}"]`)).toContainText(
    `Es gilt unsere Erstinformation nach § 15 VersVermV (Version ${version}`,
  );
  const email = newEmail("erstinformation");
  await form.getByLabel("Vorname", { exact: true }).fill("Erna");
  await form.getByLabel("Nachname", { exact: true }).fill("Erstinfo");
  await form.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
  await form.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await form.getByLabel("Wann dürfen wir Sie anrufen?").selectOption("afternoon");
  await form.getByRole("checkbox").nth(0).check();
  await form.getByRole("checkbox").nth(1).check();
  await form.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Vielen Dank für Ihre Anfrage!" })).toBeVisible();

  const leads = await (await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)).json();
  expect(leads).toHaveLength(1);
  expect(leads[0].firstInformation.version).toBe(version);
  // The moment the first comparison's form was sent: after the test began, before the request.
  const shownAt = Date.parse(leads[0].firstInformation.shownAt);
  expect(shownAt).toBeGreaterThanOrEqual(started - 1_000);
  expect(shownAt).toBeLessThanOrEqual(Date.parse(leads[0].createdAt));
});

test("the Erstinformation has its own page, linked from every footer", async ({ page }) => {
  await page.goto("/impressum");
  await page.getByRole("contentinfo").getByRole("link", { name: "Erstinformation" }).click();
  await expect(page).toHaveURL(/\/erstinformation$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Erstinformation nach § 15 VersVermV" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Beratung" })).toBeVisible();
});
