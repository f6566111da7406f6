import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparisonRequestOf } from "../../../domain/assistant/price-dialogue-request";
import { browserFormBody } from "../../../tests/setup/form-body";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { pdfText } from "../../../tests/setup/pdf-text";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { priceAnswer } from "../../areas/assistant/lucy/price-answer";

/** Spaces of any kind (the no-break space before '€' included) as one plain space. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The same employee (35 on the start, Komfort, no deductible chosen beyond the forms' preselection). */
const PERSON = { birthDate: "1991-06-01", gender: "male", jobStatus: "employed", coverageType: "comfort" };
const STATEMENT =
  "Berechnet mit Selbstbeteiligung 0 € im Jahr, Krankentagegeld 100 € pro Tag ab dem 43. Tag, Versicherungsbeginn 01.12.2026.";

/**
 * Every surface states the same assumptions for the same input (docs/product/comparison.md#assumptions): the long
 * form's and the short form's cards, the API's `assumptions.text`, the chat's answer and the comparison PDF.
 */
describe("one statement of what was priced, on every surface", () => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind: "pglite",
      now: Date.parse("2026-11-23T10:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  /** The first top card's assumption line of the page a form post leads to. */
  const cardAfterPost = async (path: string, fields: Record<string, unknown>) => {
    const posted = await t.call(path, { body: browserFormBody(fields), headers: FORM });
    expect(posted.status, path).toBe(302);
    const page = await t.call(posted.headers.get("location") ?? "");
    const html = await page.text();
    const [card] = elementsByTestId(html, "top-offer");
    expect(card, path).toBeDefined();
    const [line] = elementsByTestId(card!.html, "offer-assumptions");
    return { line: plain(line?.text ?? ""), card: plain(card!.text) };
  };

  it("states the same deductible, sick pay and start on the form, the API, the chat and the PDF", async () => {
    const longForm = await cardAfterPost("/comparison", {
      ...PERSON,
      insuranceType: "adult",
      insuredPerson: "self",
      existingInsurance: "public",
      deductible: "0€",
    });
    const shortForm = await cardAfterPost("/ihre-pkv-tarife", {
      birthDate: "01.06.1991",
      jobStatus: "employed",
    });

    const api = await t.call("/api/comparisons", { body: PERSON, origin: null, ip: "203.0.113.40" });
    expect(api.status).toBe(201);
    const answer = (await api.json()) as { id: string; assumptions: { deductible: number; text: string } };

    const chat = priceAnswer(
      await t.comparisons.create(
        comparisonRequestOf(
          {
            kind: "price",
            self: { birthDate: PERSON.birthDate, gender: "male", jobStatus: "employed" },
            coverage: "comfort",
          },
          "2026-11-23",
        ),
      ),
    );

    const pdf = await t.call(`/ihre-pkv-tarife/pdf?c=${answer.id}`);
    expect(pdf.status).toBe(200);
    const { text: pdfContent } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));

    expect(answer.assumptions.deductible).toBe(0);
    for (const [surface, text] of [
      ["long form", longForm.line],
      ["short form", shortForm.line],
      ["API", plain(answer.assumptions.text)],
      ["chat", plain(chat.text)],
      ["PDF", plain(pdfContent)],
    ] as const) {
      expect(text, surface).toContain(STATEMENT);
    }
    // Employees also read their own share after the employer's, capped at the start year's maximum.
    expect(longForm.line).toMatch(
      /Ihr Anteil nach Arbeitgeberanteil: [\d.,]+ € im Monat \(Arbeitgeber [\d.,]+ €;/,
    );
    expect(plain(chat.text)).toContain("Platz 1 – Ihr Anteil nach Arbeitgeberanteil:");
  }, 120_000);

  it("keeps a 0 € deductible once health answers and a co-insured partner are filled in", async () => {
    for (const household of [
      { "persons.0.health.heightCm": "180", "persons.0.health.weightKg": "80" },
      {
        "persons.1.birthDate": "1990-07-01",
        "persons.1.gender": "female",
        "persons.1.jobStatus": "employed",
      },
      {
        "persons.0.health.heightCm": "180",
        "persons.0.health.weightKg": "80",
        "persons.1.birthDate": "1990-07-01",
        "persons.1.gender": "female",
        "persons.1.jobStatus": "self-employed",
      },
    ]) {
      const { card, line } = await cardAfterPost("/comparison", {
        ...PERSON,
        insuranceType: "adult",
        insuredPerson: "self",
        existingInsurance: "public",
        deductible: "0€",
        ...household,
      });
      expect(card, JSON.stringify(household)).toContain("Selbstbeteiligung: 0 € pro Jahr");
      expect(line).toContain("Berechnet mit Selbstbeteiligung 0 € im Jahr");
    }
  }, 120_000);
});
