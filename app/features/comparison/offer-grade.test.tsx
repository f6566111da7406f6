import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
  packResultOffers,
  type ResultOffer,
  unpackResultOffers,
} from "../../../domain/comparison/result-offer";
import { BENEFIT_GROUPS } from "../../../domain/ranking/benefit-points";
import { gradeOffers } from "../../../domain/ranking/relative-grade";
import { CompactOfferRow, TopOfferCard } from "./offer-cards";
import { gradeExplanation, gradeText, OfferGrade } from "./offer-grade";
import { TariffCompare } from "./tariff-compare";
import { TariffDetails, type TariffDetailsOffer } from "./tariff-details";

const FIGURES = { year: 2026, requestedYear: 2026, provisional: false };

function offer(index: number, points: number): ResultOffer & TariffDetailsOffer {
  return {
    id: `tarif-${index}`,
    tariffKey: `anbieter-${index}|komfort`,
    provider: `Anbieter ${index}`,
    name: "Komfort",
    monthlyPrice: 400 + index * 10,
    employeeContribution: 200 + index * 5,
    employerContribution: 200 + index * 5,
    savingsEstimate: undefined,
    savingsBasis: undefined,
    dentistCoverage: 80,
    dentalTreatment: 90,
    hospitalRoom: "Zweibettzimmer",
    chiefPhysician: true,
    deductible: "600 €",
    deductibleAmount: 600,
    rating: 5,
    benefits: [],
    tariffComponents: ["KV1"],
    hasEGO2: false,
    totalLeistungPoints: points,
    grade: undefined,
    category: "standard",
    realBenefits: Object.fromEntries(BENEFIT_GROUPS.map((group) => [group, []])) as never,
  };
}

/** Ten tariffs of one comparison, graded as calculate-offers grades them. */
const offers = gradeOffers(
  [95, 91.5, 88, 85.1, 80, 77, 70, 66, 52, 40].map((points, index) => offer(index, points)),
);
/** What the results page reads (packed for the page, unpacked in the browser). */
const onResultsPage = unpackResultOffers(packResultOffers(offers));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const gradesIn = (html: string) => [...html.matchAll(/data-grade="([^"]+)"/g)].map((match) => match[1]);

describe("the grade on cards, list, details and the direct comparison", () => {
  it("is the same text for the same offer everywhere", () => {
    const target = offers[3]!;
    const shown = onResultsPage[3]!;
    const card = renderToStaticMarkup(
      <MemoryRouter>
        <TopOfferCard offer={shown} position={1} savingsBasis={undefined} detailsHref="/d" />
      </MemoryRouter>,
    );
    const row = renderToStaticMarkup(
      <MemoryRouter>
        <CompactOfferRow offer={shown} detailsHref="/d" />
      </MemoryRouter>,
    );
    const details = renderToStaticMarkup(
      <MemoryRouter>
        <TariffDetails
          comparisonId="c"
          offer={target}
          priceNotice={undefined}
          insuranceStart="2026-12-01"
          figures={FIGURES}
        />
      </MemoryRouter>,
    );
    const compare = renderToStaticMarkup(
      <MemoryRouter>
        <TariffCompare
          comparisonId="c"
          offers={[target, offers[0]!]}
          priceNotice={undefined}
          insuranceStart="2026-12-01"
          figures={FIGURES}
        />
      </MemoryRouter>,
    );
    // 85,1 of ten tariffs: fourth place, 'gut' (only two fit into the best fifth).
    expect(gradeText(target.grade)).toBe("1,9 gut");
    expect(gradesIn(card)).toEqual(["1,9 gut"]);
    expect(gradesIn(row)).toEqual(["1,9 gut"]);
    expect(gradesIn(details)).toEqual(["1,9 gut"]);
    expect(gradesIn(compare)).toEqual(["1,9 gut", "1,0 sehr gut"]);
    for (const html of [card, row, details, compare]) {
      expect(text(html)).toContain("Note 1,9 gut");
      expect(html).not.toContain("/ 5");
      expect(html).toContain("Wie entsteht die Note?");
    }
    // The absolute points stay in the details, without a second grading word.
    expect(text(details)).toContain("Leistungspunkte: 85,1 von 100");
    expect(text(compare)).toContain("85,1 von 100");
  });

  it("differs between tariffs with different points, best first", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ul>
          {onResultsPage.map((entry) => (
            <CompactOfferRow key={entry.id} offer={entry} detailsHref="/d" />
          ))}
        </ul>
      </MemoryRouter>,
    );
    expect(gradesIn(html)).toEqual([
      "1,0 sehr gut",
      "1,5 sehr gut",
      "1,6 gut",
      "1,9 gut",
      "2,5 gut",
      "2,6 befriedigend",
      "3,2 befriedigend",
      "3,5 befriedigend",
      "3,6 ausreichend",
      "4,5 ausreichend",
    ]);
  });

  it("shows nothing for an offer without a grade", () => {
    expect(renderToStaticMarkup(<OfferGrade grade={undefined} />)).toBe("");
  });
});

describe("grade explanation", () => {
  it("names the comparison's tariff count, the place and the bands", () => {
    expect(gradeExplanation({ value: 1.9, label: "gut", rank: 4, of: 1234 })).toBe(
      "Note im Vergleich zu den 1.234 Tarifen Ihrer Anfrage: Platz 4 von 1.234 nach Leistungspunkten. " +
        "Höchstens ein Fünftel der Tarife erhält „sehr gut“ (1,0–1,5), dann folgen „gut“ (1,6–2,5), " +
        "„befriedigend“ (2,6–3,5), „ausreichend“ (3,6–4,5) und „mangelhaft“ (4,6–5,0). " +
        "Der Preis fließt nicht in die Note ein.",
    );
  });

  it("explains a Primärarzt rule of the tariff, in the engine's words", () => {
    const grade = { value: 3.2, label: "befriedigend", rank: 7, of: 10 } as const;
    const explained = gradeExplanation(grade, "Facharzt ohne Überweisung nur 80 % Erstattung");
    expect(explained).toContain(gradeExplanation(grade));
    expect(explained).toContain(
      "Der Tarif hat ein Primärarztprinzip (Facharzt ohne Überweisung nur 80 % Erstattung): Bei der freien " +
        "Arztwahl erhält er deshalb weniger Leistungspunkte, das senkt seine Note.",
    );
    expect(gradeExplanation(grade)).not.toContain("Primärarzt");
  });

  it("says that a single tariff has nothing to be compared with", () => {
    expect(gradeExplanation({ value: 2, label: "gut", rank: 1, of: 1 })).toContain("nur diesen einen Tarif");
  });
});
