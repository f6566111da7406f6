import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HealthAnswers } from "../../domain/comparison/family-input";
import { HealthAnswersList, healthAnswerRows, personLabels, riskPreCheckLabel } from "./health-answers-list";

const answers: HealthAnswers = {
  heightCm: 165,
  weightKg: 72.5,
  outpatientTreatments3y: 6,
  hospitalStays5y: 0,
  psychotherapy10y: true,
  chronicConditions: ["ASTHMA", "MIGRAENE"],
  regularMedication: false,
  missingTeeth: 2,
  plannedDentalTreatment: false,
  glassesDiopters: -2.5,
};

describe("health answers of a purchased risk pre-check (docs/product/leads.md#risk-pre-check-request)", () => {
  it("reads every answer in German, with the form's labels", () => {
    expect(healthAnswerRows(answers)).toEqual([
      { label: "Größe (cm)", value: "165" },
      { label: "Gewicht (kg)", value: "72,5" },
      { label: "Ambulante Behandlungen in den letzten 3 Jahren", value: "6" },
      { label: "Krankenhausaufenthalte in den letzten 5 Jahren", value: "0" },
      { label: "Psychotherapie in den letzten 10 Jahren", value: "Ja" },
      { label: "Chronische Erkrankungen", value: "Asthma, Migräne" },
      { label: "Regelmäßige Medikamente", value: "Nein" },
      { label: "Fehlende oder ersetzte Zähne", value: "2" },
      { label: "Geplante Zahnbehandlung", value: "Nein" },
      { label: "Brillenstärke (Dioptrien)", value: "-2,50" },
    ]);
    const none = healthAnswerRows({ ...answers, chronicConditions: [], glassesDiopters: 0 });
    expect(none.find((row) => row.label === "Chronische Erkrankungen")?.value).toBe("Keine");
    expect(none.find((row) => row.label === "Brillenstärke (Dioptrien)")?.value).toBe("Keine Brille");
  });

  it("names the persons for the buyer and counts them in the market", () => {
    expect(personLabels(["self", "partner", "child", "child"])).toEqual([
      "Antragsteller/in",
      "Partner/in",
      "Kind 1",
      "Kind 2",
    ]);
    expect(riskPreCheckLabel({ persons: 1 })).toBe("Risikovoranfrage · 1 Person");
    expect(riskPreCheckLabel({ persons: 3 })).toBe("Risikovoranfrage · 3 Personen");
    const html = renderToStaticMarkup(
      <HealthAnswersList
        persons={[
          { role: "partner", answers },
          { role: "child", answers: { ...answers, heightCm: 120 } },
        ]}
      />,
    );
    expect(html).toContain("Partner/in");
    expect(html).toContain("Kind 1");
    expect(html).toContain("<dd");
  });
});
