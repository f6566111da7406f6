import { DEMO_ENGINE_CREDENTIALS } from "../../kvr-simulator";
import { buildFamilyCalculateRequest, familyCalculateEnvelope } from "../../rating";
import { authenticateEnvelope } from "../../rating/soap/calc-input";
import { expect, grantAccess, test } from "./fixtures/gate";
import {
  fillPartnerWithHealth,
  fillPerson,
  hydrated,
  openDisclosure,
  openLongFormAsEmployee,
} from "./fixtures/household-form";

/**
 * A family with an anonymous health pre-check (docs/product/comparison.md#family-and-health): the long form asks
 * for the partner and the children and the partner's health answers; the results show every person's list, the
 * family's totals per insurer, the expected surcharge on the partner's offers and the likely refusals at the end.
 * The same household through the API and through the engine's SOAP interface.
 */

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("a family of four with the partner's health answers: per-person lists, family totals, surcharges and refusals", async ({
  page,
}) => {
  test.slow();
  await openLongFormAsEmployee(page);
  const health = await fillPartnerWithHealth(page);
  await health
    .getByLabel("Ambulante Behandlungen in den letzten 3 Jahren (Partner/in)", { exact: true })
    .fill("6");
  await health.getByLabel("Asthma (Partner/in)", { exact: true }).check();
  await health
    .getByRole("group", { name: "Psychotherapie in den letzten 10 Jahren" })
    .getByLabel("Ja")
    .check();

  for (const [number, birthDate, gender] of [
    [1, "2018-02-02", "Weiblich"],
    [2, "2021-09-09", "Männlich"],
  ] as const) {
    const child = await openDisclosure(page, new RegExp(`^Kind ${number}$`));
    await fillPerson(child, `Kind ${number}`, birthDate, gender);
  }
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 60_000 });
  await hydrated(page);

  // Every person has a tab; the applicant's list is shown first.
  const tabs = page.getByTestId("household-tabs").getByRole("link");
  await expect(tabs).toHaveCount(4);
  await expect(tabs.nth(0)).toHaveAttribute("aria-current", "page");
  await expect(tabs.nth(1)).toContainText("Partner/in");
  await expect(tabs.nth(2)).toContainText("Kind 1");

  // The family: per insurer each person's tariff and the total per month (German currency format).
  const family = page.getByTestId("family-overview");
  await expect(family.getByRole("heading", { name: "Ihre Familie im Vergleich" })).toBeVisible();
  const firstRow = family.getByTestId("family-row").first();
  await expect(firstRow.getByTestId("family-total")).toHaveText(/\d{1,3}(\.\d{3})*,\d{2} €$/);

  // The partner's list: an expected surcharge on offers, the price without it, likely refusals at the end.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
  await hydrated(page);
  const badges = page.getByTestId("risk-badge");
  await expect(badges.first()).toBeVisible();
  await expect(page.getByText(/Zuschlag erwartet \(ca\. \d+ %\)/).first()).toBeVisible();
  await expect(page.getByTestId("price-without-surcharge").first()).toContainText("ohne Risikozuschlag");
  // The list shows its first tariffs: estimates, but no likely refusal among them (they end the list).
  const risks = await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-risk")));
  expect(risks.length).toBeGreaterThan(3);
  expect(risks).not.toContain("decline");
  const partnerId = new URL(page.url()).searchParams.get("c") ?? "";
  // The whole list (a household's answer holds one page of it by default: docs/product/comparison.md#offer-pages).
  const stored = (await (await page.request.get(`/api/comparisons/${partnerId}?limit=100`)).json()) as {
    offers: Array<{ id: string; riskAssessment?: { status: string } }>;
  };
  const statuses = stored.offers.map((offer) => offer.riskAssessment?.status);
  const firstRefusal = statuses.indexOf("decline");
  expect(firstRefusal).toBeGreaterThan(0);
  expect(statuses.slice(firstRefusal).every((status) => status === "decline")).toBe(true);
  // A refused tariff's details name the estimate and its reasons.
  await page.goto(`/ihre-pkv-tarife/tarif/${stored.offers.at(-1)!.id}?c=${partnerId}`);
  await expect(page.getByText("Ablehnung wahrscheinlich").first()).toBeVisible();
  await expect(page.getByText("Psychotherapie in den letzten 10 Jahren").first()).toBeVisible();
});

