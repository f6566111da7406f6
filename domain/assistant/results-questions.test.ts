import { describe, expect, it } from "vitest";
import {
  answerResultsQuestion,
  type ContextOffer,
  findOffer,
  type NumberFormatter,
  type ResultsContext,
  readResultsQuestion,
} from "./results-questions";

const format: NumberFormatter = {
  euro: (value) => `${value.toFixed(2).replace(".", ",")} €`,
  euroWhole: (value) => `${Math.round(value)} €`,
  points: (value) => value.toFixed(1).replace(".", ","),
};

const offer = (
  provider: string,
  name: string,
  monthlyPrice: number,
  points: number,
  deductibleAmount = 600,
): ContextOffer => ({
  id: `${provider}-${name}-${deductibleAmount}`,
  tariffKey: `${provider}|${name}`,
  provider,
  name,
  monthlyPrice,
  employeeContribution: monthlyPrice / 2,
  totalLeistungPoints: points,
  benefitGroupPoints: { "Ambulante Leistungen": points, Zahnleistungen: points - 10 },
  grade: { value: 1.5, label: "sehr gut", rank: 1, of: 3 },
  deductibleAmount,
  hospitalRoom: "Zweibettzimmer",
  chiefPhysician: true,
  dentistCoverage: 80,
});

const first = offer("DKV", "Medi Komfort", 500, 80);
const second = offer("Allianz", "Vital Komfort", 520, 78);
const third = offer("HUK-COBURG", "Komfort", 450, 60);
const context: ResultsContext = {
  ordered: [first, second, third],
  topIds: [first.id, second.id, third.id],
  topNotes: {},
  variants: [
    first,
    second,
    third,
    offer("DKV", "Medi Komfort", 540, 80, 0),
    offer("DKV", "Medi Komfort", 520, 80, 300),
  ],
  coverageType: "comfort",
  jobStatus: "employed",
};

describe("reading the question", () => {
  it.each([
    ["Warum steht DKV Medi Komfort oben?", "why-top"],
    ["Wieso ist der Tarif auf Platz 1?", "why-top"],
    ["Was ist der Unterschied zwischen DKV Medi Komfort und Allianz Vital Komfort?", "difference"],
    ["Lohnt sich eine höhere Selbstbeteiligung für mich?", "deductible"],
  ])("'%s' → %s", (question, kind) => {
    expect(readResultsQuestion(question)?.kind).toBe(kind);
  });
  it("leaves other questions alone", () => {
    expect(readResultsQuestion("Was ist der Basistarif?")).toBeUndefined();
    expect(readResultsQuestion("Was kostet mich die PKV?")).toBeUndefined();
  });
});

describe("finding a tariff", () => {
  it("matches insurer and tariff name, and places", () => {
    expect(findOffer("allianz vital komfort", context.ordered)).toBe(second);
    expect(findOffer("der HUK", context.ordered)).toBe(third);
    expect(findOffer("Platz 2", context.ordered)).toBe(second);
    expect(findOffer("Platz 1", context.ordered, first)).toBeUndefined();
    expect(findOffer("Gothaer", context.ordered)).toBeUndefined();
  });
});

describe("answers", () => {
  it("names the sort rule and the tariff's figures", () => {
    const text = answerResultsQuestion(
      readResultsQuestion("Warum steht Allianz Vital Komfort oben?")!,
      context,
      format,
    );
    expect(text).toContain("„Preis-Leistung“");
    expect(text).toContain("Leistungspunkte je Euro Monatsbeitrag");
    expect(text).toContain(
      "Allianz Vital Komfort steht auf Platz 2: 520,00 € im Monat, 78,0 von 100 Leistungspunkten",
    );
    expect(text).toContain("Zum Vergleich Platz 1, DKV Medi Komfort");
  });
  it("compares two tariffs by price, points and benefit groups", () => {
    const text = answerResultsQuestion(
      readResultsQuestion("Was ist der Unterschied zwischen DKV Medi Komfort und HUK-COBURG Komfort?")!,
      context,
      format,
    );
    expect(text).toContain("DKV Medi Komfort und HUK-COBURG Komfort im Vergleich");
    expect(text).toContain("HUK-COBURG Komfort ist 50,00 € im Monat günstiger");
    expect(text).toContain("ambulant 80,0 zu 60,0");
  });
  it("computes the yearly saving and break-even of higher deductibles", () => {
    const text = answerResultsQuestion(
      readResultsQuestion("Lohnt sich eine höhere Selbstbeteiligung?")!,
      context,
      format,
    );
    // Employee share: (540 − 520) / 2 × 12 = 120 € a year for 300 € more deductible.
    expect(text).toContain("Mit 300 € statt 0 € sparen Sie 120 € Beitrag im Jahr");
    expect(text).toContain("unter 120 € bleiben");
    expect(text).toContain("Arbeitnehmeranteil");
  });
});

describe("coverage words", () => {
  it("does not take 'Basis und Komfort' for tariffs", () => {
    const question = readResultsQuestion("Was ist der Unterschied zwischen Basis und Komfort?")!;
    expect(answerResultsQuestion(question, context, format)).toBeUndefined();
  });
});
