import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { FEWER_TOP_PICKS } from "../../domain/ranking/top-picks";
import { seriousViolations } from "./fixtures/axe";
import { expect, grantAccess, startReact, test } from "./fixtures/gate";

/**
 * The highlighted tariffs on the page: one to three, only tariffs no other beats on price and grade
 * (docs/decisions/026-undominated-top-picks.md); with fewer than three the results screen says why (`note`; the
 * long form's preview under the form has no note).
 */
async function topPicks(page: Page, note = true): Promise<number> {
  await expect(page.getByTestId("top-offer").first()).toBeVisible();
  const shown = await page.getByTestId("top-offer").count();
  expect(shown).toBeGreaterThanOrEqual(1);
  expect(shown).toBeLessThanOrEqual(3);
  if (note && shown < 3) await expect(page.getByText(FEWER_TOP_PICKS).first()).toBeVisible();
  return shown;
}

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

/** Console errors of the page, checked at the end of a test ("without a console error"). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Starts React and waits until it has hydrated the landing page. */
async function landingHydrated(page: Page) {
  await startReact(page);
  await page.waitForLoadState("networkidle");
}

/** Starts React and waits until it has hydrated the comparison form or the results screen. */
async function hydrated(page: Page) {
  await startReact(page);
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

const pad = (value: number) => String(value).padStart(2, "0");
const german = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

function ageOf(isoBirthDate: string, today = new Date()): number {
  const [year, month, day] = isoBirthDate.split("-").map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

interface CreatedComparison {
  id: string;
  count: number;
  offers: Array<{ id: string; provider: string; name: string }>;
}

async function createComparison(page: Page, input: Record<string, string> = {}): Promise<CreatedComparison> {
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
  return (await response.json()) as CreatedComparison;
}

const resultCount = async (page: Page) => {
  const text = (await page.getByTestId("result-count").textContent()) ?? "";
  return Number(/^(\d+)/.exec(text)?.[1]);
};

test.describe("short landing form", () => {
  // The messages: docs/product/comparison.md#validation (short form birth date).
  test("shows each birth-date message", async ({ page }) => {
    await page.goto("/");
    await landingHydrated(page);
    const form = page.locator('[data-slot="short-comparison-form"]');
    const input = form.getByLabel("Geburtsdatum");
    const submit = form.getByRole("button", { name: "Tarife berechnen" });
    const year = new Date().getFullYear();
    // Three days ahead: a future date in every time zone, also when the test runs shortly before midnight.
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const cases: Array<[string, string]> = [
      ["", "Bitte geben Sie Ihr Geburtsdatum ein"],
      ["140391", "Bitte verwenden Sie das Format TT.MM.JJJJ"],
      ["32031991", "Ungültiger Tag"],
      ["14131991", "Ungültiger Monat"],
      ["14031919", `Das Jahr muss zwischen 1920 und ${year} liegen`],
      // Also in a later year: a real date after today is in the future, not out of the year range.
      [german(soon).replace(/\./g, ""), "Das Geburtsdatum kann nicht in der Zukunft liegen"],
    ];
    for (const [typed, message] of cases) {
      await input.fill(typed);
      await submit.click();
      await expect(form.getByRole("alert")).toHaveText(message);
      // Toasts of the submit handler: wrong format, or any other form error.
      const toastTitle =
        message === "Bitte verwenden Sie das Format TT.MM.JJJJ"
          ? "Ungültiges Datumsformat"
          : "Formularfehler";
      await expect(
        page.getByText(toastTitle, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
    }
    // The mask: digits with dots, at most 10 characters.
    await input.fill("");
    await input.pressSequentially("14a03-1991999");
    await expect(input).toHaveValue("14.03.1991");
  });

  test("blocks visitors aged 60 or more with the dialog, without running a comparison", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      // Neither the API nor the results route's action (the form's one submit) is asked.
      const url = new URL(request.url());
      const toAction = request.method() === "POST" && url.pathname.startsWith("/ihre-pkv-tarife");
      if (url.pathname.startsWith("/api/comparisons") || toAction) calls.push(request.url());
    });
    await page.goto("/");
    await landingHydrated(page);
    const form = page.locator('[data-slot="short-comparison-form"]');
    const sixty = new Date();
    sixty.setFullYear(sixty.getFullYear() - 60);
    await form.getByLabel("Geburtsdatum").fill(german(sixty));
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    const dialog = page.getByRole("dialog", { name: "Hinweis zur Privaten Krankenversicherung" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Verstanden" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(calls).toEqual([]);
  });

  test("goes from the landing page to the real results with the real count", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await landingHydrated(page);
    const form = page.locator('[data-slot="short-comparison-form"]');
    await form.getByLabel("Geburtsdatum").fill("14.03.1991");
    await form.getByLabel("Berufsstatus").selectOption({ label: "Selbstständiger" });
    // The form posts to the results route's action (a fetcher: React Router's data request), which answers with
    // the results address and the count; the browser then goes there.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname.startsWith("/ihre-pkv-tarife"),
    );
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    expect((await created).status()).toBe(200);
    // The 'N passende Tarife gefunden' toast is transient (it may be gone under load); the page states the count.
    await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/);
    const id = new URL(page.url()).searchParams.get("c");
    const { count } = (await (await page.request.get(`/api/comparisons/${id}`)).json()) as CreatedComparison;
    await expect(page.getByText(`${count} von ${count} Tarifen passen zu Ihren Filtern.`)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Unsere KI hat erfolgreich Tarife für Sie gefunden" }),
    ).toBeVisible();
    const top = await topPicks(page);
    await expect(page.getByRole("heading", { name: `Weitere ${count - top} passende Tarife` })).toBeVisible();
    await expect(page.getByTestId("compact-offer")).toHaveCount(10);
    await expect(
      page.getByRole("link", { name: `Weitere ${count - top - 10} Tarife anzeigen` }),
    ).toBeVisible();
    const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
    // The short form uses the default start, the first of next month; the age shown is the age on it.
    await expect(page.getByTestId("filter-summary")).toHaveText(
      `Private Krankenversicherung · Selbstständiger · ${ageOf("1991-03-14", new Date(`${stored.insuranceStart}T12:00:00`))} Jahre zum Versicherungsbeginn`,
    );
    await expect(page.getByTestId("figures-note")).toHaveText(
      `Versicherungsbeginn ${german(new Date(`${stored.insuranceStart}T12:00:00`))} · ${stored.figures.notice}`,
    );
    await expect(page.getByTestId("model-price-note")).toContainText("Modellbeiträge");
    await expect(page.getByTestId("offer-price").first()).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(stored.input).toMatchObject({
      birthDate: "1991-03-14",
      jobStatus: "self-employed",
      gender: "male",
      coverageType: "comfort",
      deductible: "0€",
    });
    expect(errors).toEqual([]);
  });
});

