import { describe, expect, it } from "vitest";
import {
  answerHouseholdQuestion,
  type HouseholdCombination,
  isHouseholdQuestion,
} from "./household-question";
import type { NumberFormatter } from "./results-questions";

const format: NumberFormatter = {
  euro: (value) => `${value.toFixed(2).replace(".", ",")} €`,
  euroWhole: (value) => `${Math.round(value)} €`,
  points: (value) => value.toFixed(1).replace(".", ","),
};

const combination = (
  provider: string,
  self: number,
  child: number,
  declined = false,
): HouseholdCombination => ({
  provider,
  totalMonthly: self + child,
  declined,
  members: [
    { role: "self", name: `${provider} Komfort`, monthlyPrice: self },
    { role: "child", name: `${provider} Kind`, monthlyPrice: child },
  ],
});

describe("the household's totals on its results page", () => {
  it("recognises questions about the whole family", () => {
    expect(isHouseholdQuestion("Was kostet das für die ganze Familie?")).toBe(true);
    expect(isHouseholdQuestion("Was zahlen wir insgesamt?")).toBe(true);
    expect(isHouseholdQuestion("Was ist der Basistarif?")).toBe(false);
  });

  it("answers with the family totals, the first combination's members and the cheapest one", () => {
    const answer = answerHouseholdQuestion(
      [combination("DKV", 500, 150), combination("HUK", 420, 120), combination("AXA", 300, 90, true)],
      format,
    );
    expect(answer).toBe(
      "Für Ihre ganze Familie zeigt der Vergleich 3 Versicherer-Kombinationen von 390,00 € bis 650,00 € im Monat für alle zusammen. Vorn steht DKV mit 650,00 € im Monat (Sie DKV Komfort 500,00 €, Kind DKV Kind 150,00 €). Am günstigsten ist HUK mit 540,00 €; die Reihenfolge bewertet Leistungspunkte je Euro der ganzen Familie.",
    );
  });
});