test("the form keeps the household: 'Angaben ändern' and a new visit show the partner, the child and the health answers", async ({
  page,
}) => {
  test.slow();
  await page.goto("/comparison?insuranceType=adult");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Wer soll außerdem versichert werden?" })).toBeVisible();
  await page.getByLabel("Geburtsdatum", { exact: true }).fill("1988-03-14");
  await page.getByLabel("Männlich", { exact: true }).check();
  const partner = await openDisclosure(page, /^Partner\/in mitversichern$/);
  await fillPerson(partner, "Partner/in", "1990-07-01", "Weiblich");
  await partner.getByLabel("Berufsstand (Partner/in)", { exact: true }).selectOption("self-employed");
  const child = await openDisclosure(page, /^Kind 1$/);
  await fillPerson(child, "Kind 1", "2018-02-02", "Weiblich");
  await child.locator("details summary", { hasText: "Gesundheitsfragen, anonym" }).click();
  await child.getByLabel("Größe (cm) (Kind 1)", { exact: true }).fill("120");
  await child.getByLabel("Gewicht (kg) (Kind 1)", { exact: true }).fill("22,5");
  await child.getByLabel("Asthma (Kind 1)", { exact: true }).check();
  await page.getByRole("button", { name: "Jetzt Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/\/ihre-pkv-tarife\?c=[\w-]+$/, { timeout: 60_000 });
  const id = new URL(page.url()).searchParams.get("c");

  /** The form shows what was sent: the applicant, the partner, the child and the child's health answers. */
  const expectHousehold = async () => {
    await expect(page.getByLabel("Geburtsdatum", { exact: true })).toHaveValue("1988-03-14");
    await expect(partner.getByLabel("Geburtsdatum (Partner/in)", { exact: true })).toBeVisible();
    await expect(partner.getByLabel("Geburtsdatum (Partner/in)", { exact: true })).toHaveValue("1990-07-01");
    await expect(partner.getByLabel("Weiblich (Partner/in)", { exact: true })).toBeChecked();
    await expect(partner.getByLabel("Berufsstand (Partner/in)", { exact: true })).toHaveValue(
      "self-employed",
    );
    await expect(child.getByLabel("Geburtsdatum (Kind 1)", { exact: true })).toHaveValue("2018-02-02");
    await expect(child.getByLabel("Weiblich (Kind 1)", { exact: true })).toBeChecked();
    await expect(child.getByLabel("Größe (cm) (Kind 1)", { exact: true })).toBeVisible();
    await expect(child.getByLabel("Größe (cm) (Kind 1)", { exact: true })).toHaveValue("120");
    await expect(child.getByLabel("Gewicht (kg) (Kind 1)", { exact: true })).toHaveValue("22,5");
    await expect(child.getByLabel("Asthma (Kind 1)", { exact: true })).toBeChecked();
    const secondChild = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: /^Kind 2$/ }) });
    await expect(secondChild.getByLabel("Geburtsdatum (Kind 2)", { exact: true })).toHaveValue("");
  };

  // 'Angaben ändern' on the results page: the stored household, the health answers from this device.
  await page.getByRole("link", { name: "Angaben ändern" }).click();
  await expect(page).toHaveURL(new RegExp(`/comparison\\?c=${id}$`));
  await hydrated(page);
  await expectHousehold();

  // A new visit of the form: everything from this device.
  await page.goto("/comparison");
  await hydrated(page);
  await expectHousehold();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("comparisonFormData") ?? "{}"));
  expect(stored.household).toMatchObject({
    "persons.1.birthDate": ["1990-07-01"],
    "persons.2.health.chronicConditions": ["ASTHMA"],
  });
});

test("the same household through the API and two persons through SOAP", async ({ page }) => {
  const created = await page.request.post("/api/comparisons", {
    data: {
      coverageType: "comfort",
      persons: [
        { role: "self", birthDate: "1988-03-14", gender: "male", jobStatus: "employed" },
        {
          role: "partner",
          birthDate: "1990-07-01",
          gender: "female",
          jobStatus: "self-employed",
          health: { heightCm: 165, weightKg: 100, chronicConditions: ["ASTHMA"] },
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const answer = (await created.json()) as {
    persons: Array<{
      role: string;
      offers: Array<{ monthlyPrice: number; riskAssessment?: { status: string } }>;
    }>;
    family: { combinations: Array<{ totalMonthly: number; members: Array<{ monthlyPrice: number }> }> };
  };
  expect(answer.persons.map((person) => person.role)).toEqual(["self", "partner"]);
  expect(answer.persons[1]!.offers.every((offer) => offer.riskAssessment !== undefined)).toBe(true);
  const [best] = answer.family.combinations;
  expect(best!.totalMonthly).toBeCloseTo(best!.members[0]!.monthlyPrice + best!.members[1]!.monthlyPrice, 2);

  // The engine's SOAP interface: one Calculate with two CalcInput, each tariff marked with its person.
  const soap = (action: string, body: string) =>
    page.request.post("/soap/kvr", {
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"http://tempuri.org/${action}"` },
      data: body,
    });
  expect((await soap("Authenticate", authenticateEnvelope(DEMO_ENGINE_CREDENTIALS))).status()).toBe(200);
  const envelope = familyCalculateEnvelope(
    buildFamilyCalculateRequest(
      [
        {
          birthDate: "1988-03-14",
          gender: "male",
          jobStatus: "employed",
          insuredPerson: "self",
          coverageType: "comfort",
          beihilfeDienstherr: "NOT_IN_WISH",
          beihilfeStufe: "NOT_IN_WISH",
          insuranceStart: undefined,
        },
        {
          role: "partner",
          birthDate: "1990-07-01",
          gender: "female",
          jobStatus: "self-employed",
          insuredPerson: "self",
          coverageType: "comfort",
          beihilfeDienstherr: "NOT_IN_WISH",
          beihilfeStufe: "NOT_IN_WISH",
          insuranceStart: undefined,
          health: {
            heightCm: 165,
            weightKg: 100,
            outpatientTreatments3y: 0,
            hospitalStays5y: 0,
            psychotherapy10y: false,
            chronicConditions: ["ASTHMA"],
            regularMedication: false,
            missingTeeth: 0,
            plannedDentalTreatment: false,
            glassesDiopters: 0,
          },
        },
      ],
      new Date(),
    ),
  );
  const calculated = await soap("Calculate", envelope);
  expect(calculated.status()).toBe(200);
  const xml = await calculated.text();
  expect(xml).toContain("<PersonIndex>0</PersonIndex>");
  expect(xml).toContain("<PersonIndex>1</PersonIndex>");
  expect(xml).toMatch(/<Risikoeinstufung>(surcharge|exclusion|decline)<\/Risikoeinstufung>/);
});
