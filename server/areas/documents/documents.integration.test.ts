import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { formatCalendarDate } from "../../../lib/format/date-format";
import { MODEL_PRICE_NOTICE } from "../../../rating";
import { openTestDatabase } from "../../../tests/setup/database";
import { pdfStructure } from "../../../tests/setup/pdf-structure";
import { pdfText } from "../../../tests/setup/pdf-text";
import type { DatabaseHandle } from "../../adapters/db/client";
import { parseEnv } from "../../composition/env";
import {
  type Comparisons,
  createComparisons,
  defaultResultsView,
  type StoredComparison,
} from "../comparisons";
import { createTariffEngine } from "../comparisons/compare-tariffs";
import { comparisonPdf } from "./comparison-pdf";
import { TARIFF_DESCRIPTION_NOTICE, tariffDescriptionPdf } from "./tariff-description-pdf";

const NOW = new Date("2026-11-22T10:00:00Z");
const operator = defaultSiteSettings.operator;

describe("PDF documents (docs/product/documents.md)", () => {
  let database: DatabaseHandle;
  let comparisons: Comparisons;
  let comparison: StoredComparison;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const { calculator } = createTariffEngine(parseEnv({ NODE_ENV: "test" }), { now: () => NOW });
    comparisons = createComparisons({ database, calculator, engine: "embedded", now: () => NOW });
    const created = await comparisons.create({
      birthDate: "1988-05-01",
      gender: "female",
      jobStatus: "self-employed",
      coverageType: "basic",
    });
    comparison = created.comparison;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("writes the comparison with inputs, every tariff, the sort rule, figures, model notice, § 34d and date", async () => {
    expect(comparison.offers.length).toBeGreaterThan(50);
    const bytes = await comparisonPdf(comparison, { operator, now: NOW });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { text, pages, title } = await pdfText(bytes);
    expect(title).toBe("Ihr PKV-Vergleich");
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Ihr PKV-Vergleich");
    expect(text).toContain("Stand: 22.11.2026 11:00");
    expect(text).toContain("Geburtsdatum: 01.05.1988");
    expect(text).toContain("Berufsstatus: Selbstständig");
    // What was priced, in the wording of every surface (docs/product/comparison.md#assumptions): the one default
    // deductible, no sick pay for the self-employed unless chosen, and the start; per top pick at its own step.
    expect(text).toContain(
      `Berechnet mit Selbstbeteiligung 0 € im Jahr, ohne Krankentagegeld, Versicherungsbeginn ${formatCalendarDate(comparison.insuranceStart)}.`,
    );
    expect(text).not.toContain("Arbeitgeberanteil");
    expect(text).toContain("Berechnet mit den Rechengrößen 2026");
    expect(text).toContain(MODEL_PRICE_NOTICE);
    // The market basis inline, counted from the engine's answer for this person (docs/product/broker-duties.md#market-basis).
    const tariffs = new Set(comparison.variants.map((variant) => variant.tariffKey)).size;
    expect(tariffs).toBe(comparison.offers.length);
    expect(text).toContain(`Marktgrundlage Wir vergleichen ${tariffs} Tarife von 24 Versicherern.`);
    expect(text).toContain("Versicherer im Vergleich: Allianz (");
    expect(text).toMatch(
      /Nicht enthalten: Versicherer, die in diesem Vergleich keinen Tarif haben, darunter Alte Oldenburger, AXA, /,
    );
    expect(text).toContain("Unsere Top-Empfehlungen");
    expect(text).toContain("So sortieren wir");
    expect(text).toContain("Leistungspunkte je Euro Monatsbeitrag");
    expect(text).toContain("Kriterien und Gewichtung der Sortierung „Preis-Leistung“");
    expect(text).toContain("Ambulante Leistungen 30 %, Stationäre Leistungen 25 %");
    expect(text).toContain("Versicherungsmakler nach § 34d Abs. 1 GewO");
    // Every tariff of the list, by name, with its price in German form.
    for (const offer of comparison.offers) expect(text).toContain(offer.name);
    // the results page's top picks (domain/ranking/top-picks.ts), each with its place
    const view = defaultResultsView(comparison);
    view.top.forEach((offer, index) => {
      expect(text).toContain(`${index + 1}. ${offer.provider} – ${offer.name}`);
    });
    if (view.top.length < 3) expect(text).toContain("deshalb hier weniger als drei");
  });

  it("counts the market of the person's group, not a constant: a civil servant compares Beihilfe tariffs", async () => {
    const civil = (
      await comparisons.create({
        birthDate: "1988-05-01",
        gender: "female",
        jobStatus: "civil-servant",
        coverageType: "basic",
        beihilfeDienstherr: "TYPE_Q_Bund",
        beihilfeStufe: "TYPE_A_50_70R",
      })
    ).comparison;
    const { text } = await pdfText(await comparisonPdf(civil, { operator, now: NOW }));
    const tariffs = new Set(civil.variants.map((variant) => variant.tariffKey)).size;
    const insurers = new Set(civil.variants.map((variant) => variant.provider)).size;
    expect(tariffs).not.toBe(new Set(comparison.variants.map((variant) => variant.tariffKey)).size);
    expect(text).toContain(`Wir vergleichen ${tariffs} Tarife von ${insurers} Versicherern.`);
  });

  it("writes a tariff description with its benefits by area, deductible steps, age groups and limits", async () => {
    const offer = comparison.offers[0]!;
    const steps = comparison.variants.filter((variant) => variant.tariffKey === offer.tariffKey);
    expect(steps.length).toBeGreaterThan(1);
    const bytes = await tariffDescriptionPdf(offer, steps, {
      operator,
      now: NOW,
      insuranceStart: comparison.insuranceStart,
    });
    const { text, title } = await pdfText(bytes);
    expect(title).toBe(`Tarifbeschreibung (Modell): ${offer.provider} – ${offer.name}`);
    expect(text).toContain(TARIFF_DESCRIPTION_NOTICE);
    for (const group of ["Ambulante Leistungen", "Stationäre Leistungen", "Zahnleistungen"])
      expect(text).toContain(group);
    // The offer's amount carries a no-break space before '€'; the PDF's text layer reads it as a plain space.
    for (const step of steps) expect(text).toContain(step.deductible.replace(/\u00a0/g, " "));
    expect(text).toContain("Altersgruppen");
    expect(text).toContain("Grenzen des Modells");
    expect(text).toContain("gesetzliche Zuschlag von 10 %");
  });

  it("tags both PDFs: structure tree in reading order, language, marked, title shown, no untagged text", async () => {
    const offer = comparison.offers[0]!;
    const steps = comparison.variants.filter((variant) => variant.tariffKey === offer.tariffKey);
    const documents = [
      await comparisonPdf(comparison, { operator, now: NOW }),
      await tariffDescriptionPdf(offer, steps, {
        operator,
        now: NOW,
        insuranceStart: comparison.insuranceStart,
      }),
    ];
    for (const bytes of documents) {
      const structure = await pdfStructure(bytes);
      expect(structure).toMatchObject({ marked: true, lang: "de-DE", displayDocTitle: true });
      expect(structure.pageRoles[0]!.slice(0, 3)).toEqual(["Document", "H1", "P"]);
      const roles = new Set(structure.pageRoles.flat());
      for (const role of ["H2", "P", "Table", "TR", "TH", "TD"]) expect(roles).toContain(role);
      expect(structure.untaggedText.every((text) => text === "")).toBe(true);
    }
  });
});
