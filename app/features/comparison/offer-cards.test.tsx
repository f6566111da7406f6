import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { gkvContribution, savingsText } from "../../../domain/offers/gkv-contribution";
import { resultOffer } from "../../../tests/setup/result-offers";
import { CompactOfferRow, TOP_PICK_BADGES, TopOfferCard } from "./offer-cards";

const offer = (extra: Partial<ResultOffer> = {}): ResultOffer =>
  resultOffer({
    id: "concordia-komfort-primaer-0",
    tariffKey: "concordia|komfort primär",
    provider: "Concordia",
    name: "Komfort Primär",
    monthlyPrice: 694.95,
    employeeContribution: 347.48,
    employerContribution: 347.47,
    deductible: "600 €",
    deductibleAmount: 600,
    rating: 4,
    totalLeistungPoints: 66,
    grade: { value: 3.2, label: "befriedigend", rank: 40, of: 76 },
    category: "premium",
    ...extra,
  });

const card = (shown: ResultOffer, position: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TopOfferCard offer={shown} position={position} savingsBasis={undefined} detailsHref="/d" />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("highlighted cards: labels that mean one thing", () => {
  it("shows no price band beside the coverage levels, only the pick's place", () => {
    const first = text(card(offer(), 0));
    const second = text(card(offer(), 1));
    expect(first).toContain(TOP_PICK_BADGES.first);
    expect(second).toContain("Auch empfohlen");
    // 694,95 € is in the price band 'premium' (over 400 €): no 'Premium' badge on a Komfort tariff
    for (const html of [first, second]) {
      expect(html).not.toMatch(/\bPremium\b/);
      expect(html).not.toMatch(/\bGünstig\b|\bStandard\b/);
    }
  });

  it("shows a Primärarzt rule as an attribute, on the card and in the list, and explains it in the grade", () => {
    const rule = "Facharzt ohne Überweisung nur 80 % Erstattung";
    const withRule = offer({ primaryDoctorRule: rule });
    const html = card(withRule, 0);
    expect(html).toContain('data-testid="primary-doctor-rule"');
    expect(text(html)).toContain(`Primärarztprinzip: ${rule}`);
    // the grade's tooltip (opened on demand; its text: offer-grade.test.tsx) explains what the rule costs
    expect(html).toContain('data-grade-explains="primary-doctor"');
    const row = renderToStaticMarkup(
      <MemoryRouter>
        <ul>
          <CompactOfferRow offer={withRule} detailsHref="/d" />
        </ul>
      </MemoryRouter>,
    );
    expect(text(row)).toContain("Primärarztprinzip");
    expect(row).toContain('data-grade-explains="primary-doctor"');
    // a tariff with free choice of doctor shows none
    expect(card(offer(), 0)).not.toContain("Primärarzt");
  });
});

describe("the savings claim names its assumptions and counts the card's deductible", () => {
  const contribution = gkvContribution(
    { group: "employee", age: 35, beihilfe: false },
    constantsForYear(2026),
  );
  const withSavings = (deductibleAmount: number, estimate: number) =>
    offer({
      deductibleAmount,
      savingsEstimate: estimate,
      savingsBasis: contribution && savingsText(contribution, 347.48),
    });

  it("says the income and surcharge it assumed, and what is left after the deductible", () => {
    const shown = text(card(withSavings(600, 3000), 0));
    expect(shown).toContain("Ersparnis bis zu 3.000 € pro Jahr");
    expect(shown).toContain(
      "Angenommen: Einkommen an der Beitragsbemessungsgrenze 2026, mit Kinderlosenzuschlag. Bei voll genutzter Selbstbeteiligung (600 €): noch 2.400 € pro Jahr.",
    );
  });

  it("says when a deductible used up leaves no saving", () => {
    expect(text(card(withSavings(2400, 1500), 0))).toContain(
      "Bei voll genutzter Selbstbeteiligung (2.400 €): keine Ersparnis.",
    );
    expect(text(card(withSavings(0, 1500), 0))).toContain("Ohne Selbstbeteiligung.");
  });
});
