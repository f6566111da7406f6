import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BELOW_REQUEST_NOTE, FAMILY_NOTE, FamilyOverview, refusalText } from "./family-overview";
import { type FamilyCombinationView, labelMembers } from "./household-view";

const members = labelMembers([
  { role: "self", comparisonId: "s", age: 38 },
  { role: "partner", comparisonId: "p", age: 36 },
  { role: "child", comparisonId: "k", age: 8 },
]);

function combination(
  provider: string,
  prices: [number, number, number],
  extra: Partial<FamilyCombinationView> = {},
) {
  return {
    provider,
    totalMonthly: prices.reduce((sum, price) => sum + price, 0),
    matchesRequest: true,
    declined: false,
    refused: [],
    members: [
      { comparisonId: "s", name: `${provider} Komfort`, monthlyPrice: prices[0] },
      { comparisonId: "p", name: `${provider} Komfort`, monthlyPrice: prices[1] },
      { comparisonId: "k", name: `${provider} Kinder`, monthlyPrice: prices[2] },
    ],
    ...extra,
  } satisfies FamilyCombinationView;
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const render = (combinations: FamilyCombinationView[]) =>
  renderToStaticMarkup(
    <FamilyOverview members={members} combinations={combinations} notes={<p>Modellpreise</p>} />,
  );

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr data-testid="family-row"[^>]*>(.*?)<\/tr>/g)].map((match) => match[1] ?? "");

describe("'Ihre Familie im Vergleich' (docs/product/comparison.md#family-and-health)", () => {
  it("shows each insurer's tariffs and the family's total in German format, in the stored order", () => {
    const html = render([
      combination("DKV", [612.4, 701.15, 180]),
      combination("Allianz", [590, 1200.5, 150.25], { matchesRequest: false }),
    ]);
    expect(html).toContain("<table");
    expect(html).toMatch(/<caption[^>]*>[^<]*Kombinationen für Ihre Familie je Versicherer<\/caption>/);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headers).toEqual([
      "Versicherer",
      "Sie (38 Jahre)",
      "Partner/in (36 Jahre)",
      "Kind 1 (8 Jahre)",
      "Familie gesamt pro Monat",
    ]);
    const [dkv, allianz] = rowsOf(html);
    expect(text(dkv ?? "")).toBe(
      "DKV Sie: DKV Komfort 612,40 € Partner/in: DKV Komfort 701,15 € Kind 1: DKV Kinder 180,00 € Familie gesamt: 1.493,55 €",
    );
    expect(text(allianz ?? "")).toContain(`Allianz ${BELOW_REQUEST_NOTE}`);
    expect(text(allianz ?? "")).toContain("Familie gesamt: 1.940,75 €");
    expect(dkv).not.toContain(BELOW_REQUEST_NOTE);
    expect(text(html)).toContain(FAMILY_NOTE);
    expect(text(html)).toContain("Modellpreise");
  });

  it("states the household's deductible, start and each person's sick pay", () => {
    const priced = labelMembers([
      { role: "self", comparisonId: "s", age: 38, sickPay: { dailyAmount: 100, startDay: 43 } },
      { role: "partner", comparisonId: "p", age: 36, sickPay: undefined },
      { role: "child", comparisonId: "k", age: 8, sickPay: undefined },
    ]);
    const html = renderToStaticMarkup(
      <FamilyOverview
        members={priced}
        combinations={[combination("DKV", [612.4, 701.15, 180])]}
        assumptions={{ deductible: 0, insuranceStart: "2027-01-01" }}
      />,
    );
    expect(text(html).replace(/\u00a0/g, " ")).toContain(
      "Berechnet mit Selbstbeteiligung 0 € im Jahr je Person, Versicherungsbeginn 01.01.2027. Sie: Krankentagegeld 100 € pro Tag ab dem 43. Tag; Partner/in: ohne Krankentagegeld; Kind 1: ohne Krankentagegeld.",
    );
    expect(render([combination("DKV", [1, 2, 3])])).not.toContain("family-assumptions");
  });

  it("names the members an insurer would likely refuse", () => {
    const html = render([combination("HUK-COBURG", [500, 600, 100], { declined: true, refused: ["p"] })]);
    expect(text(html)).toContain("HUK-COBURG Ablehnung wahrscheinlich bei Partner/in");
    expect(refusalText(["Partner/in", "Kind 1", "Kind 2"])).toBe(
      "Ablehnung wahrscheinlich bei Partner/in, Kind 1 und Kind 2",
    );
  });

  it("shows the first 5 and the others behind 'Alle N Kombinationen anzeigen'", () => {
    const providers = ["A", "B", "C", "D", "E", "F", "G"];
    const html = render(providers.map((provider, index) => combination(provider, [100 + index, 100, 50])));
    const [first, more] = html.split('<details class="mt-4" data-testid="family-more">');
    expect(rowsOf(first ?? "")).toHaveLength(5);
    expect(more).toMatch(/<summary[^>]*>Alle 7 Kombinationen anzeigen<\/summary>/);
    expect(rowsOf(more ?? "").map((row) => /<th scope="row"[^>]*>([^<]*)/.exec(row)?.[1])).toEqual([
      "F",
      "G",
    ]);
  });

  it("shows all combinations without a disclosure when there are at most 5", () => {
    const html = render([combination("DKV", [1, 2, 3])]);
    expect(html).not.toContain("<details");
    expect(rowsOf(html)).toHaveLength(1);
  });
});
