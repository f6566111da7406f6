import type { Page } from "@playwright/test";
import { consentBoxes, stateNeeds } from "./fixtures/advice";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * Inputs that make sense on the long form (docs/product/comparison.md#input-rules), and the results screen's
 * unknown link, empty filter result, phone layout, sort order (docs/product/results.md#results-screen) and
 * consultation appointment (docs/product/leads.md#contact-request).
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

async function hydrated(page: Page) {
  await startReact(page);
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

async function createComparison(page: Page, input: Record<string, string> = {}) {
  const response = await page.request.post("/api/comparisons", {
    data: {
      birthDate: "1991-03-14",
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
      ...input,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; count: number };
}

const resultCount = async (page: Page) =>
  Number(/^(\d+)/.exec((await page.getByTestId("result-count").textContent()) ?? "")?.[1]);

/** A birth date `years` years (and a few days) before today, as YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 10);
  return date.toISOString().slice(0, 10);
}

test.describe("long form input rules", () => {
  test("a child is 'Kind' or 'Beamtenkind'; the results name the child", async ({ page }) => {
    await page.goto("/comparison?insuranceType=adult");
    await hydrated(page);
    const job = page.getByLabel("Berufsstand", { exact: true });
    await expect(job.locator("option")).toHaveText([
      "Angestellter",
      "Selbstständiger",
      "Freiberufler",
      "Beamter",
      "Student",
      "Beamtenkind",
    ]);
    await page.getByLabel("Mein Kind").check();
    await expect(job.locator("option")).toHaveText(["Kind", "Beamtenkind"]);
    await expect(job).toHaveValue("child");
    await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(8));
    await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
    await expect(page).toHaveURL(/\/comparison\?c=[\w-]+/);
    const id = new URL(page.url()).searchParams.get("c");
    const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
    expect(stored.input).toMatchObject({ insuredPerson: "child", jobStatus: "child", deductible: "0€" });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await expect(page.getByTestId("filter-summary")).toHaveText(
      "Private Krankenversicherung · Kind · 8 Jahre zum Versicherungsbeginn",
    );
  });

  test("civil servants must give Beihilfe employer and level; the deductible follows the card", async ({
    page,
  }) => {
    await page.goto("/comparison");
    await hydrated(page);
    await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(40));
    await page.getByLabel("Berufsstand", { exact: true }).selectOption("civil-servant");
    await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
    await expect(page.getByText("Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus.")).toBeVisible();
    await expect(page.getByText("Bitte wählen Sie Ihren Beihilfesatz aus.")).toBeVisible();
    const deductible = page.getByLabel("Selbstbeteiligung pro Jahr");
    await expect(deductible.locator("option")).toHaveText(["0 €", "300 €", "500 €", "600 €", "1.000 €"]);
    await page.locator('[data-coverage="basic"]').click();
    await expect(deductible.locator("option").last()).toHaveText("5.000 €");
    await expect(page.locator('[data-coverage="premium"]')).toContainText("Selbstbeteiligung bis 500 €");
    await page.getByLabel("Beihilfe: Dienstherr", { exact: true }).selectOption({ label: "Hessen" });
    await page
      .getByLabel("Beihilfe: Beihilfesatz", { exact: true })
      .selectOption({ label: "70 % (70 % im Ruhestand)" });
    await deductible.selectOption("1200€");
    await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
    await expect(page).toHaveURL(/\/comparison\?c=[\w-]+/);
    const id = new URL(page.url()).searchParams.get("c");
    const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
    expect(stored.input).toMatchObject({
      jobStatus: "civil-servant",
      coverageType: "basic",
      deductible: "1200€",
      beihilfeDienstherr: "TYPE_G_Hessen",
      beihilfeStufe: "TYPE_B_70_70R",
    });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await expect(page.getByTestId("filter-summary")).toHaveText(
      "Private Krankenversicherung · Beamter · 40 Jahre zum Versicherungsbeginn",
    );
  });

  test("age 60 or more shows the dialog on the long form, and the API answers 400 with its text", async ({
    page,
  }) => {
    await page.goto("/comparison");
    await hydrated(page);
    await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(65));
    await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Hinweis zur Privaten Krankenversicherung" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Verstanden" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/comparison$/);
    const api = await page.request.post("/api/comparisons", {
      data: { birthDate: yearsAgo(65), gender: "male", jobStatus: "employed" },
    });
    expect(api.status()).toBe(400);
    expect((await api.json()).detail).toContain("Ab einem Alter von 60 Jahren");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses a child as employee and shows the age dialog text", async ({ page }) => {
      await page.goto("/comparison");
      await page.getByLabel("Mein Kind").check();
      await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(8));
      await page.getByLabel("Berufsstand", { exact: true }).selectOption("employed");
      await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
      await expect(page.getByText("Für Ihr Kind wählen Sie bitte „Kind“ oder „Beamtenkind“.")).toBeVisible();
      await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(61));
      await page.getByLabel("Ich selbst").check();
      await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
      await expect(
        page
          .getByText(/^Ab einem Alter von 60 Jahren/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });
  });
});

test.describe("results screen", () => {
  test("an unknown or deleted results link shows a German 404 page", async ({ page }) => {
    const response = await page.goto("/ihre-pkv-tarife?c=ungueltig");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Vergleich nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await page.getByRole("link", { name: "Neuen Vergleich starten" }).click();
    await expect(page).toHaveURL(/\/comparison/);
  });

  test("an empty filter result says so and offers 'Filter zurücksetzen'", async ({ page }) => {
    const { id, count } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}&versicherer=Kein%20Versicherer`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Kein Tarif passt zu Ihren Filtern" })).toBeVisible();
    await expect(page.getByText("Unsere KI hat erfolgreich Tarife für Sie gefunden")).toHaveCount(0);
    expect(await resultCount(page)).toBe(0);
    await page.getByTestId("empty-result").getByRole("link", { name: "Filter zurücksetzen" }).click();
    await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife\\?c=${id}$`));
    await expect.poll(() => resultCount(page)).toBe(count);
    await expect(
      page.getByRole("heading", { name: "Unsere KI hat erfolgreich Tarife für Sie gefunden" }),
    ).toBeVisible();
  });

  test("on a 375 px phone the filters start collapsed and open on demand", async ({ page }) => {
    const { id } = await createComparison(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    const toggle = page.getByTestId("filter-toggle");
    await expect(toggle).toHaveText("Filter anzeigen");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Paket", { exact: true })).toBeHidden();
    const firstOffer = await page.getByTestId("top-offer").first().boundingBox();
    expect(firstOffer?.y).toBeLessThan(1000);
    await toggle.click();
    await expect(page.getByLabel("Paket", { exact: true })).toBeVisible();
    await expect(toggle).toHaveText("Filter ausblenden");
  });

  test("the sort order 'Preis' puts the cheapest offer first and lives in the URL", async ({ page }) => {
    const { id } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "So sortieren wir" })).toBeVisible();
    await page.getByLabel("Sortieren nach").selectOption({ label: "Preis" });
    await expect(page).toHaveURL(/sortierung=preis(&|$)/);
    const prices = async () =>
      (await page.getByTestId("offer-price").allTextContents()).map((text) =>
        Number(text.replace(/[^\d,]/g, "").replace(",", ".")),
      );
    await expect.poll(async () => (await prices())[0]).toBeLessThanOrEqual(Math.min(...(await prices())));
    await page.reload();
    await expect(page.getByLabel("Sortieren nach")).toHaveValue("preis");
  });

  test("'Beratungsgespräch vereinbaren' books a day and a time window with the lead", async ({ page }) => {
    const { id } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Beratungsgespräch vereinbaren" }).click();
    const dialog = page.getByRole("dialog", { name: "Beratungsgespräch vereinbaren" });
    await expect(dialog.getByLabel("Wann dürfen wir Sie anrufen?")).toHaveCount(0);
    const email = `termin-${Date.now()}@example.de`;
    await stateNeeds(dialog);
    await dialog.getByLabel("Vorname", { exact: true }).fill("Max");
    await dialog.getByLabel("Nachname", { exact: true }).fill("Termin");
    await dialog.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
    await dialog.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    const consents = consentBoxes(dialog);
    await consents.nth(0).check();
    await consents.nth(1).check();
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog.getByText("Bitte wählen Sie einen Tag für das Beratungsgespräch aus.")).toBeVisible();
    await expect(
      dialog.getByText("Bitte wählen Sie ein Zeitfenster für das Beratungsgespräch aus."),
    ).toBeVisible();
    const day = dialog.getByLabel("Tag des Beratungsgesprächs");
    await expect(day.locator("option:not([disabled])")).toHaveCount(10);
    const firstDay = await day.locator("option:not([disabled])").first().getAttribute("value");
    await day.selectOption(firstDay ?? "");
    await dialog.getByLabel("12–16 Uhr").check();
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog.getByText("Vielen Dank für Ihre Anfrage!")).toBeVisible();
    const leads = await (
      await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)
    ).json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      comparisonId: id,
      leadQuality: "beratungsgespraech",
      appointmentDay: firstDay,
      appointmentWindow: "12-16",
      preferredTime: null,
    });
  });
});

test.describe("results screen without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("keeps the filters usable and sorts with a plain GET", async ({ page }) => {
    const { id } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await expect(page.getByLabel("Paket", { exact: true })).toBeVisible();
    await page.getByLabel("Sortieren nach").selectOption("leistung");
    await page.getByRole("button", { name: "Sortieren" }).click();
    await expect(page).toHaveURL(/sortierung=leistung/);
    await expect(page.getByText("sortiert nach Leistung")).toBeVisible();
  });
});

test.describe("insurance start", () => {
  /** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
  const germanDate = (iso: string) => iso.split("-").reverse().join(".");

  test("the long form offers the next six firsts of a month; the chosen start's year is named on the results", async ({
    page,
  }) => {
    await page.goto("/comparison");
    await hydrated(page);
    await page.getByLabel("Geburtsdatum", { exact: true }).fill(yearsAgo(35));
    const start = page.getByLabel("Versicherungsbeginn");
    const options = await start
      .locator("option")
      .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
    expect(options).toHaveLength(6);
    for (const option of options) expect(option).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(start).toHaveValue(options[0]!);
    const chosen = options[3]!;
    await start.selectOption(chosen);
    await expect(start.locator("option:checked")).toHaveText(germanDate(chosen));
    await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
    await expect(page).toHaveURL(/\/comparison\?c=[\w-]+/);
    const id = new URL(page.url()).searchParams.get("c");
    const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
    expect(stored.insuranceStart).toBe(chosen);
    expect(stored.input.insuranceStart).toBe(chosen);
    expect(stored.figures.requestedYear).toBe(Number(chosen.slice(0, 4)));
    // The top three under the form and the results page name the start and the figures' year.
    const note = `Versicherungsbeginn ${germanDate(chosen)} · ${stored.figures.notice}`;
    await expect(page.getByTestId("figures-note")).toHaveText(note);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await expect(page.getByTestId("figures-note")).toHaveText(note);
    await expect(page.getByTestId("figures-note")).toContainText(`Rechengrößen ${stored.figures.year}`);
    await expect(page.getByTestId("filter-summary")).toContainText("Jahre zum Versicherungsbeginn");
    // The form keeps the choice when the comparison is opened again.
    await page.goto(`/comparison?c=${id}`);
    await hydrated(page);
    await expect(page.getByLabel("Versicherungsbeginn")).toHaveValue(chosen);
  });
});
