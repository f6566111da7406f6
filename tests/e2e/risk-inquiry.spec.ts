import { CONTACT_MESSAGES, HEALTH_DATA_CONSENT } from "../../domain/leads/contact-request";
import { consentBoxes, stateNeeds } from "./fixtures/advice";
import { expect, grantAccess, test } from "./fixtures/gate";
import { fillPartnerWithHealth, hydrated, openLongFormAsEmployee } from "./fixtures/household-form";

/**
 * 'Anonyme Risikovoranfrage beauftragen' (docs/product/leads.md#risk-pre-check-request): a household whose partner
 * answered the anonymous health questions gets the offer on its results; the request needs the separate, explicit
 * consent of Art. 9 DSGVO, and only with it the answers become part of the lead.
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("a household with health answers asks for an anonymous risk pre-check, only with the Art. 9 consent", async ({
  page,
}) => {
  test.slow();
  await openLongFormAsEmployee(page);
  const health = await fillPartnerWithHealth(page);
  await health.getByLabel("Asthma (Partner/in)", { exact: true }).check();
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 60_000 });
  await hydrated(page);
  const comparisonId = new URL(page.url()).searchParams.get("c");

  // The applicant's own page: the partner's answers make the household's offer.
  const offer = page.getByTestId("risk-pre-check");
  await expect(offer).toContainText("anonym bei Versicherern");
  await offer.getByRole("button", { name: "Anonyme Risikovoranfrage beauftragen" }).click();
  const dialog = page.getByRole("dialog", { name: "Anonyme Risikovoranfrage beauftragen" });
  await expect(dialog).toBeVisible();
  const email = `risiko-${Date.now()}@example.de`;
  await dialog.getByLabel("Vorname", { exact: true }).fill("Erika");
  await dialog.getByLabel("Nachname", { exact: true }).fill("Mustermann");
  await dialog.getByLabel("Telefonnummer", { exact: true }).fill("0151 234 56789");
  await dialog.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await dialog.getByLabel("Wann dürfen wir Sie anrufen?", { exact: true }).selectOption("evening");
  await stateNeeds(dialog);
  const consents = consentBoxes(dialog);
  await expect(consents).toHaveCount(3);
  await consents.nth(0).check();
  await consents.nth(1).check();
  const healthConsent = dialog.getByRole("checkbox", { name: HEALTH_DATA_CONSENT.text, exact: true });
  await expect(healthConsent).not.toBeChecked();

  // Without the explicit consent: the field's message, and nothing is sent.
  await dialog.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(dialog.getByText(CONTACT_MESSAGES.consentHealthData)).toBeVisible();
  const none = await (await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)).json();
  expect(none).toEqual([]);

  await healthConsent.check();
  await dialog.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(dialog.getByText("Vielen Dank für Ihre Anfrage!")).toBeVisible();
  await expect(dialog.getByText(CONTACT_MESSAGES.riskPreCheckConfirmation)).toBeVisible();

  const leads = await (await page.request.get(`/api/leads/__test?email=${encodeURIComponent(email)}`)).json();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind: "risk-pre-check",
    comparisonId,
    preferredTime: "evening",
    healthAnswers: [
      { role: "partner", answers: { heightCm: 165, weightKg: 100, chronicConditions: ["ASTHMA"] } },
    ],
  });
  const consent = leads[0].consent as Array<{ purpose: string; text: string; channel: string }>;
  expect(consent.map((record) => record.purpose)).toEqual(["call", "broker-transfer", "health-data"]);
  expect(consent[2]).toMatchObject({ text: HEALTH_DATA_CONSENT.text, channel: "web" });
});
