import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SharedResults } from "./shared-results";

const row = (id: string) => ({
  id,
  provider: `Versicherer ${id}`,
  name: "Komfort",
  deductible: "0 €",
  monthlyPrice: 500,
  employeeContribution: 250,
  grade: undefined,
  totalLeistungPoints: 70,
});

describe("the shared comparison", () => {
  it("marks the results page's top picks only, however many there are", () => {
    const html = renderToStaticMarkup(
      <SharedResults
        who="Angestellte, 35 Jahre"
        coverage="Komfort"
        insuranceStart="2026-12-01"
        figures={{ year: 2026, requestedYear: 2026, provisional: false }}
        priceNotice={undefined}
        offers={["a", "b", "c", "d"].map(row)}
        topIds={["a"]}
      />,
    );
    const rows = html.split('data-testid="shared-offer"').slice(1);
    expect(rows.map((entry) => entry.includes("Top-Empfehlung"))).toEqual([true, false, false, false]);
  });
});
