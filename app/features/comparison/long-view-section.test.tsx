import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { readLifetimeAssumptions } from "../../../domain/lifetime/lifetime-assumptions";
import { type LongViewPerson, longViewFor } from "../../../domain/lifetime/long-view";
import { LongViewSection } from "./long-view-section";

const OFFER = {
  tariffKey: "anbieter|komfort",
  monthlyPrice: 520,
  employeeContribution: 260,
  employerContribution: 260,
  carePrice: 40,
  chiefPhysician: true,
  hospitalRoom: "Zweibettzimmer",
  dentistCoverage: 80,
};
const PERSON = {
  birthDate: "1990-05-01",
  jobStatus: "employed" as const,
  insuredPerson: "self",
  insuranceStart: "2026-12-01",
};

function render(fields: Record<string, string> = {}, person: LongViewPerson = PERSON) {
  const { choice, errors } = readLifetimeAssumptions(fields);
  const view = longViewFor({ offer: OFFER, person, constants: constantsForYear(2026), choice });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <LongViewSection view={view} comparisonId="c1" typed={fields} errors={errors} figuresYear={2026} />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  return { view, html: renderToStaticMarkup(<RouterProvider router={router} />) };
}

describe("LongViewSection", () => {
  it("shows net cost, the chart with a text alternative, every year in the table and the history", () => {
    const { html, view } = render();
    expect(html).toContain("Ihr Anteil nach Arbeitgeberzuschuss");
    expect(html).toContain("nach Steuerersparnis (geschätzt)");
    expect(html).toContain('<title id="lebenszeit-titel">');
    expect(html).toContain("Projektion, keine Zusage");
    const years = view.projection!.years;
    expect(years[0]!.age).toBe(36);
    expect(
      (html.match(/<th scope="row" class="py-1 text-left font-normal">\d+ \(\d{4}\)/g) ?? []).length,
    ).toBe(years.length);
    expect(html).toContain("Beitragsentwicklung (Modelldaten)");
    // The panel keeps the comparison and shows the values in force in German form.
    expect(html).toContain('name="c" value="c1"');
    expect(html).toContain(`value="${String(view.assumptions.gkvGrowthPercent).replace(".", ",")}"`);
  });

  it("marks an invalid field with its message and keeps what was typed", () => {
    const { html } = render({ retirementAge: "75" });
    expect(html).toContain("Bitte geben Sie ein Rentenalter zwischen 60 und 70 Jahren ein.");
    expect(html).toContain('value="75"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("says why there is no projection for someone insuring a child", () => {
    const { html } = render(
      {},
      { ...PERSON, birthDate: "2015-01-01", insuredPerson: "child", jobStatus: "employed" },
    );
    expect(html).toContain('data-slot="lifetime-unavailable"');
    expect(html).not.toContain('data-slot="lifetime-chart"');
  });

  it("lists the ten years up to the calculation, never a year that has not begun", () => {
    // Calculated in December 2026 for a start on 1 January 2027: 2017–2026, not 2018–2027.
    const { html, view } = render(
      {},
      { ...PERSON, insuranceStart: "2027-01-01", calculatedOn: "2026-12-02" },
    );
    expect(view.history.premiums.map((entry) => entry.year)).toEqual([
      2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    expect(html).toContain("der letzten 10 Jahre");
    const started = render({}, { ...PERSON, insuranceStart: "2026-12-01", calculatedOn: "2026-11-20" });
    expect(started.view.history.premiums.at(-1)?.year).toBe(2026);
  });
});
