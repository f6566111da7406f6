import { CONTACT_MESSAGES } from "../../domain/leads/contact-request";
import { consentBoxes, stateNeeds } from "./fixtures/advice";
import { seriousViolations } from "./fixtures/axe";
import { expect, grantAccess, test } from "./fixtures/gate";

// 'Antrag anfragen' (docs/product/leads.md#application-request): from a tariff's details to a lead of the kind
// 'application' with the tariff as offered — on a 375 px phone, and without JavaScript.

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

for (const javaScriptEnabled of [true, false]) {
  test(`asks for an application of the chosen tariff (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    await grantAccess(context);
    const page = await context.newPage();
    const response = await page.request.post("/api/comparisons", {
      data: {
        birthDate: "1989-06-01",
        gender: "female",
        jobStatus: "self-employed",
        coverageType: "premium",
      },
    });
    expect(response.status()).toBe(201);
    const { id, offers } = (await response.json()) as {
      id: string;
      offers: Array<{ id: string; provider: string; name: string }>;
    };
    const offer = offers[1]!;
    await page.goto(`/ihre-pkv-tarife/tarif/${encodeURIComponent(offer.id)}?c=${id}`);
    await expect(page.locator('a[href*="antrag.example"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Antrag anfragen" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Antrag anfragen" })).toBeVisible();
    await expect(page.getByTestId("application-tariff")).toContainText(`${offer.provider} – ${offer.name}`);
    // Nobody answered health questions: no Art. 9 consent is asked.
    await expect(consentBoxes(page)).toHaveCount(2);
    // axe runs as a script in the page: checked where the page runs scripts.
    if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

    const email = `antrag-${javaScriptEnabled ? "js" : "html"}-${Date.now()}@example.de`;
    await page.getByLabel("Vorname", { exact: true }).fill("Erika");
    await page.getByLabel("Nachname", { exact: true }).fill("Mustermann");
    await page.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await page.getByLabel("Wann dürfen wir Sie anrufen?", { exact: true }).selectOption("afternoon");
    await stateNeeds(page);
    await consentBoxes(page).nth(0).check();
    await consentBoxes(page).nth(1).check();
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByText(CONTACT_MESSAGES.applicationConfirmation)).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zum Tarif" })).toBeVisible();

    const leads = await (
      await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)
    ).json();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      kind: "application",
      comparisonId: id,
      healthAnswers: null,
      application: { offerId: offer.id, insurer: offer.provider, tariffName: offer.name },
    });
    await context.close();
  });
}
