import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { comparisonAssumptions } from "../../../domain/comparison/assumptions";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { tariffFacts } from "../../../domain/offers/tariff-facts";
import { BENEFIT_GROUPS } from "../../../domain/ranking/benefit-points";
import { TariffCompare } from "./tariff-compare";
import { TariffDetails, type TariffDetailsOffer } from "./tariff-details";
import { FINANCIAL_STRENGTH_NOTE } from "./tariff-facts";

const offer: TariffDetailsOffer = {
  id: "tarif-1",
  provider: "Anbieter",
  name: "Komfort",
  monthlyPrice: 612.4,
  employeeContribution: 612.4,
  employerContribution: 0,
  dentistCoverage: 80,
  dentalTreatment: 90,
  hospitalRoom: "Zweibettzimmer",
  chiefPhysician: true,
  deductible: "1.000 € pro Jahr",
  deductibleAmount: 1000,
  grade: undefined,
  tariffComponents: [],
  realBenefits: Object.fromEntries(BENEFIT_GROUPS.map((group) => [group, []])) as never,
  totalLeistungPoints: 70,
  benefitDetails: [
    {
      group: "Ambulante Leistungen",
      text: "GOÄ bis zum 3,5-fachen Satz",
      description: undefined,
      points: 12,
      isPositive: true,
    },
    {
      group: "Ambulante Leistungen",
      text: "Freie Arztwahl",
      description: undefined,
      points: 10,
      isPositive: true,
    },
    {
      group: "Sonstige Leistungen",
      text: "Beitragsrückerstattung 3 Monatsbeiträge",
      description: undefined,
      points: 25,
      isPositive: true,
    },
  ],
};

const selfEmployed = comparisonAssumptions({
  form: { jobStatus: "self-employed", insuredPerson: "self" },
  preferredDeductible: 1000,
  insuranceStart: "2026-12-01",
  constants: constantsForYear(2026),
});
const figures = { year: 2026, requestedYear: 2026, provisional: false };
const text = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[ \t\n]+/g, " ");

describe("what a person needs to choose (docs/product/results.md#choosing-facts)", () => {
  it("the details list the model's facts, 'keine Angabe' where nobody has them, the AVB link and the note", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <TariffDetails
          comparisonId="c1"
          offer={offer}
          priceNotice={undefined}
          insuranceStart="2026-12-01"
          figures={figures}
          termsUrl="https://example.org/avb.pdf"
          assumptions={selfEmployed}
        />
      </MemoryRouter>,
    );
    const plain = html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/[ \t\n]+/g, " ");
    expect(plain).toContain("Wartezeiten (allgemein und besondere) keine Angabe");
    expect(plain).toContain("Ärztliche Gebühren (GOÄ) erstattet bis zum 3,5-fachen Satz");
    expect(plain).toContain("Zahnärztliche Gebühren (GOZ) erstattet keine Angabe");
    expect(plain).toContain("Beitragsrückerstattung 3 Monatsbeiträge");
    expect(plain).toContain("Krankentagegeld im Beitrag ohne Krankentagegeld");
    expect(plain).toContain("Primärarztprinzip (Hausarzt zuerst) nein, freie Arztwahl");
    expect(html).toContain('href="https://example.org/avb.pdf"');
    expect(plain).toContain(FINANCIAL_STRENGTH_NOTE);
    expect(plain).toContain("Berechnet mit Selbstbeteiligung 1.000\u00a0€ im Jahr, ohne Krankentagegeld");
  });

  it("the compare view has a row per fact and says 'keine Angabe' without an AVB link", () => {
    const plain = text(
      <TariffCompare
        comparisonId="c1"
        offers={[offer]}
        priceNotice={undefined}
        insuranceStart="2026-12-01"
        figures={figures}
        facts={{ [offer.id]: tariffFacts(offer) }}
        termsUrls={{}}
        assumptions={selfEmployed}
      />,
    );
    expect(plain).toContain("Beitragsrückerstattung 3 Monatsbeiträge");
    expect(plain).toContain("Versicherungsbedingungen (AVB) keine Angabe");
    expect(plain).toContain(FINANCIAL_STRENGTH_NOTE);
  });
});
