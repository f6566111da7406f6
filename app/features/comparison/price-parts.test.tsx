import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RISK_ESTIMATE_NOTE } from "../../../domain/offers/risk-labels";
import { BENEFIT_GROUPS } from "../../../domain/ranking/benefit-points";
import { resultOffer } from "../../../tests/setup/result-offers";
import { CompactOfferRow, TopOfferCard } from "./offer-cards";
import { type OfferExtras, offerExtrasById } from "./offer-extras";
import { PriceParts, WithoutSurchargePrice } from "./price-parts";
import { TariffCompare } from "./tariff-compare";
import { TariffDetails, type TariffDetailsOffer } from "./tariff-details";

const offer = resultOffer({
  employeeContribution: 612.4,
  employerContribution: 0,
  deductible: "600 €",
  deductibleAmount: 600,
  realBenefits: Object.fromEntries(BENEFIT_GROUPS.map((group) => [group, []])) as never,
}) satisfies TariffDetailsOffer;

const extras: OfferExtras = {
  riskAssessment: { status: "surcharge", surchargePercent: 20, reasons: ["BMI 31,2"] },
  priceWithoutSurcharge: 540.1,
  sickPayPrice: 31.2,
  premiumReliefPrice: 1234.5,
};

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const render = (node: React.ReactNode) => text(renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>));

describe("price parts and the surcharge-free price (docs/product/comparison.md#family-and-health)", () => {
  it("lists sick pay and premium relief as their own parts of the price", () => {
    expect(render(<PriceParts extras={extras} />)).toBe(
      "davon Krankentagegeld: 31,20 € davon Beitragsentlastung: 1.234,50 €",
    );
    expect(render(<PriceParts extras={{ sickPayPrice: 12 }} />)).toBe("davon Krankentagegeld: 12,00 €");
    expect(render(<PriceParts extras={undefined} />)).toBe("");
  });

  it("names the price without the risk surcharge only when a surcharge is in the price", () => {
    expect(render(<WithoutSurchargePrice extras={extras} monthlyPrice={612.4} />)).toBe(
      "ohne Risikozuschlag: 540,10 €",
    );
    const accepted: OfferExtras = {
      riskAssessment: { status: "accept", surchargePercent: 0, reasons: [] },
      priceWithoutSurcharge: 612.4,
    };
    expect(render(<WithoutSurchargePrice extras={accepted} monthlyPrice={612.4} />)).toBe("");
  });

  it("keeps only the offers that carry extras, by id", () => {
    const plain = { ...offer, id: "plain" } as never;
    const rich = { ...offer, id: "rich", sickPayPrice: 10 } as never;
    expect(offerExtrasById([plain, rich])).toEqual({ rich: { sickPayPrice: 10 } });
  });

  it("shows badge, surcharge-free price and parts on the card, the list row and the details", () => {
    const card = render(
      <TopOfferCard offer={offer} position={0} savingsBasis={undefined} detailsHref="/d" extras={extras} />,
    );
    const row = render(<CompactOfferRow offer={offer} detailsHref="/d" extras={extras} />);
    const details = render(
      <TariffDetails
        comparisonId="abc"
        offer={{ ...offer, ...extras }}
        priceNotice={undefined}
        insuranceStart="2027-01-01"
        figures={{ year: 2027, requestedYear: 2027, provisional: false }}
      />,
    );
    for (const html of [card, row, details]) {
      expect(html).toContain("Zuschlag erwartet (ca. 20 %)");
      expect(html).toContain("BMI 31,2");
      expect(html).toContain(RISK_ESTIMATE_NOTE);
      expect(html).toContain("ohne Risikozuschlag: 540,10 €");
      expect(html).toContain("davon Krankentagegeld: 31,20 €");
      expect(html).toContain("davon Beitragsentlastung: 1.234,50 €");
    }
  });

  it("adds nothing to cards and rows without extras", () => {
    const card = render(
      <TopOfferCard offer={offer} position={1} savingsBasis={undefined} detailsHref="/d" />,
    );
    for (const html of [card, render(<CompactOfferRow offer={offer} detailsHref="/d" />)]) {
      expect(html).not.toMatch(/Risikozuschlag|davon|wahrscheinlich|Zuschlag|Schätzung/);
    }
  });

  it("shows the estimate and the price parts in the direct comparison only when an offer has them", () => {
    const compare = (offers: TariffDetailsOffer[]) =>
      render(
        <TariffCompare
          comparisonId="c"
          offers={offers}
          priceNotice={undefined}
          insuranceStart="2026-12-01"
          figures={{ year: 2026, requestedYear: 2026, provisional: false }}
        />,
      );
    const withExtras = compare([
      { ...offer, ...extras },
      { ...offer, id: "tarif-2" },
    ]);
    expect(withExtras).toContain("Gesundheitsangaben (Schätzung)");
    expect(withExtras).toContain("Zuschlag erwartet (ca. 20 %)");
    expect(withExtras).toContain("ohne Risikozuschlag: 540,10 €");
    expect(withExtras).toContain("davon Krankentagegeld: 31,20 €");
    const plain = compare([offer, { ...offer, id: "tarif-2" }]);
    expect(plain).not.toContain("Gesundheitsangaben");
    expect(plain).not.toContain("davon");
  });
});
