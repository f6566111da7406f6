import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { comparisonAssumptions } from "../../../domain/comparison/assumptions";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { resultOffer } from "../../../tests/setup/result-offers";
import { CompactOfferRow, TopOfferCard } from "./offer-cards";

const offer = resultOffer();

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[ \t\n]+/g, " ")
    .trim();
const render = (node: React.ReactNode) => text(renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>));

describe("the assumption line on cards and list rows (docs/product/comparison.md#assumptions)", () => {
  const employee = comparisonAssumptions({
    form: { jobStatus: "employed", insuredPerson: "self" },
    preferredDeductible: 0,
    insuranceStart: "2026-12-01",
    constants: constantsForYear(2026),
  });

  it("states the offer's own deductible step, the sick pay, the start and the own share", () => {
    for (const html of [
      render(
        <TopOfferCard
          offer={offer}
          position={0}
          savingsBasis={undefined}
          detailsHref="/d"
          assumptions={employee}
        />,
      ),
      render(<CompactOfferRow offer={offer} detailsHref="/d" assumptions={employee} />),
    ]) {
      expect(html).toContain(
        "Berechnet mit Selbstbeteiligung 300\u00a0€ im Jahr, Krankentagegeld 100\u00a0€ pro Tag ab dem 43. Tag, Versicherungsbeginn 01.12.2026.",
      );
      expect(html).toContain(
        "Ihr Anteil nach Arbeitgeberanteil: 306,20\u00a0€ im Monat (Arbeitgeber 306,20\u00a0€;",
      );
    }
  });

  it("says 'ohne Krankentagegeld' for the self-employed and shows nothing without assumptions", () => {
    const selfEmployed = comparisonAssumptions({
      form: { jobStatus: "self-employed", insuredPerson: "self" },
      preferredDeductible: 1000,
      insuranceStart: "2026-12-01",
      constants: constantsForYear(2026),
    });
    const html = render(<CompactOfferRow offer={offer} detailsHref="/d" assumptions={selfEmployed} />);
    expect(html).toContain("ohne Krankentagegeld");
    expect(html).not.toContain("Arbeitgeberanteil");
    expect(render(<CompactOfferRow offer={offer} detailsHref="/d" />)).not.toContain("Berechnet mit");
  });
});
