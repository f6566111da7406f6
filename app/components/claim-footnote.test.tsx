import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SavingsClaimBasis } from "../../domain/offers/savings-claim";
import { savingsFootnoteText, withClaimMark } from "./claim-footnote";

const basis = (percent: number, monthlyPaid: number): SavingsClaimBasis => ({
  jobStatus: "self-employed",
  age: 25,
  provider: "Mecklenburgische",
  tariff: "Basis",
  deductible: 600,
  monthlyPaid,
  gkvYearly: 11_000,
  year: 2026,
  percent,
  provisional: false,
  insuranceStart: "2026-07-01",
});

describe("the savings claim's footnote", () => {
  it("names person, tariff, deductible, GKV amount and year", () => {
    expect(savingsFootnoteText(basis(66, 250))).toBe(
      "„Bis zu 65 %“: Unser aktueller Tarifbestand erreicht 66 % – Selbstständige(r), 25 Jahre, gesund, Tarif Mecklenburgische Basis, Beitrag 250,00 € im Monat und 600 € Selbstbeteiligung voll eingerechnet: 3.600,00 € im Jahr gegenüber 11.000,00 € GKV-Beitrag (Einkommen an der Beitragsbemessungsgrenze, mit Kinderlosenzuschlag; Rechengrößen 2026). Ältere, Vorerkrankte und Familien sparen weniger oder zahlen mehr; Beiträge in der PKV können steigen.",
    );
  });

  it("says so when the computed maximum stays below the claim", () => {
    expect(savingsFootnoteText(basis(59, 330))).toMatch(
      /^„Bis zu 65 %“ erreicht unser aktueller Tarifbestand nicht: höchstens 59 % – /,
    );
    expect(savingsFootnoteText(undefined)).toMatch(/Beispielrechnung ist gerade nicht verfügbar/);
  });

  it("marks a text that states the claim, and no other", () => {
    expect(renderToStaticMarkup(withClaimMark("Tarife vergleichen und bis zu 65% sparen"))).toContain(
      'href="#fussnote-ersparnis"',
    );
    expect(renderToStaticMarkup(withClaimMark("Tarife vergleichen"))).toBe("Tarife vergleichen");
  });
});
