import { describe, expect, it } from "vitest";
import { answerPageQuestion, readPageQuestion } from "./results-page-questions";
import type { ContextOffer, NumberFormatter, ResultsContext } from "./results-questions";

const format: NumberFormatter = {
  euro: (value) => `${value.toFixed(2).replace(".", ",")} €`,
  euroWhole: (value) => `${Math.round(value)} €`,
  points: (value) => value.toFixed(1).replace(".", ","),
};

const offer = (provider: string, name: string, monthlyPrice: number, points: number, sickPayPrice?: number) =>
  ({
    id: `${provider}-${name}`,
    tariffKey: `${provider}|${name}`,
    provider,
    name,
    monthlyPrice,
    employeeContribution: monthlyPrice / 2,
    totalLeistungPoints: points,
    deductibleAmount: 600,
    hospitalRoom: "Zweibettzimmer",
    chiefPhysician: true,
    dentistCoverage: 80,
    ...(sickPayPrice !== undefined ? { sickPayPrice } : {}),
  }) satisfies ContextOffer;

const first = offer("DKV", "Medi Komfort", 500, 80, 24.5);
const second = offer("Allianz", "Vital Komfort", 520, 78);
const cheapest = offer("HUK-COBURG", "Komfort", 450, 60);
const context: ResultsContext = {
  ordered: [first, second, cheapest],
  topIds: [first.id, second.id, cheapest.id],
  topNotes: {},
  variants: [first, second, cheapest],
  coverageType: "comfort",
  jobStatus: "employed",
};
const ask = (message: string, on: ResultsContext = context) => {
  const question = readPageQuestion(message);
  return question ? answerPageQuestion(question, on, format) : undefined;
};

describe("questions about what the results page shows", () => {
  it("answers the own share after the employer's subsidy, for the first or a named tariff", () => {
    expect(ask("Was zahle ich selbst?")).toMatch(
      /^Bei DKV Medi Komfort \(Platz 1\) zahlen Sie von 500,00 € im Monat selbst 250,00 €; Ihr Arbeitgeber gibt 250,00 € dazu/,
    );
    expect(ask("Wie hoch ist mein Eigenanteil bei der Allianz?")).toContain(
      "Allianz Vital Komfort (Platz 2)",
    );
    expect(ask("Was zahle ich selbst?", { ...context, jobStatus: "self-employed" })).toContain(
      "zahlen Sie den ganzen Beitrag von 500,00 € im Monat selbst",
    );
  });

  it("says whether sick pay is in the price and what it costs", () => {
    expect(ask("Ist Krankentagegeld enthalten?")).toMatch(/^Ja, .*Es kostet 24,50 € davon/);
    expect(ask("Ist beim Allianz Tarif Krankentagegeld dabei?")).toMatch(
      /ist kein Krankentagegeld enthalten/,
    );
  });

  it("names the cheapest tariff and why it is not first", () => {
    const answer = ask("Welcher Tarif ist der günstigste und warum steht er nicht oben?");
    expect(answer).toMatch(/^Der günstigste Tarif Ihres Vergleichs ist HUK-COBURG Komfort mit 450,00 €/);
    expect(answer).toContain(
      "Er steht auf Platz 3, nicht vorn, weil die Reihenfolge Preis und Leistung zusammen bewertet",
    );
  });

  it("gives the modelled premium history of the three top tariffs", () => {
    const answer = ask("Wie hat sich der Beitrag der Top 3 entwickelt?", { ...context, historyYear: 2027 });
    expect(answer).toMatch(
      /^Die Beitragsentwicklung der drei Top-Tarife über 10 Jahre bis 2027, wie sie die Ergebnisseite zeigt – Modelldaten/,
    );
    expect(answer).toMatch(/\n1\. DKV Medi Komfort: im Schnitt \+\d+,\d % im Jahr/);
    expect(answer).toMatch(/\n3\. HUK-COBURG Komfort: /);
    expect(ask("Wie hat sich der Beitrag entwickelt?")).toBeUndefined();
  });

  it("leaves other questions to the other paths", () => {
    expect(readPageQuestion("Was ist der Basistarif?")).toBeUndefined();
    expect(readPageQuestion("Was kostet mich die PKV?")).toBeUndefined();
  });
});