test.describe("short landing form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the results route, which validates, checks the age and shows the results", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.locator('[data-slot="short-comparison-form"]');
    await form.getByLabel("Geburtsdatum").fill("14.13.1991");
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    await expect(page.getByRole("alert")).toHaveText("Ungültiger Monat");
    await page.goto("/");
    await form.getByLabel("Geburtsdatum").fill("01.01.1950");
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    await expect(
      page.getByRole("heading", { name: "Hinweis zur Privaten Krankenversicherung" }),
    ).toBeVisible();
    await page.goto("/");
    await form.getByLabel("Geburtsdatum").fill("14.03.1991");
    await form.getByLabel("Berufsstatus").selectOption("self-employed");
    await form.getByRole("button", { name: "Tarife berechnen" }).click();
    await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/);
    const id = new URL(page.url()).searchParams.get("c");
    const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
    expect(stored.input).toMatchObject({ birthDate: "1991-03-14", jobStatus: "self-employed" });
    const top = await topPicks(page);
    await expect(
      page.getByRole("heading", { name: `Weitere ${stored.count - top} passende Tarife` }),
    ).toBeVisible();
  });
});

test.describe("results screen", () => {
  test("each filter narrows the list, on the server and instantly in the browser", async ({ page }) => {
    test.slow(); // four filters, each checked after a reload
    const { id, count } = await createComparison(page, { deductible: "600€" });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    expect(await resultCount(page)).toBe(count);
    const filters: Array<[string, string, string]> = [
      ["Paket", "premium", "paket"],
      ["Zahnersatz", "85plus", "zahn"],
      ["Krankenhaus", "1bett", "stationaer"],
    ];
    for (const [label, value, param] of filters) {
      await page.getByLabel(label, { exact: true }).selectOption(value);
      await expect(page).toHaveURL(new RegExp(`${param}=${value}`));
      await expect.poll(() => resultCount(page), { message: `${label}=${value}` }).toBeLessThan(count);
      const narrowed = await resultCount(page);
      // The same URL rendered by the server shows the same count.
      await page.reload();
      await hydrated(page);
      expect(await resultCount(page)).toBe(narrowed);
      // The filter bar's reset link (an empty result offers a second one).
      await page.getByRole("link", { name: "Filter zurücksetzen" }).first().click();
      await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife\\?c=${id}$`));
      await expect.poll(() => resultCount(page)).toBe(count);
    }
    // The deductible filter picks among each tariff's real steps: a 600 € choice shows the 600 €
    // step; 'bis 500 €' shows the same tariffs at their 300 € or 0 € step.
    const topDeductibles = () =>
      page.getByTestId("top-offer").evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
    expect(
      (await topDeductibles()).some((text) => text.includes("Selbstbeteiligung: 600\u00a0€ pro Jahr")),
    ).toBe(true);
    await page.getByLabel("Selbstbeteiligung", { exact: true }).selectOption("500");
    await expect(page).toHaveURL(/sb=500/);
    await expect
      .poll(async () =>
        (await topDeductibles()).some((text) => text.includes("Selbstbeteiligung: 600\u00a0€")),
      )
      .toBe(false);
    expect(await resultCount(page)).toBe(count);
    await page.reload();
    await hydrated(page);
    expect(
      (await topDeductibles()).every((text) =>
        /Selbstbeteiligung: (0\u00a0€|300\u00a0?€) pro Jahr/.test(text),
      ),
    ).toBe(true);
  });

  test("the insurer filter narrows the list to the chosen insurers", async ({ page }) => {
    const { id, count } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    await page.locator("summary", { hasText: /^Versicherer$/ }).click();
    await expect(page.getByRole("checkbox", { name: /^Debeka \(\d+\)$/ })).toBeVisible();
    await page.getByRole("checkbox", { name: /^Debeka \(\d+\)$/ }).click();
    await expect(page.getByRole("checkbox", { name: /^Debeka \(\d+\)$/ })).toBeChecked();
    await page.getByRole("checkbox", { name: /^Allianz \(\d+\)$/ }).click();
    await expect(page.getByRole("checkbox", { name: /^Allianz \(\d+\)$/ })).toBeChecked();
    await expect(page).toHaveURL(/versicherer=Debeka&versicherer=Allianz/);
    await expect.poll(() => resultCount(page)).toBeLessThan(count);
    const ids = await page
      .locator("[data-testid=top-offer], [data-testid=compact-offer]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-offer-id")));
    expect(ids.length).toBeGreaterThan(0);
    for (const offerId of ids) expect(offerId).toMatch(/^(debeka|allianz)-/);
  });

  test("pages through the further list with real counts, and a reload keeps it", async ({ page }) => {
    const { id, count } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    const more = count - (await topPicks(page));
    await expect(page.getByTestId("compact-offer")).toHaveCount(10);
    await page.getByRole("link", { name: `Weitere ${more - 10} Tarife anzeigen` }).click();
    await expect(page.getByTestId("compact-offer")).toHaveCount(20);
    await expect(page.getByRole("link", { name: `Weitere ${more - 20} Tarife anzeigen` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("compact-offer")).toHaveCount(20);
  });

  test("shows a tariff's full benefits grouped, with points and grading texts", async ({ page }) => {
    const { id, offers } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    // The first highlighted offer of the results' order (price-performance), not the stored order.
    const firstCard = page.getByTestId("top-offer").first();
    const firstId = await firstCard.getAttribute("data-offer-id");
    const first = offers.find((offer) => offer.id === firstId)!;
    await firstCard.getByRole("link", { name: /^Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife/tarif/${first.id}\\?c=${id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first.provider} – ${first.name}`);
    for (const group of [
      "Ambulante Leistungen",
      "Stationäre Leistungen",
      "Zahnleistungen",
      "Pflegeleistungen",
      "Sonstige Leistungen",
    ]) {
      const section = page.locator(`section[data-group="${group}"]`);
      await expect(section.getByRole("heading", { name: group })).toBeVisible();
      await expect(section.locator("[data-color]")).toHaveText(
        /Punkte · (Sehr gut|Gut|Befriedigend|Ausreichend|Mangelhaft)$/,
      );
    }
  });

  test("compares up to three tariffs side by side at their own URL", async ({ page }) => {
    const { id, offers } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    const firstId = await page.getByTestId("top-offer").first().getAttribute("data-offer-id");
    const firstProvider = offers.find((offer) => offer.id === firstId)!.provider;
    const boxes = page.getByRole("checkbox", { name: / vergleichen$/ });
    for (let index = 0; index < 3; index += 1) await boxes.nth(index).check();
    await expect(boxes.nth(3)).toBeDisabled();
    await page.getByRole("link", { name: "Tarife vergleichen" }).click();
    await expect(page).toHaveURL(/\/ihre-pkv-tarife\/vergleich\?c=.+&t=.+&t=.+&t=.+/);
    await page.reload();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    await expect(table.getByRole("columnheader").nth(1)).toContainText(firstProvider);
    await expect(table.getByRole("rowheader", { name: "Monatsbeitrag" })).toBeVisible();
  });

  test("a contact request lands in the database with the consent texts", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { id } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    await expect(page.getByTestId("broker-status")).toContainText("Auswahl des Marktes");
    await page.getByRole("button", { name: "Lassen Sie sich anrufen" }).click();
    const dialog = page.getByRole("dialog", { name: "Lassen Sie sich anrufen" });
    await expect(dialog.getByTestId("dialog-broker-status")).toContainText("Versicherungsmakler");
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog.getByText("Bitte geben Sie Ihren Vornamen ein.")).toBeVisible();
    await expect(
      dialog.getByText("Bitte willigen Sie in die Weitergabe Ihrer Daten an den Makler ein."),
    ).toBeVisible();
    const email = `kontakt-${Date.now()}@example.de`;
    await dialog.getByLabel("Vorname", { exact: true }).fill("Erika");
    await dialog.getByLabel("Nachname", { exact: true }).fill("Mustermann");
    await dialog.getByLabel("Telefonnummer", { exact: true }).fill("+43 660 1234567");
    await dialog.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await dialog.getByLabel("Wann dürfen wir Sie anrufen?").selectOption("afternoon");
    const consents = dialog.getByRole("checkbox");
    await consents.nth(0).check();
    await consents.nth(1).check();
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(
      dialog.getByText(
        "Bitte geben Sie eine gültige deutsche Telefonnummer ein (Format: +49XXXXXXXXX oder 0XXXXXXXXX).",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog.getByText("Vielen Dank für Ihre Anfrage!")).toBeVisible();
    const leads = await (
      await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)
    ).json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      firstName: "Erika",
      phone: "+4915123456789",
      status: "new",
      isValidated: false,
      comparisonId: id,
      preferredTime: "afternoon",
    });
    expect(leads[0].consent.map((entry: { purpose: string }) => entry.purpose)).toEqual([
      "call",
      "broker-transfer",
    ]);
    expect(leads[0].consent[1].text).toContain("Versicherungsmakler");
    expect(errors).toEqual([]);
  });

  test("the contact form loads on first use; when its code cannot be loaded the page says so", async ({
    page,
  }) => {
    const { id } = await createComparison(page);
    const contactChunks: string[] = [];
    await page.route(/\/assets\/contact-dialog-[^/]+\.js$/, (route) => {
      contactChunks.push(route.request().url());
      return route.abort();
    });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    // Not part of the page's initial JavaScript: nothing asked for it before the buttons were reached.
    expect(contactChunks).toEqual([]);
    await page.getByRole("button", { name: "Lassen Sie sich anrufen" }).click();
    const notice = page
      .getByRole("alert")
      .filter({ hasText: "Das Kontaktformular konnte nicht geladen werden" });
    await expect(notice).toBeVisible();
    expect(contactChunks.length).toBeGreaterThan(0);
    // The results stay usable.
    await expect(page.getByRole("heading", { name: /^Weitere \d+ passende Tarife$/ })).toBeVisible();
    await notice.getByRole("button", { name: "Schließen" }).click();
    await expect(notice).toBeHidden();
  });

  test("fits a 375 px phone without horizontal scrolling", async ({ page }) => {
    test.slow(); // three pages and an axe run
    const { id } = await createComparison(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto("/comparison");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const { offers } = await (await page.request.get(`/api/comparisons/${id}`)).json();
    await page.goto(
      `/ihre-pkv-tarife/vergleich?c=${id}&t=${offers[0].id}&t=${offers[1].id}&t=${offers[2].id}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(
      results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      ),
    ).toEqual([]);
  });
});

test.describe("long form", () => {
  test("shows Beihilfe only for civil servants and resets it otherwise; a card resets the deductible", async ({
    page,
  }) => {
    await page.goto("/comparison?insuranceType=adult");
    await hydrated(page);
    const job = page.getByLabel("Berufsstand", { exact: true });
    const employer = page.getByLabel("Beihilfe: Dienstherr", { exact: true });
    const level = page.getByLabel("Beihilfe: Beihilfesatz", { exact: true });
    await expect(employer).toHaveCount(0);
    await job.selectOption("civil-servant");
    await expect(employer).toBeVisible();
    await expect(employer.locator("option")).toHaveCount(18);
    await employer.selectOption({ label: "Bayern" });
    await level.selectOption({ label: "50 % (70 % im Ruhestand)" });
    await job.selectOption("employed");
    await expect(employer).toHaveCount(0);
    await job.selectOption("civil-servant-child");
    await expect(employer).toHaveValue("NOT_IN_WISH");
    await expect(level).toHaveValue("NOT_IN_WISH");

    await expect(page.locator('[data-coverage="comfort"]')).toContainText("Empfohlen");
    const deductible = page.getByLabel("Selbstbeteiligung pro Jahr");
    await deductible.selectOption("1000€");
    await page.locator('[data-coverage="premium"]').click();
    await expect(deductible).toHaveValue("0€");
  });

  test("calculates and shows the offers under the form, with the overlay and toast", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.clock.install();
    await page.goto("/comparison");
    await hydrated(page);
    // The toast closes on a timer: the page's clock stands still until it was seen (a slow machine cannot lose it).
    await page.clock.pauseAt(Date.now() + 1_000);
    const submit = page.getByRole("button", { name: "Jetzt Tarife vergleichen" });
    await submit.click();
    await expect(page.getByText("Bitte geben Sie Ihr Geburtsdatum ein.")).toBeVisible();
    await expect(
      page.getByText("Fehlende Daten", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.clock.resume();
    await page.getByLabel("Weiblich", { exact: true }).check();
    await page.getByLabel("Geburtsdatum", { exact: true }).fill("1988-07-01");
    await submit.click();
    await expect(page).toHaveURL(/\/comparison\?c=[\w-]+/);
    const id = new URL(page.url()).searchParams.get("c");
    const { count } = await (await page.request.get(`/api/comparisons/${id}`)).json();
    await expect(page.getByRole("heading", { name: `${count} passende Tarife gefunden` })).toBeVisible();
    await topPicks(page, false);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("comparisonFormData") ?? "{}"));
    expect(stored).toMatchObject({ birthDate: "1988-07-01", gender: "female", existingInsurance: "public" });
    await page.getByRole("link", { name: `Alle ${count} Tarife ansehen` }).click();
    await expect(page).toHaveURL(new RegExp(`/ihre-pkv-tarife\\?c=${id}`));
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("validates and calculates with a plain form post", async ({ page }) => {
      await page.goto("/comparison");
      await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
      await expect(page.getByText("Bitte geben Sie Ihr Geburtsdatum ein.")).toBeVisible();
      await page.getByLabel("Geburtsdatum", { exact: true }).fill("1985-01-31");
      await page.getByLabel("Berufsstand", { exact: true }).selectOption("student");
      await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
      await expect(page).toHaveURL(/\/comparison\?c=[\w-]+#ergebnisse$/);
      const id = new URL(page.url()).searchParams.get("c");
      const stored = await (await page.request.get(`/api/comparisons/${id}`)).json();
      expect(stored.input).toMatchObject({ birthDate: "1985-01-31", jobStatus: "student" });
      await expect(
        page.getByRole("heading", { name: `${stored.count} passende Tarife gefunden` }),
      ).toBeVisible();
      await page.getByRole("link", { name: `Alle ${stored.count} Tarife ansehen` }).click();
      const top = await topPicks(page);
      await expect(
        page.getByRole("heading", { name: `Weitere ${stored.count - top} passende Tarife` }),
      ).toBeVisible();
      await page.getByLabel("Krankenhaus", { exact: true }).selectOption("1bett");
      await page.getByRole("button", { name: "Ergebnisse aktualisieren" }).click();
      await expect(page).toHaveURL(/stationaer=1bett/);
      await expect.poll(() => resultCount(page)).toBeLessThan(stored.count);
    });
  });
});

test.describe("accessibility", () => {
  const pages: Array<[string, (comparison: CreatedComparison) => string]> = [
    ["the long form with results", ({ id }) => `/comparison?c=${id}`],
    ["the results screen", ({ id }) => `/ihre-pkv-tarife?c=${id}`],
    ["the tariff details", ({ id, offers }) => `/ihre-pkv-tarife/tarif/${offers[0]!.id}?c=${id}`],
    [
      "the compare page",
      ({ id, offers }) => `/ihre-pkv-tarife/vergleich?c=${id}&t=${offers[0]!.id}&t=${offers[1]!.id}`,
    ],
  ];
  for (const [name, path] of pages) {
    test(`${name} has no serious axe violations`, async ({ page }) => {
      test.slow(); // axe opens frames and walks the whole page: slow on a busy machine
      await page.goto(path(await createComparison(page)));
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the contact dialog has no serious axe violations", async ({ page }) => {
    const { id } = await createComparison(page);
    await page.goto(`/ihre-pkv-tarife?c=${id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Beratungsgespräch vereinbaren" }).click();
    await expect(page.getByRole("dialog", { name: "Beratungsgespräch vereinbaren" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
